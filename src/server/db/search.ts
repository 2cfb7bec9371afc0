import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A search text column (folded by `shop_fold`, trigram-indexed) holding `q` anywhere, accents and
 * case ignored; LIKE's own `%`, `_` and `\` in `q` are text, never patterns.
 */
export function foldedContains(column: PgColumn, q: string): SQL {
  const escaped = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} like '%' || shop_fold(${escaped}) || '%'`;
}
