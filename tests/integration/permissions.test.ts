import { beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type StaffRole } from '../../src/domain/accounts/roles';
import type { EndpointDeclaration } from '../../src/domain/api/endpoint';
import { adminClient, signedIn, staffClient, useTestApp } from './fixtures';
import type { Client } from './helpers';

/*
 * Every back-office route against every role, built from the endpoint declarations themselves: a new
 * route is in this table the moment it is declared, and one declared without a permission fails it
 * (and stops the app from being built: http/route-contract.ts).
 */

const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/api/*.ts', { eager: true });

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

const declarations: EndpointDeclaration[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isDeclaration),
);
const backOffice = declarations.filter((d) => d.path.startsWith('/api/admin'));

/** A path's parameters filled with values of no row: an allowed caller gets past the gate to a 400 or 404. */
const placeholderUrl = (declaration: EndpointDeclaration) =>
  declaration.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => (name === 'country' ? 'ZZ' : '999999'));

const shop = useTestApp();
const callers = new Map<StaffRole | 'customer' | 'guest', Client>();

beforeAll(async () => {
  callers.set('owner', await adminClient(shop));
  for (const role of STAFF_ROLES.filter((r) => r !== 'owner')) callers.set(role, await staffClient(shop, role));
  callers.set('customer', await signedIn(shop));
  callers.set('guest', shop.client());
}, 60_000);

describe('the back office, route by route and role by role', () => {
  it('finds every back-office route the server registered among the declarations, each with a permission', () => {
    expect(backOffice.length).toBeGreaterThan(40);
    const declared = new Set(declarations.map((d) => `${d.method} ${d.path}`));
    const registered = shop.app.apiRoutes.filter((route) => route.split(' ')[1]!.startsWith('/api/admin'));
    for (const route of registered) expect(declared, `${route} is declared in src/domain/api`).toContain(route);
    for (const d of backOffice) {
      expect(d.auth, `${d.method} ${d.path}`).toBe('admin');
      expect(d.permission, `${d.method} ${d.path} declares its permission`).toBeTruthy();
    }
  });

  it('lets each role through exactly where its permission allows, and nobody else', async () => {
    const outcomes: string[] = [];
    for (const declaration of backOffice) {
      // Placeholders stand for the path's ids; the body is left out, so an allowed write stops at validation.
      const url = placeholderUrl(declaration);
      for (const [who, client] of callers) {
        const res = await client.call(declaration.method, url);
        const code = res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined;
        const where = `${who} ${declaration.method} ${declaration.path} → ${res.statusCode} ${code ?? ''}`;
        outcomes.push(where);
        if (who === 'guest') expect(res.statusCode, where).toBe(401);
        else if (who === 'customer') expect([res.statusCode, code], where).toEqual([403, 'ADMIN_ONLY']);
        else if (can(who, declaration.permission!)) {
          expect(res.statusCode, where).not.toBe(401);
          expect(code, where).not.toBe('FORBIDDEN');
          expect(code, where).not.toBe('ADMIN_ONLY');
        } else expect([res.statusCode, code], where).toEqual([403, 'FORBIDDEN']);
      }
    }
    expect(outcomes.length).toBe(backOffice.length * callers.size);
  }, 120_000);

  it('answers each member with their role and what it permits', async () => {
    for (const role of STAFF_ROLES) {
      const res = await callers.get(role)!.call('GET', '/api/auth/user');
      expect(res.statusCode).toBe(200);
      const user = res.json() as { isAdmin: boolean; role: string; permissions: string[] };
      expect(user).toMatchObject({ isAdmin: true, role });
      expect(user.permissions.length).toBeGreaterThan(0);
    }
    const customer = (await callers.get('customer')!.call('GET', '/api/auth/user')).json() as { isAdmin: boolean };
    expect(customer).toMatchObject({ isAdmin: false, role: null, permissions: [] });
  });
});

describe('staff who must set up a second factor', () => {
  const strict = useTestApp({ STAFF_TWO_FACTOR: 'required' });

  it('reach nothing in the back office before setting it up', async () => {
    const owner = await adminClient(strict);
    const me = (await owner.call('GET', '/api/auth/user')).json() as { twoFactorSetupRequired: boolean };
    expect(me.twoFactorSetupRequired).toBe(true);
    for (const declaration of backOffice) {
      const res = await owner.call(declaration.method, placeholderUrl(declaration));
      expect([res.statusCode, (res.json() as { code?: string }).code], declaration.path).toEqual([
        403,
        'TWO_FACTOR_SETUP_REQUIRED',
      ]);
    }
  });
});
