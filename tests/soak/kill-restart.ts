/**
 * `npm run test:soak`: kill -9 soak. For SOAK_ROUNDS rounds (default 5) the built server runs on one
 * store (a fresh DATA_DIR, reused from round to round), SOAK_SHOPPERS shoppers (default 20) drive full
 * checkouts against it, and the server is SIGKILLed 1–4 s in, then started again on the same data.
 * After the last round the store is audited with SQL: nothing answered may be lost, nothing paid may
 * be paid twice.
 * The server mails through a real SMTP server in this process, which outlives the kills: after the
 * last restart has sent every mail, each paid order must have had its confirmation, and the
 * duplicates the kills caused (the same Message-ID received twice) are counted; a kill may resend at
 * most one mail per SMTP connection (docs/decisions: Mail marked sent on acceptance).
 * With DATABASE_URL the same soak also runs on that PostgreSQL database. Not part of `npm test`.
 * Exits 1 on any audit failure. Loopback only; each round (restart, load, kill) is bounded to 30 s.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { openStore, type StoreOptions } from '../../src/server/db/client';
import { MAX_UNMARKED } from '../../src/server/mail/outbox-worker';
import { auditStore, countOf, idList, ordersFound } from '../audit';
import { queryRows } from '../integration/sql';
import { type ReceivedMail, startSmtp } from '../integration/smtp';

const ROUNDS = Number(process.env.SOAK_ROUNDS ?? 5);
const SHOPPERS = Number(process.env.SOAK_SHOPPERS ?? 20);
const ROUND_MS = 30_000;
const REQUEST_MS = 10_000;
/** Bound of the one untimed first start (PGlite creates its directory: slow on a loaded machine). */
const PREPARE_MS = 180_000;
/** Bound of the last restart's sending of every mail left (a killed server's leases end after 30 s). */
const DRAIN_MS = 120_000;
const BUILD_DIR = process.env.BUILD_DIR ?? 'dist';

if (!Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error(`SOAK_ROUNDS must be a positive integer (got ${process.env.SOAK_ROUNDS})`);
  process.exit(2);
}
if (!Number.isInteger(SHOPPERS) || SHOPPERS < 1) {
  console.error(`SOAK_SHOPPERS must be a positive integer (got ${process.env.SOAK_SHOPPERS})`);
  process.exit(2);
}

execSync('node scripts/build-if-needed.mjs', { stdio: 'inherit' });

