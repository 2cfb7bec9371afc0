import { getPerfumeType, totalDrops, type BespokeDesign } from '@/domain/bespoke/bespoke';
import { strengthOf } from '@/domain/bespoke/strength';

/**
 * A bespoke design as a custom cart line's `customDetails` carries it (POST /api/cart) and as
 * "My creations" keeps it. Undefined until a perfume type is chosen. The server re-validates it,
 * issues the label code and sets the price. Its concentration is the formula's, in percent (33 drops: 3.3).
 */
export function bespokeCartDetails(design: BespokeDesign): Record<string, unknown> | undefined {
  const type = getPerfumeType(design.perfumeType);
  if (!type) return undefined;
  return {
    type: 'bespoke-perfume',
    perfumeType: type.id,
    customName: design.customName.trim(),
    ingredients: design.ingredients,
    drops: design.drops,
    concentration: strengthOf(type.id, totalDrops(design)).percent,
  };
}
