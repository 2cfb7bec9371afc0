import { MAX_QUANTITY, MIN_QUANTITY } from './cart';
import { guestIdSchema, guestQuerySchema, moneySchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { lineSizes } from '../samples/samples';
import { z } from '../shared/zod';
import { appliedGiftCardSchema, giftCardPurchaseSchema } from '../gift-cards/schemas';
import { msg } from '../i18n/translator';
import { marketQuery } from '../markets/schemas';
import { refillRequestSchema } from '../refills/schemas';

const quantitySchema = z
  .number({ message: msg('Quantity must be a number') })
  .int(msg('Quantity must be a whole number'))
  .min(MIN_QUANTITY, `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`)
  .max(MAX_QUANTITY, `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`);

/**
 * POST /api/cart. Catalogue lines name a perfume; custom lines carry the design in
 * `customDetails`. `customPrice` is accepted for compatibility and ignored: the server prices.
 */
export const addCartItemSchema = z.object({
  guestId: guestIdSchema.optional(),
  perfumeId: z
    .number({ message: 'perfumeId must be a number or null' })
    .int()
    .positive()
    .max(2_147_483_647)
    .nullable()
    .optional(),
  quantity: quantitySchema.default(1),
  isCustom: z.boolean({ message: 'isCustom must be true or false' }).default(false),
  customName: z
    .string()
    .max(200, msg('Custom name is too long'))
    .refine(isSingleLine, msg('Custom name must be on one line'))
    .nullable()
    .optional(),
  customPrice: z.unknown().optional(),
  customDetails: z
    .record(z.string(), z.unknown(), { message: 'customDetails must be an object' })
    .nullable()
    .optional(),
  /** A full bottle (the default) or a 2 ml sample at the sample price. */
  size: z.enum(lineSizes, { message: "size must be 'bottle' or 'sample'" }).default('bottle'),
  /** A catalogue bottle's size in ml (decision 060); none: the perfume's default size. A sample is 2 ml whatever this says. */
  volume: z
    .number({ message: 'volume must be a whole number of ml' })
    .int('volume must be a whole number of ml')
    .positive('volume must be a whole number of ml')
    .max(1000, 'volume must be at most 1000 ml')
    .optional(),
  /** A gift card for a recipient (decision 062): no perfume, no custom design. */
  giftCard: giftCardPurchaseSchema.optional(),
  /** A refill (DESIGN §1 "Refills"): this bottle or creation delivered every N weeks at the refill price; signed-in shoppers only. */
  refill: refillRequestSchema.optional(),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.object({ quantity: quantitySchema, guestId: guestIdSchema.optional() });

const customDetailsSchema = z.record(z.string(), z.unknown());

/** A cart line as GET /api/cart answers it (money in major units). */
const cartLineSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  isCustom: z.boolean(),
  perfumeId: z.number().nullable(),
  customName: z.string().nullable(),
  /** The server's unit price of a custom line. */
  customPrice: moneySchema.nullable(),
  customDetails: customDetailsSchema.nullable(),
  /** Unit price of the line, whatever its kind. */
  price: moneySchema,
  /** Display name of the line (the perfume's or the custom one). */
  name: z.string(),
  size: z.enum(lineSizes),
  /** A catalogue line's size in ml (2 for a sample); null for a custom line. */
  volume: z.number().nullable(),
  /** A refill line: delivered every `intervalWeeks` weeks once paid; `price` is the refill price. */
  refill: z.object({ intervalWeeks: z.number() }).nullable().optional(),
});
export type CartLine = z.infer<typeof cartLineSchema>;
export const cartSchema = z.array(cartLineSchema);

/** POST /api/cart answers just the line written; the client re-fetches the cart. */
export const addedLineSchema = z.object({ id: z.number(), quantity: z.number() });
export type AddedLine = z.infer<typeof addedLineSchema>;

/** What the server takes off a cart or an order: a sample's credit, the discovery set. */
export const adjustmentSchema = z.object({
  kind: z.enum(['sample-credit', 'discovery-set', 'discount-code', 'gift-sample']),
  label: z.string(),
  /** Taken off (positive, major units). */
  amount: moneySchema,
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

/** GET /api/cart/summary: the cart's totals as the server charges them (major units of `currency`). */
export const cartSummarySchema = z.object({
  /** The ISO 4217 code every amount below is in: the market's the cart is priced in (decision 070). */
  currency: z.string(),
  /**
   * Each line's unit price in `currency`: a cart named a country of another market is priced again line by line
   * (decision 070), and the checkout shows these before the shopper pays.
   */
  lines: z.array(z.object({ id: z.number(), price: moneySchema })),
  /** The market's checkout says "Import taxes and duties may be collected on delivery" (Switzerland, the US). */
  dutiesOnDelivery: z.boolean(),
  subtotal: moneySchema,
  adjustments: z.array(adjustmentSchema),
  discount: moneySchema,
  shipping: moneySchema,
  total: moneySchema,
  itemCount: z.number(),
  /** The shipping method priced: the chosen one, else the country's first, else the default. */
  shippingMethodId: z.number().nullable(),
  shippingMethod: z.string().nullable(),
  /** The destination's ISO code, once named. */
  country: z.string().nullable(),
  /** The VAT inside `total` (major units), once the country is known; null before. */
  tax: moneySchema.nullable(),
  /** The destination's VAT rate as a fraction (`0.2` for 20 %), once the country is known. */
  taxRate: z.number().nullable(),
  /** The gift card applied (decision 062): `total` is then what is left to pay. */
  giftCard: appliedGiftCardSchema.nullable(),
  /** The discount code the cart holds (docs/decisions/061-promotions.md), with what it does. */
  discountCode: z.object({ code: z.string(), label: z.string(), freeShipping: z.boolean() }).nullable(),
  /** Why the code the cart held no longer applies (it was dropped), else null. */
  discountMessage: z.string().nullable(),
  /** The automatic gift: offered once the subtotal reaches `threshold`; the sample chosen, if any. */
  giftSample: z.object({ threshold: moneySchema, offered: z.boolean(), perfumeId: z.number().nullable() }).nullable(),
  /** The gift wrap's price (major units) when asked for (`giftWrap=true`), priced by the server; else 0. */
  giftWrap: moneySchema,
  /** What a wrap costs (the admin's setting), asked for or not: the checkout shows it beside "Gift wrap". */
  giftWrapPrice: moneySchema,
});
export type CartSummary = z.infer<typeof cartSummarySchema>;

/** The cart's lines' calls: the guest's cart, priced in the market asked for (else the cookie's, else the default). */
export const cartQuerySchema = guestQuerySchema.extend({ market: marketQuery });

/** GET /api/cart/summary's query: the guest's cart, and where it goes once the shopper has said. */
export const cartSummaryQuerySchema = guestQuerySchema.extend({
  /** The shopper's market until `country` names one (decision 070). */
  market: marketQuery,
  country: z.string().trim().min(2).max(100).optional(),
  shippingMethodId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The order will be gift-wrapped: the total includes the wrap. */
  giftWrap: z.enum(['true', 'false']).optional(),
});
