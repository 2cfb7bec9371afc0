import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { type SealedSecrets, unseal } from '../../src/server/mail/secrets';

/**
 * The rows a raw query returns, for tests and audits that read the store directly.
 *
 * Both drivers answer `execute` with an object holding `rows` (node-postgres's QueryResult, PGlite's
 * Results), but the one `Db` type every repo shares leaves that answer `unknown`: it is typed here once.
 */
export async function queryRows<T = Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * The plan of `query` with sequential scans, bitmaps (unless `bitmap`: a trigram index is read as one) and sorts
 * priced out: a few rows in a test would rather be read whole, as a million would not, so a plan that still holds
 * one has no index to serve the read.
 */
export function indexPlanOf(db: Db, query: SQL, { bitmap = false } = {}): Promise<string> {
  return db.transaction(async (tx) => {
    const off = ['seqscan', 'sort', ...(bitmap ? [] : ['bitmapscan'])];
    for (const way of off) await tx.execute(sql.raw(`set local enable_${way} = off`));
    const rows = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${query}`);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * A mail's words as its recipient reads them: the outbox keeps a token, an order's key or a gift card's
 * code beside the body until the mail is sent (src/server/mail/secrets.ts). Select `secrets` with the body.
 */
export function delivered(body: string, secrets: unknown): string {
  return unseal(body, (secrets ?? null) as SealedSecrets | null);
}
