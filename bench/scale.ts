/**
 * The back office at scale (`BENCH_ONLY=scale`): its dashboard, lists, searches and CSV export over two
 * years of a busy shop (bench/scale-fill.ts), each list at 10 connections, as a few admins would use it.
 * Budget: p99 ≤ 50 ms on PostgreSQL, ≤ 100 ms on the embedded store; the export ≥ 50,000 rows/s with the
 * server's memory flat.
 */
import { rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { encodeCursor } from '../src/domain/shared/paging';
import type { Db } from '../src/server/db/client';
import { cpuMsOfTree, load, postgresCpuMs, rssMb, startShop } from './lib';
import {
  BUSY_CUSTOMER,
  type Filled,
  BUSY_ORDERS,
  CLIENT_WORD_TEXT,
  ERP_ENDPOINT,
  type FillStep,
  fillPglite,
  fillPostgres,
  PGLITE_SIZE,
  POPULAR_PERFUME,
  POSTGRES_SIZE,
  REFUNDS_ENDPOINT,
  rows,
  SCALE_ADMIN,
  type ScaleSize,
} from './scale-fill';

const CONNECTIONS = 10;
/**
 * Server processes on PostgreSQL, measured in turn, each right after its own start: one, then one per core of
 * this 2-core machine, as deployed (BENCH_SCALE_PROCESSES=2, or 1,2,4, to change).
 */
const SCALE_PROCESSES = (process.env.BENCH_SCALE_PROCESSES ?? `1,${Math.min(2, availableParallelism())}`)
  .split(',')
  .map(Number)
  .filter((n, i, all) => n > 0 && all.indexOf(n) === i);
/** p99 budgets of every answer, in ms. */
const BUDGET_MS = { PostgreSQL: 50, PGlite: 100 };
/** The shopper's own list is read 20 at a time (the account page), the back office's 50. */
const SHOPPER_PAGE = 20;
const PLACED = sql`payment_status in ('paid', 'refunded')`;

interface Answer {
  label: string;
  path: string;
  /** The first answer's status, time, rows and total (`x-total-count`, or `x-total-estimate` marked ~). */
  status: number;
  firstMs: number;
  rows?: number;
  total?: string;
  /** Answers completed in the five seconds measured: none means each took longer. */
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /**
   * CPU an answer in the five seconds measured, ms (from /proc: absent where it cannot be read): the shop's processes,
   * this machine's PostgreSQL, and the bench's own process, which makes the load. At ten connections on two cores the
   * machine is saturated, so the p99 follows their sum (docs/benchmarks.md, 2026-12-03, night).
   */
  cpu?: { shop: number; postgres: number; load: number };
}

interface CsvFigures {
  from: string;
  to: string;
  status: number;
  /** The placed orders in the range, counted in SQL, and the rows the export sent. */
  expectedRows: number;
  rows: number;
  seconds: number;
  rowsPerSecond: number;
  rssBeforeMb: number;
  rssMinMb: number;
  rssMaxMb: number;
}

/** The shop measured right after one start. */
interface ScaleRun {
  /** Server processes sharing the port (WEB_CONCURRENCY). */
  processes: number;
  /** The start; the first after the fill builds the back office's indexes and search text, and analyzes them. */
  startMs: number;
  /** PostgreSQL's checkpoint after the start, before measuring (`settleWrites`); absent when not asked. */
  checkpointMs?: number;
  answers: Answer[];
  /** Absent when BENCH_SCALE_ONLY left the export out. */
  csv?: CsvFigures;
}

export interface ScaleFigures {
  size: ScaleSize & { lines: number; mails: number; audit: number };
  fill: FillStep[];
  reused: boolean;
  runs: ScaleRun[];
}

/** Where the measured pages start, and what the searches look for, read from the filled store. */
interface Probes {
  counts: { lines: number; mails: number; audit: number };
  deepOrders: string;
  deepCompleted: string;
  deepUsers: string;
  /** A guest buyer of the customers list (issue #43). */
  guestId: number;
  deepMails: string;
  deepAudit: string;
  /** The Atelier's queue, oldest first: the cursor halfway through, and how many work orders there are. */
  deepWorkOrders: string;
  workOrders: number;
  /** The refills (issue #45's lists of this turn): how many, and the cursor halfway; the ERP's deliveries likewise. */
  subscriptions: number;
  deepSubscriptions: string;
  deliveries: number;
  deepDeliveries: string;
  busyLater: string;
  orderNumber: number;
  customer: { id: number; email: string };
  csv: { from: string; to: string; expected: number };
}

const count = (n: number) => n.toLocaleString('en');

/** The cursor of the `nth` row (1-based) of a newest-first list, as the server would answer it. */
async function cursorAt(db: Db, table: string, nth: number, where = sql`true`, oldestFirst = false): Promise<string> {
  const order = sql.raw(oldestFirst ? 'created_at, id' : 'created_at desc, id desc');
  const [row] = await rows<{ at: string; id: number }>(
    db,
    sql`select created_at::text as at, id from ${sql.raw(table)} where ${where}
        order by ${order} offset ${nth - 1} limit 1`,
  );
  if (!row) throw new Error(`${table} holds fewer than ${nth} rows`);
  return encodeCursor(row.at, Number(row.id));
}

async function probe(db: Db, size: ScaleSize): Promise<Probes> {
  const N = size.orders;
  const [counts] = await rows<Probes['counts']>(
    db,
    sql`select (select count(*) from order_lines)::int as lines, (select count(*) from mails)::int as mails,
               (select count(*) from admin_audit)::int as audit`,
  );
  const [number] = await rows<{ id: number }>(
    db,
    sql`select id from orders where ${PLACED} and id >= ${Math.floor(N / 2)} order by id limit 1`,
  );
  // An ordinary customer (not the busy one), from an order halfway through.
  const [customer] = await rows<{ id: number; email: string }>(
    db,
    sql`select u.id, u.email from orders o join users u on u.id = o.user_id
        where o.id >= ${Math.floor(N / 2)} and o.user_id <> ${BUSY_CUSTOMER.id} order by o.id limit 1`,
  );
  // A range of days holding a fifth of the orders, ending a tenth of them back.
  const [range] = await rows<{ from: string; to: string }>(
    db,
    sql`select (select (created_at at time zone 'UTC')::date::text from orders where ${PLACED}
                order by created_at desc, id desc offset ${Math.floor((N * 3) / 10)} limit 1) as "from",
               (select (created_at at time zone 'UTC')::date::text from orders where ${PLACED}
                order by created_at desc, id desc offset ${Math.floor(N / 10)} limit 1) as "to"`,
  );
  const [guest] = await rows<{ id: number }>(
    db,
    sql`select id from guest_customers order by created_at desc, id desc offset 100 limit 1`,
  );
  if (!counts || !number || !customer || !range || !guest) throw new Error('the filled store is missing rows');
  const [workOrders] = await rows<{ n: number }>(db, sql`select count(*)::int as n from work_orders`);
  const [later] = await rows<{ subscriptions: number; deliveries: number }>(
    db,
    sql`select (select count(*) from subscriptions)::int as subscriptions,
               (select count(*) from webhook_deliveries where endpoint_id = ${ERP_ENDPOINT})::int as deliveries`,
  );
  const subscriptions = later?.subscriptions ?? 0;
  const deliveries = later?.deliveries ?? 0;
  const [expected] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where ${PLACED}
        and created_at >= ${range.from}::date and created_at < ${range.to}::date + 1`,
  );
  return {
    counts,
    deepOrders: await cursorAt(db, 'orders', N / 2, PLACED),
    deepCompleted: await cursorAt(db, 'orders', N / 5, sql`${PLACED} and status = 'completed'`),
    deepUsers: await cursorAt(db, 'users', size.customers / 2),
    guestId: Number(guest.id),
    deepMails: await cursorAt(db, 'mails', N / 2),
    deepAudit: await cursorAt(db, 'admin_audit', N / 10),
    workOrders: workOrders?.n ?? 0,
    deepWorkOrders: await cursorAt(
      db,
      'work_orders',
      Math.max(1, Math.floor((workOrders?.n ?? 2) / 2)),
      sql`true`,
      true,
    ),
    subscriptions,
    deepSubscriptions: await cursorAt(db, 'subscriptions', Math.max(1, Math.floor(subscriptions / 2))),
    deliveries,
    deepDeliveries: await cursorAt(
      db,
      'webhook_deliveries',
      Math.max(1, Math.floor(deliveries / 2)),
      sql`endpoint_id = ${ERP_ENDPOINT}`,
    ),
    busyLater: await cursorAt(db, 'orders', 300, sql`${PLACED} and user_id = ${BUSY_CUSTOMER.id}`),
    orderNumber: Number(number.id),
    customer: { id: Number(customer.id), email: customer.email },
    csv: { from: range.from, to: range.to, expected: expected?.n ?? 0 },
  };
}

async function signIn(url: string, account: { email: string; password: string }): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`sign-in of ${account.email} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The month a year before this one, as the admin's day filter takes it (both days included). */
function monthAYearAgo(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), 1));
  const last = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth() + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

