import type { Perfume } from './catalogue-schemas';

export type { Ingredient, Perfume, PublicConfig } from './catalogue-schemas';

// No zod here: the landing pages' code reads these rules. The answers' schemas are in catalogue-schemas.ts.

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];

/** Scent families: the back office files each perfume under one, the collection filters by them. */
export const perfumeFamilies = ['floral', 'woody', 'fresh', 'citrus', 'amber', 'gourmand', 'aromatic'] as const;
export type PerfumeFamily = (typeof perfumeFamilies)[number];

export const ingredientCategories = ['top', 'middle', 'base'] as const;

export const paymentProviders = ['stripe', 'simulated', 'disabled'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** Featured on the home page: bestsellers or new arrivals, at most four. */
export function featuredPerfumes(perfumes: readonly Perfume[], limit = 4): Perfume[] {
  return perfumes.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}

/** Up to four other perfumes of the same gender. */
export function relatedPerfumes(perfumes: readonly Perfume[], current: Perfume, limit = 4): Perfume[] {
  return perfumes.filter((p) => p.gender === current.gender && p.id !== current.id).slice(0, limit);
}

/** How the collection may be ordered (`sort=`). */
export const perfumeSorts = ['price_asc', 'price_desc', 'newest', 'name'] as const;

/** Text as search compares it: lower case, without accents ("Néroli" → "neroli"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
