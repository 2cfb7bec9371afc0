import { rowsIn } from '../db/rows';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AddedLine } from '../../domain/cart/schemas';
import { MAX_CART_LINES, MAX_QUANTITY } from '../../domain/cart/cart';
import type { Db } from '../db/client';
import { anyOf } from '../db/sql-lists';
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

/** A catalogue perfume as a refill's line is priced by: its name, its own size and price, and every size it sells. */
export interface SoldPerfume {
  name: string;
  volumeMl: number;
  priceCents: number;
  /** Every size sold, its own among them, each at its price. */
  sizes: readonly { volumeMl: number; priceCents: number }[];
}

/**
 * Perfumes as refills' lines are priced by (`SoldPerfume`), archived ones too (a refill of a perfume taken off the
 * storefront is still renewed), in one read of the perfumes and their sizes.
 */
export async function soldPerfumes(db: Db, ids: readonly number[]): Promise<Map<number, SoldPerfume>> {
  const byPerfume = new Map<number, SoldPerfume & { sizes: { volumeMl: number; priceCents: number }[] }>();
  if (ids.length === 0) return byPerfume;
  const rows = await db
    .select({
      id: perfumes.id,
      name: perfumes.name,
      volumeMl: perfumes.volumeMl,
      priceCents: perfumes.priceCents,
      sizeMl: perfumeSizes.volumeMl,
      sizePriceCents: perfumeSizes.priceCents,
    })
    .from(perfumes)
    .leftJoin(perfumeSizes, eq(perfumeSizes.perfumeId, perfumes.id))
    .where(anyOf(perfumes.id, [...new Set(ids)]));
  for (const r of rows) {
    let perfume = byPerfume.get(r.id);
    if (!perfume) {
      perfume = { name: r.name, volumeMl: r.volumeMl, priceCents: r.priceCents, sizes: [] };
      perfume.sizes.push({ volumeMl: r.volumeMl, priceCents: r.priceCents });
      byPerfume.set(r.id, perfume);
    }
    // The perfume's own size is priced by its own row, whatever a size row of the same volume says.
    if (r.sizeMl !== null && r.sizePriceCents !== null && r.sizeMl !== r.volumeMl)
      perfume.sizes.push({ volumeMl: r.sizeMl, priceCents: r.sizePriceCents });
  }
  return byPerfume;
}

/**
 * Refills' lines as the cart's pricing reads its own (`CartLineRow`), each with its perfume's name and its size's
 * price of today from `sold` (undefined when the perfume or its size is no longer sold).
 */
export function refillLineRowsOf(
  lines: readonly RefillLine[],
  sold: ReadonlyMap<number, SoldPerfume>,
): (CartLineRow | undefined)[] {
  return lines.map((line) => {
    if (line.perfumeId === null) return refillLineRow(line, null);
    const perfume = sold.get(line.perfumeId);
    // Its size at its price: none, and the size is no longer sold.
    const size = perfume?.sizes.find((s) => s.volumeMl === line.volume);
    if (!perfume || !size) return undefined;
    return refillLineRow(line, { id: line.perfumeId, name: perfume.name, volumeMl: perfume.volumeMl, size });
  });
}

/**
 * A refill's line as a cart's line row: a custom perfume (no perfume), or a catalogue size at its price. Written out
 * whole, not spread from a common part: on Node.js 20 each property written after a spread costs a new hidden class
 * (docs/decisions/068, "Objects written out").
 */
function refillLineRow(
  line: RefillLine,
  perfume: { id: number; name: string; volumeMl: number; size: { priceCents: number } } | null,
): CartLineRow {
  return {
    id: 0,
    cartId: 0,
    quantity: line.quantity,
    customName: perfume ? null : line.name,
    customPriceCents: line.customPriceCents,
    customDetails: line.customDetails,
    size: 'bottle',
    volume: line.volume,
    refillWeeks: line.refillWeeks,
    isCustom: perfume === null,
    perfumeId: perfume?.id ?? null,
    perfumeName: perfume?.name ?? null,
    perfumeVolumeMl: perfume?.volumeMl ?? null,
    perfumePriceCents: perfume?.size.priceCents ?? null,
  };
}

/** `refillLineRowsOf` with their perfumes read in `db` (a renewal, in its transaction). */
export async function refillLineRows(db: Db, lines: readonly RefillLine[]): Promise<(CartLineRow | undefined)[]> {
  return refillLineRowsOf(lines, await soldPerfumes(db, perfumeIdsOf(lines)));
}

