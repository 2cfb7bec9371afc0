import type { SQL } from 'drizzle-orm';
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
 * A mail's words as its recipient reads them: the outbox keeps a token, an order's key or a gift card's
 * code beside the body until the mail is sent (src/server/mail/secrets.ts). Select `secrets` with the body.
 */
export function delivered(body: string, secrets: unknown): string {
  return unseal(body, (secrets ?? null) as SealedSecrets | null);
}
