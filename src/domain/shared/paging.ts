import { z } from './zod';

/*
 * Lists page by a keyset cursor, never by an offset: a page names the row it follows (`?after=`) or
 * precedes (`?before=`), so the ten-thousandth page costs what the first does and a row added
 * meanwhile never shifts a page. Lists are newest first, by (created_at, id).
 */

/** The most rows a page may hold (`?limit=`). */
export const MAX_PAGE_SIZE = 200;
const DEFAULT_PAGE_SIZE = 50;

/** Where a page starts: a row's `created_at` as PostgreSQL writes it (microseconds and offset kept) and its id. */
export interface Cursor {
  at: string;
  id: number;
}

/** `2026-11-25 10:00:00.123456+00`: what `created_at::text` gives (the offset follows the session's time zone). */
const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

const toBase64Url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replace(/-/g, '+').replace(/_/g, '/'));

/** The cursor's text in a URL: opaque to callers, who only pass back what a list answered. */
export function encodeCursor(at: string, id: number): string {
  return toBase64Url(`${at}|${id}`);
}

export function decodeCursor(text: string): Cursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,120}$/.test(text)) return undefined;
  let plain: string;
  try {
    plain = fromBase64Url(text);
  } catch {
    return undefined;
  }
  const bar = plain.lastIndexOf('|');
  const at = plain.slice(0, bar);
  const id = plain.slice(bar + 1);
  if (bar < 0 || !PG_TIMESTAMP.test(at) || !/^\d{1,10}$/.test(id) || Number(id) > 2_147_483_647) return undefined;
  return { at, id: Number(id) };
}

const cursorSchema = z
  .string()
  .transform((text, ctx) => {
    const cursor = decodeCursor(text);
    if (!cursor) ctx.addIssue({ code: 'custom', message: 'Not a page of this list: start again from the first page' });
    return cursor ?? z.NEVER;
  })
  .meta({ description: 'A cursor a previous page answered (`x-next-cursor`, `x-prev-cursor`).' });

/** `?limit=&after=` (or `&before=`): a page of a newest-first list. */
const pageQueryShape = {
  limit: z.coerce
    .number()
    .int()
    .min(1, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `limit must be between 1 and ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
  after: cursorSchema.optional(),
  before: cursorSchema.optional(),
};

/** A list's query: its page (`limit`, `after` or `before`, never both) and its own filters. */
export function pagedQuery<S extends z.ZodRawShape>(filters: S) {
  // Read as a page alone: the filters' shape is the caller's.
  const isOneWay = (q: object) => !((q as PageRequest).after && (q as PageRequest).before);
  return z.object({ ...pageQueryShape, ...filters }).refine(isOneWay, {
    message: 'A page follows one cursor: after or before, not both',
    path: ['before'],
  });
}

export const pageQuerySchema = pagedQuery({});
/** A page as a list reads it. */
export interface PageRequest {
  limit: number;
  after?: Cursor;
  before?: Cursor;
}

/** How many rows a list holds: counted, or estimated when counting would read them all. */
export interface ListTotal {
  count: number;
  estimated: boolean;
}
