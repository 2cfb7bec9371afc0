import { moneySchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';

/** POST /api/admin/sales: a size on sale in a market for a window, at a price in the market's currency. */
export const saleInputSchema = z
  .object({
    market: z.string().regex(/^[a-z]{2,8}$/, msg('Choose a market')),
    perfumeId: z.number().int().positive(),
    volumeMl: z.number().int().min(1).max(1000),
    price: z.number().positive(msg('A sale price is more than 0')).max(1_000_000),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
  })
  .superRefine((s, ctx) => {
    if (new Date(s.endsAt) <= new Date(s.startsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: msg('The end comes after the start') });
  });
export type SaleInput = z.infer<typeof saleInputSchema>;

/** A sale as the back office lists it, with what the shopper is shown beside it. */
export const saleSchema = z.object({
  id: z.number(),
  market: z.string(),
  currency: z.string(),
  perfumeId: z.number(),
  volumeMl: z.number(),
  price: moneySchema,
  /** The regular price in force when the sale starts (struck through on the page). */
  regularPrice: moneySchema.nullable(),
  /** The lowest price applied in the 30 days before the sale starts (Directive 98/6/EC art. 6a). */
  lowestPrice30d: moneySchema.nullable(),
  startsAt: timestampSchema,
  endsAt: timestampSchema,
  status: z.enum(['scheduled', 'running', 'ended']),
});
export const salesSchema = z.array(saleSchema);
export type SaleAnswer = z.infer<typeof saleSchema>;

export const salesQuerySchema = pagedQuery({
  market: z
    .string()
    .regex(/^[a-z]{2,8}$/)
    .optional(),
});

/** GET /api/admin/price-history: a size's regular prices in a market, newest first. */
export const priceHistoryQuerySchema = z.object({
  market: z.string().regex(/^[a-z]{2,8}$/),
  perfumeId: z.coerce.number().int().positive(),
  volumeMl: z.coerce.number().int().min(1).max(1000),
});
export const priceHistorySchema = z.array(
  z.object({ price: moneySchema, currency: z.string(), from: timestampSchema }),
);
