import type { IngredientInput } from '@/domain/catalogue/admin-schemas';

/** A note's group in words (top, middle, base): the catalogue's ingredients and the atelier's formulas show it. */
export const categoryLabels = { top: 'Top', middle: 'Middle', base: 'Base' } as const satisfies Record<
  IngredientInput['category'],
  string
>;