function measured(p: Probes, size: ScaleSize): { label: string; path: string; as: 'admin' | 'shopper' }[] {
  const N = size.orders;
  const month = monthAYearAgo();
  const orders = '/api/admin/orders?limit=50';
  const admin = (label: string, path: string) => ({ label, path, as: 'admin' as const });
  return [
    admin('dashboard', '/api/admin/dashboard'),
    admin('orders, first page', orders),
    admin(`orders, page at the ${count(N / 2)}th`, `${orders}&after=${p.deepOrders}`),
    ...['processing', 'shipped', 'completed', 'cancelled', 'awaiting-payment'].map((s) =>
      admin(`orders, status=${s}`, `${orders}&status=${s}`),
    ),
    admin(
      `orders, ${month.from.slice(0, 7)} (the sales month a year ago)`,
      `${orders}&from=${month.from}&to=${month.to}`,
    ),
    admin('orders, q=<order number>', `${orders}&q=${p.orderNumber}`),
    admin('orders, q=lefevre', `${orders}&q=lefevre`),
    admin("orders, q=<a customer's e-mail>", `${orders}&q=${encodeURIComponent(p.customer.email)}`),
    // The skewed classes (issue #45): a perfume in a quarter of the orders, a name half the buyers share.
    admin(`orders, q=neroli (${POPULAR_PERFUME}, in a quarter of the orders)`, `${orders}&q=neroli`),
    admin(`orders, q=${POPULAR_PERFUME}`, `${orders}&q=${encodeURIComponent(POPULAR_PERFUME)}`),
    admin(
      `orders, q=${CLIENT_WORD_TEXT} 777 (a word half the names share)`,
      `${orders}&q=${encodeURIComponent(`${CLIENT_WORD_TEXT} 777`)}`,
    ),
    // Between the rare and the common (issue #45): a number's start in a thousand or two of the names, and a name
    // of two words each in a sixtieth of the orders.
    admin(
      `orders, q=${CLIENT_WORD_TEXT} 123 (in 0.1–0.2 % of the orders)`,
      `${orders}&q=${encodeURIComponent(`${CLIENT_WORD_TEXT} 123`)}`,
    ),
    admin('orders, q=helene muller', `${orders}&q=${encodeURIComponent('helene muller')}`),
    admin(`orders, customer=<the one with ${BUSY_ORDERS} orders>`, `${orders}&customer=${BUSY_CUSTOMER.id}`),
    admin(`orders, completed, page at the ${count(N / 5)}th`, `${orders}&status=completed&after=${p.deepCompleted}`),
    admin('users, first page', '/api/admin/users?limit=50'),
    admin(`users, page at the ${count(size.customers / 2)}th`, `/api/admin/users?limit=50&after=${p.deepUsers}`),
    admin('users, q=helene muller', `/api/admin/users?limit=50&q=${encodeURIComponent('helene muller')}`),
    admin('users, q=<e-mail>', `/api/admin/users?limit=50&q=${encodeURIComponent(p.customer.email)}`),
    // The customers tab (issue #43): the accounts but the staff's, merged with the guest buyers' rows.
    admin('customers, first page', '/api/admin/customers?limit=50'),
    admin(
      `customers, page at the ${count(size.customers / 2)}th account`,
      `/api/admin/customers?limit=50&after=${p.deepUsers}`,
    ),
    admin('customers, q=helene muller', `/api/admin/customers?limit=50&q=${encodeURIComponent('helene muller')}`),
    admin(
      `customers, q=${CLIENT_WORD_TEXT} 777`,
      `/api/admin/customers?limit=50&q=${encodeURIComponent(`${CLIENT_WORD_TEXT} 777`)}`,
    ),
    admin('customers, q=<e-mail>', `/api/admin/customers?limit=50&q=${encodeURIComponent(p.customer.email)}`),
    admin("customers, a guest buyer's page", `/api/admin/customers/guests/${p.guestId}`),
    admin('audit, first page', '/api/admin/audit?limit=50'),
    admin(`audit, page at the ${count(N / 10)}th`, `/api/admin/audit?limit=50&after=${p.deepAudit}`),
    admin('work orders, first page (oldest)', '/api/admin/work-orders?limit=50'),
    admin('work orders, status=queued', '/api/admin/work-orders?limit=50&status=queued'),
    admin(
      `work orders, page at the ${count(Math.floor(p.workOrders / 2))}th`,
      `/api/admin/work-orders?limit=50&after=${p.deepWorkOrders}`,
    ),
    // The lists this turn added (issue #45): the refills (a status of the many, one of the few), the webhooks' log of
    // an endpoint that received every paid order and of one that received the refunds only, the missing translations.
    admin('subscriptions, first page', '/api/admin/subscriptions?limit=50'),
    admin('subscriptions, status=active', '/api/admin/subscriptions?limit=50&status=active'),
    admin('subscriptions, status=past_due', '/api/admin/subscriptions?limit=50&status=past_due'),
    admin(
      `subscriptions, page at the ${count(Math.floor(p.subscriptions / 2))}th`,
      `/api/admin/subscriptions?limit=50&after=${p.deepSubscriptions}`,
    ),
    admin(
      `webhook deliveries, first page (${count(p.deliveries)})`,
      `/api/admin/webhooks/${ERP_ENDPOINT}/deliveries?limit=50`,
    ),
    admin(
      `webhook deliveries, page at the ${count(Math.floor(p.deliveries / 2))}th`,
      `/api/admin/webhooks/${ERP_ENDPOINT}/deliveries?limit=50&after=${p.deepDeliveries}`,
    ),
    admin(
      'webhook deliveries, the refunds-only endpoint',
      `/api/admin/webhooks/${REFUNDS_ENDPOINT}/deliveries?limit=50`,
    ),
    admin('translations missing', '/api/admin/translations/missing'),
    admin('mails, first page', '/api/admin/mails?limit=50'),
    admin(`mails, page at the ${count(N / 2)}th`, `/api/admin/mails?limit=50&after=${p.deepMails}`),
    { label: 'shopper: own orders, first page', path: `/api/user/orders?limit=${SHOPPER_PAGE}`, as: 'shopper' },
    {
      label: 'shopper: own orders, page at the 300th',
      path: `/api/user/orders?limit=${SHOPPER_PAGE}&after=${p.busyLater}`,
      as: 'shopper',
    },
  ];
}

