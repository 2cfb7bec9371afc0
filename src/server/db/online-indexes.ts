import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { PLACED_PAYMENT_STATUSES, UNPAID_PAYMENT_STATUSES } from '../../domain/orders/lifecycle';
import { literalList } from './sql-lists';

/*
 * The back office's indexes, built after the migrations rather than by them (docs/decisions/058):
 * on PostgreSQL with CREATE INDEX CONCURRENTLY, which lets a running shop keep taking orders while a
 * million rows are indexed (a migration runs in a transaction, where CONCURRENTLY cannot). A start
 * builds what is missing, rebuilds what a killed build left invalid, then drops the indexes these
 * replace, and fills the search text of rows written before it existed, a batch at a time.
 */

interface OnlineIndex {
  name: string;
  /** `table (columns) [where …]`, as CREATE INDEX takes it. */
  on: string;
  /**
   * Built once the search text is filled: a trigram index kept while a million rows are written costs
   * ten times the writes (a first start after a bulk import), built after them it costs one pass.
   */
  afterBackfill?: true;
}

/**
 * Placed orders (paid, or paid and refunded in part or in full): every back-office order list pages
 * these newest first. The same words as the orders repo's `placed`, so the planner matches them.
 */
const PLACED = `payment_status in (${literalList(PLACED_PAYMENT_STATUSES)})`;

const ONLINE_INDEXES: readonly OnlineIndex[] = [
  { name: 'orders_placed_v2_idx', on: `orders (created_at desc, id desc) where ${PLACED}` },
  { name: 'orders_placed_status_v2_idx', on: `orders (status, created_at desc, id desc) where ${PLACED}` },
  {
    name: 'orders_unpaid_idx',
    on: `orders (created_at desc, id desc) where payment_status in (${literalList(UNPAID_PAYMENT_STATUSES)})`,
  },
  // A customer's orders newest first (the back office's filter, the shopper's history, their count), with each one's
  // payment status carried, so that the placed ones are found and counted from the index alone rather than from each
  // order's row: the back office's page of a customer with 500 orders, 1.74 → 1.52 ms of PostgreSQL (pgbench).
  {
    name: 'orders_user_created_v2_idx',
    on: 'orders (user_id, created_at desc, id desc) include (payment_status)',
  },
  { name: 'orders_search_idx', on: 'orders using gin (search_text gin_trgm_ops)', afterBackfill: true },
  { name: 'orders_search_missing_idx', on: 'orders (id) where search_text is null' },
  // A search in many orders walks the newest and tests each one's search text here, without reading its row
  // (decision 068); built after the search text, which it carries.
  {
    name: 'orders_placed_search_walk_idx',
    on: `orders (created_at desc, id desc) include (search_text) where ${PLACED}`,
    afterBackfill: true,
  },
  // The search keys a search of the orders finds its keys by (decision 076), built once the start's backfill wrote them.
  { name: 'order_search_keys_search_idx', on: 'order_search_keys using gin (key gin_trgm_ops)', afterBackfill: true },
  { name: 'users_created_id_idx', on: 'users (created_at desc, id desc)' },
  { name: 'users_search_idx', on: 'users using gin (search_text gin_trgm_ops)', afterBackfill: true },
  { name: 'users_search_missing_idx', on: 'users (id) where search_text is null' },
  // The confirmed accounts' addresses: a guest buyer's row shows while no confirmed account has her address
  // (customers/repo.ts `guestShown`). Without it the planner read every account to find the few confirmed.
  { name: 'users_verified_email_idx', on: 'users (lower(email)) where email_verified_at is not null' },
  // A full e-mail address is looked up exactly (a trigram search of one reads the posting lists of
  // `exa`, `com` and the like: every order).
  { name: 'orders_email_idx', on: `orders (lower(shipping_details->>'email'))` },
  // A guest buyer's paid orders by their address (the buyer's: billing, else shipping): the trigger
  // keeping their row in the customers list (migration 0022), their page, an account adopting them.
  {
    name: 'orders_guest_buyer_idx',
    on: `orders (lower(coalesce(billing_details, shipping_details)->>'email'), created_at desc, id desc) where user_id is null`,
  },
  { name: 'admin_audit_list_idx', on: 'admin_audit (created_at desc, id desc)' },
  { name: 'admin_audit_entity_created_idx', on: 'admin_audit (entity, entity_id, created_at desc, id desc)' },
  { name: 'mails_list_idx', on: 'mails (created_at desc, id desc)' },
  // The books (issue #43): a quarter's invoices by the day they were paid, and the credit notes by
  // their date, for the VAT report and the credit notes' export, without reading every order.
  { name: 'orders_invoiced_idx', on: 'orders (paid_at) where invoice_number is not null' },
  { name: 'order_refunds_credited_idx', on: 'order_refunds (created_at) where credit_note_number is not null' },
  // The lists this turn added, newest first (issue #45): the refills, and an endpoint's webhook deliveries (one per
  // paid order at least: 920,000 at a million orders, where the endpoint's index by id sorted them all, 3.4 s a page).
  { name: 'subscriptions_list_idx', on: 'subscriptions (created_at desc, id desc)' },
  // The dashboard's refills cancelled this month (the rest of its refill figures are kept: migration 0039).
  { name: 'subscriptions_cancelled_idx', on: "subscriptions (cancelled_at) where status = 'cancelled'" },
  { name: 'webhook_deliveries_list_idx', on: 'webhook_deliveries (endpoint_id, created_at desc, id desc)' },
];

