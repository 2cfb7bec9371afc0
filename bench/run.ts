/**
 * `npm run bench`: measures the budgets of docs/decisions (Budgets) on this machine and writes bench/results.json.
 * Not a test: it prints figures beside their targets. DATABASE_URL adds the PostgreSQL runs.
 */
import { execSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore, type StoreOptions } from '../src/server/db/client';
import { auditStore, ordersFound } from '../tests/audit';
import { load, machineReference, percentile, rssMb, startBare, startShop } from './lib';
import { startSmtp } from '../tests/integration/smtp';
import { hydrationTimings } from './hydration';
import { lighthouseScores } from './lighthouse';
import { floodBench } from './flood';
import { type SearchFigures, searchBench } from './search';
import { type ScaleFigures, scaleBench, scaleRows } from './scale';
import { refillsBench } from './refills';
import { webhooksBench } from './webhooks';

const FLOWS = Number(process.env.BENCH_FLOWS ?? 500);
/**
 * `BENCH_ONLY=<part>` runs one part: `checkout` (cart adds, the flows, their mails and the audit), `catalogue`
 * (`GET /api/perfumes` beside the bare server), `search` (searches on a 1,000-perfume catalogue),
 * `flood` (uncached server renders from 50 connections: memory and another answer's wait),
 * `hydration` (load to hydrated on Lighthouse's mobile profile), `lighthouse` (the scores), `scale`
 * (the back office over a million orders on PostgreSQL, 100,000 on PGlite: run only when asked, its
 * fill takes minutes; the PostgreSQL fill stays in the database `maison_scale`, which
 * BENCH_SCALE_REUSE=1 uses again; BENCH_SCALE_STORE=pglite or postgres measures one store, and
 * BENCH_SCALE_ONLY=<text> only the answers whose label holds the text, e.g. `orders` or `csv`), `refills` (10,000
 * refill renewals due at once, billed by two server processes on PostgreSQL: DATABASE_URL; run when asked), `webhooks`
 * (1,000 events to a local receiver, then a receiver down for a minute: BENCH_WEBHOOKS, BENCH_WEBHOOKS_DOWN_S,
 * BENCH_WEBHOOKS_DOWN_EVENTS; the embedded store, or PostgreSQL with DATABASE_URL; run when asked).
 */
const PARTS = [
  'checkout',
  'catalogue',
  'search',
  'flood',
  'hydration',
  'lighthouse',
  'scale',
  'refills',
  'webhooks',
] as const;
type Part = (typeof PARTS)[number];
const ONLY = process.env.BENCH_ONLY as Part | undefined;
if (ONLY && !PARTS.includes(ONLY)) throw new Error(`BENCH_ONLY takes one of ${PARTS.join(', ')}, not "${ONLY}"`);
const runs = (part: Part) => !ONLY || ONLY === part;
/** The server-rendered landing pages (src/client/app/landing-pages.ts). */
const LANDING_PAGES = [
  '/',
  '/collections',
  '/product/1',
  '/custom-perfume',
  '/recipe-builder',
  // The same pages in French (issue #46): the same budgets, with their language's messages only.
  '/fr',
  '/fr/collections',
  '/fr/product/1',
];
/** Performance ≥ 98 (100 aimed for) on the storefront's pages, ≥ 95 on the builders (docs/decisions/025-budgets.md). */
const performanceTarget = (path: string) => (/\/(custom-perfume|recipe-builder)$/.test(path) ? '≥ 95' : '100 (≥ 98)');
const SHOPPERS = 50;
/** The catalogue's run with /metrics on. */
const BENCH_METRICS_TOKEN = 'bench-metrics-token-0123456789';
const reference = await machineReference(process.env.DATABASE_URL);
const results: Record<string, unknown> = {
  machine: { cpus: (await import('node:os')).cpus().length, node: process.version, reference },
  at: new Date().toISOString(),
};
const rows: [string, string, string][] = [];
const row = (name: string, value: string, target = '') => {
  rows.push([name, value, target]);
  console.log(`  ${name.padEnd(44)} ${value.padEnd(30)} ${target}`);
};
row(
  'machine: reference work, ms (lower is quicker)',
  `node ${reference.node}${reference.postgres === undefined ? '' : ` · PostgreSQL ${reference.postgres}`}`,
  `${reference.cpu} (bench/lib.ts machineReference)`,
);

