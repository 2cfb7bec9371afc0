import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidate, queryKeyOf, urlKeyOf } from './query-keys';

const list = { path: '/api/admin/orders' } as const;
const one = { path: '/api/perfumes/:id' } as const;
const other = { path: '/api/admin/audit' } as const;

describe('query keys', () => {
  it("start with the endpoint's path (or the call's URL for a server-seeded read)", () => {
    expect(queryKeyOf(list, 'order', 7)).toEqual(['/api/admin/orders', 'order', 7]);
    expect(urlKeyOf(one, { params: { id: 7 } })).toEqual(['/api/perfumes/7']);
  });

  it("invalidating a declaration marks every cache of it stale, and no other's", async () => {
    const qc = new QueryClient();
    qc.setQueryData(queryKeyOf(list, 'order', 7), 1);
    qc.setQueryData(queryKeyOf(list, 'paged', {}, null), 2);
    qc.setQueryData(queryKeyOf(other), 3);
    await invalidate(qc, list);
    const stale = (key: readonly unknown[]) => qc.getQueryState(key)?.isInvalidated;
    expect(stale(queryKeyOf(list, 'order', 7))).toBe(true);
    expect(stale(queryKeyOf(list, 'paged', {}, null))).toBe(true);
    expect(stale(queryKeyOf(other))).toBe(false);
  });
});