/** The catalogue perfumes some refills' lines name, each once. */
export const perfumeIdsOf = (lines: readonly RefillLine[]): number[] => [
  ...new Set(lines.flatMap((l) => (l.perfumeId === null ? [] : [l.perfumeId]))),
];

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
 * in it is added under the cart's lock, by `addCatalogueLine`. With `inStock`, the bottles left of the size
 * (read fresh, in the same statement) must cover the line, else nothing is made and it answers undefined too: the
 * caller's slower path then says "Only N left".
 */
export async function addToNewCart(
  db: Db,
  owner: CartOwner,
  perfumeId: number,
  quantity: number,
  size: 'bottle' | 'sample',
  volume: number,
  refillWeeks = 0,
  inStock = false,
): Promise<AddedLine | undefined> {
  // The size exists, and is untracked or holds the line's bottles (as `stockOf` reads it).
  const enough = inStock
    ? sql`where exists (
        select 1 from perfumes p left join perfume_sizes s on s.perfume_id = p.id and s.volume_ml = ${volume}::int
        where p.id = ${perfumeId} and (p.volume_ml = ${volume}::int or s.perfume_id is not null)
          and coalesce(case when p.volume_ml = ${volume}::int then p.stock else s.stock end, ${quantity}::int) >= ${quantity}::int)`
    : sql``;
  const makeCart =
    owner.kind === 'user'
      ? sql`insert into carts (user_id) select ${owner.userId} ${enough} on conflict (user_id) do nothing returning id`
      : sql`insert into carts (guest_id) select ${owner.guestId} ${enough} on conflict (guest_id) do nothing returning id`;
  const result = await db.execute(sql`
    with made as (${makeCart})
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, size, volume, refill_weeks)
    select id, ${perfumeId}, ${quantity}, false, ${size}, ${volume}::int, ${refillWeeks}::int from made
    returning id, quantity`);
  const row = rowsIn<AddedLine>(result)[0];
  return row && { id: Number(row.id), quantity: Number(row.quantity) };
}

/**
 * What a change of a cart's lines writes on the cart: when it changed, and that its reminder has not gone for these
 * contents (DESIGN §1 "Abandoned carts and consent": one reminder per cart's contents).
 */
const changed = sql.raw('updated_at = now(), reminded_at = null');

/** The owner's cart changed (a line's quantity, a line removed, the cart emptied): see `changed`. */
async function touchOwned(db: Db, owner: CartOwner): Promise<void> {
  await db
    .update(carts)
    .set({ updatedAt: sql`now()`, remindedAt: null })
    .where(ownerCondition(owner));
}

/**
 * The owner's cart, made on first use, locked until `tx` ends: every new line of a cart is counted
 * and written under this lock (decision 054), so adds arriving at once on any process queue here.
 */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number> {
  const lock =
    owner.kind === 'user'
      ? sql`insert into carts (user_id) values (${owner.userId}) on conflict (user_id) do update set ${changed} returning id`
      : sql`insert into carts (guest_id) values (${owner.guestId}) on conflict (guest_id) do update set ${changed} returning id`;
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
  if (rows.length > 0) await touchOwned(db, owner);
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
  if (rows.length > 0) await touchOwned(db, owner);
  return rows.length;
}

export async function clearOwnedLines(db: Db, owner: CartOwner): Promise<void> {
  await db
    .delete(cartLines)
    .where(inArray(cartLines.cartId, db.select({ id: carts.id }).from(carts).where(ownerCondition(owner))));
  await touchOwned(db, owner);
}

/**
 * Takes what an order holds out of its cart and nothing else: each ordered line loses the ordered
 * quantity (what was added to it since stays), and goes when nothing is left; the cart's reminder is
 * cleared. One round trip.
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
    gone as (delete from cart_lines c using o where c.id = o.id and c.cart_id = ${cartId} and c.quantity <= o.q returning c.id),
    -- The cart became an order: a later cart is reminded again (DESIGN §1 "Abandoned carts and consent").
    touched as (update carts set ${changed} where id = ${cartId})
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

/** The address a guest typed at checkout, kept on their cart: its reminder goes there (DESIGN §1 "Abandoned carts and consent"). */
export async function setContactEmail(db: Db, owner: CartOwner, email: string): Promise<void> {
  await db.update(carts).set({ contactEmail: email.toLowerCase() }).where(ownerCondition(owner));
}

/** A cart not reminded of, left since before some instant, with lines and an address to write to. */
export interface AbandonedCart {
  id: number;
  userId: number | null;
  guestId: string | null;
  contactEmail: string | null;
  updatedAt: Date;
  lines: number;
  /** Where the next page starts (the store's own text of `updated_at`, to the microsecond). */
  cursor: string;
}

/**
 * Up to `limit` carts not yet reminded of whose lines last changed before `before`, with lines and an owner to
 * write to (an account, or a guest's typed address), oldest change first, after `after` (a cursor it answered).
 * Read by the partial index of the carts not reminded (`carts_unreminded_idx`).
 */
