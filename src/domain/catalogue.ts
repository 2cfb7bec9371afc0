import { z } from 'zod';

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];

export const ingredientCategories = ['top', 'middle', 'base'] as const;
export type IngredientCategory = (typeof ingredientCategories)[number];

/** A perfume as the API answers it (price in major units, as the spec names it). */
export interface Perfume {
  id: number;
  name: string;
  price: number;
  imageSrc: string;
  notes: string;
  description: string;
  gender: Gender;
  isNew: boolean;
  isBestseller: boolean;
}

export interface Ingredient {
  id: number;
  name: string;
  characteristics: string;
  imageSrc: string;
  category: IngredientCategory;
}

export const paymentProviders = ['stripe', 'simulated', 'disabled'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

export interface PublicConfig {
  currency: string;
  payments: { provider: PaymentProviderName; publishableKey?: string };
}

/** Path id of a perfume: a positive whole number written plainly ("12", not "1e1" or "012"). */
export const perfumeIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Perfume id must be a positive whole number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Perfume id is out of range'),
});

/** Featured on the home page: bestsellers or new arrivals, at most four. */
export function featuredPerfumes(perfumes: readonly Perfume[], limit = 4): Perfume[] {
  return perfumes.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}

/** Up to four other perfumes of the same gender. */
export function relatedPerfumes(perfumes: readonly Perfume[], current: Perfume, limit = 4): Perfume[] {
  return perfumes.filter((p) => p.gender === current.gender && p.id !== current.id).slice(0, limit);
}
