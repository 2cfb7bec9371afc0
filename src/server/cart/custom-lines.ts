import { validateBespokeDesign } from '../../domain/bespoke/schemas';
import { ifraMaxDrops } from '../../domain/atelier/label';
import { generateUniqueCode, lifestylePriceCents } from '../../domain/lifestyle/lifestyle';
import { generatedPerfumeSchema } from '../../domain/lifestyle/schemas';
import type { AddCartItem } from '../../domain/cart/schemas';
import type { Ingredient } from '../../domain/catalogue/catalogue';
import { msg } from '../../domain/i18n/translator';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';
import { AppError, validationError } from '../http/errors';

export interface PricedCustomLine {
  customName: string;
  customPriceCents: number;
  customDetails: Record<string, unknown>;
}

/**
 * A custom line is validated and priced here, never by what the browser says it costs (the
 * server is the only price authority): lifestyle 145/165 from intensity and lasting power,
 * bespoke by type.
 */
export function priceCustomLine(
  input: AddCartItem,
  ingredients: readonly Pick<Ingredient, 'id' | 'category' | 'name' | 'ifraLimit'>[],
): PricedCustomLine {
  const details = input.customDetails;
  if (!details) throw AppError.badRequest('INVALID_CUSTOM_DESIGN', msg('A custom perfume needs its customDetails'));
  const requestedName = typeof input.customName === 'string' ? input.customName.trim() : '';

  if (details.type === 'bespoke-perfume') {
    // Each ingredient's IFRA limit as drops (decision 064): a design past one is refused, 400 IFRA_LIMIT.
    const known = ingredients.map((i) => ({ id: i.id, category: i.category, name: i.name, maxDrops: ifraMaxDrops(i) }));
    // Its refusal in English: the error answer says it in the request's language when it knows its words.
    const result = validateBespokeDesign(details, known, sharedLanguages().translator(DEFAULT_LOCALE).t);
    if (!result.ok) throw AppError.badRequest(result.code ?? 'INVALID_CUSTOM_DESIGN', result.message);
    const design = result.design;
    const customDetails = {
      ...design,
      type: 'bespoke-perfume',
      name: design.customName,
      uniqueCode: generateUniqueCode(),
      totalIngredients:
        design.ingredients.top.length + design.ingredients.middle.length + design.ingredients.base.length,
      totalDrops: result.totalDrops,
      price: result.priceCents / 100,
    };
    return { customName: design.customName, customPriceCents: result.priceCents, customDetails };
  }

  if (details.type === 'lifestyle') {
    const parsed = generatedPerfumeSchema.safeParse({ ...details, ...(requestedName ? { name: requestedName } : {}) });
    if (!parsed.success) throw validationError(parsed.error);
    const perfume = parsed.data;
    const priceCents = lifestylePriceCents(perfume);
    // The code on the label is the server's, as for a bespoke design: a client's is never kept.
    return {
      customName: perfume.name,
      customPriceCents: priceCents,
      customDetails: { ...perfume, uniqueCode: generateUniqueCode(), price: priceCents / 100 },
    };
  }

  throw AppError.badRequest(
    'INVALID_CUSTOM_DESIGN',
    msg("customDetails.type must be 'lifestyle' or 'bespoke-perfume'"),
  );
}
