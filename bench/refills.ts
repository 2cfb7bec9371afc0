/**
 * Refill renewals at scale (`BENCH_ONLY=refills`, PostgreSQL only: DATABASE_URL): 10,000 subscriptions due at once,
 * billed by the schedulers of two server processes on one database. Budget (DESIGN §5): within 5 minutes, each
 * cycle once (no subscription billed twice, no charge without its paid order).
 */
import pg from 'pg';
import { startShop } from './lib';

const COUNT = Number(process.env.BENCH_REFILLS ?? 10_000);
const BUDGET_S = 300;
const DATABASE = 'maison_refills';

export interface RefillFigures {
  subscriptions: number;
  seconds: number;
  perSecond: number;
  billedTwice: number;
  chargesWithoutOrder: number;
  renewed: number;
}

/** A scratch database on the server of `baseUrl`, made empty. */
async function scratch(baseUrl: string): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** COUNT customers, each with a card that renews and a 100 ml refill due now. */
async function fill(db: pg.Client): Promise<void> {
  await db.query(
    `
    insert into users (username, email, password_hash, full_name)
    select 'refill' || i, 'refill' || i || '@bench.test', 'x', 'Refill Customer ' || i from generate_series(1, $1) i`,
    [COUNT],
  );
  await db.query(`
    insert into simulated_cards (token, customer, last4, behaviour)
    select 'card_bench_' || u.id, 'user:' || u.id, '4242', 'renews' from users u where u.email like '%@bench.test'`);
  // Bottles enough for every renewal: the bench measures billing, not a sell-out.
  await db.query(`update perfume_sizes set stock = null where perfume_id = 1`);
  await db.query(`update perfumes set stock = null where id = 1`);
  await db.query(`
    insert into subscriptions (user_id, status, interval_weeks, perfume_id, volume, name, market, currency,
      shipping_details, country_code, locale, card_token, card_label, origin_order_id, origin_line_id,
      next_renewal_at, attempt_at, last_amount_minor)
    select u.id, 'active', 4, 1, 100, p.name, 'eu', 'EUR',
      jsonb_build_object('fullName', u.full_name, 'email', u.email, 'address', '1 Rue du Bench', 'city', 'Paris',
        'postalCode', '75001', 'country', 'FR'),
      'FR', 'en', 'card_bench_' || u.id, '•••• 4242', 0, u.id, now() + interval '10 seconds', now() + interval '10 seconds', 0
    from users u, perfumes p where u.email like '%@bench.test' and p.id = 1`);
}

export async function refillsBench(baseUrl: string): Promise<RefillFigures> {
  const url = await scratch(baseUrl);
  const env = { DATABASE_URL: url, REFILL_SCHEDULER_MS: '500', LOG_LEVEL: 'error' };
  // The first process migrates and seeds the database; the fill follows; the second joins.
  const a = await startShop(env, 5460);
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    await fill(db);
    const b = await startShop(env, 5461);
    const started = Date.now() + 10_000;
    let renewed = 0;
    while (Date.now() - started < 2 * BUDGET_S * 1000) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      renewed = (await db.query<{ n: number }>(`select count(*)::int as n from subscriptions where cycle = 2`)).rows[0]!
        .n;
      if (renewed >= COUNT) break;
    }
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    await Promise.all([a.stop(), b.stop()]);
    const billedTwice = (
      await db.query<{ n: number }>(`
        select count(*)::int as n from (select subscription_id, subscription_cycle from orders
          where subscription_id is not null and paid_at is not null group by 1, 2 having count(*) > 1) twice`)
    ).rows[0]!.n;
    const charged = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from simulated_payment_intents where status = 'succeeded' and idempotency_key like 'refill-%'`,
      )
    ).rows[0]!.n;
    const paid = (
      await db.query<{ n: number }>(
        `select count(*)::int as n from orders where subscription_id is not null and paid_at is not null`,
      )
    ).rows[0]!.n;
    return {
      subscriptions: COUNT,
      seconds,
      perSecond: Math.round((renewed / seconds) * 10) / 10,
      billedTwice,
      chargesWithoutOrder: charged - paid,
      renewed,
    };
  } finally {
    await db.end();
    await a.stop().catch(() => undefined);
  }
}