execSync('node scripts/build-if-needed.mjs', { stdio: 'inherit' });

async function catalogue(url: string) {
  const body = Buffer.from(await (await fetch(`${url}/api/perfumes`)).arrayBuffer());
  const file = join(mkdtempSync(join(tmpdir(), 'bench-')), 'perfumes.json');
  writeFileSync(file, body);
  const bare = await startBare(file);
  const shop: number[] = [];
  const base: number[] = [];
  let last = {
    shop: await load({ url: `${url}/api/perfumes`, duration: 1 }),
    bare: await load({ url: `${bare.url}/`, duration: 1 }),
  }; // warm-up
  for (let round = 0; round < 3; round++) {
    last = {
      shop: await load({ url: `${url}/api/perfumes`, duration: 4 }),
      bare: await load({ url: `${bare.url}/`, duration: 4 }),
    };
    shop.push(last.shop.rps);
    base.push(last.bare.rps);
  }
  await bare.stop();
  const shopRps = Math.round(shop.reduce((a, b) => a + b) / shop.length);
  const bareRps = Math.round(base.reduce((a, b) => a + b) / base.length);
  return {
    shopRps,
    bareRps,
    ratio: Math.round((shopRps / bareRps) * 100) / 100,
    p50: last.shop.p50,
    p99: last.shop.p99,
    bytes: body.length,
  };
}

async function cartAdd(url: string) {
  return load({
    url: `${url}/api/cart`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    duration: 5,
    setupClient: (client) => {
      client.setBody(JSON.stringify({ guestId: `guest_${crypto.randomUUID()}`, perfumeId: 1, quantity: 1 }));
      client.on('response', () =>
        client.setBody(
          JSON.stringify({
            guestId: `guest_${crypto.randomUUID()}`,
            perfumeId: 1 + Math.floor(Math.random() * 20),
            quantity: 1,
          }),
        ),
      );
    },
  });
}

const shippingDetails = {
  fullName: 'Bench Shopper',
  email: 'bench@example.com',
  address: '1 Load Street',
  city: 'Paris',
  postalCode: '75001',
  country: 'France',
};

