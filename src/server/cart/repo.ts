import { rowsIn } from '../db/rows';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddedLine } from '../../domain/cart/schemas';
import { MAX_CART_LINES, MAX_QUANTITY } from '../../domain/cart/cart';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { perfumeSizes, perfumes } from '../catalogue/schema';
import { cartLines, carts } from './schema';
import type { CartOwner } from './owner';

function ownerCondition(owner: CartOwner) {
  return owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.guestId, owner.guestId);
}

export async function findCartId(db: Db, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id;
}

const lineColumns = {
  id: cartLines.id,
  cartId: cartLines.cartId,
  quantity: cartLines.quantity,
  isCustom: cartLines.isCustom,
  perfumeId: cartLines.perfumeId,
  customName: cartLines.customName,
  customPriceCents: cartLines.customPriceCents,
  customDetails: cartLines.customDetails,
  size: cartLines.size,
  perfumeName: perfumes.name,
  /** The perfume's default size: an older line without a volume is one of it. */
  perfumeVolumeMl: perfumes.volumeMl,
  /** The line's size's price: the perfume's for its default size, else its perfume_sizes row's (decision 060). */
  perfumePriceCents: sql<
    number | null
  >`case when ${cartLines.volume} is null or ${cartLines.volume} = ${perfumes.volumeMl} then ${perfumes.priceCents} else ${perfumeSizes.priceCents} end`,
  volume: cartLines.volume,
  refillWeeks: cartLines.refillWeeks,
};

/** The owner's lines with their catalogue names and prices, in one query. */
export async function listLinesByOwner(db: Db, owner: CartOwner) {
  return db
    .select(lineColumns)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .leftJoin(perfumes, eq(perfumes.id, cartLines.perfumeId))
    .leftJoin(
      perfumeSizes,
      and(eq(perfumeSizes.perfumeId, cartLines.perfumeId), eq(perfumeSizes.volumeMl, cartLines.volume)),
    )
    .where(ownerCondition(owner))
    .orderBy(asc(cartLines.id));
}

export type CartLineRow = Awaited<ReturnType<typeof listLinesByOwner>>[number];

/** What a refill delivers, as a renewal prices it (DESIGN §1 "Refills"): a catalogue size, or a custom perfume. */
export interface RefillLine {
  perfumeId: number | null;
  volume: number | null;
  quantity: number;
  name: string;
  customDetails: Record<string, unknown> | null;
  customPriceCents: number | null;
  refillWeeks: number;
}

/**
 * A refill's line as the cart's pricing reads one of its own (`CartLineRow`), with its perfume's name and its
 * size's price of today; undefined when the perfume or its size is no longer sold.
 */
export async function refillLineRow(db: Db, line: RefillLine): Promise<CartLineRow | undefined> {
  const base = {
    id: 0,
    cartId: 0,
    quantity: line.quantity,
    customName: line.perfumeId === null ? line.name : null,
    customPriceCents: line.customPriceCents,
    customDetails: line.customDetails,
    size: 'bottle' as const,
    volume: line.volume,
    refillWeeks: line.refillWeeks,
  };
  if (line.perfumeId === null)
    return {
      ...base,
      isCustom: true,
      perfumeId: null,
      perfumeName: null,
      perfumeVolumeMl: null,
      perfumePriceCents: null,
    };
  const [row] = await db
    .select({
      perfumeName: perfumes.name,
      perfumeVolumeMl: perfumes.volumeMl,
      perfumePriceCents: sql<
        number | null
      >`case when ${line.volume}::int = ${perfumes.volumeMl} then ${perfumes.priceCents} else ${perfumeSizes.priceCents} end`,
    })
    .from(perfumes)
    .leftJoin(perfumeSizes, and(eq(perfumeSizes.perfumeId, perfumes.id), eq(perfumeSizes.volumeMl, line.volume ?? 0)))
    .where(eq(perfumes.id, line.perfumeId));
  if (!row || row.perfumePriceCents === null) return undefined;
  return { ...base, isCustom: false, perfumeId: line.perfumeId, ...row };
}

/** What an owner's line is (its catalogue perfume, or its custom kind, and its size); undefined when the line is not theirs. */
export async function ownedLineKind(
  db: Db,
  owner: CartOwner,
  lineId: number,
): Promise<
  { perfumeId: number | null; customType: string | null; size: 'bottle' | 'sample'; volume: number | null } | undefined
