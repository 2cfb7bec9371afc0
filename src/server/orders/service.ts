import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { AdminOrder, AdminOrderSummary, OrderFilter } from '../../domain/admin';
import { type CreatedOrder, type Order, type OrderPage, type OrderStatus, orderStatuses, type ShippingDetails } from '../../domain/checkout';
import { toMajor } from '../../domain/money';
import type { CartOwner } from '../cart/owner';
import type { PricedCart } from '../cart/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { toOrder, toOrderPage } from './present';
import {
  type AdminOrderRow,
  exportPage,
  findAdminOrder,
  findOrder,
  findOrderByIntent,
  findOtherOrderPaidBy,
  historyWithAuthors,
  insertOrder,
  insertOrderKey,
  linesFor,
  listOrdersFiltered,
  listOrdersOfUser,
  lockExpirable,
  lockOrder,
  markPaid,
  markPaymentFailed,
  markRefunded,
  orderCounts,
  orderedCartLines,
  orderKeyExists,
  type OrderRow,
  recentOrders,
  revenueByDay,
  setStockHeld,
  statusChanges,
  stockLines,
  writeStatus,
} from './repo';
import type { AuditService } from '../audit/service';
import type { CatalogueService } from '../catalogue/service';
import type { MailService } from '../mail/service';
import type { SampleService } from '../samples/service';
import { type MailLine, orderCancelledMail, type OrderMailData, orderRefundedMail, orderShippedMail } from '../mail/templates';
import { ordersCsv } from './csv';
import { formulaSummary } from './formula';

/** An unpaid order is cancelled after this long, and its bottles go back to stock. */
const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000;
const EXPIRY_BATCH = 100;
const EXPIRY_INTERVAL_MS = 5 * 60 * 1000;

type Shipment = { carrier: string; trackingNumber: string };

