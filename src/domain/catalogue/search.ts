import { type Gender, type PerfumeFamily, perfumeFamilies, perfumeSorts, searchable } from './catalogue';
import type { Perfume } from './schemas';
import { toCents } from '../shared/money';

// No zod here: the collections page's bundle reads these rules, and the server's search calls them,
// so the browser and GET /api/perfumes narrow and order the catalogue the same way.

export type PerfumeSort = (typeof perfumeSorts)[number];

/** What narrows and orders the collection (GET /api/perfumes and the collections page's URL). */
export interface PerfumeQuery {
  q?: string;
  gender?: Gender;
  family?: PerfumeFamily;
  minPrice?: number;
  maxPrice?: number;
  sort?: PerfumeSort;
}

/** A perfume as search reads it: its text without accents or case, computed once per catalogue. */
export interface SearchEntry<P extends Perfume = Perfume> {
  perfume: P;
  name: string;
  text: string;
  cents: number;
}

export function searchEntries<P extends Perfume>(perfumes: readonly P[]): SearchEntry<P>[] {
  return perfumes.map((perfume) => ({
    perfume,
    name: searchable(perfume.name),
    text: searchable(`${perfume.name} ${perfume.notes} ${perfume.description}`),
    cents: toCents(perfume.price),
  }));
}

/** The words of a search, as compared: "  Rose  OUD " → ["rose", "oud"]. */
function searchWords(q: string | undefined): string[] {
  return q ? searchable(q).split(/\s+/).filter(Boolean) : [];
}

/**
 * Names compared as search folds them (case and accents aside), by code unit: the same order in
 * every runtime, and no `Intl.Collator`, whose first use loads locale data (tens of milliseconds on
 * a phone, in the middle of the collections page's start).
 */
const byFoldedName = <P extends Perfume>(a: SearchEntry<P>, b: SearchEntry<P>) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

/**
 * The collection narrowed and ordered: every word of `q` in the name, notes or description
 * (ignoring case and accents), gender, family, a price range (inclusive, compared in cents), a sort.
 * Without a sort ("Featured"), perfumes whose name holds every word come first, new launches first in
 * each group, then the catalogue's order.
 * "Newest" puts new arrivals first, then the most recently added (the highest id).
 */
export function searchPerfumes<P extends Perfume>(entries: readonly SearchEntry<P>[], query: PerfumeQuery): P[] {
  const words = searchWords(query.q);
  const minCents = query.minPrice === undefined ? undefined : toCents(query.minPrice);
  const maxCents = query.maxPrice === undefined ? undefined : toCents(query.maxPrice);
  const found = entries.filter(({ perfume, text, cents }) => {
    if (query.gender && perfume.gender !== query.gender) return false;
    if (query.family && perfume.family !== query.family) return false;
    if (minCents !== undefined && cents < minCents) return false;
    if (maxCents !== undefined && cents > maxCents) return false;
    return words.every((w) => text.includes(w));
  });
  switch (query.sort) {
    case 'price_asc':
      found.sort((a, b) => a.perfume.price - b.perfume.price || a.perfume.id - b.perfume.id);
      break;
    case 'price_desc':
      found.sort((a, b) => b.perfume.price - a.perfume.price || a.perfume.id - b.perfume.id);
      break;
    case 'newest':
      found.sort((a, b) => Number(b.perfume.isNew) - Number(a.perfume.isNew) || b.perfume.id - a.perfume.id);
      break;
    case 'name':
      found.sort((a, b) => byFoldedName(a, b) || a.perfume.id - b.perfume.id);
      break;
    case 'rating':
      // The best average first, more reviews first among equals; perfumes without a review last.
      found.sort(
        (a, b) =>
          (b.perfume.rating?.average ?? 0) - (a.perfume.rating?.average ?? 0) ||
          (b.perfume.rating?.count ?? 0) - (a.perfume.rating?.count ?? 0) ||
          a.perfume.id - b.perfume.id,
      );
      break;
    default: {
      // "Featured": new launches first, then the rest, each in the catalogue's order; with words,
      // name matches before the rest, each group ordered so.
      const isNew: P[] = [];
      const rest: P[] = [];
      const laterNew: P[] = [];
      const laterRest: P[] = [];
      for (const s of found) {
        const inName = words.length === 0 || words.every((w) => s.name.includes(w));
        (inName ? (s.perfume.isNew ? isNew : rest) : s.perfume.isNew ? laterNew : laterRest).push(s.perfume);
      }
      return isNew.concat(rest, laterNew, laterRest);
    }
  }
  return found.map((s) => s.perfume);
}

// ── The collections page's URL ─────────────────────────────────────────────────────────────────

/** The longest search the API takes. */
export const MAX_SEARCH_LENGTH = 100;

const oneOf = <T extends string>(values: readonly T[], v: string | null): T | undefined =>
  v !== null && (values as readonly string[]).includes(v) ? (v as T) : undefined;

const priceParam = (v: string | null): number | undefined => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= 1_000_000 ? n : undefined;
};

/**
 * The collection's query from a URL's search params (`?q=&family=&minPrice=&maxPrice=&sort=`).
 * Lenient, as a shared or hand-typed URL may say anything: what does not parse is ignored, and a
 * min above the max swaps them. The gender is the path's (/collections/female), not the query's.
 */
export function collectionQueryFromParams(params: URLSearchParams): Omit<PerfumeQuery, 'gender'> {
  const q = params.get('q')?.trim().slice(0, MAX_SEARCH_LENGTH) || undefined;
  let minPrice = priceParam(params.get('minPrice'));
  let maxPrice = priceParam(params.get('maxPrice'));
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice)
    [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    q,
    family: oneOf(perfumeFamilies, params.get('family')),
    minPrice,
    maxPrice,
    sort: oneOf(perfumeSorts, params.get('sort')),
  };
}
