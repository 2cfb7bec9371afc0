/**
 * The back office at scale: a store filled with two years of a busy shop's orders, in SQL
 * (`generate_series`, `insert … select`), so a million orders take minutes, not hours. Every value is
 * drawn from a hash of the row's number, so two fills hold the same data (dated back from the day they run).
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '../src/server/auth/passwords';
import { type Db, openStore, type StoreOptions } from '../src/server/db/client';
import { seedCatalogue } from '../src/server/db/seed';
import { migrationsFolder } from '../src/server/paths';

/** How much a fill holds; mails (~1 per order) and audit rows (~1 per 5 orders) follow the orders. */
export interface ScaleSize {
  orders: number;
  customers: number;
}
export const POSTGRES_SIZE: ScaleSize = { orders: 1_000_000, customers: 200_000 };
export const PGLITE_SIZE: ScaleSize = { orders: 100_000, customers: 20_000 };

/** The admin the bench signs in as (ADMIN_EMAIL re-keys the filled row at the shop's start). */
export const SCALE_ADMIN = { email: 'scale-admin@example.com', password: 'Bench-scale-admin-2024!' };
/** The customer with exactly BUSY_ORDERS placed orders, for the shopper's own list. */
export const BUSY_CUSTOMER = { id: 1, email: 'eloise.lefevre@example.com', password: 'Bench-scale-shopper-2024!' };
export const BUSY_ORDERS = 500;
/** Every filled customer's password: one hash computed once, so the fill costs no hashing. */
const CUSTOMER_PASSWORD = BUSY_CUSTOMER.password;

/** The database a PostgreSQL fill owns, beside (never instead of) the one DATABASE_URL names. */
const SCALE_DATABASE = 'maison_scale';

export interface FillStep {
  step: string;
  seconds: number;
}

export interface Filled<T> {
  /** The shop's environment for the filled store. */
  env: Record<string, string>;
  /** The steps' times; empty when BENCH_SCALE_REUSE found the store filled. */
  steps: FillStep[];
  reused: boolean;
  /** What `probe` read from the filled store, before the shop opens it (the embedded store takes one process). */
  probes: T;
}

/** Reads what the bench needs from the filled store: cursors, names, ranges. */
export type Probe<T> = (db: Db, size: ScaleSize) => Promise<T>;

// Names with accents, so a search for the unaccented form has something to find: [as written, in an address].
const FIRST_NAMES: [string, string][] = [
  ['Éloïse', 'eloise'],
  ['Hélène', 'helene'],
  ['François', 'francois'],
  ['Zoë', 'zoe'],
  ['Amélie', 'amelie'],
  ['Céline', 'celine'],
  ['Jérôme', 'jerome'],
  ['Noël', 'noel'],
  ['Inès', 'ines'],
  ['Léa', 'lea'],
  ['Chloé', 'chloe'],
  ['Anaïs', 'anais'],
  ['Björn', 'bjorn'],
  ['Søren', 'soren'],
  ['José', 'jose'],
  ['Léon', 'leon'],
  ['Marie', 'marie'],
  ['Lucas', 'lucas'],
  ['Emma', 'emma'],
  ['Louis', 'louis'],
  ['Camille', 'camille'],
  ['Jules', 'jules'],
  ['Sophie', 'sophie'],
  ['Thomas', 'thomas'],
  ['Julia', 'julia'],
  ['Anna', 'anna'],
  ['Paul', 'paul'],
  ['Clara', 'clara'],
  ['Hugo', 'hugo'],
  ['Olivia', 'olivia'],
  ['Adam', 'adam'],
  ['Nina', 'nina'],
];
const LAST_NAMES: [string, string][] = [
  ['Lefèvre', 'lefevre'],
  ['Müller', 'muller'],
  ['Núñez', 'nunez'],
  ['Kowalczyk', 'kowalczyk'],
  ['Ødegaard', 'odegaard'],
  ['Schäfer', 'schafer'],
  ['Jørgensen', 'jorgensen'],
  ['García', 'garcia'],
  ['Fernández', 'fernandez'],
  ['Dvořák', 'dvorak'],
  ['Brontë', 'bronte'],
  ['Gauthier', 'gauthier'],
  ['Dubois', 'dubois'],
  ['Martin', 'martin'],
  ['Bernard', 'bernard'],
  ['Rousseau', 'rousseau'],
  ['Girard', 'girard'],
  ['Moreau', 'moreau'],
  ['Fournier', 'fournier'],
  ['Bonnet', 'bonnet'],
  ['Rossi', 'rossi'],
  ['Bianchi', 'bianchi'],
  ['Smith', 'smith'],
  ['Johnson', 'johnson'],
  ['Nowak', 'nowak'],
  ['Durand', 'durand'],
  ['Lambert', 'lambert'],
  ['Mercier', 'mercier'],
  ['Faure', 'faure'],
  ['Chevalier', 'chevalier'],
  ['Petit', 'petit'],
  ['Laurent', 'laurent'],
];
/** [city, postal code, country, street]. */
const PLACES: [string, string, string, string][] = [
  ['Paris', '75001', 'France', 'rue de Rivoli'],
  ['Lyon', '69002', 'France', 'rue de la République'],
  ['Bordeaux', '33000', 'France', 'cours de l’Intendance'],
  ['Berlin', '10115', 'Germany', 'Invalidenstraße'],
  ['München', '80331', 'Germany', 'Kaufingerstraße'],
  ['Madrid', '28013', 'Spain', 'Calle Mayor'],
  ['Kraków', '31-001', 'Poland', 'ulica Floriańska'],
  ['Oslo', '0154', 'Norway', 'Karl Johans gate'],
  ['Zürich', '8001', 'Switzerland', 'Bahnhofstrasse'],
  ['Bruxelles', '1000', 'Belgium', 'rue Neuve'],
  ['Milano', '20121', 'Italy', 'Via Brera'],
  ['Lisboa', '1100-148', 'Portugal', 'Rua Augusta'],
];

