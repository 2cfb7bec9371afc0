import type { AdminIngredient, IngredientInput } from '../../../domain/catalogue/admin-schemas';
import { ingredientInputSchema } from '../../../domain/catalogue/admin-schemas';
import { toMilliPercent } from '../../../domain/atelier/label';
import { toAdminIngredient } from '../present';
import type { Kind } from './item-edits';

/** How the back office lists and edits an ingredient. */

/** An ingredient's input as its row holds it: the IFRA limit in thousandths of a percent (decision 064). */
function ingredientValues(input: IngredientInput) {
  const { ifraLimit, density, ...rest } = ingredientInputSchema.parse(input);
  return {
    ...rest,
    ...(ifraLimit === undefined ? {} : { ifraLimitMilli: ifraLimit === null ? null : toMilliPercent(ifraLimit) }),
    ...(density === undefined ? {} : { densityMilli: density === null ? null : Math.round(density * 1000) }),
  };
}

export const ingredient: Kind<'ingredient', IngredientInput, AdminIngredient> = {
  kind: 'ingredient',
  notFound: 'INGREDIENT_NOT_FOUND',
  values: (input) => ingredientValues(input),
  updateValues: (input) => ingredientValues(input),
  audited: ['name', 'category', 'characteristics', 'imageSrc', 'grade', 'ifraLimitMilli', 'densityMilli'],
  present: toAdminIngredient,
};
