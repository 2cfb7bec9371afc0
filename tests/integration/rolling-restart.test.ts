import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { healthy, startServer, stopServers, TEST_CARD, TEST_SHIPPING, withScratchDatabase } from './servers';
import { startSmtp } from './smtp';

/*
 * A rolling restart loses nothing (DESIGN §1 "Operating the shop", issue #50): two server processes on one
 * PostgreSQL (WEB_CONCURRENCY=2) under a steady load of catalogue reads and whole checkouts, over kept-alive
 * connections and fresh ones, are replaced one by one (SIGHUP to the primary: src/server/processes.ts). Every
 * request ends in a success, every old process exits 0 once it has finished its requests, and every paid order's
 * confirmation reaches a real SMTP server exactly once.
 *
 * The load's client does what HTTP clients do (browsers, Node's agent as its documentation shows, proxies): a
 * request that meets the close of a kept-alive connection before any byte of its answer is sent again on a new
 * connection (the server had not read it: an idle connection is all a stopping server closes), and a 503 with
 * Retry-After is sent again after that wait (docs/operations.md, "Restarts that lose nothing"). Both are counted;
 * anything else is a failure.
 */
vi.setConfig({ testTimeout: 240_000 });
afterEach(stopServers);

const childrenOf = (pid: number): number[] =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
const until = async (ok: () => boolean, timeoutMs = 60_000) => {
  const start = Date.now();
  while (!ok()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

interface Tally {
  ok: number;
  /** Sent again after a kept-alive connection closed before any byte of the answer. */
  resentAfterClose: number;
  /** Sent again after a 503 with Retry-After. */
  resentAfter503: number;
  failures: string[];
}

/** One request as the load's client sends it, sent again only where HTTP says it may be; its answer as JSON. */
async function send(
  port: number,
  agent: Agent | false,
  tally: Tally,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Record<string, unknown>> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await new Promise<
      { status: number; retryAfter?: string; text: string } | { error: NodeJS.ErrnoException; reused: boolean }
    >((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path,
          method,
          agent,
          headers: {
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
            ...(agent === false ? { connection: 'close' } : {}),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (d: string) => (text += d));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string, text }),
          );
          res.on('error', (error) => resolve({ error, reused: false }));
        },
      );
      req.on('error', (error: NodeJS.ErrnoException) => resolve({ error, reused: req.reusedSocket }));
      req.end(payload);
    });
    if ('error' in answer) {
      if (answer.reused && ['ECONNRESET', 'EPIPE'].includes(answer.error.code ?? '')) {
        tally.resentAfterClose++;
        continue;
      }
      tally.failures.push(`${method} ${path}: ${answer.error.code ?? answer.error.message}`);
      return {};
    }
    if (answer.status === 503 && answer.retryAfter) {
      tally.resentAfter503++;
      await new Promise((r) => setTimeout(r, Number(answer.retryAfter) * 1000));
      continue;
    }
    if (answer.status < 200 || answer.status >= 300) {
      tally.failures.push(`${method} ${path}: ${answer.status} ${answer.text.slice(0, 200)}`);
      return {};
    }
    tally.ok++;
    return JSON.parse(answer.text) as Record<string, unknown>;
  }
  tally.failures.push(`${method} ${path}: sent 5 times`);
  return {};
}

/** A guest's whole checkout, paid by card; answers the address its confirmation goes to, once it is paid. */
async function checkout(port: number, agent: Agent | false, tally: Tally, n: number): Promise<string | undefined> {
  const email = `rolling.${n}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const guestId = `guest_${crypto.randomUUID()}`;
  const failed = tally.failures.length;
  await send(port, agent, tally, 'POST', '/api/cart', { guestId, perfumeId: 1 + (n % 20), quantity: 1 });
  const intent = await send(port, agent, tally, 'POST', '/api/create-payment-intent', { guestId, country: 'FR' });
  const order = await send(port, agent, tally, 'POST', '/api/orders', {
    guestId,
    shippingDetails: { ...TEST_SHIPPING, email },
    paymentIntentId: intent.paymentIntentId,
  });
  await send(port, agent, tally, 'POST', '/api/payments/simulated/confirm', {
    clientSecret: intent.clientSecret,
    ...TEST_CARD,
  });
  const confirmed = await send(port, agent, tally, 'POST', '/api/confirm-payment', {
    paymentIntentId: intent.paymentIntentId,
    orderId: order.id,
  });
  if (tally.failures.length > failed) return undefined;
  if (confirmed.status !== 'succeeded') {
    tally.failures.push(`checkout ${n}: confirm-payment answered ${JSON.stringify(confirmed)}`);
    return undefined;
  }
  return email;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a rolling restart under load', () => {
  it('replaces both processes one by one and loses no request and no mail', async () => {
    const smtp = await startSmtp();
    await withScratchDatabase('rolling_restart', async (url) => {
      const server = startServer({ DATABASE_URL: url, WEB_CONCURRENCY: '2', SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
      const primary = server.child.pid!;
      await healthy(server);
      await until(() => (server.output().match(/shop listening on/g) ?? []).length === 2);
      const before = childrenOf(primary);

      const tally: Tally = { ok: 0, resentAfterClose: 0, resentAfter503: 0, failures: [] };
      const paid: string[] = [];
      let running = true;
      let n = 0;
      const agents: Agent[] = [];
      const loop = async (work: (agent: Agent | false) => Promise<void>, keepAlive: boolean) => {
        const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
        if (agent) agents.push(agent);
        // A steady load that leaves the two cores room to start the new processes (a few hundred requests a second).
        while (running) {
          await work(agent);
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      const shopper = async (agent: Agent | false) => {
        const email = await checkout(server.port, agent, tally, n++);
        if (email) paid.push(email);
      };
      const browser = async (agent: Agent | false) => {
        await send(server.port, agent, tally, 'GET', '/api/perfumes');
        await send(server.port, agent, tally, 'GET', `/api/perfumes/${1 + (n % 20)}`);
      };
      const loops = [
        loop(shopper, true),
        loop(shopper, true),
        loop(shopper, false),
        loop(browser, true),
        loop(browser, true),
        loop(browser, false),
      ];

      await new Promise((r) => setTimeout(r, 1500));
      const okBefore = tally.ok;
      server.child.kill('SIGHUP');
      await until(() => server.output().includes('Rolling restart done'), 120_000);
      const okDuring = tally.ok - okBefore;
      await new Promise((r) => setTimeout(r, 1500));
      running = false;
      await Promise.all(loops);
      for (const agent of agents) agent.destroy();

      expect(tally.failures).toEqual([]);
      expect(okDuring).toBeGreaterThan(50);
      expect(paid.length).toBeGreaterThan(10);
      expect(server.output()).toContain('Rolling restart done: 2 of 2 server processes replaced.');
      expect(server.output().match(/Rolling restart: process \d+ stopped \(code 0\)/g)).toHaveLength(2);
      const after = childrenOf(primary);
      expect(after).toHaveLength(2);
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      // Every paid order's confirmation, once: none lost with a stopped process, none sent twice.
      await smtp.waitFor((m) => paid.some((e) => m.to.includes(e)), paid.length, 30_000);
      await new Promise((r) => setTimeout(r, 1000));
      for (const email of paid) expect(smtp.to(email), email).toHaveLength(1);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    });
    await smtp.stop();
  });
});
