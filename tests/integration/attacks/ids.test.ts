import { beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from '../../../src/domain/api/endpoint';
import { adminClient, useTestApp } from '../fixtures';
import type { Client } from '../helpers';

/*
 * Ids in paths, every one the endpoint declarations name: one rule for all (src/domain/shared/ids.ts),
 * a positive whole number written plainly that fits PostgreSQL's integer. Past the integer, the
 * database refused the query (500); `1e3` and `0x10` were read as 1000 and 16 by a coercing schema.
 * Each is refused with 400 naming the parameter, before any gate's lookup or any query, whoever asks:
 * here the owner, whom every gate lets through.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '100000' });

const modules = import.meta.glob<Record<string, unknown>>('../../../src/domain/api/*.ts', { eager: true });
const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;
const declarations: EndpointDeclaration[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isDeclaration),
);

/** The path parameters that are not ids, and a value each accepts. */
const NOT_IDS: Record<string, string> = { country: 'FR', number: 'CN-2026-000001', kind: 'bespoke' };

/** Every `:name` of every declared path that is an id: `[declaration, name]`. */
const idParams = declarations.flatMap((d) =>
  [...d.path.matchAll(/:([A-Za-z]\w*)/g)]
    .map((m) => m[1]!)
    .flatMap((name) => (name in NOT_IDS ? [] : [[d, name] as const])),
);

/** Out of PostgreSQL's integer, an exponent, hexadecimal, negative, zero, a fraction, a leading zero, a sign. */
const HOSTILE = ['2147483648', '99999999999', '1e3', '0x10', '-1', '0', '1.0', '012', '+5', ' 7'];

let owner: Client;
beforeAll(async () => {
  owner = await adminClient(t);
});

describe('ids in paths', () => {
  it('are found on every declaration that names one, the staff, sessions, discounts and zones included', () => {
    const paths = new Set(idParams.map(([d]) => d.path));
    for (const path of [
      '/api/admin/staff/:id',
      '/api/user/sessions/:id',
      '/api/admin/discounts/:id/end',
      '/api/admin/shipping-zones/:id',
      '/api/orders/:orderId/invoice',
    ])
      expect(
        [...paths].some((p) => p === path || p.startsWith(`${path}/`)),
        path,
      ).toBe(true);
  });

  it.each(HOSTILE)(
    'answer 400 naming the parameter for %j, on every route, never 5xx and never a lookup',
    async (value) => {
      const outcomes: string[] = [];
      for (const [declaration, name] of idParams) {
        const url = declaration.path.replace(/:([A-Za-z]\w*)/g, (_, param: string) =>
          encodeURIComponent(param === name ? value : (NOT_IDS[param] ?? '1')),
        );
        const res = await owner.call(declaration.method, url, declaration.method === 'GET' ? undefined : {});
        const body = res.json() as { code?: string; errors?: { path: string }[] };
        const where = `${declaration.method} ${declaration.path} with :${name} = ${JSON.stringify(value)} → ${res.statusCode} ${body.code ?? ''}`;
        outcomes.push(where);
        expect(res.statusCode, where).toBe(400);
        expect(body.code, where).toBe('VALIDATION');
        expect(
          body.errors?.map((e) => e.path),
          where,
        ).toContain(name);
      }
      expect(outcomes.length).toBe(idParams.length);
    },
  );
});
