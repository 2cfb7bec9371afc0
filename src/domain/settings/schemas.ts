import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { MAX_GIFT_WRAP_CENTS } from '../gifts/gifts';
import { countryCodeSchema } from '../shipping/schemas';

/** The house's legal details: the seller on every invoice. */
export const shopSettingsSchema = z.object({
  legalName: z.string(),
  address: z.string(),
  vatNumber: z.string(),
  homeCountry: z.string(),
  legalMentions: z.string(),
  /** What a gift wrap costs (major units, VAT included). */
  giftWrapPrice: z.number(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsInputSchema = z.object({
  legalName: z
    .string({ message: 'Legal name is required' })
    .trim()
    .min(2, 'Legal name is required')
    .max(120, 'Legal name is too long')
    .refine(isSingleLine, 'Legal name must be on one line'),
  address: z
    .string({ message: 'Address is required' })
    .trim()
    .min(5, 'Address is required')
    .max(400, 'Address is too long'),
  vatNumber: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, 'VAT number is too long')
    .regex(/^([A-Z]{2}[0-9A-Z+*. ]{2,16})?$/, 'A VAT number starts with its country code, for example FR12345678901')
    .default(''),
  homeCountry: countryCodeSchema,
  legalMentions: z.string().trim().max(1000, 'Legal mentions are too long').default(''),
  /** What a gift wrap costs (major units, VAT included); unchanged when absent. */
  giftWrapPrice: z
    .number({ message: 'Gift wrap price must be a number' })
    .min(0, 'Gift wrap price must be between 0 and 100')
    .max(MAX_GIFT_WRAP_CENTS / 100, 'Gift wrap price must be between 0 and 100')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Gift wrap price has at most two decimals')
    .optional(),
});
export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/** A destination's VAT rate: `rate` in percent as people write it (20, 5.5). */
const vatRateSchema = z.object({ country: z.string(), name: z.string(), rate: z.number() });
export const vatRatesSchema = z.array(vatRateSchema);
export type VatRate = z.infer<typeof vatRateSchema>;

export const vatRateInputSchema = z.object({
  rate: z
    .number({ message: 'Rate must be a number' })
    .min(0, 'Rate must be between 0 and 100')
    .max(100, 'Rate must be between 0 and 100')
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Rate has at most two decimals'),
});
export const vatCountryParam = z.object({ country: countryCodeSchema });
