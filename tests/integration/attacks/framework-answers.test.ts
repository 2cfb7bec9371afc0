import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { isErrorCode } from '../../../src/domain/shared/errors';
import { useTestApp } from '../fixtures';

/*
 * Answers the framework gives before any route runs: a path parameter past its length (414), a URL
 * that does not decode, a body that is not JSON, too large or of another type, a route that does not
 * exist, a request that is not HTTP. Each once skipped the shop's error handler: no security headers,
 * Fastify's own codes, the URL echoed back. Each must be the shop's `{ message, code }` with its
 * headers, and say nothing of what was asked.
 */
const t = useTestApp();

const MARK = 'zq9x';
const LONG = `${MARK}${'a'.repeat(120)}`;

/** The headers every answer carries (src/server/http/security.ts). */
function expectShopHeaders(headers: Record<string, unknown>) {
  expect(headers['content-security-policy']).toMatch(/default-src 'self'/);
  expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(String(headers['x-request-id'])).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(String(headers['content-type'])).toMatch(/^application\/json/);
}

/** The shop's error body: its message and one of its codes, nothing of the request in it. */
function expectShopError(body: string, status: number) {
  const json = JSON.parse(body) as Record<string, unknown>;
  expect(Object.keys(json).sort()).toEqual(['code', 'message']);
  expect(isErrorCode(json.code), `code ${String(json.code)}`).toBe(true);
  expect(String(json.code)).not.toMatch(/^FST_/);
  expect(json).not.toHaveProperty('statusCode');
  expect(body).not.toContain(MARK);
  expect(body).not.toContain('%zz');
  return { status, code: json.code };
}

describe('answers of the framework, through app.inject', () => {
  it.each([
    ['a media name past the path length', { url: `/media/${LONG}` }, 414],
    ['a perfume id past the path length', { url: `/api/perfumes/${LONG}` }, 414],
    ['an order id past the path length, with a query', { url: `/api/orders/${LONG}?key=${MARK}` }, 414],
    ['an API URL that does not decode', { url: `/api/perfumes/${MARK}%zz` }, 400],
    ['a page URL that does not decode', { url: `/collections/${MARK}%zz` }, 400],
    [
      'a body that is not JSON',
      { method: 'POST', url: '/api/cart', headers: { 'content-type': 'application/json' }, payload: `{${MARK}` },
      400,
    ],
    [
      'a body of another type',
      { method: 'POST', url: '/api/cart', headers: { 'content-type': `text/${MARK}` }, payload: MARK },
      415,
    ],
    [
      'a body too large',
      {
        method: 'POST',
        url: '/api/cart',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ note: MARK.repeat(300_000) }),
      },
      413,
    ],
    ['an API route that does not exist', { url: `/api/${MARK}` }, 404],
    ['a method no route takes', { method: 'PATCH', url: `/api/cart/${MARK}` }, 404],
    ['a file that does not exist', { url: `/${MARK}.png` }, 404],
  ] as const)('%s: the shop’s error and headers, nothing echoed', async (_what, request, status) => {
    const res = await t.app.inject(request as InjectOptions);
    expect(res.statusCode).toBe(status);
    expectShopHeaders(res.headers);
    expectShopError(res.body, status);
  });
});

describe('answers to what is not HTTP, on a real socket', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /** Writes `raw` to the server and reads what comes back until it closes the connection. */
  const exchange = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (d) => (answer += d.toString('latin1')));
      socket.on('error', reject);
      socket.on('close', () => resolve(answer));
      socket.write(raw);
    });

  function parse(answer: string) {
    const [head, body = ''] = answer.split('\r\n\r\n');
    const [statusLine, ...lines] = head!.split('\r\n');
    const headers = Object.fromEntries(
      lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
    );
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }

  it.each([
    ['a request line that is not HTTP', `GET /${MARK} NOT-HTTP\r\n\r\n`, 400],
    ['a header without a colon', `GET / HTTP/1.1\r\nHost: x\r\n${MARK}\r\n\r\n`, 400],
    ['headers past the size limit', `GET / HTTP/1.1\r\nHost: x\r\nX-${MARK}: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s: the shop’s error and headers', async (_what, raw, status) => {
    const { status: got, headers, body } = parse(await exchange(raw));
    expect(got).toBe(status);
    expectShopHeaders(headers);
    expectShopError(body, status);
    expect(Number(headers['content-length'])).toBe(Buffer.byteLength(body));
  });
});