/**
 * The skew real shops have (issue #45): half the accounts and guests named by the word a platform the shop
 * migrated from gave them and a number ("Client 777"), so a name search matches many; one perfume in about a
 * quarter of the orders; a sales month a year ago with three times a month's orders; statuses in classes of every
 * size (completed 70 %, shipped 12 %, ...).
 */
export const CLIENT_WORD_TEXT = 'Client';
const CLIENT_WORD = sql.raw(`'${CLIENT_WORD_TEXT}'`);
export const POPULAR_PERFUME = 'Néroli Soleil';
/** The webhook endpoints a fill registers: one that receives every paid order and refund, one the refunds only. */
export const ERP_ENDPOINT = 1;
export const REFUNDS_ENDPOINT = 2;
/** Percent of all orders placed in the sales month (a month a year ago), besides its own share: about 3× a month's. */
const SALES_MONTH_SHARE = 8;

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (values: string[]) => sql.raw(`array[${values.map(quote).join(', ')}]::text[]`);
/** An integer of the bench's own, written into the statement (utility statements take no parameters). */
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const FIRST = array(FIRST_NAMES.map((n) => n[0]));
const FIRST_PLAIN = array(FIRST_NAMES.map((n) => n[1]));
const LAST = array(LAST_NAMES.map((n) => n[0]));
const LAST_PLAIN = array(LAST_NAMES.map((n) => n[1]));
const CITY = array(PLACES.map((p) => p[0]));
const POSTAL = array(PLACES.map((p) => p[1]));
const COUNTRY = array(PLACES.map((p) => p[2]));
const STREET = array(PLACES.map((p) => p[3]));

export async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The fill itself, on a store whose migrations have run. `now` is fixed once, so every step agrees on
 * what "today" is: orders run from two years before it to a few minutes before it.
 */
