import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures';
import { newUser } from '../helpers';

/*
 * Forged X-Forwarded-For. With TRUST_PROXY=true the server took the first address a client wrote in
 * the header as its own, so a client escaped the per-address limits by writing a new one each time (30
 * registrations and 70 failed sign-ins from one machine, never limited). The server now trusts a number
 * of proxies in front of it (TRUST_PROXY=1) or the proxies' own addresses (TRUST_PROXY=10.0.0.0/8,…):
 * the client's address is the one the last trusted proxy saw, whatever the client wrote before it.
 * With AUTH_RATE_LIMIT = 2: 10 failed sign-ins and 4 registrations per address.
 */

const login = (app: ReturnType<typeof useTestApp>['app'], from: string, forwardedFor: string | undefined, i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: { email: `spray-${i}-${Math.random()}@example.com`, password: 'password1' },
  });
const register = (app: ReturnType<typeof useTestApp>['app'], from: string, forwardedFor: string | undefined) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: from,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
    payload: newUser(),
  });

/** A different made-up address for every request, as the attacker wrote them. */
const forged = (i: number) => `203.0.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function failedSignIns(
  app: ReturnType<typeof useTestApp>['app'],
  n: number,
  from: string,
  via: (i: number) => string | undefined,
) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await login(app, from, via(i), i)).statusCode);
  return statuses;
}

describe('one proxy in front (TRUST_PROXY=1)', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '1' });
  // The proxy at 127.0.0.1 appends the address it saw to whatever the client sent.
  const viaProxy = (client: string) => (i: number) => `${forged(i)}, ${client}`;

  it('counts failed sign-ins by the address the proxy saw, not the ones the client wrote', async () => {
    const statuses = await failedSignIns(t.app, 11, '127.0.0.1', viaProxy('198.51.100.7'));
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client behind the same proxy is not limited.
    expect((await login(t.app, '127.0.0.1', `${forged(1)}, 198.51.100.8`, 0)).statusCode).toBe(401);
  });

  it('counts registrations the same way', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await register(t.app, '127.0.0.1', viaProxy('198.51.100.9')(i))).statusCode);
    expect(statuses).toEqual([...Array(4).fill(201), 429]);
  });
});

describe("the proxies' addresses (TRUST_PROXY=127.0.0.1,10.0.0.0/8)", () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });

  it('ignores the header from a client that is not a trusted proxy', async () => {
    const statuses = await failedSignIns(t.app, 11, '127.0.0.9', forged);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('reads the client behind two trusted proxies, past anything the client wrote', async () => {
    const statuses = await failedSignIns(t.app, 11, '127.0.0.1', (i) => `${forged(i)}, 198.51.100.20, 10.1.2.3`);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('no proxy (the default)', () => {
  const t = useTestApp({ AUTH_RATE_LIMIT: '2' });

  it('never reads the header', async () => {
    const statuses = await failedSignIns(t.app, 11, '127.0.0.10', forged);
    expect(statuses[10]).toBe(429);
  });
});
