import {
  customerListQuerySchema,
  customerListSchema,
  customerPageSchema,
  guestCustomerPageSchema,
  noteBodySchema,
  noteListSchema,
  noteSchema,
} from '../customers/schemas';
import { mailSummarySchema } from '../mail/schemas';
import { adminOrderIdParam, customerIdParam, mailIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/*
 * Customer care (decision 066): a customer's page, the house's internal notes on orders
 * and customers (never shown to the customer), and any order's mail sent again.
 */

export const listAdminCustomers = endpoint({
  method: 'GET',
  path: '/api/admin/customers',
  tag: 'Back office: customers',
  summary:
    "The customers, newest first, a page at a time: the accounts (never a staff member's, even one who buys) and the guest buyers, one row per address that paid orders without an account (with their orders and what they kept). An address with a confirmed account shows as that account alone. `q` searches names, e-mails and usernames.",
  auth: 'admin',
  permission: 'customers',
  paged: true,
  query: customerListQuerySchema,
  responses: { 200: customerListSchema },
});

export const getAdminGuestCustomer = endpoint({
  method: 'GET',
  path: '/api/admin/customers/guests/:id',
  tag: 'Back office: customers',
  summary:
    "A guest buyer's page, by the number the customers list gives them: their name, e-mail, phone and address from their latest order, their paid orders, lifetime spend (paid less refunded) and returns.",
  auth: 'admin',
  permission: 'customers',
  params: customerIdParam,
  responses: { 200: guestCustomerPageSchema },
  errors: { 404: ['CUSTOMER_NOT_FOUND'] },
});

export const getAdminCustomer = endpoint({
  method: 'GET',
  path: '/api/admin/customers/:id',
  tag: 'Back office: customers',
  summary:
    "A customer's page: the account, its most recent orders, lifetime spend (paid less refunded) and average order, creations, wishlist, returns, the phone and address (the profile's, else the latest order's) and the house's notes.",
  auth: 'admin',
  permission: 'customers',
  params: customerIdParam,
  responses: { 200: customerPageSchema },
  errors: { 404: ['CUSTOMER_NOT_FOUND'] },
});

export const addCustomerNote = endpoint({
  method: 'POST',
  path: '/api/admin/customers/:id/notes',
  tag: 'Back office: customers',
  summary: 'Adds an internal note about a customer (plain text, at most 2,000 characters); never shown to them.',
  auth: 'admin',
  permission: 'customers',
  params: customerIdParam,
  body: noteBodySchema,
  responses: { 201: noteSchema },
  errors: { 404: ['CUSTOMER_NOT_FOUND'] },
});

export const listOrderNotes = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id/notes',
  tag: 'Back office: orders',
  summary: "An order's internal notes, newest first, with who wrote each.",
  auth: 'admin',
  permission: 'orders',
  params: adminOrderIdParam,
  responses: { 200: noteListSchema },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

export const addOrderNote = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/notes',
  tag: 'Back office: orders',
  summary: 'Adds an internal note to an order (plain text, at most 2,000 characters); never shown to the customer.',
  auth: 'admin',
  permission: 'orders',
  params: adminOrderIdParam,
  body: noteBodySchema,
  responses: { 201: noteSchema },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

export const resendMail = endpoint({
  method: 'POST',
  path: '/api/admin/mails/:id/resend',
  tag: 'Back office: mail',
  summary:
    "Sends an order's mail again (same subject and body, with a new key in its links to the order's page) to the order's current address: its account's e-mail, else the order's. A mail of no order, of an order whose customer was deleted, or a gift card's mail (its code goes to its recipient alone) cannot be sent again.",
  auth: 'admin',
  permission: 'mail',
  params: mailIdParam,
  responses: { 202: mailSummarySchema },
  errors: { 404: ['MAIL_NOT_FOUND'], 409: ['MAIL_NOT_RESENDABLE'] },
});