async function fill(db: Db, kind: StoreOptions['kind'], size: ScaleSize): Promise<FillStep[]> {
  const steps: FillStep[] = [];
  const step = timed(db, steps);
  const N = size.orders;
  const U = size.customers;
  const adminId = U + 1;
  const stride = N / BUSY_ORDERS;
  const now = sql.raw(`${quote(new Date().toISOString())}::timestamptz`);
  const start = sql`(${now} - interval '730 days')`;
  const salesMonth = sql`date_trunc('month', ${now} - interval '1 year', 'UTC')`;

  if (kind === 'postgres') {
    await db.execute(sql`set work_mem = '256MB'`);
    await db.execute(sql`set maintenance_work_mem = '1GB'`);
    await db.execute(sql`set synchronous_commit = off`);
  }
  // A row's dice: the same number and salt always draw the same value.
  await db.execute(
    sql`create or replace function pg_temp.h(x bigint, salt int) returns int language sql immutable
        as 'select hashint8($1 * 97 + $2) & 2147483647'`,
  );
  await seedCatalogue(db);
  await db.execute(sql`create temp table fill_perfumes as
    select (row_number() over (order by id) - 1)::int as i, id, name, price_cents
    from perfumes where archived_at is null order by id limit 20`);
  const [{ perfumes } = { perfumes: 0 }] = await rows<{ perfumes: number }>(
    db,
    sql`select count(*)::int as perfumes from fill_perfumes`,
  );
  if (perfumes === 0) throw new Error('the catalogue is empty: nothing to order');
  const [found] = await rows<{ i: number }>(db, sql`select i from fill_perfumes where name = ${POPULAR_PERFUME}`);
  if (!found) throw new Error(`${POPULAR_PERFUME} is not in the catalogue`);
  const popular = int(found.i);
  const tables = ['users', 'orders', 'order_lines', 'mails', 'admin_audit'];
  // The store opened with the indexes a start builds (src/server/db/online-indexes.ts) on empty tables:
  // without them the rows go in faster, and the shop's first start builds them on a full store, as
  // it would on a live shop.
  const built = await startIndexes(db, tables);
  for (const name of built) await db.execute(sql.raw(`drop index ${name}`));
  console.log(`  fill: ${built.length} indexes a start builds dropped (${built.join(', ')})`);
  for (const t of tables) await db.execute(sql.raw(`alter table ${t} disable trigger user`));
  try {
    const hash = await hashPassword(CUSTOMER_PASSWORD);
    // No search text, no statistics: as a bulk import (another platform's orders) leaves a store, which
    // the shop's first start makes ready itself (it writes the search text, then analyzes what it wrote).
    await step(
      `users (${U.toLocaleString('en')})`,
      sql`insert into users (id, username, email, password_hash, full_name, city, country, created_at)
        select u, username, email, ${hash}::text, full_name, (${CITY})[ci], (${COUNTRY})[ci], created_at
        from (
          select u, case when client then ${CLIENT_WORD} || ' ' || u else (${FIRST})[fi] || ' ' || (${LAST})[li] end as full_name,
            case when client then 'client' || u else (${FIRST_PLAIN})[fi] || '.' || (${LAST_PLAIN})[li] || u end as username,
            case when client then 'client' || u else (${FIRST_PLAIN})[fi] || '.' || (${LAST_PLAIN})[li] || u end
              || '@example.com' as email,
            ci, ${start} - interval '10 days' + interval '730 days' * ((u - 1 + (pg_temp.h(u, 0) % 900) / 1000.0) / ${int(U)}) as created_at
          from generate_series(2, ${int(U)}) u,
            lateral (select 1 + pg_temp.h(u, 1) % ${int(FIRST_NAMES.length)} as fi,
                            1 + pg_temp.h(u, 2) % ${int(LAST_NAMES.length)} as li,
                            1 + pg_temp.h(u, 3) % ${int(PLACES.length)} as ci,
                            pg_temp.h(u, 4) % 2 = 0 as client) d
        ) g`,
      sql`insert into users (id, username, email, password_hash, full_name, city, country, created_at)
        values (${BUSY_CUSTOMER.id}, 'eloise.lefevre', ${BUSY_CUSTOMER.email}::text, ${hash}::text, 'Éloïse Lefèvre', 'Paris', 'France',
          ${start} - interval '20 days')`,
      sql`insert into users (id, username, email, password_hash, full_name, email_verified_at, created_at)
        values (${adminId}, 'scale-admin', ${SCALE_ADMIN.email}::text, ${hash}::text, 'Bench Administrator', now(),
          ${start} - interval '30 days')`,
      sql`insert into staff (email, role, status, user_id, accepted_at)
        values (${SCALE_ADMIN.email}::text, 'owner', 'active', ${adminId}, now())`,
    );

    // Each order's draw, then its lines; the orders' totals are their lines' sums.
    await step(
      `order plan (${N.toLocaleString('en')} orders, their lines)`,
      sql`create temp table fill_orders as
        select o as id, created_at, busy, fi, li, ci, r, client,
          case when busy then ${BUSY_CUSTOMER.id}
               when pg_temp.h(o, 2) % 100 < 30 then null
               -- an account made before the order: the older the account, the more it has ordered
               else 2 + pg_temp.h(o, 5) % greatest(1, floor(${int(U - 1)} * o::float8 / ${int(N)})::int)
          end as user_id,
          case when placed then
                 case when s < 70 then 'completed' when s < 82 then 'shipped' when s < 90 then 'processing'
                      when s < 97 then 'cancelled' else 'completed' end
               when created_at > ${now} - interval '1 day' then 'pending'
               else 'cancelled' end as status,
          case when placed then case when s < 90 then 'paid' else 'refunded' end
               when created_at > ${now} - interval '1 day' and r % 3 = 0 then 'failed'
               else 'pending' end as payment_status
        from (
          select o, case
              -- The sales month (a month a year ago, the list's month filter): a share of the orders on top of its own.
              when pg_temp.h(o, 15) % 100 < ${int(SALES_MONTH_SHARE)} then ${salesMonth}
                + (${salesMonth} + interval '1 month' - ${salesMonth}) * (pg_temp.h(o, 16) % 1000000 / 1000000.0)
              else ${start} + interval '730 days' * ((o - 1 + (pg_temp.h(o, 0) % 900) / 1000.0) / ${int(N)})
            end as created_at,
            o % ${int(stride)} = ${int(stride / 2)} as busy,
            o % ${int(stride)} = ${int(stride / 2)} or pg_temp.h(o, 1) % 100 >= 8 as placed,
            pg_temp.h(o, 3) % 100 as s,
            pg_temp.h(o, 4) as r,
            1 + pg_temp.h(o, 6) % ${int(FIRST_NAMES.length)} as fi,
            1 + pg_temp.h(o, 7) % ${int(LAST_NAMES.length)} as li,
            1 + pg_temp.h(o, 8) % ${int(PLACES.length)} as ci,
            pg_temp.h(o, 14) % 2 = 0 as client
          from generate_series(1, ${int(N)}) o
        ) d`,
      // 1 to 3 lines an order (2 on average): mostly bottles, then samples, a few creations.
      sql`create temp table fill_lines as
        select row_number() over (order by o, k) as id, o as order_id,
          case when kind < 90 then p.id end as perfume_id,
          case when kind < 90 then p.name when kind < 95 then 'Custom Lifestyle Perfume' else 'Bespoke Perfume' end as name,
          case when kind < 78 then p.price_cents when kind < 90 then 600
               when kind < 95 then 14500 + (r % 6) * 1000 else 17500 + (r % 8) * 1000 end as unit_price_cents,
          case when kind < 78 and r % 10 = 0 then 2 else 1 end as quantity,
          kind >= 90 as is_custom,
          case when kind >= 95 then '{"type":"bespoke-perfume","perfumeType":"eau-de-parfum"}'::jsonb
               when kind >= 90 then '{"type":"lifestyle"}'::jsonb end as custom_details,
          case when kind >= 78 and kind < 90 then 'sample' else 'bottle' end as size
        from generate_series(1, ${int(N)}) o,
          lateral generate_series(1, 1 + pg_temp.h(o, 9) % 3) k,
          lateral (select pg_temp.h(o * 4 + k, 10) % 100 as kind, pg_temp.h(o * 4 + k, 11) as r) d
          -- One perfume in about a quarter of the orders (a sixth of the lines), the rest evenly.
          join fill_perfumes p on p.i = case when r % 6 = 0 then ${popular} else r % ${int(perfumes)} end`,
      sql`create temp table fill_totals as
        select order_id, sum(unit_price_cents * quantity)::int as subtotal from fill_lines group by order_id`,
    );

    await step(
      'orders',
      sql`insert into orders (id, user_id, guest_id, subtotal_cents, shipping_cents, discount_cents, total_cents, currency,
          status, payment_status, shipping_details, payment_intent_id, carrier, tracking_number, paid_at, refunded_at,
          stock_held, placed_from, created_at, updated_at)
        select f.id, f.user_id, case when f.user_id is null then 'guest_' || substr(md5(f.id::text), 1, 24) end,
          t.subtotal, 1200, 0, t.subtotal + 1200, 'EUR', f.status, f.payment_status,
          jsonb_build_object('fullName', x.full_name, 'email', x.email,
            'address', 1 + f.r % 180 || ' ' || (${STREET})[f.ci], 'city', (${CITY})[f.ci],
            'postalCode', (${POSTAL})[f.ci], 'country', (${COUNTRY})[f.ci]),
          case when x.placed then 'pi_scale_' || f.id end,
          case when f.status in ('shipped', 'completed') then 'Colissimo' end,
          case when f.status in ('shipped', 'completed') then '6A' || lpad(f.id::text, 11, '0') end,
          case when x.placed then f.created_at + interval '1 minute' end,
          case when f.payment_status = 'refunded' then least(f.created_at + interval '3 days', ${now}) end,
          x.placed and f.status <> 'cancelled',
          '203.0.113.' || f.r % 250,
          f.created_at,
          case when f.payment_status = 'refunded' then least(f.created_at + interval '3 days', ${now})
               when x.placed then f.created_at + interval '1 minute' else f.created_at end
        from fill_orders f
        join fill_totals t on t.order_id = f.id
        left join users u on u.id = f.user_id
        cross join lateral (select
          f.payment_status in ('paid', 'refunded') as placed,
          coalesce(u.full_name, case when f.client then ${CLIENT_WORD} || ' ' || f.id
            else (${FIRST})[f.fi] || ' ' || (${LAST})[f.li] end) as full_name,
          coalesce(u.email, case when f.client then 'client' || f.id
            else (${FIRST_PLAIN})[f.fi] || '.' || (${LAST_PLAIN})[f.li] || f.id end || '@example.com') as email) x`,
    );
    await step(
      'order lines',
      sql`insert into order_lines (id, order_id, perfume_id, name, unit_price_cents, quantity, is_custom, custom_details, size)
        select id, order_id, perfume_id, name, unit_price_cents, quantity, is_custom, custom_details, size from fill_lines`,
    );
    // A confirmation for every placed order, a refund mail for every refund; ids in the order they were written.
    await step(
      'mails',
      sql`insert into mails (id, event_key, kind, to_address, subject, html, text, order_id, status, attempts,
          next_attempt_at, sent_at, created_at)
        select row_number() over (order by at, order_id, kind), kind || ':' || order_id, kind, email,
          subject, '<p>' || subject || '.</p>', subject || '.', order_id, 'sent', 1, at, at + interval '2 seconds', at
        from (
          select id as order_id, 'order-confirmation' as kind, paid_at as at, shipping_details->>'email' as email,
            'Your order #' || id || ' is confirmed' as subject
          from orders where payment_status in ('paid', 'refunded')
          union all
          select id, 'order-refunded', refunded_at, shipping_details->>'email', 'Your order #' || id || ' has been refunded'
          from orders where payment_status = 'refunded'
        ) m`,
    );
    // A shipment recorded for a fifth of the shipped orders, half the refunds, and the catalogue's price changes.
    await step(
      'admin audit',
      sql`insert into admin_audit (id, admin_id, action, entity, entity_id, details, created_at)
        select row_number() over (order by at, entity, entity_id), ${adminId}, action, entity, entity_id, details, at
        from (
          select 'order.status' as action, 'order' as entity, id::text as entity_id,
            jsonb_build_object('from', 'processing', 'to', 'shipped', 'carrier', carrier, 'trackingNumber', tracking_number) as details,
            least(created_at + interval '1 day', ${now}) as at
          from orders where status in ('shipped', 'completed') and payment_status = 'paid' and pg_temp.h(id, 12) % 5 = 0
          union all
          select 'order.refunded', 'order', id::text,
            jsonb_build_object('refundId', 're_scale_' || id, 'restocked', false, 'amountCents', total_cents), refunded_at
          from orders where payment_status = 'refunded' and pg_temp.h(id, 13) % 2 = 0
          union all
          select 'perfume.updated', 'perfume', p.id::text,
            jsonb_build_object('priceCents', jsonb_build_object('from', p.price_cents - 500, 'to', p.price_cents)),
            ${start} + interval '730 days' * (g::float8 / ${int(N / 500)})
          from generate_series(1, ${int(N / 500)}) g join fill_perfumes p on p.i = g % ${int(perfumes)}
        ) a`,
    );
    for (const t of tables) {
      await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${t}', 'id'), (select max(id) from ${t}))`));
    }
  } finally {
    for (const t of tables) await db.execute(sql.raw(`alter table ${t} enable trigger user`));
  }
  steps.push(...(await fillWorkOrders(db)), ...(await fillRefillsAndWebhooks(db)));
  // What the triggers would have kept: the dashboard's figures.
  await step('figures', sql`select shop_rebuild_figures()`);
  // And the guest buyers' rows of the customers list (migration 0022), from the orders' buyers.
  await step('guest customers', sql`select shop_rebuild_guest_customers()`);
  return steps;
}

