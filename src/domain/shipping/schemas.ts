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

/** GET /api/shipping/methods?country=XX: the zone's methods, money in major units. */
const shippingMethodSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: moneySchema,
  /** Free when the subtotal after discounts reaches this; null: never free. */
  freeAbove: moneySchema.nullable(),
  minDays: z.number(),
  maxDays: z.number(),
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

/** A method as the back office reads it: its name in English and in the shop's other languages. */
const adminShippingMethodSchema = shippingMethodSchema.extend({
  translations: z.partialRecord(z.string(), z.object({ name: z.string().optional() })).optional(),
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