/**
 * One answer as a browser sees it first (cold), then its load: a second's warm-up, five seconds measured,
 * then one more request, which waits behind any the load left running, so they do not weigh on the next.
 */
async function measure(url: string, label: string, path: string, cookie: string, shopPid: number): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, { headers: { cookie } });
  const body = await res.text();
  const firstMs = Math.round(performance.now() - started);
  if (!res.ok) console.error(`\n!! ${label}: ${path} answered ${res.status}: ${body.slice(0, 300)}\n`);
  let answerRows: number | undefined;
  try {
    const json: unknown = JSON.parse(body);
    if (Array.isArray(json)) answerRows = json.length;
  } catch {
    // not JSON: the status says what went wrong
  }
  const estimate = res.headers.get('x-total-estimate');
  const total = res.headers.get('x-total-count') ?? (estimate === null ? undefined : `~${estimate}`);
  const opts = { url: `${url}${path}`, headers: { cookie }, connections: CONNECTIONS };
  await load({ ...opts, duration: 1 });
  const before = { shop: cpuMsOfTree(shopPid), postgres: postgresCpuMs(), load: process.cpuUsage() };
  const r = await load({ ...opts, duration: 5 });
  const loadUsage = process.cpuUsage(before.load);
  const perAnswer = (ms: number) => Math.round((ms / Math.max(r.requests, 1)) * 100) / 100;
  const shopMs = cpuMsOfTree(shopPid) - before.shop;
  const cpu =
    shopMs > 0
      ? {
          shop: perAnswer(shopMs),
          postgres: perAnswer(postgresCpuMs() - before.postgres),
          load: perAnswer((loadUsage.user + loadUsage.system) / 1000),
        }
      : undefined;
  await (await fetch(`${url}${path}`, { headers: { cookie } })).arrayBuffer();
  if (r.non2xx) console.error(`\n!! ${label}: ${r.non2xx} of ${r.requests} answers were not 2xx\n`);
  if (r.requests === 0) console.error(`\n!! ${label}: no answer within the 5 s measured\n`);
  return {
    label,
    path,
    status: res.status,
    firstMs,
    requests: r.requests,
    rows: answerRows,
    total,
    rps: r.rps,
    p50: r.p50,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    cpu,
  };
}