/** One formula for every filled work order: what the Atelier's list carries, a realistic size. */
const FILLED_FORMULA = JSON.stringify({
  name: 'Custom Perfume',
  uniqueCode: '81234567',
  kind: 'bespoke',
  quantity: 1,
  perfumeType: 'eau-de-parfum',
  typeName: 'Eau de Parfum',
  concentrationLabel: '25%',
  volumeMl: 50,
  composition: [
    { ingredientId: 1, name: 'Bergamot', group: 'top', drops: 40, ml: 2, percent: 4 },
    { ingredientId: 10, name: 'Rose', group: 'middle', drops: 30, ml: 1.5, percent: 3 },
    { ingredientId: 11, name: 'Jasmine', group: 'middle', drops: 20, ml: 1, percent: 2 },
    { ingredientId: 19, name: 'Sandalwood', group: 'base', drops: 60, ml: 3, percent: 6 },
  ],
  fragranceMl: 7.5,
  alcoholMl: 42.5,
  alcoholPercent: 85,
  allergens: [
    { inci: 'Limonene', percent: 1.52 },
    { inci: 'Citronellol', percent: 0.36 },
    { inci: 'Linalool', percent: 0.48 },
  ],
});

/**
 * A work order for every custom line of a paid order (decision 064), unless the store holds some:
 * bottled once its order left, cancelled with its refund, else somewhere in the atelier. Also run on a
 * store BENCH_SCALE_REUSE keeps, filled before the atelier existed.
 */
