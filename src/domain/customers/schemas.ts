import { userSchema } from '../accounts/schemas';
import { orderStatuses, paymentStatuses } from '../orders/schemas';
import { returnStatuses } from '../returns/returns';
import { moneySchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';
import { NOTE_MAX } from './care';

/** Customer care (DESIGN §1): a customer's page in the back office, and the house's internal notes. */

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
  /** Bottles and samples ordered. */
  items: z.number(),
});

/** GET /api/admin/customers/{id}: the account, its orders and figures, and the house's notes about it. */
export const customerPageSchema = z.object({
  /** The account as the user answer shows it (confirmed address, second factor, joined). */
  profile: userSchema,
  orders: z.object({
    /** The most recent orders, newest first (the Orders tab, filtered by the customer, has them all). */
    recent: z.array(customerOrderSchema),
    /** Every order the account placed (unpaid checkout attempts are none). */
    count: z.number(),
  }),
  /** Lifetime spend: paid totals less refunds; the average over the orders that kept money. */
  spend: z.object({ lifetime: moneySchema, average: moneySchema, paidOrders: z.number() }),
  creations: z.number(),
  wishlist: z.number(),
  /** The returns asked on the account's orders, newest first. */
  returns: z.array(
    z.object({ id: z.number(), orderId: z.number(), status: z.enum(returnStatuses), createdAt: timestampSchema }),
  ),
  notes: noteListSchema,
});
export type CustomerPage = z.infer<typeof customerPageSchema>;
