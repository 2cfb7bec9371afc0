import { adjustmentSchema } from '../cart/schemas';
import { shippingDetailsSchema } from '../checkout/schemas';
import { lineSizes } from '../samples/samples';
import { moneySchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';

export const orderStatuses = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'paid', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const orderLineSchema = z.object({
  name: z.string(),
  quantity: z.number(),
  price: moneySchema,
  perfumeId: z.number().nullable(),
  isCustom: z.boolean(),
  customDetails: z.record(z.string(), z.unknown()).nullable(),
  size: z.enum(lineSizes),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  guestId: z.string().nullable(),
  total: moneySchema,
  subtotal: moneySchema,
  /** What the server took off the lines: total = subtotal − discount + shipping. */
  discount: moneySchema,
  adjustments: z.array(adjustmentSchema),
  shipping: moneySchema,
  currency: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  isTestPayment: z.boolean(),
  createdAt: timestampSchema,
  items: z.array(orderLineSchema),
  shippingDetails: shippingDetailsSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/**
 * GET /api/orders/{id}?key=…: the order's own page, for whoever holds its link or its signed-in
 * owner. No owner ids (a guest id is a cart's secret).
 */
export const orderPageSchema = z.object({
  id: z.number(),
  total: moneySchema,
  subtotal: moneySchema,
  discount: moneySchema,
  adjustments: z.array(adjustmentSchema),
  shipping: moneySchema,
  currency: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  items: z.array(orderLineSchema),
  shippingDetails: shippingDetailsSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** Every status the order has had, oldest first, from its creation. */
  statusHistory: z.array(
    z.object({ status: z.enum(orderStatuses), at: timestampSchema, note: z.string().nullable().optional() }),
  ),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

export const orderKeyQuerySchema = z.object({ key: z.string().max(200).optional() });

/** POST /api/orders: the server's total; the order waits for its payment. */
export const createdOrderSchema = z.object({
  id: z.number(),
  total: moneySchema,
  status: z.literal('pending'),
  paymentStatus: z.literal('pending'),
  /** The key of the order's own page, `/orders/{id}?key={accessKey}`: shown once, stored hashed. */
  accessKey: z.string(),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