async function fillWorkOrders(db: Db): Promise<FillStep[]> {
  const steps: FillStep[] = [];
  const [held] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from work_orders limit 1) w`,
  );
  if ((held?.n ?? 0) > 0) return steps;
  const step = timed(db, steps);
  await step(
    'work orders',
    // Counted once after (the trigger that keeps the counts would write one row 184,000 times).
    sql`alter table work_orders disable trigger user`,
    sql`insert into work_orders (id, order_id, line_id, batch, status, formula, created_at, updated_at)
      select row_number() over (order by o.paid_at, l.id), o.id, l.id,
        'B' || to_char(o.paid_at, 'YYMM') || '-' || lpad(l.id::text, greatest(5, length(l.id::text)), '0'),
        case when o.payment_status = 'refunded' or o.status = 'cancelled' then 'cancelled'
             when o.status in ('shipped', 'completed') then 'bottled'
             else (array['queued', 'compounding', 'macerating', 'bottled'])[1 + l.id % 4] end,
        ${FILLED_FORMULA}::jsonb, o.paid_at, o.paid_at
      from order_lines l join orders o on o.id = l.order_id
      where l.is_custom and o.paid_at is not null`,
    sql`select setval(pg_get_serial_sequence('work_orders', 'id'), greatest(1, (select max(id) from work_orders)))`,
    sql`alter table work_orders enable trigger user`,
    sql`insert into work_order_counts (status, n) select status, count(*)::int from work_orders group by status
      on conflict (status) do update set n = excluded.n`,
  );
  return steps;
}

/**
 * The lists this turn added, at the orders' scale (issue #45): a refill for one in twenty of the paid orders of an
 * account (50,000 at a million; statuses from the many active to the few past due), and the webhooks' log: an
 * endpoint that received every paid order (920,000 deliveries, a few hundred failed) and one that received only the
 * refunds. Nothing due: every refill's next renewal a week or more ahead and already reminded, every delivery
 * posted, so the schedulers stay idle while the lists are measured. Also run on a store BENCH_SCALE_REUSE keeps.
 */
async function fillRefillsAndWebhooks(db: Db): Promise<FillStep[]> {
  const steps: FillStep[] = [];
  const [held] = await rows<{ n: number }>(
    db,
    sql`select (select count(*) from (select 1 from subscriptions limit 1) s)::int
             + (select count(*) from (select 1 from webhook_deliveries limit 1) d)::int as n`,
  );
  if ((held?.n ?? 0) > 0) return steps;
  const step = timed(db, steps);
  const now = sql.raw(`${quote(new Date().toISOString())}::timestamptz`);
  await db.execute(
    sql`create or replace function pg_temp.h(x bigint, salt int) returns int language sql immutable
        as 'select hashint8($1 * 97 + $2) & 2147483647'`,
  );
  // Each order's first perfume line by one sort of the lines, not a lateral walk per order: the tables are not
  // analyzed yet (the shop's start does it), and a planner that guessed 25 orders walked every line's key for each
  // of the 50,000 picked, an hour for one statement.
  await step(
    'refills',
    sql`insert into subscriptions (user_id, status, interval_weeks, perfume_id, volume, name, quantity, market, currency,
        shipping_details, locale, card_token, card_label, origin_order_id, origin_line_id, last_amount_minor, cycle,
        next_renewal_at, attempt_at, failures, reminded_for, cancelled_at, cancel_reason, created_at, updated_at)
      select o.user_id, x.status, x.weeks, l.perfume_id, l.volume, l.name, 1, 'eu', o.currency, o.shipping_details, 'en',
        'pm_scale_' || o.id, '•••• 4242', o.id, l.id, l.unit_price_cents, x.cycle,
        case when x.status <> 'cancelled' then x.next end,
        case when x.status in ('active', 'past_due') then x.next end,
        case when x.status = 'past_due' then 1 + o.id % 2 else 0 end,
        case when x.status = 'active' then x.next end,
        case when x.status = 'cancelled' then o.paid_at + interval '40 days' end,
        case when x.status = 'cancelled' then 'customer' end,
        o.paid_at, o.paid_at
      from orders o
      join (select distinct on (ol.order_id) ol.order_id, ol.id, ol.perfume_id, p.volume_ml as volume, ol.name,
          ol.unit_price_cents
        from order_lines ol join perfumes p on p.id = ol.perfume_id
        where not ol.is_custom order by ol.order_id, ol.id) l on l.order_id = o.id
      cross join lateral (select
        case when pg_temp.h(o.id, 31) % 100 < 70 then 'active' when pg_temp.h(o.id, 31) % 100 < 80 then 'paused'
             when pg_temp.h(o.id, 31) % 100 < 83 then 'past_due' else 'cancelled' end as status,
        (array[4, 6, 8, 12])[1 + pg_temp.h(o.id, 32) % 4] as weeks,
        1 + pg_temp.h(o.id, 33) % 12 as cycle,
        ${now} + interval '8 days' + interval '1 hour' * (pg_temp.h(o.id, 34) % 1000) as next) x
      where o.user_id is not null and o.payment_status in ('paid', 'refunded') and pg_temp.h(o.id, 30) % 20 = 0`,
  );
  await step(
    'webhook deliveries',
    sql`insert into webhook_endpoints (id, url, events, description, secret, created_at) values
      (${int(ERP_ENDPOINT)}, 'https://erp.example.com/hooks/maison', '["order.paid", "order.refunded"]', 'The ERP',
        'whsec_c2NhbGUtYmVuY2gtc2VjcmV0LTAwMDAwMDAwMDA=', ${now} - interval '730 days'),
      (${int(REFUNDS_ENDPOINT)}, 'https://accounts.example.com/refunds', '["order.refunded"]', 'The accountant',
        'whsec_c2NhbGUtYmVuY2gtc2VjcmV0LTExMTExMTExMTE=', ${now} - interval '730 days')`,
    sql`select setval(pg_get_serial_sequence('webhook_endpoints', 'id'), 2)`,
    sql`insert into webhook_deliveries (endpoint_id, event_key, message_id, event_type, body, status, attempts,
        last_status_code, last_error, next_attempt_at, delivered_at, created_at)
      select e.endpoint_id, e.type || ':' || e.order_id, 'msg_scale_' || e.endpoint_id || '_' || e.type || '_' || e.order_id,
        e.type, '{"type":"' || e.type || '","timestamp":"' || e.at || '","data":{"id":' || e.order_id || '}}',
        case when pg_temp.h(e.order_id, 35) % 2000 = 0 then 'failed' else 'delivered' end,
        case when pg_temp.h(e.order_id, 35) % 2000 = 0 then 9 else 1 end,
        case when pg_temp.h(e.order_id, 35) % 2000 = 0 then 503 else 200 end,
        case when pg_temp.h(e.order_id, 35) % 2000 = 0 then 'The endpoint answered 503' end,
        e.at, case when pg_temp.h(e.order_id, 35) % 2000 <> 0 then e.at + interval '1 second' end, e.at
      from (
        select ${int(ERP_ENDPOINT)} as endpoint_id, 'order.paid' as type, id as order_id, paid_at as at
        from orders where payment_status in ('paid', 'refunded')
        union all
        select endpoint_id, 'order.refunded', id, refunded_at
        from orders cross join (values (${int(ERP_ENDPOINT)}), (${int(REFUNDS_ENDPOINT)})) v(endpoint_id)
        where payment_status = 'refunded'
      ) e order by e.at, e.order_id`,
  );
  await step('refills and deliveries analyzed', sql`analyze subscriptions`, sql`analyze webhook_deliveries`);
  return steps;
}

/**
 * The indexes on `tables` a start built: neither a constraint's nor one the migrations (drizzle/*.sql)
 * create.
 */
async function startIndexes(db: Db, tables: string[]): Promise<string[]> {
  const migrated = new Set<string>();
  for (const file of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql'))) {
    const text = readFileSync(join(migrationsFolder, file), 'utf8');
    for (const m of text.matchAll(/create (?:unique )?index (?:concurrently )?(?:if not exists )?"?(\w+)"?/gi))
      migrated.add(m[1]!);
  }
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_class t on t.oid = i.indrelid
        where t.relname in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})
          and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  return found.map((r) => r.name).filter((name) => !migrated.has(name));
}

/**
 * PostgreSQL: `maison_scale` on DATABASE_URL's server, made anew (never the database DATABASE_URL names).
 * BENCH_SCALE_REUSE=1 keeps one that already holds the orders.
 */
export async function fillPostgres<T>(url: string, probe: Probe<T>, size = POSTGRES_SIZE): Promise<Filled<T>> {
  const target = new URL(url);
  target.pathname = `/${SCALE_DATABASE}`;
  const store: StoreOptions = { kind: 'postgres', url: target.toString(), poolSize: 1 };
  const env = { DATABASE_URL: target.toString() };
  const reused = process.env.BENCH_SCALE_REUSE === '1' && (await holdsOrders(target.toString(), size.orders));
  if (reused) {
    console.log(
      `  fill: ${SCALE_DATABASE} already holds ${size.orders.toLocaleString('en')} orders (BENCH_SCALE_REUSE=1)`,
    );
  } else {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      if (admin.database === SCALE_DATABASE)
        throw new Error(`DATABASE_URL names ${SCALE_DATABASE}: the fill would drop it`);
      await admin.query(`drop database if exists ${SCALE_DATABASE} with (force)`);
      await admin.query(`create database ${SCALE_DATABASE}`);
    } finally {
      await admin.end();
    }
  }
  const s = await openStore(store);
  try {
    const steps: FillStep[] = [];
    if (reused) {
      steps.push(...(await fillWorkOrders(s.db)), ...(await fillRefillsAndWebhooks(s.db)));
    } else steps.push(...(await fill(s.db, 'postgres', size)));
    return { env, steps, reused, probes: await probe(s.db, size) };
  } finally {
    await s.close();
  }
}

/** The embedded store: a fresh data directory, filled, then closed for the shop to open. */
export async function fillPglite<T>(probe: Probe<T>, size = PGLITE_SIZE): Promise<Filled<T>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-scale-'));
  const s = await openStore({ kind: 'pglite', dataDir });
  try {
    const steps = await fill(s.db, 'pglite', size);
    return { env: { DATA_DIR: dataDir }, steps, reused: false, probes: await probe(s.db, size) };
  } finally {
    await s.close();
  }
}

/** Runs a step's statements in turn, and says and keeps how long it took. */
function timed(db: Db, steps: FillStep[]) {
  return async (name: string, ...queries: SQL[]) => {
    const started = performance.now();
    for (const q of queries) await db.execute(q);
    const seconds = Math.round((performance.now() - started) / 100) / 10;
    steps.push({ step: name, seconds });
    console.log(`  fill ${name}: ${seconds} s`);
  };
}

async function holdsOrders(url: string, orders: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const r = await client.query<{ ok: boolean }>('select exists(select 1 from orders where id = $1) as ok', [orders]);
    return r.rows[0]?.ok === true;
  } catch {
    return false; // no such database yet
  } finally {
    await client.end().catch(() => undefined);
  }
}