async function post(url: string, body: unknown) {
  const started = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${JSON.stringify(json)}`);
  return { json, ms: performance.now() - started };
}

async function checkoutFlows(url: string) {
  const steps: Record<string, number[]> = { add: [], intent: [], order: [], pay: [], confirm: [] };
  const orderIds: number[] = [];
  /** When each order's payment was confirmed (performance.now()), to time its confirmation mail. */
  const confirmedAt = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  async function shopper() {
    while (next < FLOWS) {
      next++;
      try {
        const guestId = `guest_${crypto.randomUUID()}`;
        const add = await post(`${url}/api/cart`, {
          guestId,
          perfumeId: 1 + Math.floor(Math.random() * 20),
          quantity: 1 + Math.floor(Math.random() * 3),
        });
        steps.add!.push(add.ms);
        const intent = await post(`${url}/api/create-payment-intent`, { guestId });
        steps.intent!.push(intent.ms);
        const order = await post(`${url}/api/orders`, {
          guestId,
          shippingDetails,
          paymentIntentId: intent.json.paymentIntentId,
        });
        steps.order!.push(order.ms);
        orderIds.push(order.json.id as number);
        const pay = await post(`${url}/api/payments/simulated/confirm`, {
          clientSecret: intent.json.clientSecret,
          cardNumber: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
        });
        steps.pay!.push(pay.ms);
        const confirm = await post(`${url}/api/confirm-payment`, {
          paymentIntentId: intent.json.paymentIntentId,
          orderId: order.json.id,
        });
        steps.confirm!.push(confirm.ms);
        if (confirm.json.status !== 'succeeded') errors++;
        else confirmedAt.set(order.json.id as number, performance.now());
      } catch {
        errors++;
      }
    }
  }
  await Promise.all(Array.from({ length: SHOPPERS }, shopper));
  const seconds = (performance.now() - started) / 1000;
  return {
    flows: FLOWS,
    flowsPerSecond: Math.round((FLOWS / seconds) * 10) / 10,
    errors,
    p99: Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, percentile(v, 99)])),
    orderIds,
    confirmedAt,
  };
}

/**
 * The confirmation mails of the paid orders at the SMTP server: waits (up to 60 s) for one per
 * order, then answers how many orders got exactly one, any duplicates, and payment-to-mail times.
 */
async function confirmationMails(smtp: Awaited<ReturnType<typeof startSmtp>>, confirmedAt: Map<number, number>) {
  const byOrder = () => {
    const map = new Map<number, number[]>();
    for (const m of smtp.received) {
      const id = Number(/#(\d+) is confirmed/.exec(m.subject)?.[1]);
      if (confirmedAt.has(id)) map.set(id, [...(map.get(id) ?? []), m.receivedAt]);
    }
    return map;
  };
  const deadline = performance.now() + 60_000;
  while (byOrder().size < confirmedAt.size && performance.now() < deadline)
    await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 2000)); // any duplicate would arrive by now
  const got = byOrder();
  const delays = [...got].map(([id, times]) => Math.min(...times) - confirmedAt.get(id)!);
  return {
    paid: confirmedAt.size,
    exactlyOne: [...got.values()].filter((t) => t.length === 1).length,
    duplicates: [...got.values()].filter((t) => t.length > 1).length,
    p50: Math.round(percentile(delays, 50)),
    p99: Math.round(percentile(delays, 99)),
  };
}

async function audit(store: StoreOptions, orderIds: number[]) {
  const s = await openStore(store);
  try {
    const { paidWithoutOnePayment, settledCartsWithLines } = await auditStore(s.db);
    const found = await ordersFound(s.db, orderIds);
    return {
      paidWithoutExactlyOnePayment: paidWithoutOnePayment,
      settledCartsWithLines,
      ordersAnswered: orderIds.length,
      ordersFound: found,
    };
  } finally {
    await s.close();
  }
}

async function runOn(label: string, storeEnv: Record<string, string>, storeForAudit: () => StoreOptions, port: number) {
  console.log(`\n== ${label} ==`);
  const smtp = await startSmtp();
  const env = { ...storeEnv, SMTP_URL: smtp.url };
  const out: Record<string, unknown> = {};
  if (!ONLY) {
    const empty = await startShop(env, port);
    row(`${label}: start to first answer (empty store)`, `${Math.round(empty.startMs)} ms`);
    await empty.stop();
    out.startEmptyMs = Math.round(empty.startMs);
  }
  let shop = await startShop(env, port);
  row(`${label}: start to first answer (seeded store)`, `${Math.round(shop.startMs)} ms`);
  out.startSeededMs = Math.round(shop.startMs);

  if (runs('catalogue')) {
    const cat = await catalogue(shop.url);
    out.catalogue = cat;
    row(
      `${label}: GET /api/perfumes req/s (bare node:http)`,
      `${cat.shopRps} (${cat.bareRps}) = ${cat.ratio}×`,
      '≥ 0.5×',
    );
    row(`${label}: GET /api/perfumes p50 / p99`, `${cat.p50} / ${cat.p99} ms`, 'p99 ≤ 20 ms');
    // The same with /metrics on (every request timed): each run against the bare server beside it, so the cost
    // is the ratio's drop, not two runs' noise (DESIGN §5: at most 5 % of the catalogue's requests/s).
    await shop.stop();
    const metered = await startShop({ ...env, METRICS_TOKEN: BENCH_METRICS_TOKEN }, port);
    const withMetrics = await catalogue(metered.url);
    const scrape = await fetch(`${metered.url}/metrics`, {
      headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` },
    });
    if (!scrape.ok || !(await scrape.text()).includes('route="/api/perfumes"'))
      throw new Error(`the metered shop's /metrics answered ${scrape.status} without the catalogue's requests`);
    await metered.stop();
    shop = await startShop(env, port);
    const cost = Math.round((1 - withMetrics.ratio / cat.ratio) * 1000) / 10;
    out.catalogueWithMetrics = { ...withMetrics, costPercent: cost };
    row(
      `${label}: GET /api/perfumes with METRICS_TOKEN req/s`,
      `${withMetrics.shopRps} = ${withMetrics.ratio}×, ${cost} % fewer`,
      '≤ 5 % fewer',
    );
    row(`${label}: … with METRICS_TOKEN p50 / p99`, `${withMetrics.p50} / ${withMetrics.p99} ms`);
  }
  if (runs('checkout')) {
    const cart = await cartAdd(shop.url);
    out.cartAdd = cart;
    row(`${label}: cart add (new guest each) req/s`, `${cart.rps}`, '≥ 1,000/s');
    row(
      `${label}: cart add p99, errors`,
      `${cart.p99} ms, ${cart.errors + cart.non2xx} errors`,
      'p99 ≤ 100 ms, 0 errors',
    );
  }

  if (!runs('checkout')) {
    await shop.stop();
    await smtp.stop();
    return out;
  }

  const flows = await checkoutFlows(shop.url);
  out.checkout = { ...flows, orderIds: undefined, confirmedAt: undefined };
  row(
    `${label}: checkout flows/s (${flows.flows} at ${SHOPPERS} shoppers)`,
    `${flows.flowsPerSecond}, ${flows.errors} errors`,
  );
  row(`${label}: checkout p99 add/intent/order/pay/confirm`, Object.values(flows.p99).join(' / ') + ' ms');

  const mails = await confirmationMails(smtp, flows.confirmedAt);
  out.mail = mails;
  row(
    `${label}: confirmation mails, exactly one / paid orders`,
    `${mails.exactlyOne} / ${mails.paid}, ${mails.duplicates} duplicates`,
    'equal, 0 duplicates',
  );
  row(`${label}: payment to mail p50 / p99`, `${mails.p50} / ${mails.p99} ms`, 'p99 ≤ 5 s');
  await smtp.stop();

  const rss = rssMb(shop.pid);
  out.rssMb = rss;
  row(`${label}: server memory after the load (RSS)`, `${rss} MB`, label.includes('PGlite') ? '≤ 400 MB' : '≤ 200 MB');
  await shop.stop();

  const a = await audit(storeForAudit(), flows.orderIds);
  out.audit = a;
  row(`${label}: audit paid orders without one exact payment`, String(a.paidWithoutExactlyOnePayment), '0');
  row(`${label}: audit settled carts still holding lines`, String(a.settledCartsWithLines), '0');
  row(`${label}: audit orders answered / found`, `${a.ordersAnswered} / ${a.ordersFound}`, 'equal');
  return out;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