const shippingDetails = {
  fullName: 'Soak Shopper',
  email: 'soak@example.com',
  address: '1 Kill Street',
  city: 'Paris',
  postalCode: '75001',
  country: 'FR',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A free loopback port, asked of the kernel. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startServer(env: Record<string, string>, port: number): Server {
  // The store is the one named in `env`, never one inherited from this shell.
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  const child = spawn(process.execPath, [`${BUILD_DIR}/server/main.js`], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      ORDER_RATE_LIMIT: '100000',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-4000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function healthy(port: number, deadline: number, server: Server): Promise<void> {
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`the server exited (${server.child.exitCode}):\n${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) })).ok) return;
    } catch {
      // not yet listening
    }
    await sleep(50);
  }
  throw new Error(`no healthy answer on ${port} in time:\n${server.output()}`);
}

async function post(port: number, path: string, body: unknown, signal: AbortSignal) {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_MS)]),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

interface Tally {
  flowsStarted: number;
  answeredOrders: number[];
  settledOrders: number[];
  kills: number;
  killsSurvived: number;
  longestRoundMs: number;
  errors: string[];
}

/** Shoppers loop over whole checkouts until the server goes away under them. */
async function shop(port: number, tally: Tally, stop: AbortSignal) {
  const shopper = async () => {
    while (!stop.aborted) {
      tally.flowsStarted++;
      try {
        const guestId = `guest_${crypto.randomUUID()}`;
        await post(
          port,
          '/api/cart',
          { guestId, perfumeId: 1 + Math.floor(Math.random() * 20), quantity: 1 + Math.floor(Math.random() * 3) },
          stop,
        );
        const intent = (await post(port, '/api/create-payment-intent', { guestId }, stop)).json;
        // The payment is attached to the order, as the browser does: only its own intent pays it.
        const order = await post(
          port,
          '/api/orders',
          { guestId, shippingDetails, paymentIntentId: intent.paymentIntentId },
          stop,
        );
        if (order.status !== 201) continue;
        const orderId = order.json.id as number;
        tally.answeredOrders.push(orderId);
        await post(
          port,
          '/api/payments/simulated/confirm',
          { clientSecret: intent.clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
          stop,
        );
        const confirm = await post(
          port,
          '/api/confirm-payment',
          { paymentIntentId: intent.paymentIntentId, orderId },
          stop,
        );
        if (confirm.json.status === 'succeeded') tally.settledOrders.push(orderId);
      } catch {
        return; // the server is gone (or the round is over)
      }
    }
  };
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
}

async function soak(env: Record<string, string>): Promise<Tally> {
  const tally: Tally = {
    flowsStarted: 0,
    answeredOrders: [],
    settledOrders: [],
    kills: 0,
    killsSurvived: 0,
    longestRoundMs: 0,
    errors: [],
  };
  // First start: creating a PGlite directory (or migrating a new database) and seeding the catalogue
  // takes far longer than a restart, so it happens once, outside the timed rounds.
  {
    const port = await freePort();
    const server = startServer(env, port);
    const started = Date.now();
    try {
      await healthy(port, started + PREPARE_MS, server);
      server.child.kill('SIGTERM');
      await server.exited;
      console.log(`  store prepared in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    } catch (e) {
      tally.errors.push(`preparing the store: ${(e as Error).message}`);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      return tally;
    }
  }
  for (let round = 1; round <= ROUNDS; round++) {
    const started = Date.now();
    const deadline = started + ROUND_MS;
    const port = await freePort();
    const server = startServer(env, port);
    const stop = new AbortController();
    const guard = setTimeout(() => stop.abort(), ROUND_MS);
    try {
      await healthy(port, deadline - 5000, server);
      if (round > 1) tally.killsSurvived++; // it came back on the data the last kill left
      const running = shop(port, tally, stop.signal);
      await sleep(1000 + Math.random() * 3000);
      server.child.kill('SIGKILL');
      tally.kills++;
      await server.exited;
      await running;
    } catch (e) {
      tally.errors.push(`round ${round}: ${(e as Error).message}`);
      stop.abort();
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
      break;
    } finally {
      clearTimeout(guard);
    }
    const ms = Date.now() - started;
    tally.longestRoundMs = Math.max(tally.longestRoundMs, ms);
    if (ms > ROUND_MS) tally.errors.push(`round ${round} took ${ms} ms (bound ${ROUND_MS} ms)`);
    process.stdout.write(
      `  round ${round}/${ROUNDS}: ${tally.flowsStarted} flows, ${tally.answeredOrders.length} orders, ${tally.settledOrders.length} settled\n`,
    );
  }

  // The last restart: the store opens on what the last kill left, sends every mail still waiting (the
  // ones a kill left leased go once their lease ends), then shuts down cleanly.
  if (!tally.errors.length) {
    const port = await freePort();
    const server = startServer(env, port);
    try {
      await healthy(port, Date.now() + ROUND_MS, server);
      tally.killsSurvived++;
      await outboxSent(port, Date.now() + DRAIN_MS);
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) tally.errors.push(`the final SIGTERM exited with ${code}:\n${server.output()}`);
    } catch (e) {
      tally.errors.push(`final restart: ${(e as Error).message}`);
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exited;
    }
  }
  return tally;
}

