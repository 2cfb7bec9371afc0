import { moneySchema } from './fields';
import { z } from './zod';

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];

export const ingredientCategories = ['top', 'middle', 'base'] as const;
export type IngredientCategory = (typeof ingredientCategories)[number];

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

export const paymentProviders = ['stripe', 'simulated', 'disabled'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

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
});

/** Featured on the home page: bestsellers or new arrivals, at most four. */
export function featuredPerfumes(perfumes: readonly Perfume[], limit = 4): Perfume[] {
  return perfumes.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}

/** Up to four other perfumes of the same gender. */
export function relatedPerfumes(perfumes: readonly Perfume[], current: Perfume, limit = 4): Perfume[] {
  return perfumes.filter((p) => p.gender === current.gender && p.id !== current.id).slice(0, limit);
}
