import { createHash, randomBytes } from 'node:crypto';
import { type CreatedOrder, type Order, type OrderPage, type OrderStatus, orderStatuses, type ShippingDetails } from '../../domain/checkout';
import { toMajor } from '../../domain/money';
import type { CartOwner } from '../cart/owner';
import type { PricedCart } from '../cart/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { toOrder, toOrderPage } from './present';
import {
  findOrder,
  findOtherOrderPaidBy,
  insertOrder,
  linesFor,
  listOrders,
  listOrdersOfUser,
  markPaid,
  markPaymentFailed,
  orderedCartLines,
  orderCounts,
  type OrderRow,
  recentOrders,
  insertOrderKey,
  orderKeyExists,
  revenueByDay,
  statusChanges,
  updateOrderStatus,
} from './repo';
import type { MailService } from '../mail/service';
import { type MailLine, orderCancelledMail, type OrderMailData, orderShippedMail } from '../mail/templates';
import { formulaSummary } from './formula';

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
  ) {}

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * from the cart the server priced, inside the caller's transaction.
   */
  async create(owner: CartOwner, cart: PricedCart, shippingDetails: ShippingDetails, db: Db = this.db): Promise<CreatedOrder> {
    const order = await insertOrder(
      db,
      {
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
        cartId: cart.cartId ?? null,
        subtotalCents: cart.totals.subtotal,
        shippingCents: cart.totals.shipping,
        totalCents: cart.totals.total,
        currency: this.currency,
        shippingDetails,
      },
      cart.lines,
    );
    const accessKey = await this.issueKey(order.id, db);
    return { id: order.id, total: toMajor(order.totalCents), status: 'pending', paymentStatus: 'pending', accessKey };
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
    const lines = (await linesFor(db, [orderId])).get(orderId) ?? [];
    const shippingDetails = order.shippingDetails as ShippingDetails;
    const key = await this.issueKey(orderId, db);
    return {
      order,
      to: shippingDetails.email,
      orderId,
      currency: order.currency,
      lines: lines.map(
        (l): MailLine => ({
          name: l.name,
          quantity: l.quantity,
          unitPriceCents: l.unitPriceCents,
          ...(l.isCustom ? { formula: formulaSummary(l.customDetails) } : {}),
        }),
      ),
      subtotalCents: order.subtotalCents,
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
    const [lines, changes] = await Promise.all([linesFor(this.db, [order.id]), statusChanges(this.db, order.id)]);
    const history = [
      { status: 'pending' as const, at: order.createdAt.toISOString() },
      ...changes.flatMap((c) => (isStatus(c.toStatus) ? [{ status: c.toStatus, at: c.createdAt.toISOString() }] : [])),
    ];
    return toOrderPage(order, lines.get(order.id) ?? [], history);
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

  /** Newest first, paged. */
  async list(limit: number, offset: number): Promise<Order[]> {
    return this.withLines(await listOrders(this.db, limit, offset));
  }

  /**
   * Sets the status and records the change; shipping (with carrier and tracking number) and
   * cancelling mail the customer, in the same transaction. The same status again changes nothing.
   */
  async setStatus(orderId: number, status: OrderStatus, changedBy: number, shipment?: { carrier: string; trackingNumber: string }) {
    const change = await this.db.transaction(async (tx) => {
      const change = await updateOrderStatus(tx, orderId, status, changedBy, status === 'shipped' ? shipment : undefined);
      if (!change?.historyId) return change;
      if (status === 'shipped' && shipment) {
        const data = await this.mailData(orderId, tx);
        const mail = orderShippedMail({ ...data, ...shipment });
        await this.mail.enqueue({ ...mail, eventKey: `order-shipped:${orderId}:${change.historyId}`, to: data.to, orderId }, tx);
      } else if (status === 'cancelled') {
        const data = await this.mailData(orderId, tx);
        await this.mail.enqueue({ ...orderCancelledMail(data), eventKey: `order-cancelled:${orderId}:${change.historyId}`, to: data.to, orderId }, tx);
      }
      return change;
    });
    if (!change) throw AppError.notFound('ORDER_NOT_FOUND');
    return { id: orderId, status, previousStatus: change.from };
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
    const lines = await linesFor(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  }
}

function ownedBy(order: OrderRow, userId: number | undefined): boolean {
  return userId !== undefined && order.userId === userId;
}

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