/** Waits until the server's outbox holds no pending mail (its health says how many wait). */
async function outboxSent(port: number, deadline: number): Promise<void> {
  let pending: unknown;
  while (Date.now() < deadline) {
    const health = (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
      mail?: { pending?: number };
    };
    pending = health.mail?.pending;
    if (pending === 0) return;
    await sleep(500);
  }
  throw new Error(`mails still pending after ${DRAIN_MS / 1000} s (${String(pending)})`);
}

/**
 * The order confirmations the SMTP server received, by the Message-ID their event names: how many
 * arrived, how many orders they were for, how many were duplicates of one already received, and
 * the paid orders that had none.
 */
function confirmations(received: readonly ReceivedMail[], paidOrderIds: readonly number[]) {
  const byOrder = new Map<number, number>();
  for (const mail of received) {
    const order = /^<order-confirmation\.(\d+)@/.exec(mail.messageId)?.[1];
    if (order) byOrder.set(Number(order), (byOrder.get(Number(order)) ?? 0) + 1);
  }
  const total = [...byOrder.values()].reduce((a, b) => a + b, 0);
  return {
    received: total,
    orders: byOrder.size,
    duplicates: total - byOrder.size,
    paidWithout: paidOrderIds.filter((id) => !byOrder.has(id)).length,
  };
}

async function audit(options: StoreOptions, tally: Tally, received: readonly ReceivedMail[]) {
  const s = await openStore(options);
  try {
    const count = (q: SQL) => countOf(s.db, q);
    const { paidWithoutOnePayment, settledCartsWithLines } = await auditStore(s.db);
    const answered = [...new Set(tally.answeredOrders)];
    const settled = [...new Set(tally.settledOrders)];
    const answeredFound = await ordersFound(s.db, answered);
    // The soak's own checks: every order confirmed 'succeeded' is paid.
    const settledPaid = settled.length
      ? await count(
          sql`select count(*)::int as n from orders where payment_status = 'paid' and id in (${idList(settled)})`,
        )
      : 0;
    const paidInStore = await count(sql`select count(*)::int as n from orders where payment_status = 'paid'`);
    const paidIds = (
      await queryRows<{ id: number }>(s.db, sql`select id from orders where payment_status = 'paid'`)
    ).map((r) => Number(r.id));
    const unsentMails = await count(sql`select count(*)::int as n from mails where status <> 'sent'`);
    return {
      mail: { ...confirmations(received, paidIds), unsent: unsentMails },
      paidWithoutOnePayment,
      settledCartsWithLines,
      answered: answered.length,
      answeredFound,
      settled: settled.length,
      settledPaid,
      paidInStore,
    };
  } finally {
    await s.close();
  }
}

interface Result {
  label: string;
  tally: Tally;
  audit: Awaited<ReturnType<typeof audit>> | null;
  failures: string[];
}

async function runOn(label: string, env: Record<string, string>, store: StoreOptions): Promise<Result> {
  console.log(`\n== ${label}: ${ROUNDS} rounds, ${SHOPPERS} shoppers, SIGKILL 1–4 s in ==`);
  // The SMTP server of this run, in this process: it outlives every kill, and keeps all it received.
  const smtp = await startSmtp();
  const tally = await soak({ ...env, SMTP_URL: smtp.url }).finally(() => smtp.stop());
  const failures = [...tally.errors];
  let a: Result['audit'] = null;
  try {
    a = await audit(store, tally, smtp.received);
    if (a.paidWithoutOnePayment)
      failures.push(`${a.paidWithoutOnePayment} paid orders without exactly one succeeded payment of their total`);
    if (a.settledCartsWithLines) failures.push(`${a.settledCartsWithLines} settled carts still hold lines`);
    if (a.answeredFound !== a.answered)
      failures.push(`${a.answered - a.answeredFound} orders answered 201 are missing`);
    if (a.settledPaid !== a.settled)
      failures.push(`${a.settled - a.settledPaid} orders confirmed 'succeeded' are not paid`);
    if (!a.answered) failures.push('no order was answered: the soak did not exercise checkout');
    if (a.mail.paidWithout) failures.push(`${a.mail.paidWithout} paid orders got no confirmation mail`);
    if (a.mail.unsent) failures.push(`${a.mail.unsent} mails are not marked sent after the last restart`);
    if (a.mail.duplicates > MAX_UNMARKED * tally.kills)
      failures.push(
        `${a.mail.duplicates} confirmations arrived twice, more than ${MAX_UNMARKED} per kill (${tally.kills} kills)`,
      );
  } catch (e) {
    failures.push(`audit: ${(e as Error).message}`);
  }
  return { label, tally, audit: a, failures };
}