/**
 * The export streamed to its end by a download tool of its own (`bench/csv-download.mjs`, a fresh process reading it
 * through `node:http`), the server's memory read every 100 ms. Read in the bench's own process, after the fifty load
 * runs before it, the export came at half the rate it came at alone (docs/benchmarks.md, 2026-12-03); read through
 * `fetch`'s web streams it cost the bench a core's second for the 70 MB of 200,000 rows, on the two cores the shop and
 * PostgreSQL share.
 */
async function exportCsv(url: string, cookie: string, pid: number, range: Probes['csv']): Promise<CsvFigures> {
  const rssBeforeMb = rssMb(pid);
  const samples = [rssBeforeMb];
  const timer = setInterval(() => samples.push(rssMb(pid)), 100);
  let download: Download;
  try {
    download = await downloadCsv(`${url}/api/admin/orders.csv?from=${range.from}&to=${range.to}`, cookie);
  } finally {
    clearInterval(timer);
  }
  const { status, newlines, seconds } = download;
  if (status !== 200) console.error(`\n!! CSV export answered ${status}: ${download.text}\n`);
  const csvRows = Math.max(0, newlines - 1); // the header
  if (status === 200 && csvRows !== range.expected)
    console.error(`\n!! CSV export sent ${csvRows} rows for ${range.expected} placed orders in the range\n`);
  return {
    from: range.from,
    to: range.to,
    status,
    expectedRows: range.expected,
    rows: csvRows,
    seconds: Math.round(seconds * 10) / 10,
    rowsPerSecond: Math.round(csvRows / seconds),
    rssBeforeMb,
    rssMinMb: Math.min(...samples),
    rssMaxMb: Math.max(...samples),
  };
}

