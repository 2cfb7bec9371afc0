// messages: back office
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';
import { CURRENCY_ITEMS } from './markets';

/** A market as the storefront and the back office read it. */
const marketSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string().describe('ISO 4217'),
  countries: z
    .array(z.string())
    .describe('ISO 3166-1 alpha-2 codes. The default market also sells to every country no other market names.'),
  isDefault: z.boolean(),
  dutiesOnDelivery: z.boolean().describe('Its checkout says import taxes and duties may be collected on delivery.'),
});
/** A market as the storefront reads it (GET /api/markets): named in the request's language as well. */
const marketAnswerSchema = marketSchema.extend({
  label: z
    .string()
    .describe(
      "The market's name in the request's language: a country's as the language names it (`Royaume-Uni`), another as the house named it.",
    ),
});
export type MarketAnswer = z.infer<typeof marketAnswerSchema>;

export const marketsSchema = z.array(marketAnswerSchema);

/** `?market=` on the catalogue's and the cart's calls: a market's code (an unknown one reads the default market). */
export const marketQuery = z
  .string()
  .regex(/^[a-z]{2,8}$/)
  .optional()
  .describe('The market whose prices to answer (else the `market` cookie, else the default market).');

/** A market's code in a back-office path (`/api/admin/markets/{code}`). */
export const marketCodeParam = z.object({ code: z.string().regex(/^[a-z]{2,8}$/) });

/** A market as the back office reads it: its rate as a decimal and its rounding step in major units. */
const adminMarketSchema = marketSchema.extend({
  rate: z.number().describe("One unit of the default market's currency in this market's (`0.86`: €1 = £0.86)."),
  rounding: z
    .number()
    .nullable()
    .describe('The step a derived price is rounded to, in major units (`5`: to fives); null: whole units.'),
});
export type AdminMarket = z.infer<typeof adminMarketSchema>;
export const adminMarketsSchema = z.array(adminMarketSchema);

/** A market's fields as the back office edits them (its code is set when it is added and never changes). */
export const marketEditSchema = z.object({
  name: z
    .string({ message: msg('Name is required') })
    .trim()
    .min(1, msg('Name is required'))
    .max(60, msg('Name is too long'))
    .refine(isSingleLine, msg('Name must be on one line')),
  currency: z
    .string({ message: msg('Currency is required') })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, msg('Currency must be a three-letter ISO 4217 code'))
    .describe('ISO 4217'),
  countries: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{2}$/, msg('Country must be a two-letter code')),
    )
    .max(250)
    .default([])
    .describe('ISO 3166-1 alpha-2 codes; a country belongs to one market at most.'),
  rate: z
    .number({ message: msg('Rate must be a number') })
    .positive(msg('Rate must be above 0'))
    .max(1_000_000, msg('Rate is at most 1,000,000'))
    .refine((v) => Math.round(v * 1_000_000) > 0, msg('Rate has at most six decimals'))
    .describe("One unit of the default market's currency in this market's."),
  rounding: z
    .number({ message: msg('Rounding must be a number') })
    .positive(msg('Rounding must be above 0'))
    .max(10_000, msg('Rounding is at most 10,000'))
    .nullable()
    .default(null)
    .describe('The step a derived price is rounded to, in major units; null: whole units.'),
  dutiesOnDelivery: z.boolean().default(false),
});
export type MarketEdit = z.infer<typeof marketEditSchema>;

/** A market the back office adds: its code (lower-case letters) and its fields. */
export const marketInputSchema = marketEditSchema.extend({
  code: z
    .string({ message: msg('Code is required') })
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2,8}$/, msg('Code is 2 to 8 letters')),
});
export type MarketInput = z.infer<typeof marketInputSchema>;

/** A price in a market's price list, in major units of its currency. */
const listedPrice = {
  /** The default market's price, in its currency. */
  base: z.number(),
  /** The price the owner fixed in this market; null: derived from `base` at the market's rate. */
  fixed: z.number().nullable(),
  /** What it costs in this market now (the fixed price, else the derived one). */
  price: z.number(),
};

/** GET /api/admin/markets/{code}/prices: everything priced per market, and per currency. */
export const marketPricesSchema = z.object({
  market: z.string(),
  currency: z.string(),
  baseCurrency: z.string().describe("The default market's currency, the one `base` is in."),
  items: z.array(
    z.object({
      item: z.string().describe('`size:{perfumeId}:{ml}`, `bespoke:{type}`, `lifestyle:{tier}`'),
      kind: z.enum(['size', 'bespoke', 'lifestyle']),
      /** The perfume's name, the bespoke type's or the lifestyle tier's. */
      name: z.string(),
      /** A size's volume in ml; null for the others. */
      volume: z.number().nullable(),
      ...listedPrice,
    }),
  ),
  currencyItems: z
    .array(z.object({ item: z.enum(CURRENCY_ITEMS), ...listedPrice }))
    .describe("Priced per currency: shared by every market in this market's currency."),
});
export type MarketPrices = z.infer<typeof marketPricesSchema>;

const priceInput = z
  .number({ message: msg('Price must be a number') })
  .min(0, msg('Price cannot be negative'))
  .max(1_000_000_000, msg('Price is too high'))
  .nullable();

/** PUT /api/admin/markets/{code}/prices: prices fixed (major units of the market's currency) or cleared (null: derived). */
export const marketPricesInputSchema = z.object({
  items: z
    .array(z.object({ item: z.string().max(120), price: priceInput }))
    .max(5000)
    .default([]),
  currencyItems: z
    .array(z.object({ item: z.enum(CURRENCY_ITEMS), price: priceInput }))
    .max(CURRENCY_ITEMS.length)
    .default([]),
});
export type MarketPricesInput = z.infer<typeof marketPricesInputSchema>;