const results: Result[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'soak-data-'));
try {
  results.push(await runOn('PGlite', { DATA_DIR: dataDir }, { kind: 'pglite', dataDir }));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  results.push(await runOn('PostgreSQL', { DATABASE_URL: url }, { kind: 'postgres', url }));
}

const ok = (good: boolean) => (good ? 'ok' : 'FAIL');
const table: [string, ...string[]][] = [
  ['', ...results.map((r) => r.label)],
  ['rounds', ...results.map(() => String(ROUNDS))],
  ['longest round', ...results.map((r) => `${(r.tally.longestRoundMs / 1000).toFixed(1)} s`)],
  ['flows started', ...results.map((r) => String(r.tally.flowsStarted))],
  ['orders answered 201', ...results.map((r) => String(r.tally.answeredOrders.length))],
  ['payments settled', ...results.map((r) => String(r.tally.settledOrders.length))],
  ['kills / restarts survived', ...results.map((r) => `${r.tally.kills} / ${r.tally.killsSurvived}`)],
  ['paid orders in store', ...results.map((r) => String(r.audit?.paidInStore ?? '-'))],
  [
    'confirmations received / orders',
    ...results.map((r) => (r.audit ? `${r.audit.mail.received} / ${r.audit.mail.orders}` : '-')),
  ],
  [
    `confirmation duplicates (bound ${MAX_UNMARKED}/kill)`,
    ...results.map((r) =>
      r.audit
        ? `${ok(r.audit.mail.duplicates <= MAX_UNMARKED * r.tally.kills)} (${r.audit.mail.duplicates} in ${r.tally.kills} kills)`
        : 'FAIL',
    ),
  ],
  [
    'audit: paid ⇒ confirmation mailed',
    ...results.map((r) =>
      r.audit ? `${ok(!r.audit.mail.paidWithout)} (${r.audit.mail.paidWithout} without)` : 'FAIL',
    ),
  ],
  [
    'audit: paid ⇒ one exact payment',
    ...results.map((r) =>
      r.audit ? `${ok(!r.audit.paidWithoutOnePayment)} (${r.audit.paidWithoutOnePayment} bad)` : 'FAIL',
    ),
  ],
  [
    'audit: settled carts empty',
    ...results.map((r) =>
      r.audit ? `${ok(!r.audit.settledCartsWithLines)} (${r.audit.settledCartsWithLines} bad)` : 'FAIL',
    ),
  ],
  [
    'audit: answered orders exist',
    ...results.map((r) =>
      r.audit
        ? `${ok(r.audit.answeredFound === r.audit.answered)} (${r.audit.answeredFound}/${r.audit.answered})`
        : 'FAIL',
    ),
  ],
  [
    'audit: settled ⇒ paid',
    ...results.map((r) =>
      r.audit ? `${ok(r.audit.settledPaid === r.audit.settled)} (${r.audit.settledPaid}/${r.audit.settled})` : 'FAIL',
    ),
  ],
];
const widths = table[0]!.map((_, i) => Math.max(...table.map((row) => row[i]!.length)));
console.log('');
for (const row of table) console.log('  ' + row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));

const failures = results.flatMap((r) => r.failures.map((f) => `${r.label}: ${f}`));
if (failures.length) {
  console.error(`\nSoak FAILED:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\nSoak passed: every kill was survived and the audit is clean.');
