import { moneySchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
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

const moneyInput = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(20_000, `${label} is at most 20,000`)
    .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} has at most two decimals`,
    });

const daysInput = (label: string) =>
  z
    .number({ message: `${label} must be a number` })
    .int(`${label} is a whole number of days`)
    .min(0)
    .max(120);

/** A method as the back office writes it. */
const shippingMethodInputSchema = z
  .object({
    name: z
      .string({ message: msg('Name is required') })
      .trim()
      .min(1, msg('Name is required'))
      .max(60, msg('Name is too long'))
      .refine(isSingleLine, msg('Name must be on one line')),
    price: moneyInput('Price'),
    freeAbove: moneyInput('Free above').nullable().default(null),
    minDays: daysInput('Delivery from'),
    maxDays: daysInput('Delivery to'),
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
  methods: z.array(shippingMethodInputSchema).min(1, 'A zone needs at least one method').max(10),
});
export type ShippingZoneInput = z.infer<typeof shippingZoneInputSchema>;

/** A zone as the back office reads it. */
const shippingZoneSchema = z.object({
  id: z.number(),
  name: z.string(),
  countries: z.array(z.string()),
  restOfWorld: z.boolean(),
  methods: shippingMethodsSchema,
});
export const shippingZonesSchema = z.array(shippingZoneSchema);
export type ShippingZone = z.infer<typeof shippingZoneSchema>;
