/** PostgreSQL's unique_violation (23505), as pg and PGlite raise it, wrapped by Drizzle or not. */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}
