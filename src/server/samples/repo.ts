import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { paidSampleValues, SAMPLE_CREDIT_DAYS } from '../../domain/samples/samples';
import type { Db } from '../db/client';
import { orderLines, orders } from '../orders/schema';
import { users } from '../users/schema';
import { orderAdjustments } from './schema';

/** One paid sample of the user's (or of a guest order placed with the user's e-mail), and who holds its credit. */
export interface PaidSample {
  sampleLineId: number;
  /** Which of its line's samples. */
  sampleUnit: number;
  perfumeId: number | null;
  customDetails: unknown;
  /** What the sample was paid: its price less its share of its order's discovery set. */
  unitPriceCents: number;
  paidAt: Date;
  /** The order whose active credit holds this sample, if any. */
  claimedBy: number | null;
  /** That order can give it up: the user's own order, not paid, still pending. */
  claimReclaimable: boolean;
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * The user's samples paid within SAMPLE_CREDIT_DAYS in `currency`, one per sample (a line of three is three):
 * from their own orders, and from guest orders that carry their account's e-mail once the account
 * has confirmed it (decision 044: whoever registers an address first does not get its credits). A sample
 * paid in another currency is credited only to a cart in that one (decision 070).
 */
export async function paidSamplesOf(db: Db, userId: number, currency: string): Promise<PaidSample[]> {
  const result = await db.execute(sql`
    select l.id as sample_line_id, l.quantity, l.perfume_id, l.custom_details, l.unit_price_cents, o.paid_at,
           o.id as order_id,
           (select coalesce(sum(d.amount_cents), 0) from ${orderAdjustments} d
             where d.order_id = o.id and d.kind = 'discovery-set') as discovery_cents,
           coalesce(json_agg(json_build_object(
             'unit', a.sample_unit, 'orderId', a.order_id,
             'reclaimable', (c.user_id = ${userId} and c.status = 'pending' and c.payment_status <> 'paid')
           )) filter (where a.id is not null), '[]') as claims
    from ${orderLines} l
    join ${orders} o on o.id = l.order_id
    left join ${orderAdjustments} a on a.sample_line_id = l.id and a.active
    left join ${orders} c on c.id = a.order_id
    where l.size = 'sample'
      and o.payment_status = 'paid'
      and o.currency = ${currency}
      and o.paid_at >= now() - make_interval(days => ${SAMPLE_CREDIT_DAYS})
      and (o.user_id = ${userId}
           or (o.user_id is null and lower(o.shipping_details->>'email') =
               (select lower(u.email) from ${users} u where u.id = ${userId} and u.email_verified_at is not null)))
    group by l.id, o.paid_at, o.id
    order by o.paid_at, l.id`);
  const units = rowsOf(result).flatMap((r) => {
    const claims = json(r.claims) as { unit: number; orderId: number; reclaimable: boolean | null }[];
    return Array.from({ length: Number(r.quantity) }, (_, unit) => {
      const claim = claims.find((c) => Number(c.unit) === unit);
      return {
        orderId: Number(r.order_id),
        discoveryCents: Number(r.discovery_cents),
        sampleLineId: Number(r.sample_line_id),
        sampleUnit: unit,
        perfumeId: r.perfume_id === null ? null : Number(r.perfume_id),
        customDetails: json(r.custom_details),
        unitPriceCents: Number(r.unit_price_cents),
        paidAt: r.paid_at instanceof Date ? r.paid_at : new Date(String(r.paid_at)),
        claimedBy: claim ? Number(claim.orderId) : null,
        claimReclaimable: claim?.reclaimable === true,
      };
    });
  });
  // What each was paid: its price less its share of its order's discovery set.
  const byOrder = new Map<number, typeof units>();
  for (const u of units) byOrder.set(u.orderId, [...(byOrder.get(u.orderId) ?? []), u]);
  const paid = new Map<(typeof units)[number], number>();
  for (const list of byOrder.values()) {
    const values = paidSampleValues(
      list.map((u) => ({ priceCents: u.unitPriceCents, inDiscoverySet: u.perfumeId !== null })),
      list[0]!.discoveryCents,
    );
    list.forEach((u, i) => paid.set(u, values[i]!));
  }
  return units.map(({ orderId: _o, discoveryCents: _d, ...u }, i) => ({ ...u, unitPriceCents: paid.get(units[i]!)! }));
}

export async function insertAdjustments(db: Db, rows: (typeof orderAdjustments.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await db.insert(orderAdjustments).values(rows);
}

/** The order's sample credits let go (its samples may be credited again); its record stays. */
export async function releaseCredits(db: Db, orderId: number): Promise<void> {
  await db
    .update(orderAdjustments)
    .set({ active: false })
    .where(
      and(
        eq(orderAdjustments.orderId, orderId),
        isNotNull(orderAdjustments.sampleLineId),
        eq(orderAdjustments.active, true),
      ),
    );
}

export async function adjustmentsOf(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderAdjustments.orderId,
      kind: orderAdjustments.kind,
      label: orderAdjustments.label,
      amountCents: orderAdjustments.amountCents,
    })
    .from(orderAdjustments)
    .where(inArray(orderAdjustments.orderId, [...orderIds]))
    .orderBy(orderAdjustments.id);
}

/** How much of this order's samples other orders hold as active credits (already given back as a credit). */
export async function creditedElsewhere(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${orderAdjustments.amountCents}), 0)::int` })
    .from(orderAdjustments)
    .innerJoin(orderLines, eq(orderLines.id, orderAdjustments.sampleLineId))
    .where(
      and(
        eq(orderLines.orderId, orderId),
        eq(orderAdjustments.active, true),
        sql`${orderAdjustments.orderId} <> ${orderId}`,
      ),
    );
  return Number(row?.cents ?? 0);
}
