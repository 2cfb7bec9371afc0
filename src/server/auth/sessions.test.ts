import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { type Client, newUser } from '#tests/integration/helpers';
import { listAdminOrders } from '../../domain/api/admin';
import { endOtherSessions, endSession, getCurrentUser, listSessions, login } from '../../domain/api/auth';
import { deviceName } from './security';

/**
 * An account's devices (decision 065): its live sessions, named by the browser
 * that signed in, the one asking marked; any of them ended from another, or all the others at once.
 */
const t = useTestApp();

const FIREFOX_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** One account signed in from a Mac's Firefox and from an iPhone's Safari. */
async function twoDevices(): Promise<{ mac: Client; phone: Client; user: ReturnType<typeof newUser> }> {
  const user = newUser();
  const mac = await signedIn(t, user);
  // signedIn's own session is the injector's; the Mac signs in again as Firefox.
  const again = await mac.send(
    login,
    { body: { email: user.email, password: user.password } },
    { 'user-agent': FIREFOX_MAC },
  );
  expect(again.statusCode).toBe(200);
  const phone = t.client();
  const res = await phone.send(
    login,
    { body: { email: user.email, password: user.password } },
    { 'user-agent': SAFARI_IPHONE },
  );
  expect(res.statusCode).toBe(200);
  return { mac, phone, user };
}

describe('signed-in devices', () => {
  it('names a browser by its User-Agent', () => {
    expect(deviceName(FIREFOX_MAC)).toBe('Firefox on macOS');
    expect(deviceName(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(deviceName(null)).toBe('Unknown device');
    expect(deviceName('lightMyRequest')).toBe('Unknown device');
  });

  it('lists both devices, most recently seen first, the one asking marked', async () => {
    const { mac, phone } = await twoDevices();
    const seen = (await phone.send(listSessions)).answer;
    expect(seen.map((s) => s.device)).toEqual(['Safari on iOS', 'Firefox on macOS']);
    expect(seen.map((s) => s.current)).toEqual([true, false]);
    expect(seen.every((s) => !('tokenHash' in s))).toBe(true);
    const fromMac = (await mac.send(listSessions)).answer;
    expect(fromMac.find((s) => s.current)?.device).toBe('Firefox on macOS');
  });

  it('ends another device: its requests answer 401, the one asking stays signed in', async () => {
    const { mac, phone } = await twoDevices();
    const other = (await phone.send(listSessions)).answer.find((s) => !s.current)!;
    expect((await phone.send(endSession, { params: { id: other.id } })).statusCode).toBe(204);
    expect((await mac.send(getCurrentUser)).statusCode).toBe(401);
    expect((await phone.send(getCurrentUser)).statusCode).toBe(200);
    const again = await phone.send(endSession, { params: { id: other.id } });
    expect(again.statusCode).toBe(404);
    expect(again.error.code).toBe('SESSION_NOT_FOUND');
    expect((await phone.send(listSessions)).answer).toHaveLength(1);
  });

  it('ends every other device at once', async () => {
    const { mac, phone, user } = await twoDevices();
    const third = t.client();
    expect((await third.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await phone.send(listSessions)).answer).toHaveLength(3);
    expect((await phone.send(endOtherSessions)).statusCode).toBe(204);
    expect((await mac.send(getCurrentUser)).statusCode).toBe(401);
    expect((await third.send(getCurrentUser)).statusCode).toBe(401);
    const left = (await phone.send(listSessions)).answer;
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it("answers 404 for another account's device, and ends nothing", async () => {
    const { mac, phone } = await twoDevices();
    const stranger = await signedIn(t);
    const theirs = (await phone.send(listSessions)).answer.find((s) => !s.current)!;
    const res = await stranger.send(endSession, { params: { id: theirs.id } });
    expect(res.statusCode).toBe(404);
    expect(res.error.code).toBe('SESSION_NOT_FOUND');
    expect((await mac.send(getCurrentUser)).statusCode).toBe(200);
    expect((await t.client().send(listSessions)).statusCode).toBe(401);
  });

  it('signs out the device that ends its own session', async () => {
    const { phone } = await twoDevices();
    const mine = (await phone.send(listSessions)).answer.find((s) => s.current)!;
    const res = await phone.send(endSession, { params: { id: mine.id } });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'sid')?.value).toBe('');
    expect((await phone.send(getCurrentUser)).statusCode).toBe(401);
  });

  /*
   * Each read's session is kept by the process (decision 075); what changes it, written by the shop or by SQL alone (an
   * import, a DBA), is told by the database before the writing statement answers.
   */
  it('answers a read by the account, its session and its access as they are now, whoever changed them', async () => {
    const user = newUser({ fullName: 'Ada Lovelace' });
    const ada = await signedIn(t, user);
    const name = async () => {
      const res = await ada.send(getCurrentUser);
      return res.statusCode === 200 ? res.answer.fullName : res.statusCode;
    };
    expect(await name()).toBe('Ada Lovelace');
    expect(await name()).toBe('Ada Lovelace');
    await t.store.db.execute(sql`update users set full_name = 'Ada King' where email = ${user.email}`);
    expect(await name()).toBe('Ada King');
    await t.store.db.execute(
      sql`delete from sessions where user_id = (select id from users where email = ${user.email})`,
    );
    expect(await name()).toBe(401);

    const admin = await adminClient(t);
    const orders = async () => (await admin.send(listAdminOrders, { query: { limit: 5 } })).statusCode;
    expect(await orders()).toBe(200);
    expect(await orders()).toBe(200);
    await t.store.db.execute(sql`update staff set status = 'suspended' where role = 'owner'`);
    try {
      expect(await orders()).toBe(403);
    } finally {
      await t.store.db.execute(sql`update staff set status = 'active' where role = 'owner'`);
    }
    expect(await orders()).toBe(200);
  });
});