/** Why a status cannot follow the order's present state; undefined when it can. */
export function refusedTransition(order: Pick<OrderRow, 'status' | 'paymentStatus'>, to: OrderStatus): string | undefined {
  const paid = order.paymentStatus === 'paid';
  if ((to === 'shipped' || to === 'completed') && !paid) {
    return order.paymentStatus === 'refunded'
      ? `A refunded order cannot be marked ${to}.`
      : `An unpaid order cannot be marked ${to}. It can be ${to === 'shipped' ? 'shipped' : 'completed'} once it is paid.`;
  }
  if (to === 'cancelled' && (order.status === 'shipped' || order.status === 'completed')) {
    return `A ${order.status} order cannot be cancelled. Refund it instead.`;
  }
  return undefined;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');
const newKey = () => randomBytes(24).toString('base64url');

export type { OrderRow };

/** The orders, order_lines and order_status_history tables' one owner. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
    private readonly mail: MailService,
    /** The origin of the links in mails. */
    private readonly publicUrl: string,
    private readonly catalogue: CatalogueService,
    private readonly audit: AuditService,
    private readonly samples: SampleService,
  ) {}

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * from the cart the server priced, inside the caller's transaction.
   */
  async create(owner: CartOwner, cart: PricedCart, shippingDetails: ShippingDetails, db: Db = this.db): Promise<CreatedOrder & { soldOut: boolean }> {
    // A sample credit held by the shopper's own unpaid order moves to this one: that order is superseded.
    const superseded = new Set(cart.adjustments.flatMap((a) => (a.heldBy === undefined ? [] : [a.heldBy])));
    for (const orderId of superseded) await this.supersede(orderId, db);
    // The bottles first: an order the shop cannot fill is never written, and never charged.
    const { soldOut } = await this.catalogue.takeStock(cart.lines, db);
    const order = await insertOrder(
      db,
      {
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
        cartId: cart.cartId ?? null,
        subtotalCents: cart.totals.subtotal,
        discountCents: cart.totals.discount,
        shippingCents: cart.totals.shipping,
        totalCents: cart.totals.total,
        currency: this.currency,
        shippingDetails,
        stockHeld: true,
      },
      cart.lines,
    );
    await this.samples.record(order.id, cart.adjustments, db);
    const accessKey = await this.issueKey(order.id, db);
    return { id: order.id, total: toMajor(order.totalCents), status: 'pending', paymentStatus: 'pending', accessKey, soldOut };
  }

  /** A new key to the order's own page (random, stored hashed), for the browser or a mail. */
  async issueKey(orderId: number, db: Db = this.db): Promise<string> {
    const key = newKey();
    await insertOrderKey(db, orderId, hashKey(key));
    return key;
  }

  /** What a mail about the order says, with a link (and a key of its own) to the order's page. */
  async mailData(orderOrId: number | OrderRow, db: Db = this.db): Promise<OrderMailData & { to: string; order: OrderRow }> {
    const order = typeof orderOrId === 'number' ? await findOrder(db, orderOrId) : orderOrId;
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const orderId = order.id;
    // One after the other: `db` may be a transaction's one connection.
    const lines = (await linesFor(db, [orderId])).get(orderId) ?? [];
    const adjustments = await this.samples.ofOrders([orderId], db);
    const shippingDetails = order.shippingDetails as ShippingDetails;
    const key = await this.issueKey(orderId, db);
    return {
      order,
      to: shippingDetails.email,
      orderId,
      currency: order.currency,
      lines: lines.map(
        (l): MailLine => ({
          name: l.size === 'sample' ? `${l.name} (2 ml sample)` : l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          ...(l.isCustom ? { formula: formulaSummary(l.customDetails) } : {}),
        }),
      ),
      subtotalCents: order.subtotalCents,
      adjustments: (adjustments.get(orderId) ?? []).map((a) => ({ label: a.label, amountCents: a.amountCents })),
      shippingCents: order.shippingCents,
      totalCents: order.totalCents,
      shippingDetails,
      orderUrl: `${this.publicUrl}/orders/${orderId}?key=${key}`,
    };
  }

  /**
   * The order's own page, for the holder of its key or its signed-in owner; anyone else gets the
   * same 404 as for an order that does not exist.
   */
  async page(orderId: number, viewer: { key?: string; userId?: number }): Promise<OrderPage> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const opens = ownedBy(order, viewer.userId) || (viewer.key ? await orderKeyExists(this.db, orderId, hashKey(viewer.key)) : false);
    if (!opens) throw AppError.notFound('ORDER_NOT_FOUND');
    const [lines, changes, adjustments] = await Promise.all([linesFor(this.db, [order.id]), statusChanges(this.db, order.id), this.samples.ofOrders([order.id])]);
    const history = [
      { status: 'pending' as const, at: order.createdAt.toISOString() },
      ...changes.flatMap((c) => (isStatus(c.toStatus) ? [{ status: c.toStatus, at: c.createdAt.toISOString(), note: c.note }] : [])),
    ];
    return toOrderPage(order, lines.get(order.id) ?? [], adjustments.get(order.id) ?? [], history);
  }

  find(id: number, db: Db = this.db): Promise<OrderRow | undefined> {
    return findOrder(db, id);
  }

  /** Another order already paid by this intent, if any. */
  findOtherPaidBy(intentId: string, orderId: number): Promise<OrderRow | undefined> {
    return findOtherOrderPaidBy(this.db, intentId, orderId);
  }

  /** Marks the order paid unless it already is; answers the row only when this call paid it. */
  markPaid(orderId: number, intentId: string, isTest: boolean, db: Db = this.db): Promise<OrderRow | undefined> {
    return markPaid(db, orderId, intentId, isTest);
  }

  /** The cart lines the order was made from, with the quantities ordered. */
  cartLinesOf(orderId: number, db: Db = this.db) {
    return orderedCartLines(db, orderId);
  }

  markPaymentFailed(orderId: number): Promise<void> {
    return markPaymentFailed(this.db, orderId);
  }

  async ordersOfUser(userId: number): Promise<Order[]> {
    return this.withLines(await listOrdersOfUser(this.db, userId));
  }

  /**
   * Sets the status and records the change, with who made it. Refused (409, with the reason) when
   * the status cannot be true of the order: an unpaid order shipped or completed, a shipped order
   * cancelled. Cancelling gives the bottles back; reopening a cancelled order takes them again.
   * Shipping (carrier and tracking number) and cancelling mail the customer, in the same
   * transaction. The same status again changes nothing.
   */
  async setStatus(orderId: number, status: OrderStatus, changedBy: number, shipment?: Shipment) {
    let catalogueChanged = false;
    const result = await this.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
      if (order.status === status) return { id: orderId, status, previousStatus: order.status };
      const refusal = refusedTransition(order, status);
      if (refusal) throw AppError.conflict('STATUS_NOT_ALLOWED', refusal);
      if (status === 'cancelled' && order.stockHeld) {
        catalogueChanged = (await this.releaseStock(order.id, tx)).backInStock;
      } else if (status === 'cancelled') {
        await this.samples.release(order.id, tx);
      } else if (order.status === 'cancelled' && !order.stockHeld) {
        catalogueChanged = (await this.catalogue.takeStock(await stockLines(tx, order.id), tx)).soldOut;
        await setStockHeld(tx, order.id, true);
      }
      const historyId = await writeStatus(tx, order, status, changedBy, status === 'shipped' ? { shipment } : {});
      await this.audit.record(
        { adminId: changedBy, action: 'order.status', entity: 'order', entityId: orderId, details: { from: order.status, to: status, ...(status === 'shipped' ? shipment : {}) } },
        tx,
      );
      if (status === 'shipped' && shipment) {
        const data = await this.mailData(orderId, tx);
        await this.mail.enqueue({ ...orderShippedMail({ ...data, ...shipment }), eventKey: `order-shipped:${orderId}:${historyId}`, to: data.to, orderId }, tx);
      } else if (status === 'cancelled') {
        const data = await this.mailData(orderId, tx);
        await this.mail.enqueue({ ...orderCancelledMail(data), eventKey: `order-cancelled:${orderId}:${historyId}`, to: data.to, orderId }, tx);
      }
      return { id: orderId, status, previousStatus: order.status };
    });
    if (catalogueChanged) await this.catalogue.changed();
    return result;
  }

  /**
   * Gives a locked order's bottles back once (the order no longer holds them) and its sample credits
   * back, in the caller's transaction.
   */
  private async releaseStock(orderId: number, tx: Db): Promise<{ backInStock: boolean }> {
    const back = await this.catalogue.returnStock(await stockLines(tx, orderId), tx);
    await setStockHeld(tx, orderId, false);
    await this.samples.release(orderId, tx);
    return back;
  }

  /**
   * The shopper's unpaid order that a new order of theirs replaces (it held a sample credit the new
   * one takes): cancelled as `superseded`, its bottles and credits given back. An order paid
   * meanwhile is left alone, and the new order then meets the credit's once-only rule (409).
   */
  private async supersede(orderId: number, tx: Db): Promise<void> {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return;
    if (order.stockHeld) await this.releaseStock(orderId, tx);
    else await this.samples.release(orderId, tx);
    await writeStatus(tx, order, 'cancelled', null, { note: 'superseded' });
  }

  /**
   * Unpaid orders older than 24 hours are cancelled (`expired` in their history) and their bottles
   * go back to stock. Safe with several processes: each locks the rows it expires, skipping the
   * others'. Answers how many expired.
   */
  async expireUnpaid(now = new Date()): Promise<number> {
    let backInStock = false;
    const expired = await this.db.transaction(async (tx) => {
      const rows = await lockExpirable(tx, new Date(now.getTime() - UNPAID_ORDER_TTL_MS), EXPIRY_BATCH);
      for (const order of rows) {
        if (order.stockHeld) backInStock = (await this.releaseStock(order.id, tx)).backInStock || backInStock;
        else await this.samples.release(order.id, tx);
        await writeStatus(tx, order, 'cancelled', null, { note: 'expired' });
      }
      return rows.length;
    });
    if (backInStock) await this.catalogue.changed();
    return expired;
  }

  /**
   * Records a refund the provider has made (the admin's, or one reported by its webhook): payment
   * refunded, an order not yet shipped cancelled, the bottles back in stock when asked, the customer
   * mailed and the change audited, in one transaction, once. Answers undefined when the order was
   * already refunded.
   */
  async recordRefund(orderId: number, opts: { restock: boolean; adminId: number | null; refundId: string; tx: Db }) {
    const { tx } = opts;
    const order = await lockOrder(tx, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const refunded = await markRefunded(tx, orderId);
    if (!refunded) return undefined;
    let backInStock = false;
    const restocked = opts.restock && order.stockHeld;
    if (restocked) backInStock = (await this.releaseStock(orderId, tx)).backInStock;
    // The money is back: so is any sample credit the order used.
    else await this.samples.release(orderId, tx);
    const to = order.status === 'pending' || order.status === 'processing' ? 'cancelled' : order.status;
    const historyId = await writeStatus(tx, order, to, opts.adminId, { note: restocked ? 'refunded, bottles back in stock' : 'refunded' });
    await this.audit.record(
      { adminId: opts.adminId, action: 'order.refunded', entity: 'order', entityId: orderId, details: { refundId: opts.refundId, restocked, amountCents: order.totalCents } },
      tx,
    );
    const data = await this.mailData(refunded, tx);
    await this.mail.enqueue({ ...orderRefundedMail(data), eventKey: `order-refunded:${orderId}:${historyId}`, to: data.to, orderId }, tx);
    return { id: orderId, status: to, paymentStatus: 'refunded' as const, refundedAt: refunded.refundedAt?.toISOString() ?? null, restocked, backInStock };
  }

  private expiryTimer: NodeJS.Timeout | undefined;

  /** Expires unpaid orders now and every few minutes while the app runs. */
  startExpiry(log: FastifyBaseLogger, everyMs = EXPIRY_INTERVAL_MS): void {
    const run = () => {
      this.expireUnpaid()
        .then((n) => {
          if (n > 0) log.info({ expired: n }, 'unpaid orders expired; their bottles are back in stock');
        })
        .catch((err: unknown) => log.error({ err }, 'could not expire unpaid orders'));
    };
    run();
    this.expiryTimer = setInterval(run, everyMs);
    this.expiryTimer.unref();
  }

  stopExpiry(): void {
    clearInterval(this.expiryTimer);
  }

  findByIntent(intentId: string): Promise<OrderRow | undefined> {
    return findOrderByIntent(this.db, intentId);
  }

  // ── The back office ──────────────────────────────────────────────────────────────────────────

  /** Newest first, filtered and paged, with each order's customer. */
  async adminList(filter: OrderFilter, limit: number, offset: number): Promise<AdminOrderSummary[]> {
    const rows = await listOrdersFiltered(this.db, filter, limit, offset);
    const lines = await linesFor(
      this.db,
      rows.map((r) => r.order.id),
    );
    return rows.map((r) => toAdminSummary(r, lines.get(r.order.id) ?? []));
  }

  /** One order as the admin reads it: customer, payment, history with who made each change. */
  async adminOrder(id: number, payment: (order: OrderRow) => Promise<AdminOrder['payment']>): Promise<AdminOrder> {
    const row = await findAdminOrder(this.db, id);
    if (!row) throw AppError.notFound('ORDER_NOT_FOUND');
    const [lines, history, pay, adjustments] = await Promise.all([
      linesFor(this.db, [id]),
      historyWithAuthors(this.db, id),
      payment(row.order),
      this.samples.ofOrders([id]),
    ]);
    return {
      ...toAdminSummary(row, lines.get(id) ?? [], adjustments.get(id) ?? []),
      payment: pay,
      statusHistory: [
        { status: 'pending', at: row.order.createdAt.toISOString(), note: null, by: null },
        ...history.flatMap((h) => (isStatus(h.toStatus) ? [{ status: h.toStatus, at: h.createdAt.toISOString(), note: h.note, by: h.by }] : [])),
      ],
    };
  }

  /** The filtered orders as CSV, read a page at a time while it is sent. */
  csv(filter: OrderFilter): Readable {
    const db = this.db;
    return Readable.from(
      ordersCsv(async (beforeId, limit) => {
        const rows = await exportPage(db, filter, beforeId, limit);
        const lines = await linesFor(
          db,
          rows.map((r) => r.order.id),
        );
        return rows.map((r) => toAdminSummary(r, lines.get(r.order.id) ?? []));
      }),
    );
  }

  counts() {
    return orderCounts(this.db);
  }

  recent(limit: number) {
    return recentOrders(this.db, limit);
  }

  revenueByDay(days: number) {
    return revenueByDay(this.db, days);
  }

  private async withLines(rows: OrderRow[]): Promise<Order[]> {
    const ids = rows.map((r) => r.id);
    const [lines, adjustments] = await Promise.all([linesFor(this.db, ids), this.samples.ofOrders(ids)]);
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? [], adjustments.get(r.id) ?? []));
  }
}

function toAdminSummary(row: AdminOrderRow, lines: Parameters<typeof toOrder>[1], adjustments: Parameters<typeof toOrder>[2] = []): AdminOrderSummary {
  const o = row.order;
  const shipping = o.shippingDetails as ShippingDetails;
  return {
    ...toOrder(o, lines, adjustments),
    customer:
      o.userId !== null && row.accountEmail !== null
        ? { name: row.accountName ?? shipping.fullName, email: row.accountEmail, kind: 'customer', userId: o.userId }
        : { name: shipping.fullName, email: shipping.email, kind: 'guest', userId: o.userId },
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
  };
}

function ownedBy(order: OrderRow, userId: number | undefined): boolean {
  return userId !== undefined && order.userId === userId;
}

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
