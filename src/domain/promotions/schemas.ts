import { guestIdSchema, moneySchema, timestampSchema } from '../shared/fields';
import { pageQuerySchema } from '../shared/paging';
import { z } from '../shared/zod';
import { CODE_PATTERN, discountKinds, discountLineKinds } from './discounts';
import { msg } from '../i18n/translator';

const majorAmount = z.number().min(0).max(20_000).multipleOf(0.01);

/**
 * A code's amounts in another market's currency (decision 070), in its major units: an amount code's value, any
 * code's minimum subtotal. Left out, the minimum is the default currency's at the market's rate; an amount code
 * without a value there does not apply in that currency. The server checks each currency is a market's and each
 * amount whole minor units of it.
 */
const currencyAmountInputSchema = z.object({
  value: z.number().positive(msg('An amount is more than 0')).max(1_000_000).nullish(),
  minSubtotal: z.number().min(0).max(1_000_000).nullish(),
});

/**
 * POST /api/admin/discounts: a new code, and PUT /api/admin/discounts/:id: a code no order has used yet,
 * rewritten whole. `value` is a percent (10 = 10 %) or an amount; free shipping needs none.
 */
export const discountInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .transform((c) => c.toUpperCase())
      .pipe(z.string().regex(CODE_PATTERN, 'A code is 3 to 32 letters, digits, dashes or underscores')),
    kind: z.enum(discountKinds),
    value: z.number().min(0).max(20_000).default(0),
    minSubtotal: majorAmount.nullish(),
    startsAt: z.iso.datetime({ offset: true }).nullish(),
    endsAt: z.iso.datetime({ offset: true }).nullish(),
    maxUses: z.number().int().min(1).max(1_000_000).nullish(),
    maxUsesPerCustomer: z.number().int().min(1).max(1000).nullish(),
    appliesTo: z
      .array(z.enum(discountLineKinds))
      .min(1, msg('Choose at least one kind of line'))
      .default([...discountLineKinds]),
    /** By currency (`GBP`): see `currencyAmountInputSchema`. */
    currencyAmounts: z
      .record(z.string().regex(/^[A-Z]{3}$/, msg('A currency is three capital letters')), currencyAmountInputSchema)
      .default({}),
  })
  .superRefine((d, ctx) => {
    if (d.kind === 'percent' && (d.value <= 0 || d.value > 100 || Math.round(d.value * 100) !== d.value * 100))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percent is between 0.01 and 100' });
    if (d.kind === 'amount' && (d.value <= 0 || Math.round(d.value * 100) !== Math.round(d.value * 100 * 1e6) / 1e6))
      ctx.addIssue({ code: 'custom', path: ['value'], message: msg('An amount is more than 0, to the cent') });
    if (d.startsAt && d.endsAt && new Date(d.endsAt) <= new Date(d.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: msg('The end comes after the start') });
  });
export type DiscountInput = z.infer<typeof discountInputSchema>;

/** A code as the back office sees it, with its uses (paid orders), what it took off and those orders' revenue. */
export const discountSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number(),
  label: z.string(),
  minSubtotal: moneySchema.nullable(),
  /** In the other markets' currencies, major units of each: the value (amount codes) and the minimum set there. */
  currencyAmounts: z.record(
    z.string(),
    z.object({ value: moneySchema.nullable(), minSubtotal: moneySchema.nullable() }),
  ),
  startsAt: timestampSchema.nullable(),
  endsAt: timestampSchema.nullable(),
  maxUses: z.number().nullable(),
  maxUsesPerCustomer: z.number().nullable(),
  appliesTo: z.array(z.enum(discountLineKinds)),
  /** Uses by paid orders. */
  uses: z.number(),
  /** Uses held by orders being paid right now. */
  reserved: z.number(),
  discounted: moneySchema,
  revenue: moneySchema,
  active: z.boolean(),
  /** No order has used it yet (none placed with it but cancelled ones): the back office may still change it. */
  editable: z.boolean(),
  createdAt: timestampSchema,
});
export type Discount = z.infer<typeof discountSchema>;
export const discountListSchema = z.array(discountSchema);
export const discountListQuerySchema = pageQuerySchema;

/** PUT /api/cart/discount. */
export const applyDiscountSchema = z.object({
  guestId: guestIdSchema.optional(),
  code: z.string().trim().min(1, msg('Enter a code')).max(64),
});

/** The automatic gift: a free sample of the shopper's choice above a subtotal (null: off). */
export const promotionSettingsSchema = z.object({ giftSampleThreshold: moneySchema.nullable() });
export const promotionSettingsInputSchema = z.object({ giftSampleThreshold: majorAmount.positive().nullable() });

/** PUT /api/cart/gift-sample: the sample chosen (null: none). */
export const chooseGiftSchema = z.object({
  guestId: guestIdSchema.optional(),
  perfumeId: z.number().int().positive().max(2_147_483_647).nullable(),
});