if (runs('checkout') || runs('catalogue')) {
  results.pglite = await runOn('PGlite', { DATA_DIR: dataDir }, () => ({ kind: 'pglite', dataDir }), 5400);
  if (process.env.DATABASE_URL) {
    const url = process.env.DATABASE_URL;
    results.postgres = await runOn('PostgreSQL', { DATABASE_URL: url }, () => ({ kind: 'postgres', url }), 5401);
  }
}

if (runs('search')) {
  console.log('\n== Search on a 1,000-perfume catalogue (PGlite) ==');
  const search = await searchBench(5403);
  results.search = search;
  row('Search: catalogue size', `${search.perfumes} perfumes`, '1,000');
  const figures = (f: SearchFigures['unseen']['everySize']) =>
    `${f.rps}, ${f.p50} / ${f.p99} ms${f.errors ? `, ${f.errors} errors` : ''}`;
  for (const s of search.searches) row(`Search ${s.label}: req/s, p50 / p99`, figures(s), 'p99 ≤ 20 ms');
  const { everySize, large } = search.unseen;
  row('Search never made before, answers of every size: req/s, p50 / p99', figures(everySize), 'p99 ≤ 20 ms');
  row(
    `Search never made before, ${large.perfumesPerAnswer} perfumes each: req/s, p50 / p99`,
    figures(large),
    'worst case, no budget',
  );
}

if (runs('flood')) {
  console.log(`\n== A flood of uncached renders (/collections?q=<random>, 50 connections, PGlite) ==`);
  const { quietOtherP50, floods } = await floodBench(5404);
  results.flood = { quietOtherP50, floods };
  row('Flood: cart summary p50 with nothing else going on', `${quietOtherP50} ms`);
  for (const f of floods) {
    row(
      `Flood from ${f.label}: pages/s, rendered/s`,
      `${f.pagesPerSecond}, ${f.renderedPerSecond} (${f.rendered} rendered, ${f.shells} shells, ${f.errors} errors)`,
    );
    row(`Flood from ${f.label}: page p50 / p99`, `${f.floodP50} / ${f.floodP99} ms`);
    row(`Flood from ${f.label}: another's cart summary p50 / p99`, `${f.otherP50} / ${f.otherP99} ms`, 'was ~500 ms');
    row(
      `Flood from ${f.label}: RSS before / peak / after`,
      `${f.rssBeforeMb} / ${f.rssPeakMb} / ${f.rssAfterMb} MB`,
      'peak ≤ 400 MB',
    );
  }
}

