import { adminDashboardSchema } from '../admin-dashboard/schemas';
import {
  adminOrderListSchema,
  adminOrderSchema,
  orderFilterSchema,
  orderListQuerySchema,
  ordersCsvSchema,
  orderStatusBodySchema,
  refundBodySchema,
  refundResultSchema,
  statusChangeSchema,
} from '../orders/admin-schemas';
import { auditListSchema, auditQuerySchema } from '../audit/schemas';
import { mailDetailSchema, mailListSchema, mailQuerySchema } from '../mail/schemas';
import { userListQuerySchema, userListSchema } from '../accounts/schemas';
import { adminOrderIdParam, mailIdParam, orderIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/*
 * The back office: every endpoint sits behind the back-office gate (401 signed out, 403 for a customer).
 * Lists are newest first, a page at a time: `?limit=` (at most 200) and `?after=` (or `?before=`) a
 * cursor the previous page answered in `x-next-cursor` (`x-prev-cursor`) and `Link`; the list's
 * total in `x-total-count`, or `x-total-estimate` where counting would read every row.
 */

export const getAdminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  tag: 'Back office: overview',
  summary: "The overview's figures, the recent orders, 30 days of revenue and the perfumes running low.",
  auth: 'admin',
  permission: 'dashboard',
  responses: { 200: adminDashboardSchema },
});

export const listAdminUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  tag: 'Back office: customers',
  summary:
    "Every account, the staff's included, newest first, a page at a time; `q` searches names, e-mails and usernames. The Customers tab reads `GET /api/admin/customers` (no staff, and the guest buyers).",
  auth: 'admin',
  permission: 'customers',
  paged: true,
  query: userListQuerySchema,
  responses: { 200: userListSchema },
});

export const listAdminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  tag: 'Back office: orders',
  summary:
    'The orders with their customers, filtered by status, days, customer and a search (order number, names, e-mails, lines), a page at a time.',
  auth: 'admin',
  permission: 'orders',
  paged: true,
  query: orderListQuerySchema,
  responses: { 200: adminOrderListSchema },
});

export const exportAdminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders.csv',
  tag: 'Back office: orders',
  summary: 'The orders the same filters find, as a CSV download.',
  auth: 'admin',
  permission: 'orders',
  query: orderFilterSchema,
  produces: 'text/csv',
  responses: { 200: ordersCsvSchema },
});

export const getAdminOrder = endpoint({
  method: 'GET',
  path: '/api/admin/orders/:id',
  tag: 'Back office: orders',
  summary: 'One order with its customer, payment and status history.',
  auth: 'admin',
  permission: 'orders',
  params: adminOrderIdParam,
  responses: { 200: adminOrderSchema },
  errors: { 404: ['ORDER_NOT_FOUND'] },
});

export const setOrderStatus = endpoint({
  method: 'PUT',
  path: '/api/admin/order/:orderId/status',
  tag: 'Back office: orders',
  summary:
    "Sets an order's status (shipping names the carrier and tracking number); the customer is mailed when it ships or is cancelled. A paid order is cancelled by refunding it; one with made-to-order perfumes ships once they are bottled.",
  auth: 'admin',
  permission: 'fulfilment',
  params: orderIdParam,
  body: orderStatusBodySchema,
  responses: { 200: statusChangeSchema },
  // Reopening a cancelled order takes its bottles again: 409 OUT_OF_STOCK when they are gone. A paid
  // order is cancelled by its refund (409 REFUND_REQUIRED), never by this call. An order ships once its
  // made-to-order perfumes are bottled (409 WORK_ORDERS_OPEN, naming their batches; decision 064); an
  // order of gift cards alone is never shipped (409 NOTHING_TO_SHIP): it completes when its cards are mailed.
  errors: {
    404: ['ORDER_NOT_FOUND'],
    409: ['STATUS_NOT_ALLOWED', 'REFUND_REQUIRED', 'OUT_OF_STOCK', 'WORK_ORDERS_OPEN', 'NOTHING_TO_SHIP'],
  },
});

export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/order/:orderId/refund',
  tag: 'Back office: orders',
  summary:
    'Refunds lines and quantities of a paid order, and its shipping (no `lines`: everything left), through its payment provider for exactly that amount, with a credit note; the bottles back in stock if asked. A gift card line bought cancels its card, unless the card has been spent (409 GIFT_CARD_USED, nothing refunded).',
  auth: 'admin',
  permission: 'refunds',
  params: orderIdParam,
  body: refundBodySchema,
  responses: { 200: refundResultSchema },
  // 400 REFUND_TOO_LARGE: more bottles, or more money, than is left; BAD_REQUEST: a line of another order, or nothing chosen.
  errors: {
    400: ['REFUND_TOO_LARGE', 'BAD_REQUEST'],
    404: ['ORDER_NOT_FOUND'],
    // 409 GIFT_CARD_USED: a gift card line whose card has been spent, in part or whole (decision 062).
    409: ['NOT_REFUNDABLE', 'GIFT_CARD_USED'],
    502: ['REFUND_FAILED'],
    503: ['PAYMENTS_DISABLED'],
  },
});

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  tag: 'Back office: activity',
  summary: 'Every admin change (catalogue, orders, images), newest first, narrowed to one entity if asked.',
  auth: 'admin',
  permission: 'activity',
  paged: true,
  query: auditQuerySchema,
  responses: { 200: auditListSchema },
});

export const listMails = endpoint({
  method: 'GET',
  path: '/api/admin/mails',
  tag: 'Back office: mail',
  summary: "The outbox's mails, newest first, or one order's mails.",
  auth: 'admin',
  permission: 'mail',
  paged: true,
  query: mailQuerySchema,
  responses: { 200: mailListSchema },
});

export const getMail = endpoint({
  method: 'GET',
  path: '/api/admin/mails/:id',
  tag: 'Back office: mail',
  summary:
    "One mail with its HTML and text parts, as the customer reads it, with any link only the customer may use masked; a mail that exists to carry a secret (a password reset, an address's confirmation, a staff invitation, a gift card's code) answers its words as null.",
  auth: 'admin',
  permission: 'mail',
  params: mailIdParam,
  responses: { 200: mailDetailSchema },
  errors: { 404: ['MAIL_NOT_FOUND'] },
});
