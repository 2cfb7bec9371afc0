import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postPinned } from './post';

/**
 * One try of a delivery (post.ts): it connects to the address the guard checked whatever DNS says of the name (no
 * rebinding), keeps the name in `Host`, follows no redirect, reads little of an answer and waits a bounded time.
 */

const seen: { host: string | undefined; body: string }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    seen.push({ host: req.headers.host, body });
    if (req.url === '/redirect') res.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' }).end();
    else if (req.url === '/large') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      // An answer that never ends: the try reads a few kilobytes and is done.
      const chunk = 'x'.repeat(64 * 1024);
      const write = () => {
        while (res.write(chunk));
        res.once('drain', write);
      };
      write();
    } else if (req.url === '/silent') {
      // Never answers.
    } else res.writeHead(204).end();
  });
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const loopback = { address: '127.0.0.1', family: 4 };

describe('a try', () => {
  it('connects to the checked address, the name kept in Host, never asking DNS', async () => {
    // `.invalid` never resolves: the request reaches the server only through the pinned address.
    const url = new URL(`http://hooks.shop.invalid:${port}/in?x=1`);
    const outcome = await postPinned(url, loopback, { 'content-type': 'application/json' }, '{"a":1}');
    expect(outcome).toEqual({ statusCode: 204, error: null });
    expect(seen.at(-1)).toEqual({ host: `hooks.shop.invalid:${port}`, body: '{"a":1}' });
  });

  it('answers a redirect as it is, without following it', async () => {
    const outcome = await postPinned(new URL(`http://127.0.0.1:${port}/redirect`), loopback, {}, '{}');
    expect(outcome).toEqual({ statusCode: 302, error: null });
  });

  it('reads a few kilobytes of an endless answer and is done', async () => {
    const started = Date.now();
    const outcome = await postPinned(new URL(`http://127.0.0.1:${port}/large`), loopback, {}, '{}', 5_000);
    expect(outcome).toEqual({ statusCode: 200, error: null });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const outcome = await postPinned(new URL(`http://127.0.0.1:${port}/silent`), loopback, {}, '{}', 300);
    expect(outcome).toEqual({ statusCode: null, error: 'no answer within 0.3 s' });
  });

  it('says why when nothing listens', async () => {
    const outcome = await postPinned(new URL('http://127.0.0.1:1/x'), loopback, {}, '{}');
    expect(outcome.statusCode).toBeNull();
    expect(outcome.error).toMatch(/ECONNREFUSED/);
  });
});
