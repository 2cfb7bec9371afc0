import { genders, ingredientCategories, paymentProviders, perfumeFamilies } from './catalogue';
import { moneySchema } from './fields';
import { z } from './zod';

/** A perfume as the API answers it (price in major units, as the spec names it). */
export const perfumeSchema = z.object({
  id: z.number(),
  name: z.string(),
  price: moneySchema,
  imageSrc: z.string(),
  notes: z.string(),
  description: z.string(),
  gender: z.enum(genders),
  isNew: z.boolean(),
  isBestseller: z.boolean(),
  family: z.enum(perfumeFamilies),
  /** False once a perfume whose stock is tracked has none left (Sold out). */
  inStock: z.boolean(),
});
export type Perfume = z.infer<typeof perfumeSchema>;
export const perfumeListSchema = z.array(perfumeSchema);

export const ingredientSchema = z.object({
  id: z.number(),
  name: z.string(),
  characteristics: z.string(),
  imageSrc: z.string(),
  category: z.enum(ingredientCategories),
});
export type Ingredient = z.infer<typeof ingredientSchema>;
export const ingredientListSchema = z.array(ingredientSchema);


/** GET /api/config: what the browser needs before it can show a price or a card form. */
export const publicConfigSchema = z.object({
  currency: z.string(),
  payments: z.object({ provider: z.enum(paymentProviders), publishableKey: z.string().optional() }),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** GET /api/health. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  store: z.enum(['pglite', 'postgres']),
  message: z.string().optional(),
  /** How mail leaves (`not-configured`: production without SMTP_URL, mails wait), and how many wait. */
  mail: z.object({ delivery: z.enum(['smtp', 'outbox', 'not-configured']), pending: z.number() }).optional(),
});
