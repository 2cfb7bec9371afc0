import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminClient,
  mailedInvitationToken,
  paidOrder,
  signedIn,
  staffClient,
  useTestApp,
} from '#tests/integration/fixtures';
import { type Client, newUser } from '#tests/integration/helpers';
import { delivered, queryRows } from '#tests/integration/sql';
import { permissionsOf, type StaffRole } from '../../domain/accounts/roles';
import type { StaffMember } from '../../domain/accounts/staff';
import { listAdminOrders, listAudit } from '../../domain/api/admin';
import { listAdminPerfumes } from '../../domain/api/admin-catalogue';
import { getCurrentUser, login } from '../../domain/api/auth';
import { getUserOrders } from '../../domain/api/orders';
import {
  acceptInvitation,
  getInvitation,
  inviteStaff,
  listStaff,
  removeStaff,
  resendInvitation,
  updateStaff,
} from '../../domain/api/staff';
import { DEMO_ADMIN } from '../admin/bootstrap';

/*
 * The house's staff (decision 065): invited by an owner with a role, the link read from the
 * mail the outbox holds, accepted into a new or an existing account; roles changed, members suspended,
 * reactivated and removed, never leaving the shop without an active owner.
 */

const PUBLIC_URL = 'https://shop.example';
const shop = useTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '1000' });

let counter = 0;
const address = (who: string) => `${who.toLowerCase()}.${Date.now().toString(36)}${counter++}@staff.example`;

async function invite(owner: Client, email: string, role: StaffRole): Promise<{ member: StaffMember; token: string }> {
  const res = await owner.send(inviteStaff, { body: { email, role } });
  expect(res.statusCode, res.body).toBe(201);
  return { member: res.answer, token: await mailedInvitationToken(shop, email) };
}

async function accept(token: string, password = 'staff-password', fullName = 'Nora Vidal') {
  const client = shop.client();
  const res = await client.send(acceptInvitation, { body: { token, fullName, password } });
  return { client, res };
}

async function signIn(email: string, password: string) {
  const client = shop.client();
  const res = await client.send(login, { body: { email, password } });
  return { client, res };
}

async function memberOf(owner: Client, email: string): Promise<StaffMember | undefined> {
  const res = await owner.send(listStaff);
  expect(res.statusCode).toBe(200);
  return res.answer.find((m) => m.email === email.toLowerCase());
}

async function staffAudit(owner: Client, id: number) {
  const res = await owner.send(listAudit, { query: { entity: 'staff', entityId: String(id) } });
  expect(res.statusCode).toBe(200);
  return res.answer.map((e) => e.action).sort();
}

