import { adjustmentSchema } from '../cart/schemas';
import { lineSizes } from '../samples/samples';
import { moneySchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';
import { orderGiftSchema } from '../gifts/schemas';
import { boughtGiftCardSchema } from '../gift-cards/schemas';
import { labelAnswerSchema } from '../atelier/schemas';
import { workOrderStatuses } from '../atelier/work-orders';

export const orderStatuses = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'paid', 'failed', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

const orderLineSchema = z.object({
  /** The line's id: what a refund or a return names. */
  id: z.number(),
  name: z.string(),
  quantity: z.number(),
  price: moneySchema,
  perfumeId: z.number().nullable(),
  isCustom: z.boolean(),
  customDetails: z.record(z.string(), z.unknown()).nullable(),
  size: z.enum(lineSizes),
  /** The VAT inside the line's gross (price × quantity), as charged; null on orders placed before VAT was recorded. */
  tax: moneySchema.nullable(),
  /** The line's VAT rate as a fraction (`0.2`), as charged. */
  taxRate: z.number().nullable(),
  /** How many of its bottles have been refunded. */
  refundedQuantity: z.number(),
  /** A catalogue bottle's size in ml (2 for a sample); null for a custom line and lines ordered before sizes. */
  volume: z.number().nullable(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/**
 * The shipping or billing details as an order keeps them: as the checkout took them
 * (`shippingDetailsSchema`) or, once their customer deleted their account, emptied but for the name
 * ("Deleted customer") and the country, which the books keep (decision 065).
 */
const keptDetailsSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  address: z.string(),
  /** The second address line, when one was given (issue #43). */
  address2: z.string().optional(),
  city: z.string(),
  /** State, province or prefecture, where the country uses one (a listed one by its code: `TX`). */
  region: z.string().optional(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string().optional(),
});

/**
 * An order's money, as charged and given back, and where it stands: the same fields, in the same order, in the
 * owner's list and on the order's own page.
 */
const orderFigures = {
  total: moneySchema,
  subtotal: moneySchema,
  /** What the server took off the lines: total = subtotal − discount + shipping. */
  discount: moneySchema,
  adjustments: z.array(adjustmentSchema),
  shipping: moneySchema,
  /** The VAT inside `total`, as charged (null on orders placed before VAT was recorded). */
  tax: moneySchema.nullable(),
  /** The destination's VAT rate as a fraction (`0.2` for 20 %). */
  taxRate: z.number().nullable(),
  /** The VAT inside the shipping. */
  shippingTax: moneySchema.nullable(),
  /** The shipping method chosen, as it was named. */
  shippingMethod: z.string().nullable(),
  /** The destination's name (the details hold its ISO code). */
  countryName: z.string(),
  /** Paid by gift card (none yet). */
  giftCard: moneySchema,
  /** The invoice's number, once paid (`2026-000001`). */
  invoiceNumber: z.string().nullable(),
  /** What refunds have given back so far. */
  refunded: moneySchema,
  currency: z.string(),
  status: z.enum(orderStatuses),
  paymentStatus: z.enum(paymentStatuses),
};

export const orderSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  guestId: z.string().nullable(),
  ...orderFigures,
  isTestPayment: z.boolean(),
  /** The language the order was placed in (`en`, `fr`): its mails and documents speak it. */
  locale: z.string(),
  createdAt: timestampSchema,
  items: z.array(orderLineSchema),
  shippingDetails: keptDetailsSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The gift (wrap, message), null when the order is not one: the shipping details are then the recipient's. */
  gift: orderGiftSchema,
  /** The buyer's details, on the invoice (the shipping details when none were given). */
  billingDetails: keptDetailsSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/**
 * GET /api/orders/{id}?key=…: the order's own page, for whoever holds its link or its signed-in
 * owner. No owner ids (a guest id is a cart's secret).
 */
/** A made-to-order line on the order page: its label, and where the atelier is with it. */
const madeToOrderLineSchema = z.object({
  lineId: z.number(),
  name: z.string(),
  /** Its work order's batch number once paid; null before. */
  batch: z.string().nullable(),
  status: z.enum(workOrderStatuses).nullable(),
  /** The shopper's words for where it is ("Being compounded", "Resting before bottling", "Bottled"); null before payment. */
  progress: z.string().nullable(),
  /** The day its rest ends, once it macerates (the Atelier's own date); null before (issue #43). */
  readyOn: timestampSchema.nullable(),
  /** The label as it is printed (as paid, once paid). */
  label: labelAnswerSchema,
});

const orderAtelierSchema = z.object({
  /** "Made to order: ships in about N days". */
  madeToOrderDays: z.number(),
  /** The day it is expected to ship: payment + N days, or the latest ready-on date once resting; null before payment. */
  expectedShipDate: timestampSchema.nullable(),
  lines: z.array(madeToOrderLineSchema),
});

export const orderPageSchema = z.object({
  id: z.number(),
  ...orderFigures,
  /** The language the order was placed in: its mails and documents speak it. */
  locale: z.string(),
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
  items: z.array(orderLineSchema),
  shippingDetails: keptDetailsSchema,
  carrier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** A credit note per refund made, oldest first: its number, the amount given back and when. */
  creditNotes: z.array(z.object({ number: z.string(), amount: moneySchema, createdAt: timestampSchema })),
  /** Every status the order has had, oldest first, from its creation. */
  statusHistory: z.array(
    z.object({ status: z.enum(orderStatuses), at: timestampSchema, note: z.string().nullable().optional() }),
  ),
  /** The gift (wrap, message), null when the order is not one: the shipping details are then the recipient's. */
  gift: orderGiftSchema,
  /** The buyer's details, on the invoice (the shipping details when none were given). */
  billingDetails: keptDetailsSchema,
  /** Its made-to-order perfumes (decision 064); null when it has none. */
  atelier: orderAtelierSchema.nullable(),
  /** The gift cards it bought: recipient, message, day and whether mailed (issue #43); empty when none. */
  giftCards: z.array(boughtGiftCardSchema),
});
export type OrderPage = z.infer<typeof orderPageSchema>;
export type OrderAtelier = NonNullable<OrderPage['atelier']>;

export const orderKeyQuerySchema = z.object({ key: z.string().max(200).optional() });

/** POST /api/orders: the server's total; the order waits for its payment. */
export const createdOrderSchema = z.object({
  id: z.number(),
  /** The ISO 4217 code of every amount below: the market's the order was priced in (decision 070). */
  currency: z.string(),
  total: moneySchema,
  subtotal: moneySchema,
  discount: moneySchema,
  shipping: moneySchema,
  /** The VAT inside `total`, and the destination's rate as a fraction. */
  tax: moneySchema,
  taxRate: z.number(),
  giftCard: moneySchema,
  /** Null until the order is paid. */
  invoiceNumber: z.string().nullable(),
  items: z.array(orderLineSchema),
  /** `pending`; `processing` and `paid` when a gift card paid it all (decision 062). */
  status: z.enum(['pending', 'processing']),
  paymentStatus: z.enum(['pending', 'paid']),
  /** The key of the order's own page, `/orders/{id}?key={accessKey}`: shown once, stored hashed. */
  accessKey: z.string(),
  /** The language the order was placed in: its mails and documents speak it. */
  locale: z.string(),
  /** The gift (wrap, message), null when the order is not one: the shipping details are then the recipient's. */
  gift: orderGiftSchema,
  /** The buyer's details, on the invoice (the shipping details when none were given; an order of gift cards only: no address). */
  billingDetails: keptDetailsSchema,
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;