/** What `bench/csv-download.mjs` read: the answer's status, its lines, the seconds from request to last byte. */
type Download = { status: number; newlines: number; seconds: number; text: string };

/** `bench/csv-download.mjs` run on `url`, as the signed-in `cookie`. */
function downloadCsv(url: string, cookie: string): Promise<Download> {
  return new Promise((resolve, reject) =>
    execFile(process.execPath, ['bench/csv-download.mjs', url, cookie], (err, stdout) =>
      err ? reject(err) : resolve(JSON.parse(stdout) as Download),
    ),
  );
}

/**
 * Fills the store (`url` for PostgreSQL, else a fresh embedded one), then for each process count starts the
 * shop on it, signs in the admin and the busy customer, and measures every answer in turn, then the export.
 */
export async function scaleBench(port: number, url?: string): Promise<ScaleFigures> {
  const size = url ? POSTGRES_SIZE : PGLITE_SIZE;
  const filled = url ? await fillPostgres(url, probe, size) : await fillPglite(probe, size);
  const runs: ScaleRun[] = [];
  try {
    // The embedded store is one process's.
    for (const processes of url ? SCALE_PROCESSES : [1]) runs.push(await measureRun(port, filled, size, processes));
  } finally {
    // The embedded store goes; the PostgreSQL one stays for BENCH_SCALE_REUSE=1.
    if (filled.env.DATA_DIR) rmSync(filled.env.DATA_DIR, { recursive: true, force: true });
  }
  return { size: { ...size, ...filled.probes.counts }, fill: filled.steps, reused: filled.reused, runs };
}

