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

/** Featured on the home page: bestsellers or new arrivals, at most four. */
export function featuredPerfumes(perfumes: readonly Perfume[], limit = 4): Perfume[] {
  return perfumes.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}

/** Up to four other perfumes of the same gender. */
export function relatedPerfumes(perfumes: readonly Perfume[], current: Perfume, limit = 4): Perfume[] {
  return perfumes.filter((p) => p.gender === current.gender && p.id !== current.id).slice(0, limit);
}
