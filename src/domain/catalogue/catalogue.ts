import { toMajorIn } from '../currency/currency';
// No zod here: the landing pages' code reads these rules and types. The answers' schemas are in
// schemas.ts, built from them and checked against the types below (one direction only).
import type { PerfumeSize } from './sizes';
import { msg } from '../i18n/translator';
import type { NoteTier } from './notes';

export const genders = ['female', 'male'] as const;
export type Gender = (typeof genders)[number];

/** Scent families: the back office files each perfume under one, the collection filters by them. */
export const perfumeFamilies = ['floral', 'woody', 'fresh', 'citrus', 'amber', 'gourmand', 'aromatic'] as const;
export type PerfumeFamily = (typeof perfumeFamilies)[number];

/** Each scent family's name, a catalogue message (`t(perfumeFamilyLabels[family])`): the shop's and the back office's. */
export const perfumeFamilyLabels = {
  floral: msg('Floral'),
  woody: msg('Woody'),
  fresh: msg('Fresh'),
  citrus: msg('Citrus'),
  amber: msg('Amber'),
  gourmand: msg('Gourmand'),
  aromatic: msg('Aromatic'),
} as const satisfies Record<PerfumeFamily, string>;

/** How concentrated a perfume is (issue #51): an eau de toilette, an eau de parfum, an extrait. */
export const concentrations = ['eau_de_toilette', 'eau_de_parfum', 'extrait'] as const;
export type Concentration = (typeof concentrations)[number];

/** Each concentration's name, a catalogue message (`t(concentrationLabels[c])`). */
export const concentrationLabels = {
  eau_de_toilette: msg('Eau de toilette'),
  eau_de_parfum: msg('Eau de parfum'),
  extrait: msg('Extrait de parfum'),
} as const satisfies Record<Concentration, string>;

/** The longest a perfume may be said to last on skin, in hours. */
export const MAX_LONGEVITY_HOURS = 48;

/** A photograph of a perfume the owner uploaded (issue #51): where it is served and what it shows. */
export interface PerfumePhoto {
  src: string;
  alt: string;
}

/** The most photographs a perfume may have. */
export const MAX_PHOTOS = 8;

/** A note of a perfume with its own words (from the ingredients' characteristics, else the notes' glossary; '' when none). */
export interface NoteWithWords {
  name: string;
  words: string;
}

export const ingredientCategories = ['top', 'middle', 'base'] as const;

export const paymentProviders = ['stripe', 'simulated', 'disabled'] as const;
export type PaymentProviderName = (typeof paymentProviders)[number];

/** A perfume as the API answers it (price in major units, as the spec names it): `perfumeSchema`. */
export interface Perfume {
  id: number;
  name: string;
  /** In `currency`: the request's market's (docs/decisions/070-markets.md); on sale, the sale price. */
  price: number;
  /** The default size on sale only: its regular price, struck through. */
  compareAtPrice?: number;
  /** The default size on sale only: the lowest price of the 30 days before the sale (Directive 98/6/EC art. 6a). */
  lowestPrice30d?: number;
  /** ISO 4217: the currency of `price` and of every size's price, the market's the request read. */
  currency: string;
  imageSrc: string;
  notes: string;
  description: string;
  gender: Gender;
  isNew: boolean;
  isBestseller: boolean;
  family: PerfumeFamily;
  /** False once a perfume whose stock is tracked has none left (Sold out). */
  inStock: boolean;
  /** Its default size's volume in ml (`price` and `inStock` are that size's). */
  volume: number;
  /** Every size it is sold in, smallest first (decision 060). */
  sizes: PerfumeSize[];
  /** Its approved reviews' average stars (one decimal) and count; null before the first. */
  rating: { average: number; count: number } | null;
  /** Eau de toilette, eau de parfum or extrait (issue #51; every answer names it, optional for older clients). */
  concentration?: Concentration;
  /** How long it lasts on skin, in hours ("Lasts 6–8 hours"); null: not said. */
  longevity?: { min: number; max: number } | null;
  /** The perfumer's story, two or three sentences in the request's language; '' when not written. */
  story?: string;
  /** The owner's photographs, in their order; the house's art (`imageSrc`) comes after them, or alone. */
  photos?: PerfumePhoto[];
  /** Its notes by tier (top → base), each with its own words, in the request's language. */
  pyramid?: Record<NoteTier, NoteWithWords[]>;
}

/** An ingredient as the API answers it: `ingredientSchema`. */
export interface Ingredient {
  id: number;
  name: string;
  characteristics: string;
  imageSrc: string;
  category: (typeof ingredientCategories)[number];
  /** The material as bought ("Bergamot oil, bergapten-free (FCF)"; decision 064). */
  grade: string;
  /** IFRA Category 4 limit, percent of the finished perfume; null: not restricted. */
  ifraLimit: number | null;
  /** Its labelled fragrance allergens: INCI name and percent of the material. */
  allergens: { inci: string; percent: number }[];
  /** Its density in g/ml, to weigh it in grams (issue #43); null: not known. */
  density: number | null;
}

/** GET /api/config: what the browser needs before it can show a price or a card form (`publicConfigSchema`). */
export interface PublicConfig {
  /** The request's market's currency (`?market=`, else the `market` cookie, else the default market's). */
  currency: string;
  /** A catalogue perfume's 2 ml sample in that currency (SAMPLE_PRICE in the default market; decision 070). */
  samplePrice: number;
  payments: { provider: PaymentProviderName; publishableKey?: string };
}

/**
 * The config a shopper of `market` reads (decision 070): the market's currency and its sample price (`sample`,
 * in that currency, from `MarketsService.amount`), the rest the shop's.
 */
export function publicConfigIn(config: PublicConfig, sample: { minor: number; currency: string }): PublicConfig {
  return { ...config, currency: sample.currency, samplePrice: toMajorIn(sample.minor, sample.currency) };
}

/** Featured on the home page: bestsellers or new arrivals, at most four. */
export function featuredPerfumes(perfumes: readonly Perfume[], limit = 4): Perfume[] {
  return perfumes.filter((p) => p.isBestseller || p.isNew).slice(0, limit);
}

/** Up to four other perfumes of the same gender. */
export function relatedPerfumes(perfumes: readonly Perfume[], current: Perfume, limit = 4): Perfume[] {
  return perfumes.filter((p) => p.gender === current.gender && p.id !== current.id).slice(0, limit);
}

/** How the collection may be ordered (`sort=`). */
export const perfumeSorts = ['price_asc', 'price_desc', 'newest', 'name', 'rating'] as const;

/** Text as search compares it: lower case, without accents ("Néroli" → "neroli"). */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}
