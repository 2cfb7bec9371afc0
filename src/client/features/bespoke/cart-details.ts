import { getPerfumeType, type BespokeDesign } from '@/domain/bespoke/bespoke';

/**
 * A bespoke design as a custom cart line's `customDetails` carries it (POST /api/cart) and as
 * "My creations" keeps it. Undefined until a perfume type is chosen. The server re-validates it,
 * issues the label code and sets the price.
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
    concentration: type.concentration,
  };
}