describe('an invitation', () => {
  it('is mailed, read, accepted, and signs the member in with the role and its permissions', async () => {
    const owner = await adminClient(shop);
    const email = address('Nora');
    const { member, token } = await invite(owner, email.toUpperCase(), 'fulfilment');
    expect(member).toMatchObject({ email, role: 'fulfilment', status: 'invited', fullName: null });
    const expires = new Date(member.inviteExpiresAt!).getTime() - Date.now();
    expect(expires).toBeGreaterThan(23.9 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);

    const [mail] = await queryRows<{ subject: string; text: string; html: string; secrets: unknown }>(
      shop.store.db,
      sql`select subject, text, html, secrets from mails where kind = 'staff-invitation' and to_address = ${email}`,
    );
    expect(mail!.subject).toContain('Demo Administrator');
    expect(mail!.text).toContain('Demo Administrator invites you');
    expect(mail!.text).toContain('as Fulfilment');
    expect(mail!.text).not.toContain(token);
    expect(delivered(mail!.text, mail!.secrets)).toContain(`${PUBLIC_URL}/staff/accept?token=${token}`);
    expect(mail!.html).toContain('Accept the invitation');
    // Only the token's hash is kept.
    const [stored] = await queryRows<{ invite_token_hash: string }>(
      shop.store.db,
      sql`select invite_token_hash from staff where email = ${email}`,
    );
    expect(stored!.invite_token_hash).not.toContain(token);

    const seen = await shop.client().send(getInvitation, { query: { token } });
    expect(seen.statusCode).toBe(200);
    expect(seen.answer).toEqual({ email, role: 'fulfilment' });

    const { client, res } = await accept(token);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer).toMatchObject({
      email,
      fullName: 'Nora Vidal',
      isAdmin: true,
      role: 'fulfilment',
      emailVerified: true,
      permissions: [...permissionsOf('fulfilment')],
    });
    const me = await client.send(getCurrentUser);
    expect(me.answer).toMatchObject({ role: 'fulfilment', permissions: [...permissionsOf('fulfilment')] });
    expect((await client.send(listAdminOrders, { query: {} })).statusCode).toBe(200);
    const staffList = await client.send(listStaff);
    expect([staffList.statusCode, staffList.error.code]).toEqual([403, 'FORBIDDEN']);

    expect(await memberOf(owner, email)).toMatchObject({
      status: 'active',
      fullName: 'Nora Vidal',
      twoFactorEnabled: false,
      inviteExpiresAt: null,
    });
    expect(await staffAudit(owner, member.id)).toEqual(['staff.accepted', 'staff.invited']);
    // The member signs in again with the password they chose.
    expect((await signIn(email, 'staff-password')).res.statusCode).toBe(200);
  });

  it('is refused once used, once expired, when unknown, and when sent again', async () => {
    const owner = await adminClient(shop);
    const used = await invite(owner, address('used'), 'catalogue');
    expect((await accept(used.token)).res.statusCode).toBe(201);
    for (const res of [
      await shop.client().send(getInvitation, { query: { token: used.token } }),
      (await accept(used.token, 'another-password')).res,
    ])
      expect([res.statusCode, res.error.code]).toEqual([400, 'INVITATION_USED']);

    const late = await invite(owner, address('late'), 'support');
    await shop.store.db.execute(
      sql`update staff set invite_expires_at = now() - interval '1 minute' where id = ${late.member.id}`,
    );
    for (const res of [
      await shop.client().send(getInvitation, { query: { token: late.token } }),
      (await accept(late.token)).res,
    ])
      expect([res.statusCode, res.error.code]).toEqual([400, 'INVITATION_EXPIRED']);

    const unknown = await shop.client().send(getInvitation, { query: { token: 'no-such-token' } });
    expect([unknown.statusCode, unknown.error.code]).toEqual([400, 'INVITATION_INVALID']);

    // Sent again: a new link for a day, the old one no longer works.
    const resent = await owner.send(resendInvitation, { params: { id: late.member.id } });
    expect(resent.statusCode).toBe(200);
    expect(new Date(resent.answer.inviteExpiresAt!).getTime()).toBeGreaterThan(Date.now());
    const fresh = await mailedInvitationToken(shop, late.member.email);
    expect(fresh).not.toBe(late.token);
    const stale = (await accept(late.token)).res;
    expect([stale.statusCode, stale.error.code]).toEqual([400, 'INVITATION_INVALID']);
    expect((await accept(fresh)).res.statusCode).toBe(201);
    const again = await owner.send(resendInvitation, { params: { id: late.member.id } });
    expect([again.statusCode, again.error.code]).toEqual([409, 'INVITATION_USED']);
    expect(await staffAudit(owner, late.member.id)).toEqual([
      'staff.accepted',
      'staff.invitation-resent',
      'staff.invited',
    ]);
  });

  it('is refused for an address already on the staff, whatever its case', async () => {
    const owner = await adminClient(shop);
    const email = address('twice');
    await invite(owner, email, 'support');
    for (const [who, role] of [
      [email.toUpperCase(), 'catalogue'],
      [DEMO_ADMIN.email, 'support'],
    ] as const) {
      const res = await owner.send(inviteStaff, { body: { email: who, role } });
      expect([res.statusCode, res.error.code]).toEqual([409, 'STAFF_EXISTS']);
    }
  });

  it('withdrawn, no longer works', async () => {
    const owner = await adminClient(shop);
    const { member, token } = await invite(owner, address('withdrawn'), 'support');
    expect((await owner.send(removeStaff, { params: { id: member.id } })).statusCode).toBe(204);
    const res = (await accept(token)).res;
    expect([res.statusCode, res.error.code]).toEqual([400, 'INVITATION_INVALID']);
    expect(await memberOf(owner, member.email)).toBeUndefined();
    expect(await staffAudit(owner, member.id)).toEqual(['staff.invited', 'staff.withdrawn']);
  });

  it('accepted by an existing customer links the account: the same orders, the new password and name', async () => {
    const user = newUser({ email: address('customer') });
    const customer = await signedIn(shop, user);
    const order = await paidOrder(shop, { lines: [[1, 1]], owner: customer });
    const owner = await adminClient(shop);
    const { member, token } = await invite(owner, user.email, 'support');

    const { client, res } = await accept(token, 'a-new-password', 'Ada Staff');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer).toMatchObject({ username: user.username, fullName: 'Ada Staff', role: 'support' });
    // The customer's sessions ended; the old password is gone.
    expect((await customer.send(getCurrentUser)).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).res.statusCode).toBe(401);
    expect((await signIn(user.email, 'a-new-password')).res.statusCode).toBe(200);

    const orders = await client.send(getUserOrders);
    expect(orders.statusCode).toBe(200);
    expect(orders.answer.map((o) => o.id)).toContain(order.id);
    expect(await memberOf(owner, user.email)).toMatchObject({ id: member.id, status: 'active', fullName: 'Ada Staff' });
  });

  it('accepted by an account with a second factor, does not sign it in: its code is asked at sign-in', async () => {
    const user = newUser({ email: address('guarded') });
    const customer = await signedIn(shop, user);
    const me = await customer.send(getCurrentUser);
    await shop.store.db.execute(
      sql`insert into two_factor (user_id, secret, enabled_at) values (${me.answer.id}, 'JBSWY3DPEHPK3PXP', now())`,
    );
    const owner = await adminClient(shop);
    const { token } = await invite(owner, user.email, 'catalogue');

    const { client, res } = await accept(token, 'guarded-password', 'Grace Guarded');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer).toMatchObject({ id: me.answer.id, twoFactorEnabled: true, role: 'catalogue' });
    expect(client.sessionCookie).toBeUndefined();
    expect((await client.send(getCurrentUser)).statusCode).toBe(401);
    expect((await customer.send(getCurrentUser)).statusCode).toBe(401);
    expect(await memberOf(owner, user.email)).toMatchObject({ status: 'active', twoFactorEnabled: true });
  });
});