async function measureRun(port: number, filled: Filled<Probes>, size: ScaleSize, processes: number): Promise<ScaleRun> {
  const p = filled.probes;
  const shop = await startShop(
    {
      ...filled.env,
      ADMIN_EMAIL: SCALE_ADMIN.email,
      ADMIN_PASSWORD: SCALE_ADMIN.password,
      WEB_CONCURRENCY: String(processes),
    },
    port,
  );
  console.log(`  ${processes} process(es), started in ${Math.round(shop.startMs / 100) / 10} s`);
  try {
    const checkpointMs = filled.env.DATABASE_URL ? await settleWrites(filled.env.DATABASE_URL) : undefined;
    const cookies = { admin: await signIn(shop.url, SCALE_ADMIN), shopper: await signIn(shop.url, BUSY_CUSTOMER) };
    const answers: Answer[] = [];
    // BENCH_SCALE_ONLY=<text>: only the answers whose label holds it (`csv` for the export alone).
    const only = process.env.BENCH_SCALE_ONLY?.toLowerCase();
    const picked = (label: string) => !only || label.toLowerCase().includes(only);
    for (const m of measured(p, size).filter((m) => picked(m.label))) {
      const a = await measure(shop.url, m.label, m.path, cookies[m.as], shop.pid);
      console.log(
        `  ${a.label}: ${a.p50} / ${a.p99} ms, ${a.rps}/s (${a.status}, ${a.rows ?? '-'} rows, total ${a.total ?? '-'}, first ${a.firstMs} ms${cpuText(a)})`,
      );
      answers.push(a);
    }
    const csv = picked('csv') ? await exportCsv(shop.url, cookies.admin, shop.pid, p.csv) : undefined;
    return { processes, startMs: Math.round(shop.startMs), checkpointMs, answers, csv };
  } finally {
    await shop.stop();
  }
}

