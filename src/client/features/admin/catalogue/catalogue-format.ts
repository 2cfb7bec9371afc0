import type { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '@/domain/admin-dashboard/schemas';
import type { Gender } from '@/domain/catalogue/catalogue';
import {
  MAX_IMAGE_BYTES,
  type AdminIngredient,
  type AdminPerfume,
  type IngredientInput,
  type ingredientInputSchema,
  type PerfumeInput,
  type photosFormSchema,
} from '@/domain/catalogue/admin-schemas';
import { translatedLocales } from '@/domain/catalogue/translations';
import { errorMessages } from '@/domain/shared/errors';
import { msg, type Translator } from '@/domain/i18n/translator';
import { idParam } from '../shared/admin-format';

export const genderLabels = { female: msg('Female'), male: msg('Male') } as const satisfies Record<Gender, string>;

export type StockLevel = 'untracked' | 'sold-out' | 'low' | 'in-stock';

/** Where a perfume's stock stands: not tracked (null), sold out, low (LOW_STOCK_THRESHOLD or fewer) or fine. */
export function stockLevel(stock: number | null, threshold = LOW_STOCK_THRESHOLD): StockLevel {
  if (stock === null) return 'untracked';
  if (stock <= 0) return 'sold-out';
  return stock <= threshold ? 'low' : 'in-stock';
}

/** The catalogue's two views: what is on sale, and what was archived (kept for past orders, restorable). */
export const SHOW_VALUES = ['on-sale', 'archived'] as const;
export type Show = (typeof SHOW_VALUES)[number];

/** The items of one view, by name. */
export function itemsToShow<T extends { name: string; archivedAt: string | null }>(
  items: readonly T[],
  show: Show,
): T[] {
  return items
    .filter((item) => (show === 'archived' ? item.archivedAt !== null : item.archivedAt === null))
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export const countShown = (items: readonly { archivedAt: string | null }[]) => ({
  'on-sale': items.filter((i) => i.archivedAt === null).length,
  archived: items.filter((i) => i.archivedAt !== null).length,
});

/** `?perfume=new` or `?perfume=12`: what the editor opens on, else nothing. */
export const editorSubject = (value: string | null): 'new' | number | null =>
  value === 'new' ? 'new' : idParam(value);

/** A new perfume's price starts empty (not 0, which would look like a price). */
/** A size row of the perfume form besides its default size (decision 060); a row without a volume is left out. */
export interface OtherSizeRow {
  volume?: number | null | undefined;
  price?: number | null | undefined;
  stock: number | null;
}

export type PerfumeFormValues = Omit<PerfumeInput, 'price' | 'longevity' | 'noteSplit' | 'photos'> & {
  /** The photographs, each with its descriptions in the other languages (`translations.fr.alt`). */
  photos?: z.input<typeof photosFormSchema>;
  price?: number;
  /** How long it lasts, from and to (hours); empty: not said. */
  longevityMin?: number | null;
  longevityMax?: number | null;
  /** How many of the notes are top and heart notes; empty: one each. */
  splitTop?: number | null;
  splitMiddle?: number | null;
  /** The default size's volume: Price and Stock are that size's. */
  volume?: number;
  otherSizes?: OtherSizeRow[];
};

/** A blank row to add a size in. */
const blankSize = (): OtherSizeRow => ({ volume: null, price: null, stock: null });

/** The perfume form's starting values: the perfume's own, or a new perfume's. */
export function perfumeFormValues(perfume?: AdminPerfume): PerfumeFormValues {
  if (!perfume) {
    return {
      name: '',
      description: '',
      notes: '',
      gender: 'female',
      family: 'floral',
      stock: null,
      isNew: true,
      isBestseller: false,
      imageSrc: '',
      volume: 50,
      otherSizes: [blankSize(), blankSize()],
      story: '',
      concentration: 'eau_de_parfum',
      longevityMin: null,
      longevityMax: null,
      splitTop: null,
      splitMiddle: null,
      photos: [],
    };
  }
  const { name, description, notes, gender, family, price, stock, isNew, isBestseller, imageSrc } = perfume;
  const otherSizes = perfume.sizes
    .filter((s) => s.volume !== perfume.volume)
    .map((s) => ({ volume: s.volume, price: s.price, stock: s.stock }));
  return {
    name,
    description,
    notes,
    gender,
    family,
    price,
    stock,
    isNew,
    isBestseller,
    imageSrc,
    volume: perfume.volume,
    otherSizes: [...otherSizes, blankSize()],
    story: perfume.story ?? '',
    concentration: perfume.concentration ?? 'eau_de_parfum',
    longevityMin: perfume.longevity?.min ?? null,
    longevityMax: perfume.longevity?.max ?? null,
    splitTop: perfume.noteSplit?.top ?? null,
    splitMiddle: perfume.noteSplit?.middle ?? null,
    // Each photograph's description in the other languages, '' where the English is shown.
    photos: (perfume.photos ?? []).map(({ src, alt }) => ({
      src,
      alt,
      translations: Object.fromEntries(
        translatedLocales.map((l) => [l, { alt: perfume.translations?.[l]?.photos?.[src] ?? '' }]),
      ),
    })),
  };
}

/** The ingredient form as its fields hold it: a new allergen's percent is empty until typed (the schema then asks for it). */
export type IngredientForm = Omit<IngredientInput, 'allergens'> & {
  allergens?: { inci: string; percent: number | undefined }[];
};

export type IngredientValues = z.output<typeof ingredientInputSchema>;

/** The ingredient form's starting values: the ingredient's own (its grade, IFRA limit and allergens too), or a new one's. */
export function ingredientFormValues(ingredient?: AdminIngredient): IngredientInput {
  if (!ingredient)
    return {
      name: '',
      category: 'top',
      characteristics: '',
      imageSrc: '',
      grade: '',
      ifraLimit: null,
      density: null,
      allergens: [],
    };
  const { name, category, characteristics, imageSrc, grade, ifraLimit, density, allergens } = ingredient;
  return {
    name,
    category,
    characteristics,
    imageSrc,
    grade,
    ifraLimit,
    density,
    allergens: allergens.map(({ inci, percent }) => ({ inci, percent })),
  };
}

/** The most allergens an ingredient lists (the API's limit). */
export const MAX_ALLERGENS = 40;

/**
 * The ingredient fields a refusal of the server may name: its own, and each allergen row's name
 * and percent (`allergens.3.percent`), so every message goes under its field.
 */
export const ingredientErrorFields = [
  'name',
  'category',
  'characteristics',
  'imageSrc',
  'grade',
  'ifraLimit',
  'density',
  'allergens',
  ...Array.from({ length: MAX_ALLERGENS }, (_, i) => [`allergens.${i}.inci`, `allergens.${i}.percent`] as const).flat(),
] as const;

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

/** Why a chosen file cannot be uploaded (in the server's words, in `tr`'s language), before sending it; null when it may go. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>, tr: Translator): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return tr.t(errorMessages.IMAGE_INVALID);
  if (file.size > MAX_IMAGE_BYTES) return tr.t(errorMessages.IMAGE_TOO_LARGE);
  return null;
}

/*
 * The number fields' text as the form's values. react-hook-form also passes the starting values
 * (already numbers, or null) through these, so anything not text is kept as it is.
 */

/** Stock: empty means "not tracked" (null). */
export const stockFromInput = (value: unknown): unknown =>
  typeof value !== 'string' ? value : value.trim() === '' ? null : Number(value);

/** Price: empty stays empty (the schema then asks for a price). */
export const priceFromInput = (value: unknown): unknown =>
  typeof value !== 'string' ? value : value.trim() === '' ? undefined : Number(value);
