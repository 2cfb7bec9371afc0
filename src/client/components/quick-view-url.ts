/**
 * The quick view's place in the address: `?quick=<perfume id>` beside whatever the page already
 * keeps there (the collections' `q`, `family`, `minPrice`, `maxPrice`, `sort`). Pure, so it is unit-tested.
 */

const QUICK_VIEW_PARAM = 'quick';

/** The largest id PostgreSQL's integer holds: anything above is no perfume. */
const MAX_ID = 2_147_483_647;

/** The perfume the address opens a quick view on, or null: a positive integer, nothing else ("abc", "0", "1.5"). */
export function quickViewId(params: URLSearchParams): number | null {
  const raw = params.get(QUICK_VIEW_PARAM);
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** The params with the quick view on `id`, the others kept in their order. */
export function withQuickView(params: URLSearchParams, id: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(QUICK_VIEW_PARAM, String(id));
  return next;
}

/** The params without the quick view (what the page's own links and tabs carry). */
export function withoutQuickView(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(QUICK_VIEW_PARAM);
  return next;
}

/** The history entry's state when the page itself opened the quick view, as a new entry. */
export const OPENED_HERE = { quickView: 'opened' } as const;

/**
 * Whether closing the quick view is going back: yes when the page opened it (Back leaves the page as
 * it was before, and Forward reopens it; a reload keeps the entry and its state). A quick view
 * reached by a link drops its parameter in place instead, so closing never leaves the page.
 */
export function closesByGoingBack(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { quickView?: unknown }).quickView === 'opened';
}
