import { z } from '../shared/zod';

/** A market as the storefront reads it (GET /api/markets). */
export const marketSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string().describe('ISO 4217'),
  countries: z
    .array(z.string())
    .describe('ISO 3166-1 alpha-2 codes. The default market also sells to every country no other market names.'),
  isDefault: z.boolean(),
  dutiesOnDelivery: z.boolean().describe('Its checkout says import taxes and duties may be collected on delivery.'),
});
export type MarketAnswer = z.infer<typeof marketSchema>;

export const marketsSchema = z.array(marketSchema);

/** `?market=` on the catalogue's and the cart's calls: a market's code (an unknown one reads the default market). */
export const marketQuery = z
  .string()
  .regex(/^[a-z]{2,8}$/)
  .optional()
  .describe('The market whose prices to answer (else the `market` cookie, else the default market).');
