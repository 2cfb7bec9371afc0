import { userSchema } from '../accounts/schemas';
import { orderStatuses, paymentStatuses } from '../orders/schemas';
import { returnStatuses } from '../returns/returns';
import { moneySchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { NOTE_MAX } from './care';

/** Customer care (decision 066): a customer's page in the back office, and the house's internal notes. */

/**
 * POST /api/admin/orders/{id}/notes and /api/admin/customers/{id}/notes: plain text, line breaks kept
 * (the server refuses other control characters in every body).
 */
export const noteBodySchema = z.object({
  body: z
    .string({ message: 'Write the note' })
    .trim()
    .min(1, 'Write the note')
    .max(NOTE_MAX, `A note is at most ${NOTE_MAX.toLocaleString('en')} characters`),
});
export type NoteBody = z.infer<typeof noteBodySchema>;

/** An internal note: the house's record, never shown to the customer. */
export const noteSchema = z.object({
  id: z.number(),
  body: z.string(),
  /** Who wrote it (their name); null once their account is gone. */
  author: z.string().nullable(),
  createdAt: timestampSchema,
});
export type Note = z.infer<typeof noteSchema>;
/** Notes, newest first. */
export const noteListSchema = z.array(noteSchema);

/** One of the customer's orders, as their page lists it (the order sheet shows the rest). */
const customerOrderSchema = z.object({
  id: z.number(),
  createdAt: timestampSchema,
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  total: moneySchema,
  refunded: moneySchema,
  /** The order's currency, which its amounts are in. */
  currency: z.string(),
  /** Bottles and samples ordered. */
  items: z.number(),
});

/**
 * Where to reach a customer (issue #43): the phone and address the account's profile holds, else
 * those the latest order carries (its buyer's: a gift's shipping details are its recipient's).
 */
const customerContactSchema = z.object({
  phone: z.object({ value: z.string(), from: z.enum(['profile', 'order']) }).nullable(),
  /** The address as it prints, a line each (street, postal code and city, country). */
  address: z.object({ lines: z.array(z.string()), from: z.enum(['profile', 'order']) }).nullable(),
});
export type CustomerContact = z.infer<typeof customerContactSchema>;

/** A customer's orders, figures and returns: an account's page and a guest's show the same. */
const orderHistoryShape = {
  orders: z.object({
    /** The most recent orders, newest first (the Orders tab has them all). */
    recent: z.array(customerOrderSchema),
    /** Every order placed (unpaid checkout attempts are none). */
    count: z.number(),
  }),
  /**
   * Lifetime spend per currency (never added across currencies), the currency of most orders first: what the paid
   * orders kept, paid totals less refunds; the average over the orders that kept money. Empty without such an order.
   */
  spend: z.array(
    z.object({ currency: z.string(), lifetime: moneySchema, average: moneySchema, paidOrders: z.number() }),
  ),
  /** The returns asked on the orders, newest first. */
  returns: z.array(
    z.object({ id: z.number(), orderId: z.number(), status: z.enum(returnStatuses), createdAt: timestampSchema }),
  ),
  contact: customerContactSchema,
};

/** GET /api/admin/customers/{id}: the account, its orders and figures, and the house's notes about it. */
export const customerPageSchema = z.object({
  /** The account as the user answer shows it (confirmed address, second factor, joined). */
  profile: userSchema,
  ...orderHistoryShape,
  creations: z.number(),
  wishlist: z.number(),
  notes: noteListSchema,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/**
 * GET /api/admin/customers/guests/{id}: a guest buyer (paid orders, no account) by their kept row's
 * number, never by an order's key: who they are on their latest order, and their orders.
 */
export const guestCustomerPageSchema = z.object({
  guest: z.object({
    id: z.number(),
    email: z.string(),
    fullName: z.string(),
    /** Their first paid order's time, and their latest's. */
    firstOrderAt: timestampSchema,
    lastOrderAt: timestampSchema,
  }),
  ...orderHistoryShape,
});
export type GuestCustomerPage = z.infer<typeof guestCustomerPageSchema>;

/** GET /api/admin/customers: `q` finds part of a name or e-mail (and an account's username). */
export const customerListQuerySchema = pagedQuery({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});

/**
 * One row of the customers list (issue #43): an account (never a staff member's), or a guest buyer
 * known by the address on their paid orders. Guests show their orders and what they kept.
 */
const customerRowSchema = z.object({
  kind: z.enum(['account', 'guest']),
  /** The account's id, or the guest row's (the two never share a number). */
  id: z.number(),
  fullName: z.string(),
  email: z.string(),
  /** An account's username; null for a guest. */
  username: z.string().nullable(),
  /** When the account was opened, or the guest's first paid order. */
  createdAt: timestampSchema,
  phone: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** An account's state; null for a guest. */
  isActive: z.boolean().nullable(),
  subscriptionStatus: z.string().nullable(),
  /** A guest's paid orders; null for an account (its page has them). */
  orders: z.number().nullable(),
  /**
   * What a guest's paid orders kept (paid less refunded), one amount per currency (never added across currencies),
   * by currency code; null for an account.
   */
  spent: z.array(z.object({ currency: z.string(), amount: moneySchema })).nullable(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = z.array(customerRowSchema);
