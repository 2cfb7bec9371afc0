import type { Page } from '../db/keyset';
import { differenceFrom, spliceJson } from '../http/json-text';
import type { OrderJsonRow } from './listing/repo';

/**
 * A page written by the database, completed by this process (`extra`: what other features or this
 * process hold), and in tests checked against the reference presentation of the same orders: read
 * again (twice at most) when they differ, since an order may change between the two reads; a
 * difference that stays fails the answer. `checked`: the tests' check is on.
 */
export async function writtenList<TExtra>(
  checked: boolean,
  read: () => Promise<Page<OrderJsonRow>>,
  extrasOf: (ids: number[]) => Promise<TExtra>,
  extra: (row: OrderJsonRow, extras: TExtra) => Record<string, unknown>,
  reference: (
    ids: number[],
    extras: TExtra,
  ) => Promise<{ schema: Parameters<typeof differenceFrom>[0]; rows: unknown[] }>,
): Promise<Page<string>> {
  for (let attempt = 1; ; attempt++) {
    const page = await read();
    const ids = page.rows.map((r) => r.id);
    const extras = await extrasOf(ids);
    const rows = page.rows.map((r) => spliceJson(r.json, extra(r, extras)));
    if (!checked) return { ...page, rows };
    const { schema, rows: expected } = await reference(ids, extras);
    const difference = differenceFrom(schema, rows, expected);
    if (!difference) return { ...page, rows };
    if (attempt === 3) throw new Error(`The database wrote an order list unlike its reference: ${difference}`);
  }
}
