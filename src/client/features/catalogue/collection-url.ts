/**
 * The collections page's address: `?q=&family=&minPrice=&maxPrice=&sort=` (read with
 * collectionQueryFromParams in src/domain/catalogue/search.ts). Pure, so it is unit-tested.
 */

export type CollectionParam = 'q' | 'family' | 'minPrice' | 'maxPrice' | 'sort';

/** The params with one set (or removed when empty), the others kept in their order. */
export function withParam(params: URLSearchParams, key: CollectionParam, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '') next.delete(key);
  else next.set(key, value);
  return next;
}

/** The params without the given keys. */
export function withoutParams(params: URLSearchParams, ...keys: CollectionParam[]): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of keys) next.delete(k);
  return next;
}

/** A query string for a link (`?family=woody`), or '' for none. */
export function searchString(params: URLSearchParams): string {
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** The price filter's choices, in the store currency's major units (bounds inclusive). */
export const priceRanges = [
  { value: 'under-120', maxPrice: 120 },
  { value: '120-150', minPrice: 120, maxPrice: 150 },
  { value: '150-200', minPrice: 150, maxPrice: 200 },
  { value: 'over-200', minPrice: 200 },
] as const satisfies readonly { value: string; minPrice?: number; maxPrice?: number }[];

/** The range a min and max make, '' for any price, or 'custom' for bounds no range has. */
export function priceRangeOf(minPrice: number | undefined, maxPrice: number | undefined): string {
  if (minPrice === undefined && maxPrice === undefined) return '';
  const range = priceRanges.find(
    (r) =>
      ('minPrice' in r ? r.minPrice : undefined) === minPrice &&
      ('maxPrice' in r ? r.maxPrice : undefined) === maxPrice,
  );
  return range?.value ?? 'custom';
}

/** The params with a price range chosen ('' for any price); 'custom' leaves them as they are. */
export function withPriceRange(params: URLSearchParams, value: string): URLSearchParams {
  if (value === 'custom') return params;
  const range: { minPrice?: number; maxPrice?: number } | undefined = priceRanges.find((r) => r.value === value);
  const next = withoutParams(params, 'minPrice', 'maxPrice');
  if (range?.minPrice !== undefined) next.set('minPrice', String(range.minPrice));
  if (range?.maxPrice !== undefined) next.set('maxPrice', String(range.maxPrice));
  return next;
}
