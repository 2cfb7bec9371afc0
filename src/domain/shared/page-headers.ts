/**
 * The response headers that carry a page's neighbours and the list's total (paging.ts). Apart from
 * paging.ts, which builds zod schemas at load: the browser's first bundle reads these names and no zod.
 */
export const pageHeaders = {
  next: 'x-next-cursor',
  prev: 'x-prev-cursor',
  count: 'x-total-count',
  estimate: 'x-total-estimate',
} as const;
