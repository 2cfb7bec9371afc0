import type { AdminIngredient, AdminPerfume } from '../../domain/catalogue/admin-schemas';
import type { Ingredient, Perfume } from '../../domain/catalogue/schemas';
import { toMajor } from '../../domain/shared/money';
import type { IngredientRow, PerfumeRow } from './repo';

/** A perfume as the storefront answers it. */
export function toPerfume(row: PerfumeRow): Perfume {
  return {
    id: row.id,
    name: row.name,
    price: toMajor(row.priceCents),
    imageSrc: row.imageSrc,
    notes: row.notes,
    description: row.description,
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

export function toIngredient(row: IngredientRow): Ingredient {
  return {
    id: row.id,
    name: row.name,
    characteristics: row.characteristics,
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
  };
}
