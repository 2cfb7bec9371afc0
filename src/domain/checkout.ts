import { emailSchema, fullNameSchema, guestIdSchema, moneySchema, timestampSchema } from './fields';
import { isSingleLine } from './text';
import { adjustmentSchema } from './cart-schemas';
import { lineSizes } from './samples';
import { z } from './zod';

/** Shipping Information: one schema for the checkout form and the server, with the form's own messages. */
export const shippingDetailsSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  address: z.string({ message: 'Address is required' }).trim().min(5, 'Address is required').max(200, 'Address is too long').refine(isSingleLine, 'Address must be on one line'),
  city: z.string({ message: 'City is required' }).trim().min(2, 'City is required').max(100, 'City is too long').refine(isSingleLine, 'City must be on one line'),
  postalCode: z.string({ message: 'Postal code is required' }).trim().min(3, 'Postal code is required').max(20, 'Postal code is too long').refine(isSingleLine, 'Postal code must be on one line'),
  country: z.string({ message: 'Country is required' }).trim().min(2, 'Country is required').max(100, 'Country is too long').refine(isSingleLine, 'Country must be on one line'),
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** POST /api/orders. `total`, `status`, `paymentStatus` and `items` are accepted and ignored. */
export const createOrderSchema = z.object({
  guestId: guestIdSchema.optional(),
  shippingDetails: shippingDetailsSchema,
  paymentIntentId: z.string().max(200).optional(),
  total: z.unknown().optional(),
  status: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
  items: z.unknown().optional(),
});

export const createPaymentIntentSchema = z.object({
  guestId: guestIdSchema.optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string({ message: 'paymentIntentId is required' }).min(1, 'paymentIntentId is required').max(200),
  orderId: z.number({ message: 'orderId must be a number' }).int().positive().max(2_147_483_647),
});

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
  statusHistory: z.array(z.object({ status: z.enum(orderStatuses), at: timestampSchema, note: z.string().nullable().optional() })),
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

/** POST /api/create-payment-intent: `amount` is the server's cart total, what the card will be charged. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: moneySchema,
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** POST /api/confirm-payment: the provider's word on the intent (`succeeded` once the order is paid). */
export const paymentStatusSchema = z.object({ status: z.string() });

/** POST /api/payments/simulated/confirm. */
export const simulatedConfirmResultSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  error: z.object({ message: z.string() }).optional(),
});

/** POST /api/stripe/webhook. */
export const webhookAckSchema = z.object({ received: z.literal(true) });

// ---- Cards (the simulated provider's form) ----

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
function luhnValid(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const cardSchema = z.object({
  cardNumber: z.string({ message: 'Your card number is invalid.' }).refine(luhnValid, 'Your card number is invalid.'),
  expiry: z.string({ message: 'Your card’s expiration date is invalid.' }).refine((v) => expiryValid(v), 'Your card’s expiration date is invalid.'),
  cvc: z.string({ message: 'Your card’s security code is invalid.' }).regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
});
export type CardInput = z.infer<typeof cardSchema>;

export const simulatedConfirmSchema = cardSchema.extend({
  clientSecret: z.string({ message: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
});

/** The simulated provider declines this test card; 4242 4242 4242 4242 and any other valid number succeed. */
export const DECLINED_TEST_CARD = '4000000000000002';