if (ONLY === 'scale') {
  const scale: Record<string, ScaleFigures> = {};
  results.scale = scale;
  // BENCH_SCALE_STORE=pglite or postgres measures one store (both by default).
  const store = process.env.BENCH_SCALE_STORE;
  if (store !== 'postgres') {
    console.log('\n== The back office at scale (PGlite, 10 connections) ==');
    scale.pglite = await scaleBench(5405);
    for (const r of scaleRows('PGlite', scale.pglite)) row(...r);
  }
  if (process.env.DATABASE_URL && store !== 'pglite') {
    console.log('\n== The back office at scale (PostgreSQL, 10 connections) ==');
    scale.postgres = await scaleBench(5406, process.env.DATABASE_URL);
    for (const r of scaleRows('PostgreSQL', scale.postgres)) row(...r);
  }
}

const withLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';
if (withLighthouse && runs('hydration')) {
  console.log('\n== Hydration after load (Lighthouse mobile profile, applied: 4× CPU, slow 4G) ==');
  const shop = await startShop({ DATA_DIR: dataDir }, 5402);
  try {
    const timings = await hydrationTimings(shop.url, LANDING_PAGES);
    results.hydration = timings;
    for (const t of timings) {
      row(
        `Hydration ${t.path}: load → hydrated`,
        `${t.afterLoadMs} ms (load ${t.loadMs}, runs ${t.runs.join(', ')})`,
        '≤ 1,000 ms',
      );
    }
  } finally {
    await shop.stop();
  }
}

if (withLighthouse && runs('lighthouse')) {
  console.log('\n== Lighthouse (mobile) ==');
  const shop = await startShop({ DATA_DIR: dataDir }, 5402);
  try {
    const pages = await lighthouseScores(shop.url, LANDING_PAGES);
    results.lighthouse = pages;
    for (const p of pages) {
      row(
        `Lighthouse ${p.path}: perf / a11y / best / SEO`,
        `${p.performance} / ${p.accessibility} / ${p.bestPractices} / ${p.seo} (runs ${p.runs?.join(', ')})`,
        `${performanceTarget(p.path)} / 100 / 100 / 100`,
      );
      row(
        `Lighthouse ${p.path}: FCP / LCP / TBT, JavaScript (compressed)`,
        `${p.fcpMs} / ${p.lcpMs} / ${p.tbtMs} ms, ${p.scriptKbCompressed} kB`,
        p.path === '/' || p.path === '/fr' ? 'JS ≤ 150 kB' : '',
      );
    }
  } finally {
    await shop.stop();
  }
}

if (ONLY === 'refills') {
  if (!process.env.DATABASE_URL) throw new Error('BENCH_ONLY=refills measures PostgreSQL: set DATABASE_URL');
  console.log('\n== Refill renewals: two processes on PostgreSQL ==');
  const r = await refillsBench(process.env.DATABASE_URL);
  results.refills = r;
  row(
    `Refills: ${r.subscriptions} due renewals billed by 2 processes`,
    `${r.renewed} in ${r.seconds} s (${r.perSecond}/s)`,
    '≤ 300 s',
  );
  row(
    'Refills: cycles billed twice, charges without their order',
    `${r.billedTwice}, ${r.chargesWithoutOrder}`,
    '0, 0',
  );
}

if (ONLY === 'webhooks') {
  console.log(
    `\n== Webhooks: events to a local receiver (${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded store'}) ==`,
  );
  const w = await webhooksBench(5470);
  results.webhooks = w;
  row(`Webhooks: ${w.events} events, write to receipt`, `p50 ${w.p50Ms} ms, p99 ${w.p99Ms} ms`, 'p99 ≤ 5,000 ms');
  row(
    'Webhooks: received, unverified, posted twice',
    `${w.received}, ${w.unverified}, ${w.duplicates}`,
    `${w.events}, 0, 0`,
  );
  row(
    `Webhooks: receiver down ${w.downSeconds} s, ${w.downEvents} events meanwhile`,
    `${w.lostWhileDown} lost, all in ${w.recoveredInS} s after it was back`,
    '0 lost',
  );
}

results.table = rows;
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
console.log('\nwritten bench/results.json');