> {
  const [row] = await db
    .select({
      perfumeId: cartLines.perfumeId,
      customType: sql<string | null>`${cartLines.customDetails}->>'type'`,
      size: cartLines.size,
      volume: cartLines.volume,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(ownerCondition(owner), eq(cartLines.id, lineId)));
  return row;
}

/** How many bottles of a catalogue perfume's size the owner's cart holds (0 when none). */
export async function catalogueLineQuantity(
  db: Db,
  owner: CartOwner,
  perfumeId: number,
  volume: number,
): Promise<number> {
  // A one-off line and a refill line of the same size both take bottles.
  const [row] = await db
    .select({ quantity: sql<string | number>`coalesce(sum(${cartLines.quantity}), 0)` })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(
      and(
        ownerCondition(owner),
        eq(cartLines.perfumeId, perfumeId),
        eq(cartLines.size, 'bottle'),
        eq(cartLines.volume, volume),
      ),
    );
  return Number(row?.quantity ?? 0);
}

/**
 * The hot path of the shop, a new guest's first add, in ONE statement, one round trip: the cart is
 * made and the line added to it. A line added to a cart the statement makes cannot pass
 * MAX_CART_LINES, so it needs no count. Answers undefined when the owner already has a cart: a line
 * in it is added under the cart's lock, by `addCatalogueLine`.
 */
export async function addToNewCart(
  db: Db,
  owner: CartOwner,
  perfumeId: number,
  quantity: number,
  size: 'bottle' | 'sample',
  volume: number,
  refillWeeks = 0,
): Promise<AddedLine | undefined> {
  const makeCart =
    owner.kind === 'user'
      ? sql`insert into carts (user_id) values (${owner.userId}) on conflict (user_id) do nothing returning id`
      : sql`insert into carts (guest_id) values (${owner.guestId}) on conflict (guest_id) do nothing returning id`;
  const result = await db.execute(sql`
    with made as (${makeCart})
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, size, volume, refill_weeks)
    select id, ${perfumeId}, ${quantity}, false, ${size}, ${volume}::int, ${refillWeeks}::int from made
    returning id, quantity`);
  const row = rowsIn<AddedLine>(result)[0];
  return row && { id: Number(row.id), quantity: Number(row.quantity) };
}

/**
 * The owner's cart, made on first use, locked until `tx` ends: every new line of a cart is counted
 * and written under this lock (decision 054), so adds arriving at once on any process queue here.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number> {
  const lock =
    owner.kind === 'user'
      ? sql`insert into carts (user_id) values (${owner.userId}) on conflict (user_id) do update set updated_at = now() returning id`
      : sql`insert into carts (guest_id) values (${owner.guestId}) on conflict (guest_id) do update set updated_at = now() returning id`;
  return Number(rowsIn<{ id: number }>(await tx.execute(lock))[0]!.id);
}

/** Under `lockCart`: the cart holds fewer than MAX_CART_LINES lines, or already holds this one. */
function roomFor(
  cartId: number,
  line?: { perfumeId: number; size: 'bottle' | 'sample'; volume: number; refillWeeks: number },
) {
  const counted = sql`(select count(*) from cart_lines l where l.cart_id = ${cartId}) < ${MAX_CART_LINES}`;
  if (!line) return counted;
  return sql`(${counted} or exists (select 1 from cart_lines l where l.cart_id = ${cartId} and l.perfume_id = ${line.perfumeId} and l.size = ${line.size} and l.volume = ${line.volume}::int and l.refill_weeks = ${line.refillWeeks}::int))`;
}

/**
 * Under `lockCart`: a catalogue perfume into the cart, added to its line when it holds one (capped
 * at MAX_QUANTITY), else as a new line while the cart holds fewer than MAX_CART_LINES lines of any
 * kind; answers undefined when it is full.
 */
export async function addCatalogueLine(
  tx: Tx,
  cartId: number,
  perfumeId: number,
  quantity: number,
  size: 'bottle' | 'sample',
  volume: number,
  refillWeeks = 0,
): Promise<AddedLine | undefined> {
  const result = await tx.execute(sql`
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, size, volume, refill_weeks)
    select ${cartId}, ${perfumeId}, ${quantity}, false, ${size}, ${volume}::int, ${refillWeeks}::int
    where ${roomFor(cartId, { perfumeId, size, volume, refillWeeks })}
    on conflict (cart_id, perfume_id, size, volume, refill_weeks) where perfume_id is not null
    do update set quantity = least(${MAX_QUANTITY}, cart_lines.quantity + excluded.quantity)
    returning id, quantity`);
  const row = rowsIn<AddedLine>(result)[0];
  return row && { id: Number(row.id), quantity: Number(row.quantity) };
}

/**
 * Under `lockCart`: a custom line, while the cart holds fewer than MAX_CART_LINES lines of any kind;
 * answers undefined when it is full.
 */
export async function insertCustomLine(
  tx: Tx,
  cartId: number,
  line: {
    quantity: number;
    customName: string;
    customPriceCents: number;
    customDetails: Record<string, unknown>;
    size: 'bottle' | 'sample';
    refillWeeks?: number;
  },
): Promise<AddedLine | undefined> {
  const result = await tx.execute(sql`
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, custom_name, custom_price_cents, custom_details, size, refill_weeks)
    select ${cartId}, null, ${line.quantity}, true, ${line.customName}, ${line.customPriceCents}, ${JSON.stringify(line.customDetails)}::jsonb, ${line.size}, ${line.refillWeeks ?? 0}::int
    where ${roomFor(cartId)}
    returning id, quantity`);
  const row = rowsIn<AddedLine>(result)[0];
  return row && { id: Number(row.id), quantity: Number(row.quantity) };
}

/** Changes a line only through the cart that owns it; answers how many rows changed. */
export async function updateOwnedLine(db: Db, owner: CartOwner, lineId: number, quantity: number): Promise<number> {
  const rows = await db
    .update(cartLines)
    .set({ quantity })
    .where(
      and(
        eq(cartLines.id, lineId),
        inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(ownerCondition(owner))),
      ),
    )
    .returning({ id: cartLines.id });
  return rows.length;
}

