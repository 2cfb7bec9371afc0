import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getHealth, getReady } from '../../domain/api/system';
import { createTestApp, type TestApp } from '#tests/integration/harness';
import { newGuestId } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { stopServing } from './stopping';

/*
 * A server that stops (DESIGN §4 "Operating"): on SIGTERM (main.ts calls stopServing) the request in flight is
 * answered as usual and ends its connection, a request that reaches it on a connection still open is answered
 * 503 with the shop's error, headers and Retry-After, /api/ready says it is stopping, idle keep-alive
 * connections are closed and no new connection is taken. Over real sockets: the framework's injection takes no
 * request once the close has begun.
 */

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A socket to the app that sends what it is told, when it is told, and reads one HTTP/1.1 answer. */
function rawClient(port: number) {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  let received = '';
  let closed = false;
  socket.setEncoding('latin1');
  socket.on('data', (d: string) => (received += d));
  const ended = new Promise<void>((resolve) => socket.on('close', () => ((closed = true), resolve())));
  socket.on('error', () => undefined);
  const connected = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    connected,
    ended,
    get closed() {
      return closed;
    },
    send: (text: string) => socket.write(text),
    async answer(): Promise<RawAnswer> {
      for (let i = 0; i < 400; i++) {
        const head = received.indexOf('\r\n\r\n');
        if (head >= 0) {
          const [statusLine, ...lines] = received.slice(0, head).split('\r\n');
          const headers = Object.fromEntries(
            lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
          );
          const length = Number(headers['content-length'] ?? 0);
          const body = received.slice(head + 4);
          if (body.length >= length)
            return {
              status: Number(statusLine!.split(' ')[1]),
              headers,
              body: Buffer.from(body.slice(0, length), 'latin1').toString('utf8'),
            };
        }
        if (closed) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no whole answer${closed ? ' (the connection closed)' : ''}: ${received}`);
    },
  };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(ok()).toBe(true);
};

async function listening(): Promise<{ shop: TestApp; port: number }> {
  const shop = await createTestApp();
  await shop.app.listen({ port: 0, host: '127.0.0.1' });
  return { shop, port: (shop.app.server.address() as AddressInfo).port };
}

describe('a server process that stops', { timeout: 60_000 }, () => {
  it('finishes the request in flight, refuses the late one with the shop’s 503, and closes idle connections', async () => {
    const { shop, port } = await listening();
    const ready = await fetch(`http://127.0.0.1:${port}${getReady.path}`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    // In flight: its head is read (the route is chosen) and its body has not all come yet.
    const body = JSON.stringify({ guestId: newGuestId(), perfumeId: 1, quantity: 1 });
    const inFlight = rawClient(port);
    await inFlight.connected;
    inFlight.send(
      `POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Late: a request begun on an open connection, whose head ends after the close began.
    const late = rawClient(port);
    const lateReady = rawClient(port);
    await Promise.all([late.connected, lateReady.connected]);
    late.send('GET /api/perfumes HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Language: fr\r\n');
    lateReady.send(`GET ${getReady.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
    // Idle: kept alive after its answer.
    const idle = rawClient(port);
    await idle.connected;
    idle.send(`GET ${getHealth.path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    expect((await idle.answer()).status).toBe(200);
    await new Promise((r) => setTimeout(r, 100));

    const stopped = stopServing(shop.app, shop.store, 10_000);
    await until(() => shop.app.stopping);
    await until(() => idle.closed);
    // No new connection is taken.
    await expect(fetch(`http://127.0.0.1:${port}${getHealth.path}`)).rejects.toThrow();

    late.send('\r\n');
    const refused = await late.answer();
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.headers['connection']).toBe('close');
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'");
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(refused.body)).toEqual({
      code: 'SHOP_RESTARTING',
      message: 'La boutique redémarre. Veuillez réessayer dans quelques secondes.',
    });
    await late.ended;

    lateReady.send('\r\n');
    const notReady = await lateReady.answer();
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: 'unavailable', reason: 'stopping' });

    inFlight.send(body.slice(10));
    const answered = await inFlight.answer();
    expect(answered.status).toBe(201);
    expect(answered.headers['connection']).toBe('close');
    await inFlight.ended;

    await stopped;
    await shop.close().catch(() => undefined);
  });

  it('takes the connections already queued for it before it stops listening, and refuses their requests', async () => {
    const { shop, port } = await listening();
    // Their connect() goes out on the next tick; the event loop is then held, so the system completes all of
    // them into the listening socket's queue and the app takes none (Node takes one per turn of the loop).
    const queued = Array.from({ length: 8 }, () => rawClient(port));
    await new Promise<void>((resolve) => process.nextTick(resolve));
    const held = Date.now() + 100;
    while (Date.now() < held);

    const stopped = stopServing(shop.app, shop.store, 10_000);
    for (const c of queued) c.send(`GET /api/perfumes HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    // Refused as a late request is, not reset with the listening socket.
    for (const c of queued) {
      const refused = await c.answer();
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ code: 'SHOP_RESTARTING' });
    }
    await stopped;
    await expect(fetch(`http://127.0.0.1:${port}${getHealth.path}`)).rejects.toThrow();
    await shop.close().catch(() => undefined);
  });

  it('cuts a request still running after the grace, and still stops', async () => {
    const { shop, port } = await listening();
    const stuck = rawClient(port);
    await stuck.connected;
    stuck.send(
      'POST /api/cart HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n{',
    );
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    await stopServing(shop.app, shop.store, 500);
    expect(Date.now() - started).toBeLessThan(5_000);
    await stuck.ended;
    await shop.close().catch(() => undefined);
  });

  it('is not ready while its store lacks a migration of this release, or does not answer', async () => {
    const { shop, port } = await listening();
    const ready = () => fetch(`http://127.0.0.1:${port}${getReady.path}`);
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      shop.store.db,
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)
          returning id, hash, created_at::text`,
    );
    const behind = await ready();
    expect(behind.status).toBe(503);
    expect(await behind.json()).toEqual({ status: 'unavailable', reason: 'migrations' });
    await shop.store.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at}::bigint)`,
    );
    expect((await ready()).status).toBe(200);

    await shop.store.close();
    const down = await ready();
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'unavailable', reason: 'store' });
    // The process still lives; its store does not answer.
    expect((await fetch(`http://127.0.0.1:${port}${getHealth.path}`)).status).toBe(503);
    await shop.app.close();
  });
});
