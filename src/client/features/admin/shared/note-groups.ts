import type { IngredientInput } from '@/domain/catalogue/admin-schemas';
import { msg } from '@/domain/i18n/translator';

/** A note's group in words (top, middle, base): the catalogue's ingredients and the atelier's formulas show it (`t(label)`). */
export const categoryLabels = { top: msg('Top'), middle: msg('Middle'), base: msg('Base') } as const satisfies Record<
  IngredientInput['category'],
  string
>;
