/**
 * The rows of a raw statement's result (`db.execute(sql`…`)`), typed by the caller: drizzle answers
 * each driver's own result shape, and both the embedded store's and node-postgres's carry `rows`.
 * The one cast of that shape (issue #44); the row's type is the caller's word for what its SQL selects.
 */
export function rowsIn<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
