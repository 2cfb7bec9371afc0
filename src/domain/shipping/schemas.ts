import { moneySchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { msg } from '../i18n/translator';

/** An ISO 3166-1 alpha-2 code, upper case. */
export const countryCodeSchema = z
  .string({ message: msg('Country is required') })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, msg('Country must be a two-letter code'));

/** GET /api/shipping/countries: every country the shop ships to, by name. */
const shippingCountrySchema = z.object({ code: z.string(), name: z.string() });
export const shippingCountriesSchema = z.array(shippingCountrySchema);
export type ShippingCountry = z.infer<typeof shippingCountrySchema>;

/** A method's fields both the shop and the back office read, money in major units. */
const methodFields = z.object({
  id: z.number(),
  name: z.string(),
  price: moneySchema,
  /** Free when the subtotal after discounts reaches this; null: never free. */
  freeAbove: moneySchema.nullable(),
  minDays: z.number(),
  maxDays: z.number(),
});

/** GET /api/shipping/methods?country=XX: the zone's methods, priced in the country's market's currency. */
const shippingMethodSchema = methodFields.extend({
  currency: z.string().describe("ISO 4217: the currency of the shipping country's market (decision 070)."),
});
export const shippingMethodsSchema = z.array(shippingMethodSchema);
export type ShippingMethod = z.infer<typeof shippingMethodSchema>;
export const shippingMethodsQuerySchema = z.object({ country: z.string().trim().min(2).max(100) });

/** An amount's messages, written out for each field (a message is never built from pieces). */
interface AmountMessages {
  number: string;
  negative: string;
  most: string;
  decimals: string;
}

const moneyInput = (m: AmountMessages) =>
  z
    .number({ message: m.number })
    .min(0, m.negative)
    .max(20_000, m.most)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: m.decimals,
    });

/**
 * A method's price and free threshold in another market's currency, in its major units (`{ GBP: { price: 10,
 * freeAbove: 100 } }`, decision 070); a currency not named, or with a null price, is priced at its market's
 * rate. The server checks the decimals against the currency's (none for the yen).
 */
const currencyPricesInputSchema = z
  .record(
    z.string().regex(/^[A-Z]{3}$/, msg('Currency must be a three-letter ISO 4217 code')),
    z.object({
      price: z
        .number({ message: msg('Price must be a number') })
        .min(0, msg('Price cannot be negative'))
        .max(10_000_000, msg('Price is too high'))
        .nullable(),
      freeAbove: z
        .number({ message: msg('Free above must be a number') })
        .min(0, msg('Free above cannot be negative'))
        .max(10_000_000, msg('Free above is too high'))
        .nullable()
        .default(null),
    }),
  )
  .transform((prices) => {
    const fixed: Record<string, { price: number; freeAbove: number | null }> = {};
    for (const [currency, { price, freeAbove }] of Object.entries(prices))
      if (price !== null) fixed[currency] = { price, freeAbove };
    return fixed;
  })
  .optional();

const daysInput = (m: { number: string; whole: string }) =>
  z.number({ message: m.number }).int(m.whole).min(0).max(120);

/** The shop's languages but the default, whose name is the method's own `name`. */
const OTHER_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as [Locale, ...Locale[]];

/**
 * A method's name in the shop's other languages (`{ fr: { name: 'Colissimo suivi' } }`), as the back office
 * writes it: an empty name shows the English one; none given, a kept method keeps the names it had.
 */
const methodTranslationsInputSchema = z
  .partialRecord(
    z.enum(OTHER_LOCALES),
    z.object({
      name: z
        .string()
        .trim()
        .max(60, msg('Name is too long'))
        .refine(isSingleLine, msg('Name must be on one line'))
        .default(''),
    }),
  )
  .optional();

/** A method as the back office writes it. */
const shippingMethodInputSchema = z
  .object({
    name: z
      .string({ message: msg('Name is required') })
      .trim()
      .min(1, msg('Name is required'))
      .max(60, msg('Name is too long'))
      .refine(isSingleLine, msg('Name must be on one line')),
    translations: methodTranslationsInputSchema,
    price: moneyInput({
      number: msg('Price must be a number'),
      negative: msg('Price cannot be negative'),
      most: msg('Price is at most 20,000'),
      decimals: msg('Price has at most two decimals'),
    }),
    freeAbove: moneyInput({
      number: msg('Free above must be a number'),
      negative: msg('Free above cannot be negative'),
      most: msg('Free above is at most 20,000'),
      decimals: msg('Free above has at most two decimals'),
    })
      .nullable()
      .default(null),
    /** None given, a kept method keeps the prices it had in other currencies. */
    currencyPrices: currencyPricesInputSchema,
    minDays: daysInput({
      number: msg('Delivery from must be a number'),
      whole: msg('Delivery from is a whole number of days'),
    }),
    maxDays: daysInput({
      number: msg('Delivery to must be a number'),
      whole: msg('Delivery to is a whole number of days'),
    }),
  })
  .refine((m) => m.maxDays >= m.minDays, {
    message: msg('Delivery to must not be before delivery from'),
    path: ['maxDays'],
  });

/** A zone as the back office writes it: its countries, or every country no other zone names. */
export const shippingZoneInputSchema = z.object({
  name: z
    .string({ message: msg('Name is required') })
    .trim()
    .min(1, msg('Name is required'))
    .max(60, msg('Name is too long'))
    .refine(isSingleLine, msg('Name must be on one line')),
  countries: z.array(countryCodeSchema).max(250).default([]),
  restOfWorld: z.boolean().default(false),
  methods: z.array(shippingMethodInputSchema).min(1, msg('A zone needs at least one method')).max(10),
});
export type ShippingZoneInput = z.infer<typeof shippingZoneInputSchema>;

/**
 * A method as the back office reads it: its name in English and in the shop's other languages, its price in the
 * default market's currency and the ones fixed in other currencies (major units of each).
 */
const adminShippingMethodSchema = methodFields.extend({
  translations: z.partialRecord(z.string(), z.object({ name: z.string().optional() })).optional(),
  currencyPrices: z.record(z.string(), z.object({ price: z.number(), freeAbove: z.number().nullable() })),
});

/** A zone as the back office reads it. */
const shippingZoneSchema = z.object({
  id: z.number(),
  name: z.string(),
  countries: z.array(z.string()),
  restOfWorld: z.boolean(),
  methods: z.array(adminShippingMethodSchema),
});
export const shippingZonesSchema = z.array(shippingZoneSchema);
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
