import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../users/schema';
import { orderLines, orderRefunds, orderReturns, orders } from '../schema';
import { PAID_PAYMENT_STATUSES, PLACED_PAYMENT_STATUSES } from '../../../domain/orders/lifecycle';
import { inStates } from '../../db/sql-lists';

/*
 * The orders feature's queries about one customer's orders as a whole (decision 065): the guest orders a confirmed address brings to its account, the export, the deletion.
 */

/** The buyer's address on an order: the billing details' (a gift's shipping details are its recipient's), else the shipping details'. */
const buyerEmail = sql`lower(coalesce(${orders.billingDetails}, ${orders.shippingDetails})->>'email')`;

/** Paid guest orders whose buyer used this address join the account; answers their ids. */
export async function adoptGuestOrders(db: Db, userId: number, email: string): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({ userId })
    .where(and(isNull(orders.userId), isNotNull(orders.paidAt), sql`${buyerEmail} = ${email.trim().toLowerCase()}`))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** What the back office finds these orders by follows their new owner (one SQL rule, shop_order_search_text). */
export async function refreshSearchText(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`update orders set search_text = shop_order_search_text(id) where id = any(${sql.param([...ids])}::int[])`,
  );
}

/** How many of the account's paid orders have not left yet (pending or processing). */
export async function countOrdersInProgress(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        inStates(orders.paymentStatus, PAID_PAYMENT_STATUSES),
        inArray(orders.status, ['pending', 'processing']),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The account's orders, oldest first, with their lines, refunds and returns: what its export shows. */
export async function ordersWithDetailsOf(db: Db, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return { orders: rows, lines: [], refunds: [], returns: [] };
  const [lines, refunds, returns] = await Promise.all([
    db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderReturns).where(inArray(orderReturns.orderId, ids)).orderBy(asc(orderReturns.id)),
  ]);
  return { orders: rows, lines, refunds, returns };
}

/** The name an order shows once its customer deleted their account. */
const DELETED_CUSTOMER = 'Deleted customer';

/** A person's details emptied: the name says what happened, the country stays for the books (VAT). */
const emptied = (details: typeof orders.shippingDetails | typeof orders.billingDetails) =>
  sql`jsonb_build_object('fullName', ${DELETED_CUSTOMER}::text, 'email', '', 'address', '', 'city', '',
    'postalCode', '', 'country', coalesce(${details}->'country', '""'::jsonb))`;

/**
 * The account's orders lose the person's name and contact (buyer, gift recipient, gift message); an
 * issued invoice's buyer is kept first in `invoice_party`, as the invoice printed them (the law keeps
 * issued invoices). Answers the orders' ids.
 */
export async function anonymizeOrdersOf(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .update(orders)
    .set({
      invoiceParty: sql`case when ${orders.invoiceNumber} is not null and ${orders.invoiceParty} is null
        then coalesce(${orders.billingDetails}, ${orders.shippingDetails}) else ${orders.invoiceParty} end`,
      shippingDetails: emptied(orders.shippingDetails),
      billingDetails: sql`case when ${orders.billingDetails} is null then null else ${emptied(orders.billingDetails)} end`,
      giftMessage: null,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  return rows.map((r) => r.id);
}

/** Whose orders a customer's page reads: an account's, or a guest buyer's by their address (lower case). */
export type OrdersOwner = { userId: number } | { guestEmail: string };

/** An owner's orders: an account's, or the guest orders whose buyer used the address (orders_guest_buyer_idx). */
const ownedBy = (owner: OrdersOwner) =>
  'userId' in owner
    ? eq(orders.userId, owner.userId)
    : and(isNull(orders.userId), sql`${buyerEmail} = ${owner.guestEmail.trim().toLowerCase()}`);

/**
 * What a customer's page reads of their orders (decision 066): every order's payment and
 * amounts (the lifetime spend's rule reads them), the most recent with their bottles counted and the
 * latest's buyer details (their phone and address), and the returns asked on them.
 */
export async function careOf(db: Db, owner: OrdersOwner, recent: number) {
  // Placed orders only: unpaid checkout attempts are no orders (as in the back office's list).
  const placedBy = and(ownedBy(owner), inStates(orders.paymentStatus, PLACED_PAYMENT_STATUSES));
  const [amounts, latest, returns] = await Promise.all([
    db
      .select({
        paymentStatus: orders.paymentStatus,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        currency: orders.currency,
      })
      .from(orders)
      .where(placedBy),
    db
      .select({
        id: orders.id,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        currency: orders.currency,
        buyer: sql<Record<string, unknown> | null>`coalesce(${orders.billingDetails}, ${orders.shippingDetails})`,
      })
      .from(orders)
      .where(placedBy)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(recent),
    db
      .select({
        id: orderReturns.id,
        orderId: orderReturns.orderId,
        status: orderReturns.status,
        createdAt: orderReturns.createdAt,
      })
      .from(orderReturns)
      .innerJoin(orders, eq(orders.id, orderReturns.orderId))
      .where(ownedBy(owner))
      .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id)),
  ]);
  const ids = latest.map((o) => o.id);
  const counted = ids.length
    ? await db
        .select({ orderId: orderLines.orderId, items: sql<number>`sum(${orderLines.quantity})::int` })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .groupBy(orderLines.orderId)
    : [];
  const items = new Map(counted.map((c) => [c.orderId, Number(c.items)]));
  return { amounts, latest: latest.map((o) => ({ ...o, items: items.get(o.id) ?? 0 })), returns };
}

/**
 * Where a mail about the order goes now: its account's address when it has one, else the buyer's on
 * the order (empty once the customer deleted their account); undefined for no such order.
 */
export async function currentAddressOf(db: Db, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({
      accountEmail: users.email,
      buyerEmail: sql<string | null>`coalesce(${orders.billingDetails}, ${orders.shippingDetails})->>'email'`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  return row.accountEmail ?? row.buyerEmail ?? '';
}