export async function abandonedCarts(
  db: Db,
  before: Date,
  after: { cursor: string; id: number } | undefined,
  limit: number,
): Promise<AbandonedCart[]> {
  const from = after ? sql`and (c.updated_at, c.id) > (${after.cursor}::timestamptz, ${after.id}::int)` : sql``;
  const result = await db.execute(sql`
    select c.id, c.user_id, c.guest_id, c.contact_email, c.updated_at, c.updated_at::text as cursor,
      (select count(*)::int from cart_lines l where l.cart_id = c.id) as lines
    from carts c
    where c.reminded_at is null and c.updated_at < ${before.toISOString()}::timestamptz
      and (c.user_id is not null or c.contact_email is not null)
      and exists (select 1 from cart_lines l where l.cart_id = c.id) ${from}
    order by c.updated_at, c.id
    limit ${limit}`);
  return rowsIn<Record<string, unknown>>(result).map((r) => ({
    id: Number(r.id),
    userId: r.user_id === null ? null : Number(r.user_id),
    guestId: r.guest_id === null ? null : String(r.guest_id),
    contactEmail: r.contact_email === null ? null : String(r.contact_email),
    updatedAt: new Date(r.updated_at as string | Date),
    lines: Number(r.lines),
    cursor: String(r.cursor),
  }));
}

/**
 * Marks the cart reminded at `at`, once across processes: only while it is still not reminded, still unchanged since
 * `before` and still holds lines. Answers the token of its link back (the one it has, else `token`), or undefined
 * when another process took it or it changed meanwhile.
 */
export async function claimReminder(
  db: Db,
  cartId: number,
  before: Date,
  at: Date,
  token: string,
): Promise<string | undefined> {
  const result = await db.execute(sql`
    update carts set reminded_at = ${at.toISOString()}::timestamptz, reminder_token = coalesce(reminder_token, ${token})
    where id = ${cartId} and reminded_at is null and updated_at < ${before.toISOString()}::timestamptz
      and exists (select 1 from cart_lines l where l.cart_id = ${cartId})
    returning reminder_token`);
  const row = rowsIn<{ reminder_token: string }>(result)[0];
  return row?.reminder_token;
}

/** The cart a reminder's link names, and how many lines it holds now. */
export async function cartOfReminderToken(
  db: Db,
  token: string,
): Promise<{ id: number; userId: number | null; guestId: string | null; lines: number } | undefined> {
  const result = await db.execute(sql`
    select c.id, c.user_id, c.guest_id, (select count(*)::int from cart_lines l where l.cart_id = c.id) as lines
    from carts c where c.reminder_token = ${token}`);
  const row = rowsIn<Record<string, unknown>>(result)[0];
  return (
    row && {
      id: Number(row.id),
      userId: row.user_id === null ? null : Number(row.user_id),
      guestId: row.guest_id === null ? null : String(row.guest_id),
      lines: Number(row.lines),
    }
  );
}

/**
 * Under the target's `lockCart`: a reminded cart's lines brought into another cart, the first one left as it is. A
 * perfume already there keeps the larger of the two quantities and a custom line already there is not added again,
 * so opening the link twice changes nothing; a refill line joins only when `refills` (a signed-in cart).
 */
export async function restoreLines(db: Db, fromCartId: number, toCartId: number, refills: boolean): Promise<void> {
  const which = refills ? sql`` : sql`and l.refill_weeks = 0`;
  await db.execute(sql`
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, custom_name, custom_price_cents, custom_details, size, volume, refill_weeks)
    select ${toCartId}, l.perfume_id, l.quantity, l.is_custom, l.custom_name, l.custom_price_cents, l.custom_details, l.size, l.volume, l.refill_weeks
    from cart_lines l where l.cart_id = ${fromCartId} and l.perfume_id is not null ${which}
    on conflict (cart_id, perfume_id, size, volume, refill_weeks) where perfume_id is not null
    do update set quantity = greatest(cart_lines.quantity, excluded.quantity)`);
  await db.execute(sql`
    insert into cart_lines (cart_id, perfume_id, quantity, is_custom, custom_name, custom_price_cents, custom_details, size, volume, refill_weeks)
    select ${toCartId}, null, l.quantity, true, l.custom_name, l.custom_price_cents, l.custom_details, l.size, l.volume, l.refill_weeks
    from cart_lines l where l.cart_id = ${fromCartId} and l.perfume_id is null ${which}
      and not exists (
        select 1 from cart_lines t where t.cart_id = ${toCartId} and t.perfume_id is null
          and t.custom_name is not distinct from l.custom_name and t.custom_details is not distinct from l.custom_details
          and t.size = l.size and t.refill_weeks = l.refill_weeks)
    order by l.id`);
}