describe('a member', () => {
  it("changes role, and the change holds from the member's next request", async () => {
    const owner = await adminClient(shop);
    const email = address('role');
    const member = await staffClient(shop, 'catalogue', { email });
    const id = (await memberOf(owner, email))!.id;
    expect((await member.send(listAdminPerfumes, { query: {} })).statusCode).toBe(200);
    expect((await member.send(listAdminOrders, { query: {} })).error.code).toBe('FORBIDDEN');

    const changed = await owner.send(updateStaff, { params: { id }, body: { role: 'support' } });
    expect(changed.statusCode).toBe(200);
    expect(changed.answer).toMatchObject({ role: 'support', status: 'active' });

    expect((await member.send(listAdminOrders, { query: {} })).statusCode).toBe(200);
    expect((await member.send(listAdminPerfumes, { query: {} })).error.code).toBe('FORBIDDEN');
    expect((await member.send(getCurrentUser)).answer).toMatchObject({
      role: 'support',
      permissions: [...permissionsOf('support')],
    });
    const audit = await owner.send(listAudit, { query: { entity: 'staff', entityId: String(id) } });
    expect(audit.answer.find((e) => e.action === 'staff.updated')).toMatchObject({
      admin: DEMO_ADMIN.email,
      details: { email, role: { from: 'catalogue', to: 'support' } },
    });
  });

  it('suspended, is signed out and kept out of the back office; reactivated, is let back in', async () => {
    const owner = await adminClient(shop);
    const email = address('suspended');
    const member = await staffClient(shop, 'support', { email, password: 'support-password' });
    const id = (await memberOf(owner, email))!.id;

    const suspended = await owner.send(updateStaff, { params: { id }, body: { status: 'suspended' } });
    expect(suspended.answer).toMatchObject({ status: 'suspended', role: 'support' });
    expect((await member.send(getCurrentUser)).statusCode).toBe(401);

    // Still a customer account: it signs in, but the back office is closed to it.
    const again = await signIn(email, 'support-password');
    expect(again.res.statusCode).toBe(200);
    expect(again.res.answer).toMatchObject({ isAdmin: false, role: null, permissions: [] });
    const refused = await again.client.send(listAdminOrders, { query: {} });
    expect([refused.statusCode, refused.error.code]).toEqual([403, 'ADMIN_ONLY']);

    const back = await owner.send(updateStaff, { params: { id }, body: { status: 'active' } });
    expect(back.answer).toMatchObject({ status: 'active', role: 'support' });
    expect((await again.client.send(listAdminOrders, { query: {} })).statusCode).toBe(200);
    expect(await staffAudit(owner, id)).toEqual(
      ['staff.accepted', 'staff.invited', 'staff.reactivated', 'staff.suspended'].sort(),
    );
  });

  it('removed, keeps the account as a customer account, signed out', async () => {
    const owner = await adminClient(shop);
    const email = address('removed');
    const member = await staffClient(shop, 'fulfilment', { email, password: 'fulfil-password' });
    const id = (await memberOf(owner, email))!.id;

    expect((await owner.send(removeStaff, { params: { id } })).statusCode).toBe(204);
    expect((await member.send(getCurrentUser)).statusCode).toBe(401);
    expect(await memberOf(owner, email)).toBeUndefined();
    const again = await signIn(email, 'fulfil-password');
    expect(again.res.answer).toMatchObject({ isAdmin: false, role: null });
    expect((await again.client.send(listAdminOrders, { query: {} })).error.code).toBe('ADMIN_ONLY');
    const gone = await owner.send(updateStaff, { params: { id }, body: { role: 'owner' } });
    expect([gone.statusCode, gone.error.code]).toEqual([404, 'STAFF_NOT_FOUND']);
  });

  it('cannot be suspended or reactivated before accepting, nor suspend or remove themselves', async () => {
    const owner = await adminClient(shop);
    const { member } = await invite(owner, address('pending'), 'support');
    const early = await owner.send(updateStaff, { params: { id: member.id }, body: { status: 'suspended' } });
    expect([early.statusCode, early.error.code]).toEqual([409, 'STAFF_NOT_ACCEPTED']);
    // Its role may change before it is accepted.
    const role = await owner.send(updateStaff, { params: { id: member.id }, body: { role: 'catalogue' } });
    expect(role.answer).toMatchObject({ role: 'catalogue', status: 'invited' });

    const self = (await memberOf(owner, DEMO_ADMIN.email))!;
    for (const res of [
      await owner.send(updateStaff, { params: { id: self.id }, body: { status: 'suspended' } }),
      await owner.send(removeStaff, { params: { id: self.id } }),
    ])
      expect([res.statusCode, res.error.code]).toEqual([409, 'STAFF_SELF']);
  });

  it.each(['fulfilment', 'catalogue', 'support'] as const)('of role %s may not touch the staff', async (role) => {
    const member = await staffClient(shop, role);
    for (const res of [
      await member.send(listStaff),
      await member.send(inviteStaff, { body: { email: address('nope'), role: 'owner' } }),
      await member.send(updateStaff, { params: { id: 1 }, body: { role: 'owner' } }),
      await member.send(removeStaff, { params: { id: 1 } }),
      await member.send(resendInvitation, { params: { id: 1 } }),
    ])
      expect([res.statusCode, res.error.code]).toEqual([403, 'FORBIDDEN']);
  });

  it('lists owners first, then by role, then by address', async () => {
    const owner = await adminClient(shop);
    const list = (await owner.send(listStaff)).answer;
    const order = ['owner', 'fulfilment', 'catalogue', 'support'];
    const keys = list.map((m) => `${order.indexOf(m.role)} ${m.email}`);
    expect(keys).toEqual([...keys].sort((a, b) => a.localeCompare(b)));
    expect(list[0]!.role).toBe('owner');
  });
});

