import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
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
  revenueByDay,
  statusChanges,
  updateOrderStatus,
} from './repo';

const hashKey = (key: string) => createHash('sha256').update(key).digest();

export type { OrderRow };

/** The orders, order_lines and order_status_history tables' one owner. */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
  ) {}

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * from the cart the server priced, inside the caller's transaction.
   */
  async create(owner: CartOwner, cart: PricedCart, shippingDetails: ShippingDetails, db: Db = this.db): Promise<CreatedOrder> {
    const accessKey = randomBytes(24).toString('base64url');
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
        accessKeyHash: hashKey(accessKey).toString('base64url'),
      },
      cart.lines,
    );
    return { id: order.id, total: toMajor(order.totalCents), status: 'pending', paymentStatus: 'pending', accessKey };
  }

  /**
   * The order's own page, for the holder of its key or its signed-in owner; anyone else gets the
   * same 404 as for an order that does not exist.
   */
  async page(orderId: number, viewer: { key?: string; userId?: number }): Promise<OrderPage> {
    const order = await findOrder(this.db, orderId);
    if (!order || !(ownedBy(order, viewer.userId) || keyOpens(order, viewer.key))) throw AppError.notFound('ORDER_NOT_FOUND');
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

  async setStatus(orderId: number, status: OrderStatus, changedBy: number) {
    const change = await updateOrderStatus(this.db, orderId, status, changedBy);
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

function keyOpens(order: OrderRow, key: string | undefined): boolean {
  if (!key || !order.accessKeyHash) return false;
  const expected = Buffer.from(order.accessKeyHash, 'base64url');
  const given = hashKey(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