/**
 * Indexes the ones above replace, dropped once those stand. Drizzle's `.desc()` wrote the older
 * ones `DESC NULLS LAST`, an order no list asks for (`ORDER BY … DESC` puts nulls first), so the
 * planner sorted every row instead of reading them.
 */
const REPLACED_INDEXES = [
  // Placed orders before partial refunds (migration 0007) existed.
  'orders_placed_idx',
  'orders_placed_status_idx',
  'orders_created_at_idx',
  'mails_created_idx',
  'admin_audit_created_idx',
  'orders_user_idx',
  'orders_status_idx',
  'orders_payment_status_idx',
  'users_created_at_idx',
  'admin_audit_entity_idx',
  // A customer's orders without their payment status.
  'orders_user_created_idx',
] as const;

const BACKFILL_BATCH = 5000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Builds the back office's indexes and fills missing search text. `concurrently` on PostgreSQL,
 * where other processes may be writing; the embedded store has one process, which is this one.
 */
export async function buildOnlineIndexes(db: Db, options: { concurrently: boolean }): Promise<void> {
  const how = options.concurrently ? 'concurrently ' : '';
  const built = new Set<string>();
  await buildMissing(
    db,
    how,
    ONLINE_INDEXES.filter((i) => !i.afterBackfill),
    built,
  );
  const filled = await backfillSearchText(db);
  await buildMissing(
    db,
    how,
    ONLINE_INDEXES.filter((i) => i.afterBackfill),
    built,
  );
  for (const name of REPLACED_INDEXES) await db.execute(sql.raw(`drop index ${how}if exists ${name}`));
  // An index on an expression (a lower-cased e-mail) has no statistics until its table is analyzed: the
  // planner would guess, and walk a whole list instead of the index. So the tables indexed are analyzed too.
  await refreshStatistics(db, filled, { indexed: built, embedded: !options.concurrently });
}

/** Builds the indexes of `indexes` that are missing or invalid, adding their tables to `built`. */
async function buildMissing(db: Db, how: string, indexes: readonly OnlineIndex[], built: Set<string>): Promise<void> {
  for (const index of indexes) {
    const [state] = rowsOf<{ valid: boolean }>(
      await db.execute(
        sql`select i.indisvalid as valid from pg_index i where i.indexrelid = to_regclass(${index.name})`,
      ),
    );
    if (state?.valid) continue;
    // A build killed halfway leaves an invalid index behind: it is dropped and built again.
    if (state) await db.execute(sql.raw(`drop index ${how}if exists ${index.name}`));
    await db.execute(sql.raw(`create index ${how}if not exists ${index.name} on ${index.on}`));
    built.add(index.on.split(' ')[0]!);
  }
}

/**
 * Search text for rows written before the column existed (or by a process that did not know it), a batch at a
 * time, then the search keys of the placed orders among them (`backfillSearchKeys`). Answers how many rows of each
 * table it wrote.
 */
