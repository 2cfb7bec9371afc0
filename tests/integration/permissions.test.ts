import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type StaffRole } from '../../src/domain/accounts/roles';
import { refundOrder } from '../../src/domain/api/admin';
import { getCurrentUser } from '../../src/domain/api/auth';
import type { EndpointDeclaration } from '../../src/domain/api/endpoint';
import { getCreditNote, getInvoice } from '../../src/domain/api/invoices';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from './fixtures';
import type { Client } from './helpers';

/*
 * Every staff-reachable route against every role, built from the endpoint declarations themselves:
 * the back office's routes (`auth: 'admin'` and their permission) and the shop's own routes with a
 * staff branch (`staffPermission`: an order's invoice and credit notes, for any order). A new route is
 * in this table the moment it is declared; a back-office one declared without a permission fails it
 * (and stops the app from being built: http/route-contract.ts), and a route that asks whether its
 * caller is staff without declaring it fails at its first call (request.staffMay()).
 */

const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/api/*.ts', { eager: true });

const isDeclaration = (value: unknown): value is EndpointDeclaration =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'responses' in value;

const declarations: EndpointDeclaration[] = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(isDeclaration),
);
const backOffice = declarations.filter((d) => d.path.startsWith('/api/admin'));
/** The shop's own endpoints that answer staff more than anyone else. */
const staffBranches = declarations.filter((d) => d.staffPermission);

/** A path's parameters filled with values of no row: an allowed caller gets past the gate to a 400 or 404. */
const placeholderUrl = (declaration: EndpointDeclaration) =>
  declaration.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => (name === 'country' ? 'ZZ' : '999999'));

/** A path's parameters filled with the values of real rows (another shopper's order, its credit note). */
function realUrl(declaration: EndpointDeclaration, values: Record<string, string | number>): string {
  return declaration.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined)
      throw new Error(`${declaration.path}: give the staff branches' table a value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

type ShopOf = ReturnType<typeof useTestApp>;

/**
 * A shopper's paid order with a credit note (a refund of everything, made by `owner`): the rows the
 * staff branches are called with. Nobody in the tables below bought it.
 */
async function someoneElsesDocuments(shop: ShopOf, owner: Client): Promise<Record<string, string | number>> {
  const order = await paidOrder(shop, { lines: [[2, 1]] });
  const refund = await owner.send(refundOrder, { params: { orderId: order.id }, body: {} });
  expect(refund.statusCode, refund.body).toBe(200);
  return { orderId: order.id, number: refund.answer.creditNote! };
}

/** Gives a client's account a second factor (`on`), or takes it away, as its row says. */
async function setSecondFactor(shop: ShopOf, client: Client, on: boolean): Promise<void> {
  const { id } = (await client.send(getCurrentUser)).answer;
  await shop.store.db.execute(
    on
      ? sql`insert into two_factor (user_id, secret, enabled_at) values (${id}, 'JBSWY3DPEHPK3PXP', now())`
      : sql`delete from two_factor where user_id = ${id}`,
  );
}

/** Status and error code of an answer. */
const outcome = (res: { statusCode: number; json: () => unknown }) => [
  res.statusCode,
  res.statusCode >= 400 ? (res.json() as { code?: string }).code : undefined,
];

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

  it("lets each role into the shop's staff branches exactly where its permission allows; anyone else is a stranger", async () => {
    expect(staffBranches.map((d) => d.path)).toEqual(expect.arrayContaining([getInvoice.path, getCreditNote.path]));
    const values = await someoneElsesDocuments(shop, callers.get('owner')!);
    for (const declaration of staffBranches) {
      expect(declaration.auth, declaration.path).not.toBe('admin');
      const url = realUrl(declaration, values);
      const stranger = outcome(await shop.client().call(declaration.method, url));
      expect(stranger[0], `a guest ${declaration.path}`).toBeGreaterThanOrEqual(400);
      for (const [who, client] of callers) {
        const where = `${who} ${declaration.method} ${declaration.path}`;
        const res = await client.call(declaration.method, url);
        if (who !== 'guest' && who !== 'customer' && can(who, declaration.staffPermission!))
          expect(res.statusCode, where).toBe(200);
        else expect(outcome(res), where).toEqual(stranger);
      }
    }
  }, 60_000);

  it('decides staff access in one place: no other server file reads a role to let someone in', () => {
    const root = join(import.meta.dirname, '../../src/server');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    const deciding = files.filter((f) => {
      const text = readFileSync(join(root, f), 'utf8');
      // The two halves of the rule: a role's permission, and the second factor's requirement.
      return (
        /import \{[^}]*\bcan\b[^}]*\} from '[./]*domain\/accounts\/roles'/.test(text) ||
        /\.mustSetUpTwoFactor\(/.test(text)
      );
    });
    // The rule (auth/session.ts) and the API reference's words on it (http/openapi.ts).
    expect(deciding.map((f) => relative(root, join(root, f))).sort()).toEqual(['auth/session.ts', 'http/openapi.ts']);
  });

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

  it("open no staff branch of the shop's own routes either (another shopper's invoice, its credit notes) until they have one", async () => {
    const owner = await adminClient(strict);
    await setSecondFactor(strict, owner, true);
    // A support member, made so directly (an invitation would need the owner signed in with a code).
    const support = await signedIn(strict);
    const me = (await support.send(getCurrentUser)).answer;
    await strict.store.db.execute(
      sql`insert into staff (email, role, status, user_id) values (${me.email.toLowerCase()}, 'support', 'active', ${me.id})`,
    );
    const values = await someoneElsesDocuments(strict, owner);
    await setSecondFactor(strict, owner, false);

    expect(staffBranches.length).toBeGreaterThan(0);
    for (const declaration of staffBranches) {
      const url = realUrl(declaration, values);
      const stranger = outcome(await strict.client().call(declaration.method, url));
      for (const [who, client] of [
        ['owner', owner],
        ['support', support],
      ] as const) {
        const where = `${who} without a second factor ${declaration.method} ${declaration.path}`;
        expect(outcome(await client.call(declaration.method, url)), where).toEqual(stranger);
      }
    }

    // With a second factor, the same members are let in: by the back office's gate and by the branches.
    await setSecondFactor(strict, owner, true);
    await setSecondFactor(strict, support, true);
    for (const declaration of staffBranches) {
      const url = realUrl(declaration, values);
      expect((await owner.call(declaration.method, url)).statusCode, declaration.path).toBe(200);
      expect((await support.call(declaration.method, url)).statusCode, declaration.path).toBe(200);
    }
    for (const declaration of backOffice) {
      const res = await owner.call(declaration.method, placeholderUrl(declaration));
      expect(outcome(res)[1], declaration.path).not.toBe('TWO_FACTOR_SETUP_REQUIRED');
    }
  }, 60_000);
});
