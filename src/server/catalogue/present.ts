import type { AdminIngredient, AdminPerfume } from '../../domain/catalogue/admin-schemas';
import type { Ingredient, Perfume } from '../../domain/catalogue/schemas';
import { type CurrencyCode, toMajorIn } from '../../domain/currency/currency';
import { toMajor } from '../../domain/shared/money';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import {
  ingredientTranslatedFields,
  localized,
  localizedPhotos,
  perfumeTranslatedFields,
  shownTranslations,
} from '../../domain/catalogue/translations';
import type { IngredientRow, PerfumeRow } from './repo';
import { type NoteWords, pyramidOf } from './note-glossary';

/**
 * A market's prices of the sizes (docs/decisions/070-markets.md): its currency, and what a size costs there in
 * its minor units, from the size's price in the default market's currency (the one the rows keep).
 */
export interface SizePricing {
  currency: CurrencyCode;
  /** What the size costs now: its sale price while on sale. */
  minor(perfumeId: number, volumeMl: number, baseMinor: number): number;
  /** On sale: the regular price and the lowest of the 30 days before the sale (decision 070). */
  sale?(perfumeId: number, volumeMl: number): { compareAtMinor: number; lowest30dMinor: number } | undefined;
}

/**
 * A perfume as the storefront answers it, in `locale` and priced by `pricing` (a market's): its description and
 * notes translated where they are, each other field (and each field not translated) in English
 * (docs/decisions/069-languages.md).
 */
export function toPerfume(
  row: PerfumeRow,
  locale: Locale,
  pricing: SizePricing,
  /** Each note's words in `locale` (note-glossary.ts); none: the notes by tier without words. */
  words: NoteWords = () => '',
): Perfume {
  const { notes, description, story } = localized(row, row.translations, perfumeTranslatedFields, locale);
  const priced = (volumeMl: number, baseMinor: number) =>
    toMajorIn(pricing.minor(row.id, volumeMl, baseMinor), pricing.currency);
  // A size on sale says its regular price and the lowest of the 30 days before; another says nothing more.
  const sale = (volumeMl: number) => {
    const onSale = pricing.sale?.(row.id, volumeMl);
    return onSale
      ? {
          compareAtPrice: toMajorIn(onSale.compareAtMinor, pricing.currency),
          lowestPrice30d: toMajorIn(onSale.lowest30dMinor, pricing.currency),
        }
      : {};
  };
  return {
    id: row.id,
    name: row.name,
    price: priced(row.volumeMl, row.priceCents),
    ...sale(row.volumeMl),
    currency: pricing.currency,
    imageSrc: row.imageSrc,
    notes,
    description,
    gender: row.gender,
    isNew: row.isNew,
    isBestseller: row.isBestseller,
    family: row.family,
    inStock: row.stock === null || row.stock > 0,
    volume: row.volumeMl,
    sizes: row.sizes.map((s) => ({
      volume: s.volumeMl,
      price: priced(s.volumeMl, s.priceCents),
      ...sale(s.volumeMl),
      inStock: s.stock === null || s.stock > 0,
    })),
    // The snapshot adds the kept rating of its reviews (reviews/service.ts).
    rating: null,
    concentration: row.concentration,
    longevity:
      row.longevityMinHours === null || row.longevityMaxHours === null
        ? null
        : { min: row.longevityMinHours, max: row.longevityMaxHours },
    story,
    // Each photograph described in `locale` where the owner wrote it, else in English.
    photos: localizedPhotos(row.photos, row.translations, locale).map(({ src, alt }) => ({ src, alt })),
    pyramid: pyramidOf(row, notes, words),
  };
}

/** An ingredient in `locale`: its name and characteristics translated where they are (its INCI names never). */
export function toIngredient(row: IngredientRow, locale: Locale = DEFAULT_LOCALE): Ingredient {
  const { name, characteristics } = localized(row, row.translations, ingredientTranslatedFields, locale);
  return {
    id: row.id,
    name,
    characteristics,
    imageSrc: row.imageSrc,
    category: row.category,
    grade: row.grade,
    ifraLimit: row.ifraLimitMilli === null ? null : row.ifraLimitMilli / 1000,
    allergens: row.allergens,
    density: row.densityMilli === null ? null : row.densityMilli / 1000,
  };
}

/**
 * The rows' own prices: the default market's, in cents as the rows keep them (the back office edits those; a
 * currency of two decimals writes them as `toMajor` always has; the answer names no currency).
 */
const basePrices: SizePricing = { currency: 'EUR', minor: (_id, _ml, baseMinor) => baseMinor };

/**
 * The back office's perfume: the storefront's in English at the rows' own prices (the default market's; each
 * market's are edited with the markets), with its stock and whether it is archived.
 */
export function toAdminPerfume(row: PerfumeRow): AdminPerfume {
  // Changed when the perfume or any of its sizes last did (an edit or a sale): what STALE_EDIT compares.
  const changed = Math.max(...row.sizes.map((s) => s.updatedAt.getTime()), row.updatedAt.getTime());
  const { currency: _base, pyramid: _words, ...perfume } = toPerfume(row, DEFAULT_LOCALE, basePrices);
  return {
    ...perfume,
    noteSplit: row.noteSplit,
    stock: row.stock,
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: new Date(changed).toISOString(),
    translations: shownTranslations(row.translations),
    sizes: row.sizes.map((s) => ({
      volume: s.volumeMl,
      price: toMajor(s.priceCents),
      inStock: s.stock === null || s.stock > 0,
      stock: s.stock,
    })),
  };
}

export function toAdminIngredient(row: IngredientRow): AdminIngredient {
  return {
    ...toIngredient(row),
    archivedAt: row.archivedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    translations: shownTranslations(row.translations),
  };
}