describe('the last active owner', () => {
  const alone = useTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '1000' });

  const activeOwners = async () =>
    (
      await queryRows<{ n: number }>(
        alone.store.db,
        sql`select count(*)::int as n from staff where role = 'owner' and status = 'active'`,
      )
    )[0]!.n;

  it('stays: an owner alone cannot step down', async () => {
    const owner = await adminClient(alone);
    const self = (await owner.send(listStaff)).answer.find((m) => m.email === DEMO_ADMIN.email)!;
    const res = await owner.send(updateStaff, { params: { id: self.id }, body: { role: 'support' } });
    expect([res.statusCode, res.error.code]).toEqual([409, 'LAST_OWNER']);
    expect(await activeOwners()).toBe(1);
  });

  it('stays when two owners demote each other at once: exactly one of them remains', async () => {
    const first = await adminClient(alone);
    const email = address('second-owner');
    const second = await staffClient(alone, 'owner', { email });
    const ids = (await first.send(listStaff)).answer;
    const a = ids.find((m) => m.email === DEMO_ADMIN.email)!.id;
    const b = ids.find((m) => m.email === email)!.id;

    // Through the API: each one's gate may already see the other's demotion (403), or the lock does (409).
    const answers = await Promise.all([
      first.send(updateStaff, { params: { id: b }, body: { role: 'fulfilment' } }),
      second.send(updateStaff, { params: { id: a }, body: { role: 'fulfilment' } }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const loser = answers.find((r) => r.statusCode !== 200)!;
    expect([
      [409, 'LAST_OWNER'],
      [403, 'FORBIDDEN'],
    ]).toContainEqual([loser.statusCode, loser.error.code]);
    expect(await activeOwners()).toBe(1);

    // Straight at the service, past the gates, round after round: the locks alone decide.
    const { staff } = alone.app.services;
    const [aUser, bUser] = await Promise.all(
      [DEMO_ADMIN.email, email].map(
        async (e) =>
          (await queryRows<{ user_id: number }>(alone.store.db, sql`select user_id from staff where email = ${e}`))[0]!
            .user_id,
      ),
    );
    for (let round = 0; round < 5; round++) {
      await alone.store.db.execute(sql`update staff set role = 'owner', status = 'active' where id in (${a}, ${b})`);
      expect(await activeOwners()).toBe(2);
      const outcomes = await Promise.allSettled([
        staff.update(b, round % 2 ? { status: 'suspended' } : { role: 'catalogue' }, aUser!),
        staff.update(a, { role: 'support' }, bUser!),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      const refused = outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason).toMatchObject({ code: 'LAST_OWNER' });
      expect(await activeOwners()).toBe(1);
    }
  });
});

describe('accepting, limited per address', () => {
  const limited = useTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: '1' });

  it('answers 429 past the registrations allowed an address', async () => {
    const body = { token: 'not-a-token', fullName: 'Eve', password: 'whatever-password' };
    const codes: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await limited.client().send(acceptInvitation, { body });
      codes.push([res.statusCode, res.error.code]);
    }
    expect(codes).toEqual([
      [400, 'INVITATION_INVALID'],
      [400, 'INVITATION_INVALID'],
      [429, 'RATE_LIMITED'],
    ]);
  });
});
