import type { AdminIngredient, AdminPerfume } from '../../domain/catalogue/admin-schemas';
import type { Ingredient, Perfume } from '../../domain/catalogue/schemas';
import { toMajor } from '../../domain/shared/money';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import {
  ingredientTranslatedFields,
  localized,
  perfumeTranslatedFields,
  shownTranslations,
} from '../../domain/catalogue/translations';
import type { IngredientRow, PerfumeRow } from './repo';

/**
 * A perfume as the storefront answers it, in `locale`: its description and notes translated where they
 * are, each other field (and each field not translated) in English (docs/decisions/069-languages.md).
 */
export function toPerfume(row: PerfumeRow, locale: Locale = DEFAULT_LOCALE): Perfume {
  const { notes, description } = localized(row, row.translations, perfumeTranslatedFields, locale);
  return {
    id: row.id,
    name: row.name,
    price: toMajor(row.priceCents),
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
      price: toMajor(s.priceCents),
      inStock: s.stock === null || s.stock > 0,
    })),
    // The snapshot adds the kept rating of its reviews (reviews/service.ts).
    rating: null,
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

/** The back office's perfume: the storefront's, with its stock and whether it is archived. */
export function toAdminPerfume(row: PerfumeRow): AdminPerfume {
  // Changed when the perfume or any of its sizes last did (an edit or a sale): what STALE_EDIT compares.
  const changed = Math.max(...row.sizes.map((s) => s.updatedAt.getTime()), row.updatedAt.getTime());
  return {
    ...toPerfume(row),
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
