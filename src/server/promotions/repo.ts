import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { keyset, pageOf } from '../db/keyset';
import { discountCodes, discountRedemptions, promotionSettings } from './schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type DiscountCodeInsert = typeof discountCodes.$inferInsert;
export type RedemptionRow = typeof discountRedemptions.$inferSelect;

/** The new code, or undefined when its code is taken (case-insensitively). */
export async function insertCode(db: Db, row: DiscountCodeInsert): Promise<DiscountCodeRow | undefined> {
  try {
    const [created] = await db.insert(discountCodes).values(row).returning();
    return created;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

export async function findCodeByText(db: Db, code: string): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`upper(${discountCodes.code}) = upper(${code})`);
  return row;
}

export async function findCode(db: Db, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row;
}

/**
 * The code's row, locked until the transaction ends: its uses are counted one order at a time.
 * `for no key update`, the lock an update of its uses takes anyway: it waits for the other takers,
 * not for an order being placed with the code (whose redemption's foreign key holds a key share on
 * the row): two orders paid in full by gift card at once, each placed and taking its use in one
 * transaction, would otherwise each wait for the other (a deadlock on PostgreSQL).
 */
export async function lockCode(db: Db, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('no key update');
  return row;
}

/**
 * The code's row, locked against everything until the transaction ends (a back-office edit): it
 * waits for every order being placed with it (their key share) and holds new ones back until the
 * edit is done, so the edit counts every order made with the code.
 */
export async function lockCodeForEdit(db: Db, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

/**
 * The code's row as an order made with it is written, with the key share its redemption's foreign
 * key takes anyway, taken first: behind an edit under way, it waits for the edit and reads the code
 * as edited.
 */
export async function shareCode(db: Db, id: number): Promise<DiscountCodeRow | undefined> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('key share');
  return row;
}

/** The code rewritten (a back-office edit), or undefined when its new code is another's (case-insensitively). */
export async function updateCode(
  db: Db,
  id: number,
  row: Omit<DiscountCodeInsert, 'id' | 'uses' | 'createdAt'>,
): Promise<DiscountCodeRow | undefined> {
  try {
    const [updated] = await db.update(discountCodes).set(row).where(eq(discountCodes.id, id)).returning();
    return updated;
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** How many orders hold the code (placed, being paid or paid; a cancelled, superseded or expired one lets go). */
export async function ordersWithCode(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(and(eq(discountRedemptions.codeId, id), sql`${discountRedemptions.state} <> 'released'`));
  return Number(row?.n ?? 0);
}

/** One more use, only while uses are left: the update that never lets a code pass max_uses. */
export async function takeUse(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(
      and(
        eq(discountCodes.id, id),
        sql`(${discountCodes.maxUses} is null or ${discountCodes.uses} < ${discountCodes.maxUses})`,
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length === 1;
}

export async function giveUseBack(db: Db, id: number): Promise<void> {
  await db
    .update(discountCodes)
    .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
    .where(eq(discountCodes.id, id));
}

export async function endCode(db: Db, id: number, at: Date): Promise<DiscountCodeRow | undefined> {
  const [row] = await db
    .update(discountCodes)
    .set({ endsAt: sql`least(coalesce(${discountCodes.endsAt}, ${at}), ${at})` })
    .where(eq(discountCodes.id, id))
    .returning();
  return row;
}

/** The code's id spelled with its table: drizzle writes a lone table's columns unqualified, which a subquery would read as its own. */
const codeIdColumn = sql.raw('"discount_codes"."id"');

/** A page of codes, newest first, with their paid uses and the revenue of those orders. */
export async function listCodes(db: Db, page: PageRequest) {
  const k = keyset({ at: discountCodes.createdAt, id: discountCodes.id }, page);
  const rows = await db
    .select({
      row: discountCodes,
      cursorAt: k.cursorAt,
      paidUses: sql<number>`(select count(*)::int from ${discountRedemptions} r where r.code_id = ${codeIdColumn} and r.state = 'paid')`,
      revenueCents: sql<number>`(select coalesce(sum(r.order_total_cents), 0)::int from ${discountRedemptions} r where r.code_id = ${codeIdColumn} and r.state = 'paid')`,
      discountedCents: sql<number>`(select coalesce(sum(r.amount_cents), 0)::int from ${discountRedemptions} r where r.code_id = ${codeIdColumn} and r.state = 'paid')`,
      inUse: sql<boolean>`exists (select 1 from ${discountRedemptions} r where r.code_id = ${codeIdColumn} and r.state <> 'released')`,
    })
    .from(discountCodes)
    .where(k.where)
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.row.id }));
}

/**
 * How many uses of the code count against any of these identities (reserved or paid), other than
 * `exceptOrderId`'s: a use stored with the account and the order's e-mails counts for each of them
 * (decision 061). Exact when read under the code's row lock (`lockCode`).
 */
export async function customerUses(
  db: Db,
  codeId: number,
  keys: readonly string[],
  exceptOrderId = 0,
): Promise<number> {
  if (keys.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discountRedemptions)
    .where(
      and(
        eq(discountRedemptions.codeId, codeId),
        sql`string_to_array(${discountRedemptions.customerKey}, ' ') && array[${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )}]::text[]`,
        inArray(discountRedemptions.state, ['reserved', 'paid']),
        sql`${discountRedemptions.orderId} <> ${exceptOrderId}`,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertRedemption(db: Db, row: typeof discountRedemptions.$inferInsert): Promise<void> {
  await db.insert(discountRedemptions).values(row);
}

export async function lockRedemption(db: Db, orderId: number): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .select()
    .from(discountRedemptions)
    .where(eq(discountRedemptions.orderId, orderId))
    .for('update');
  return row;
}

export async function setRedemptionState(db: Db, orderId: number, state: RedemptionRow['state']): Promise<void> {
  await db.update(discountRedemptions).set({ state }).where(eq(discountRedemptions.orderId, orderId));
}

export async function readPromotionSettings(db: Db) {
  const [row] = await db.select().from(promotionSettings).where(eq(promotionSettings.id, 1));
  return row;
}

export async function writePromotionSettings(db: Db, giftSampleThresholdCents: number | null): Promise<void> {
  await db
    .insert(promotionSettings)
    .values({ id: 1, giftSampleThresholdCents })
    .onConflictDoUpdate({ target: promotionSettings.id, set: { giftSampleThresholdCents, updatedAt: sql`now()` } });
}

/** A code's paid uses, what they took off and those orders' revenue, and whether an order holds it. */
export async function codeFigures(db: Db, id: number) {
  const [row] = await db
    .select({
      paidUses: sql<number>`count(*) filter (where ${discountRedemptions.state} = 'paid')::int`,
      revenueCents: sql<number>`coalesce(sum(${discountRedemptions.orderTotalCents}) filter (where ${discountRedemptions.state} = 'paid'), 0)::int`,
      discountedCents: sql<number>`coalesce(sum(${discountRedemptions.amountCents}) filter (where ${discountRedemptions.state} = 'paid'), 0)::int`,
      inUse: sql<boolean>`count(*) filter (where ${discountRedemptions.state} <> 'released') > 0`,
    })
    .from(discountRedemptions)
    .where(eq(discountRedemptions.codeId, id));
  return row ?? { paidUses: 0, revenueCents: 0, discountedCents: 0, inUse: false };
}
