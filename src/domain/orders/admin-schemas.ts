import { moneySchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { orderSchema, orderStatuses, paymentStatuses } from './schemas';
import { boughtGiftCardSchema } from '../gift-cards/schemas';

/** The back office's orders: their status changes, filters, list and view, refund and CSV export. */

const shipmentText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(2, `${label} is required to mark an order shipped`)
    .max(max, `${label} is too long`)
    .refine(isSingleLine, `${label} must be on one line`);

/** PUT /api/admin/order/:orderId/status. Shipping names the carrier and the tracking number (mailed to the customer). */
export const orderStatusBodySchema = z
  .object({
    status: z.enum(orderStatuses, { message: `status must be one of ${orderStatuses.join(', ')}` }),
    carrier: shipmentText('Carrier', 80).optional(),
    trackingNumber: shipmentText('Tracking number', 80).optional(),
  })
  .refine((v) => v.status !== 'shipped' || (v.carrier && v.trackingNumber), {
    message: 'A shipped order needs its carrier and tracking number',
    path: ['trackingNumber'],
  });

export const statusChangeSchema = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  previousStatus: z.enum(orderStatuses),
});

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are written YYYY-MM-DD')
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date');

/**
 * GET /api/admin/orders (and orders.csv): `status` (or `awaiting-payment`: pending and unpaid),
 * `from`/`to` (YYYY-MM-DD, UTC, both days included), `customer` (an account's id), `q` (order
 * number, or part of a customer's name or e-mail or of a line's name; accents and case ignored).
 */
export const orderFilterSchema = z.object({
  status: z
    .enum([...orderStatuses, 'awaiting-payment'], {
      message: `status must be one of ${orderStatuses.join(', ')}, awaiting-payment`,
    })
    .optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  customer: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});
export type OrderFilter = z.infer<typeof orderFilterSchema>;
export const orderListQuerySchema = pagedQuery(orderFilterSchema.shape);

/** GET /api/admin/orders.csv: the filtered orders as CSV (RFC 4180), a row per order, streamed (never validated as JSON). */
export const ordersCsvSchema = z.string();

/** Who an order is for, as the back office reads it: the account's name, or the shipping details' for a guest. */
const customerSchema = z.object({
  name: z.string(),
  email: z.string(),
  kind: z.enum(['customer', 'guest']),
  userId: z.number().nullable(),
});

/** A refund made: what it gave back (lines, shipping, and on the last one the discount, negative), its credit note. */
const orderRefundSchema = z.object({
  id: z.number(),
  creditNote: z.string().nullable(),
  amount: moneySchema,
  /** The VAT inside `amount`. */
  tax: moneySchema,
  shipping: moneySchema,
  restocked: z.boolean(),
  returnId: z.number().nullable(),
  lines: z.array(
    z.object({ lineId: z.number().nullable(), name: z.string(), quantity: z.number(), amount: moneySchema }),
  ),
  createdAt: timestampSchema,
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** The admin's order list and view: the order with its customer, payment, history and mails. */
export const adminOrderSchema = orderSchema.extend({
  customer: customerSchema,
  /**
   * What a refund gives back (the order view only): the total, less what its samples are already
   * worth as credits other orders hold.
   */
  refundable: moneySchema.optional(),
  paidAt: timestampSchema.nullable(),
  refundedAt: timestampSchema.nullable(),
  payment: z
    .object({
      provider: z.string(),
      reference: z.string(),
      amount: moneySchema,
      isTest: z.boolean(),
      refundId: z.string().nullable(),
    })
    .nullable(),
  statusHistory: z.array(
    z.object({
      status: z.enum(orderStatuses),
      at: timestampSchema,
      note: z.string().nullable(),
      by: z.string().nullable(),
    }),
  ),
  /** The gift cards it bought: recipient, message, day, whether mailed (issue #43; the order view only). */
  giftCards: z.array(boughtGiftCardSchema),
  /** The refunds made, oldest first, each with its credit note. */
  refunds: z.array(orderRefundSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListSchema = z.array(
  adminOrderSchema.omit({ statusHistory: true, payment: true, refunds: true, giftCards: true }),
);
export type AdminOrderSummary = z.infer<typeof adminOrderListSchema>[number];

/**
 * POST /api/admin/order/{id}/refund: lines and quantities (absent: everything left, the shipping
 * included), the shipping (absent: only with everything), the bottles back in stock.
 */
export const refundBodySchema = z
  .object({
    lines: z
      .array(
        z.object({
          lineId: z.number().int().positive().max(2_147_483_647),
          quantity: z.number().int().min(0, 'A quantity is 0 or more').max(1000),
        }),
      )
      .max(100)
      .optional(),
    shipping: z.boolean().optional(),
    restock: z.boolean().default(false),
  })
  .default({ restock: false });

/** The order's refund state after a refund, and that refund's credit note and amount. */
export const refundResultSchema = z.object({
  id: z.number(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  refundedAt: timestampSchema.nullable(),
  restocked: z.boolean(),
  /** Refunded so far, this refund included. */
  refunded: moneySchema,
  /** This refund's credit note (`CN-2026-000001`); null when the request changed nothing. */
  creditNote: z.string().nullable(),
  /** What this refund gave back. */
  amount: moneySchema,
});
export type RefundResult = z.infer<typeof refundResultSchema>;