export async function backfillSearchText(db: Db): Promise<Record<'users' | 'orders' | SearchKeyTable, number>> {
  const written = { users: 0, orders: 0 };
  for (;;) {
    const done = rowsOf<{ id: number }>(
      await db.execute(sql`update users set search_text = shop_fold(concat_ws(' ', full_name, email, username))
        where id in (select id from users where search_text is null limit ${BACKFILL_BATCH}) returning id`),
    );
    written.users += done.length;
    if (done.length < BACKFILL_BATCH) break;
  }
  for (;;) {
    // The orders' trigger lists the placed ones as pending rather than writing their keys one order at a time.
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('shop.search_keys', 'later', true)`);
      return rowsOf<{ id: number }>(
        await tx.execute(sql`update orders set search_text = coalesce(shop_order_search_text(id), '')
          where id in (select id from orders where search_text is null limit ${BACKFILL_BATCH}) returning id`),
      );
    });
    written.orders += done.length;
    if (done.length < BACKFILL_BATCH) break;
  }
  return { ...written, ...(await backfillSearchKeys(db)) };
}

/** The tables the search keys are kept in (decision 076). */
type SearchKeyTable = 'order_search_keys' | 'order_search_entries';

/**
 * The search keys of the placed orders pending (decision 076: their search text written by a backfill, or there
 * before the keys existed), written at once, the keys in the order of their text: a search's keys are then read
 * from a few pages of their table, not one page each. Meanwhile no other transaction writes an order's entries
 * (a payment, a rename: they wait), so none is written from what was read before it changed; each takes the entries'
 * table before any key (the orders' trigger), so none holds a key this pass would wait for. Answers how many rows of
 * each table it wrote.
 */
async function backfillSearchKeys(db: Db): Promise<Record<SearchKeyTable, number>> {
  const none = { order_search_keys: 0, order_search_entries: 0 };
  const [pending] = rowsOf<{ any: boolean }>(
    await db.execute(sql`select exists (select 1 from order_search_pending) as any`),
  );
  if (!pending?.any) return none;
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table order_search_entries in share row exclusive mode`);
    await tx.execute(sql`create temporary table order_search_backfill on commit drop as
      select p.order_id, o.created_at, k.key, o.search_text is not null and o.${sql.raw(PLACED)} as placed
      from order_search_pending p
      left join orders o on o.id = p.order_id
      left join lateral shop_order_search_keys(o) as k(key) on true`);
    const keys = rowsOf<{ n: number }>(
      await tx.execute(sql`with written as (insert into order_search_keys (key)
          select distinct key from order_search_backfill where placed and key is not null order by key
          on conflict do nothing returning 1)
        select count(*)::int as n from written`),
    );
    const entries = rowsOf<{ n: number }>(
      await tx.execute(sql`with written as (insert into order_search_entries (key, created_at, order_id)
          select key, created_at, order_id from order_search_backfill where placed and key is not null order by key
          on conflict do nothing returning 1)
        select count(*)::int as n from written`),
    );
    await tx.execute(
      sql`delete from order_search_pending p using order_search_backfill b where b.order_id = p.order_id`,
    );
    return { order_search_keys: Number(keys[0]?.n ?? 0), order_search_entries: Number(entries[0]?.n ?? 0) };
  });
}

/** The tables the back office's plans read; their statistics are refreshed at start when missing or stale. */
const PLANNED_TABLES = [
  'orders',
  'order_lines',
  'users',
  'guest_customers',
  'mails',
  'admin_audit',
  'work_orders',
  'order_search_keys',
  'order_search_entries',
];
/** Below this many rows (or changed rows) a table's statistics hardly change a plan. */
const FEW_ROWS = 10_000;
/** A table whose rows changed by this share since its last analysis is analyzed again. */
const STALE_SHARE = 0.2;

/**
 * Analyzes the tables whose statistics would mislead the planner (docs/decisions/067): never analyzed though
 * they hold rows (a bulk import, a migration from another platform), changed by a fifth since (a backfill, an
 * import into a live shop), or whose search text this start wrote. Without it a search for a perfume in a
 * quarter of the orders reads all of them through the trigram index (the planner thinks the column empty),
 * where walking the newest orders finds a page at once. Autovacuum would come to it, minutes later.
 */
export async function refreshStatistics(
  db: Db,
  written: Partial<Record<string, number>> = {},
  { indexed = new Set<string>(), embedded = false }: { indexed?: ReadonlySet<string>; embedded?: boolean } = {},
): Promise<string[]> {
  const tables = rowsOf<{ name: string; analyzed: boolean; tuples: number; changed: number | null }>(
    await db.execute(sql`select c.relname as name, c.reltuples::float8 as tuples,
        exists (select 1 from pg_statistic s where s.starelid = c.oid) as analyzed,
        pg_stat_get_mod_since_analyze(c.oid)::float8 as changed
      from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and c.relname in (${sql.join(
          PLANNED_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})`),
  );
  const stale: string[] = [];
  const vacuumed = new Set<string>();
  for (const t of tables) {
    const rows = Math.max(Number(t.tuples), 0);
    const changed = Math.max(Number(t.changed ?? 0), written[t.name] ?? 0);
    const many = t.analyzed
      ? changed >= FEW_ROWS && changed >= rows * STALE_SHARE
      : // Never analyzed: its size is unknown to the catalogue until then, so it is counted up to FEW_ROWS.
        (await holdsAtLeast(db, t.name, FEW_ROWS)) || (written[t.name] ?? 0) >= FEW_ROWS;
    if (!many && !indexed.has(t.name)) continue;
    stale.push(t.name);
    // A large table never analyzed was filled behind the shop's back (an import): vacuumed too, so its rows are
    // marked visible once for every reader after. PostgreSQL's autovacuum comes to a table changed since; the
    // embedded store has none, so there every large table due is.
    if (many && (!t.analyzed || embedded)) vacuumed.add(t.name);
  }
  for (const name of stale) await db.execute(sql.raw(`${vacuumed.has(name) ? 'vacuum ' : ''}analyze ${name}`));
  return stale;
}

async function holdsAtLeast(db: Db, table: string, n: number): Promise<boolean> {
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from (select 1 from ${sql.identifier(table)} limit ${n}) held`),
  );
  return Number(row?.n ?? 0) >= n;
}
