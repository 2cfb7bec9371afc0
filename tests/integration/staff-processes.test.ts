import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendTo as send, sqlAt, stopServers, twoServersWithOwner, withScratchDatabase } from './servers';
import { delivered } from './sql';

/**
 * Two server processes on one PostgreSQL (decision 065): two owners demoting each other at once, one
 * through each process, leave the shop one owner; one second-factor code sent to both processes at
 * once signs in once.
 */
vi.setConfig({ testTimeout: 180_000 });
afterEach(stopServers);

/** The session cookies an answer sets, as the next request's `cookie` header. */
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe.skipIf(!process.env.TEST_DATABASE_URL)('staff across processes (PostgreSQL)', () => {
  it('two owners demoting each other at once, on two processes, leave exactly one owner', async () => {
    await withScratchDatabase('staff_procs', async (url) => {
      const { ports, cookie: first } = await twoServersWithOwner(url);
      const [a, b] = ports;

      // A second owner, invited on one process and joining on the other.
      const email = 'second.owner@maison-lumiere.test';
      const invited = await send(a, 'POST', '/api/admin/staff', { email, role: 'owner' }, first);
      expect(invited.status, JSON.stringify(invited.json)).toBe(201);
      // Read as its recipient gets it: the outbox keeps the token beside the body until SMTP takes the mail.
      const [mail] = await sqlAt<{ text: string; secrets: unknown }>(
        url,
        `select text, secrets from mails where to_address = $1`,
        [email],
      );
      const text = delivered(mail!.text, mail!.secrets);
      const token = new URL(text.match(/https?:\/\/\S+\/staff\/accept\?token=\S+/)![0]).searchParams.get('token');
      const joined = await send(b, 'POST', '/api/auth/invitations/accept', {
        token,
        fullName: 'Second Owner',
        password: 'a-second-owner-password',
      });
      expect(joined.status, JSON.stringify(joined.json)).toBe(201);
      const second = cookieOf(joined.res);

      const members = (await send(a, 'GET', '/api/admin/staff', undefined, first)).json as unknown as {
        id: number;
        email: string;
      }[];
      const idOf = (address: string) => members.find((m) => m.email === address)!.id;
      const secondId = idOf(email);
      const firstId = members.find((m) => m.email !== email)!.id;

      // Each demotes the other, at the same moment, through a different process.
      const [one, two] = await Promise.all([
        send(a, 'PUT', `/api/admin/staff/${secondId}`, { role: 'support' }, first),
        send(b, 'PUT', `/api/admin/staff/${firstId}`, { role: 'support' }, second),
      ]);
      const statuses = [one.status, two.status].sort();
      expect(statuses[0], JSON.stringify([one.json, two.json])).toBe(200);
      // The loser is refused: the last owner stays (409), or it was demoted first and may no longer manage staff (403).
      expect([403, 409]).toContain(statuses[1]);
      const owners = await sqlAt<{ n: number }>(
        url,
        `select count(*)::int as n from staff where role = 'owner' and status = 'active'`,
      );
      expect(owners[0]!.n).toBe(1);
    });
  });

  it('one second-factor code sent to both processes at once signs in once', async () => {
    await withScratchDatabase('totp_procs', async (url) => {
      const { ports } = await twoServersWithOwner(url);
      const [a, b] = ports;
      const account = {
        fullName: 'Ada Lovelace',
        username: 'ada_two_processes',
        email: 'ada.two.processes@example.com',
        password: 'lovelace-1815',
      };
      expect((await send(a, 'POST', '/api/auth/register', account)).status).toBe(201);
      const signedIn = cookieOf((await send(a, 'POST', '/api/auth/login', account)).res);
      const { password } = account;
      const setup = (await send(a, 'POST', '/api/auth/2fa/setup', { password }, signedIn)).json as { secret: string };
      const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
      const enabled = await send(b, 'POST', '/api/auth/2fa/enable', { password, code: totp.generate() }, signedIn);
      expect(enabled.status, JSON.stringify(enabled.json)).toBe(200);

      // Two sign-ins waiting for their code, one on each process.
      const waiting = await Promise.all(
        [a, b].map(async (port) => {
          const res = await send(port, 'POST', '/api/auth/login', account);
          expect(res.json).toEqual({ twoFactorRequired: true });
          return cookieOf(res.res);
        }),
      );
      // The next step's code (the one that enabled it is spent), sent to both at once.
      const code = totp.generate({ timestamp: Date.now() + 30_000 });
      const answers = await Promise.all(
        [a, b].map((port, i) => send(port, 'POST', '/api/auth/login/2fa', { code }, waiting[i])),
      );
      expect(answers.map((r) => r.status).sort(), JSON.stringify(answers.map((r) => r.json))).toEqual([200, 400]);
      const sessions = await sqlAt<{ n: number }>(
        url,
        `select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = $1`,
        [account.email],
      );
      // The first sign-in's session and the one the code opened.
      expect(sessions[0]!.n).toBe(2);
    });
  });
});