/**
 * PostgreSQL's own checkpoint, asked for once the shop has started and before anything is measured, as an
 * operator's import settles before the shop opens: the fill and the first start write gigabytes of WAL (the
 * search text, its index, the statistics), and with the server's default `max_wal_size` (1 GB) the checkpoint
 * they call for is spread over minutes (`checkpoint_completion_target`) and ran under the measurements of a fresh
 * fill, 10–20 ms at p99 (docs/benchmarks.md). BENCH_SCALE_CHECKPOINT=0 measures without it. The shop never asks
 * for one: the server's WAL is its operator's.
 */
async function settleWrites(url: string): Promise<number | undefined> {
  if (process.env.BENCH_SCALE_CHECKPOINT === '0') return undefined;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    try {
      await client.query('checkpoint');
    } catch (err) {
      // A role without pg_checkpoint's right measures as the server is.
      if ((err as { code?: string }).code !== '42501') throw err;
      console.log('  checkpoint before measuring: not permitted to this role; measured without');
      return undefined;
    }
    const ms = Math.round(performance.now() - started);
    console.log(`  checkpoint before measuring: ${Math.round(ms / 100) / 10} s`);
    return ms;
  } finally {
    await client.end();
  }
}

/** An answer's CPU split, as the table and the progress lines print it: shop + PostgreSQL + load, ms an answer. */
function cpuText(a: Answer): string {
  return a.cpu ? `, CPU ${a.cpu.shop} + ${a.cpu.postgres} + ${a.cpu.load} ms` : '';
}

/** The figures as the bench's table rows: name, value, budget; each run's rows under its process count. */
export function scaleRows(label: keyof typeof BUDGET_MS, s: ScaleFigures): [string, string, string][] {
  const n = (v: number) => v.toLocaleString('en');
  const { size } = s;
  const fillSeconds = Math.round(s.fill.reduce((sum, f) => sum + f.seconds, 0));
  const out: [string, string, string][] = [
    [
      `${label} scale: orders / lines / customers / mails / audit`,
      [size.orders, size.lines, size.customers, size.mails, size.audit].map(n).join(' / '),
      '',
    ],
    [`${label} scale: fill`, s.reused ? 'reused (BENCH_SCALE_REUSE=1)' : `${fillSeconds} s`, ''],
  ];
  for (const [i, run] of s.runs.entries()) {
    const at = `${label} ×${run.processes}`;
    out.push([
      `${at} start${i === 0 ? ' (the first: indexes, search text, statistics)' : ''}`,
      `${Math.round(run.startMs / 100) / 10} s${i === 0 && s.reused ? ' (reused: indexes were there)' : ''}`,
      '',
    ]);
    if (run.checkpointMs !== undefined)
      out.push([`${at} PostgreSQL's checkpoint before measuring`, `${Math.round(run.checkpointMs / 100) / 10} s`, '']);
    for (const a of run.answers) {
      const failed =
        a.requests === 0
          ? ', !! none answered within 5 s'
          : a.non2xx || a.errors
            ? `, !! ${a.non2xx} non-2xx (${a.status}), ${a.errors} errors`
            : '';
      out.push([
        `${at} ${a.label}: p50 / p99, req/s`,
        `${a.p50} / ${a.p99} ms, ${a.rps}/s${failed}${cpuText(a)}`,
        `p99 ≤ ${BUDGET_MS[label]} ms`,
      ]);
    }
    const { csv } = run;
    if (!csv) continue;
    const failed = csv.status === 200 ? '' : `, !! ${csv.status}`;
    out.push(
      [
        `${at} CSV ${csv.from} to ${csv.to}: rows/s`,
        `${n(csv.rowsPerSecond)} (${n(csv.rows)} rows in ${csv.seconds} s${failed})`,
        '≥ 50,000 rows/s',
      ],
      [
        `${at} CSV: server RSS before / min / max`,
        `${csv.rssBeforeMb} / ${csv.rssMinMb} / ${csv.rssMaxMb} MB`,
        'flat within ± 50 MB',
      ],
    );
  }
  return out;
}