export async function deleteOwnedLine(db: Db, owner: CartOwner, lineId: number): Promise<number> {
  const rows = await db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.id, lineId),
        inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(ownerCondition(owner))),
      ),
    )
    .returning({ id: cartLines.id });
  return rows.length;
}

export async function clearOwnedLines(db: Db, owner: CartOwner): Promise<void> {
  await db
    .delete(cartLines)
    .where(inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(ownerCondition(owner))));
}

/**
 * Takes what an order holds out of its cart and nothing else: each ordered line loses the ordered
 * quantity (what was added to it since stays), and goes when nothing is left. One round trip.
 */
export async function removeOrderedLines(
  db: Db,
  cartId: number,
  ordered: readonly { cartLineId: number; quantity: number }[],
): Promise<void> {
  if (ordered.length === 0) return;
  const values = sql.join(
    ordered.map((l) => sql`(${l.cartLineId}::int, ${l.quantity}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with o(id, q) as (values ${values}),
    gone as (delete from cart_lines c using o where c.id = o.id and c.cart_id = ${cartId} and c.quantity <= o.q returning c.id)
    update cart_lines c set quantity = c.quantity - o.q from o where c.id = o.id and c.cart_id = ${cartId} and c.quantity > o.q`);
}

/**
 * Moves a guest's lines into a user's cart: catalogue perfumes already there add their
 * quantities (capped at MAX_QUANTITY), everything else moves as it is. Run inside a transaction.
 */
export async function mergeCartInto(db: Db, fromCartId: number, toCartId: number): Promise<void> {
  await db.execute(sql`
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, custom_name, custom_price_cents, custom_details, size, volume, refill_weeks)
    select ${toCartId}, perfume_id, quantity, is_custom, custom_name, custom_price_cents, custom_details, size, volume, refill_weeks
    from cart_lines where cart_id = ${fromCartId} and perfume_id is not null
    on conflict (cart_id, perfume_id, size, volume, refill_weeks) where perfume_id is not null
    do update set quantity = least(${MAX_QUANTITY}, cart_lines.quantity + excluded.quantity)`);
  await db
    .update(cartLines)
    .set({ cartId: toCartId })
    .where(and(eq(cartLines.cartId, fromCartId), eq(cartLines.isCustom, true)));
  await db.delete(carts).where(eq(carts.id, fromCartId));
}
