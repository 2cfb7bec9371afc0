import type { AdminIngredient, IngredientInput } from '../../../domain/catalogue/admin-schemas';
import { ingredientInputSchema } from '../../../domain/catalogue/admin-schemas';
import { toMilliPercent } from '../../../domain/atelier/label';
import { type IngredientTranslations, mergeTranslations } from '../../../domain/catalogue/translations';
import { toAdminIngredient } from '../present';
import type { Kind } from './item-edits';

/** How the back office lists and edits an ingredient. */

/**
 * An ingredient's input as its row holds it: the IFRA limit in thousandths of a percent (decision 064), the
 * translations sent merged into those it has (`kept`; none sent on an edit: they stay as they are).
 */
function ingredientValues(input: IngredientInput, kept?: IngredientTranslations) {
  const { ifraLimit, density, translations, ...rest } = ingredientInputSchema.parse(input);
  return {
    ...rest,
    ...(translations === undefined && kept !== undefined
      ? {}
      : { translations: mergeTranslations(kept, translations as IngredientTranslations | undefined) }),
    ...(ifraLimit === undefined ? {} : { ifraLimitMilli: ifraLimit === null ? null : toMilliPercent(ifraLimit) }),
    ...(density === undefined ? {} : { densityMilli: density === null ? null : Math.round(density * 1000) }),
  };
}

export const ingredient: Kind<'ingredient', IngredientInput, AdminIngredient> = {
  kind: 'ingredient',
  notFound: 'INGREDIENT_NOT_FOUND',
  values: (input) => ingredientValues(input),
  updateValues: (input, before) => ingredientValues(input, before.translations),
  audited: [
    'name',
    'category',
    'characteristics',
    'imageSrc',
    'grade',
    'ifraLimitMilli',
    'densityMilli',
    'translations',
  ],
  present: toAdminIngredient,
};
