import { Writable } from 'node:stream';
import pino from 'pino';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { redactUrl } from '../../../src/server/http/log';
import { useTestApp } from '../fixtures';

/*
 * Secrets in query strings. An order's page is opened with its key (`/orders/1?key=…`), a reset link
 * carries its token (`/reset-password?token=…`), a guest's cart its id (`?guestId=…`): whoever reads
 * the logs must not read them. They sat in every request line at `debug`, and in the line of every
 * 5xx at any level. The URL is logged with those values redacted by name, at every level.
 */
const t = useTestApp({ LOG_LEVEL: 'debug' });

const KEY = 'k3y-d0-not-log-me-7f1c2e9a';
const TOKEN = 't0ken-d0-not-log-me-5b8d3a';
const GUEST = 'guest_d0NotLogMeAbCdEfGhIjKlMn0123';

let lines: string[] = [];
beforeAll(() => {
  // Every request's logger is a child of the app's, made when the request arrives: from now on they
  // write here.
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  (t.app.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
});
afterEach(() => {
  lines = [];
  vi.restoreAllMocks();
});

const secrets = [KEY, TOKEN, GUEST, encodeURIComponent(GUEST)];

function expectNoSecret() {
  const log = lines.join('\n');
  for (const secret of secrets) expect(log, `the logs hold ${secret}`).not.toContain(secret);
}

const logged = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('request lines', () => {
  it.each([
    [`/api/orders/1?key=${KEY}`],
    [`/api/cart?guestId=${GUEST}`],
    [`/api/cart/summary?guestId=${GUEST}&after=5`],
    [`/reset-password?token=${TOKEN}`],
    [`/api/user/orders?limit=5&KEY=${KEY}&Token=${TOKEN}`],
    [`/api/orders/2?a=1&%6bey=${KEY}&guest%49d=${GUEST}`],
  ])('GET %s at debug: the line names the request, not its secrets', async (url) => {
    await t.app.inject({ url });
    expectNoSecret();
    const request = logged().find((l) => l.msg === 'request');
    expect(request, lines.join('\n')).toBeDefined();
    expect(String(request!.url)).toMatch(/\[redacted\]/);
    expect(String(request!.url).split('?')[0]).toBe(url.split('?')[0]);
  });

  it('keeps what is no secret (the path, a page, a filter)', async () => {
    await t.app.inject({ url: `/api/perfumes?q=rose&after=5&key=${KEY}` });
    const request = logged().find((l) => l.msg === 'request')!;
    expect(request.url).toBe('/api/perfumes?q=rose&after=5&key=[redacted]');
  });

  it('a 5xx: the error line, at every level, holds no secret either', async () => {
    vi.spyOn(t.app.services.cart, 'summary').mockRejectedValue(new Error('the store is gone'));
    const res = await t.app.inject({ url: `/api/cart/summary?guestId=${GUEST}&key=${KEY}&token=${TOKEN}` });
    expect(res.statusCode).toBe(500);
    expectNoSecret();
    const failed = logged().find((l) => l.msg === 'request failed');
    expect(failed, lines.join('\n')).toMatchObject({
      level: 50,
      status: 500,
      url: '/api/cart/summary?guestId=[redacted]&key=[redacted]&token=[redacted]',
    });
    expect(logged().some((l) => l.msg === 'unhandled error')).toBe(true);
  });

  it('a request refused before routing (414) leaves no secret behind', async () => {
    await t.app.inject({ url: `/api/orders/${'9'.repeat(120)}?key=${KEY}` });
    expectNoSecret();
  });
});

describe('redactUrl', () => {
  it.each([
    ['/orders/1?key=abc', '/orders/1?key=[redacted]'],
    ['/x?token=abc&after=2', '/x?token=[redacted]&after=2'],
    ['/x?guestId=abc', '/x?guestId=[redacted]'],
    ['/x?GUESTID=abc&guestid=def', '/x?GUESTID=[redacted]&guestid=[redacted]'],
    ['/x?%6Bey=abc', '/x?%6Bey=[redacted]'],
    ['/x?key', '/x?key'],
    ['/x?key=', '/x?key='],
    ['/x?q=a%zz&key=b', '/x?q=a%zz&key=[redacted]'],
    ['/x?%zz=1', '/x?%zz=1'],
    ['/x', '/x'],
    ['/x?', '/x?'],
    ['/x?q=key%3Dabc', '/x?q=key%3Dabc'],
  ])('%s → %s', (url, redacted) => {
    expect(redactUrl(url)).toBe(redacted);
  });
});

describe("the logger's request serializer", () => {
  it('redacts the URL of a request logged as `req`', async () => {
    t.app.log.info({ req: { method: 'GET', url: `/orders/3?key=${KEY}`, ip: '127.0.0.1' } }, 'a request');
    expectNoSecret();
    expect(logged().find((l) => l.msg === 'a request')).toMatchObject({
      req: { method: 'GET', url: '/orders/3?key=[redacted]', remoteAddress: '127.0.0.1' },
    });
  });
});
