import type { CreatedOrder } from '../../domain/orders/schemas';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { toMajor } from '../../domain/shared/money';
import type { CartOwner } from '../cart/owner';
import type { PricedCart } from '../cart/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import type { SampleService } from '../samples/service';
import { issueKey } from './keys';
import type { OrderLifecycle } from './lifecycle';
import {
  findOrder,
  findOrderByIntent,
  findOtherOrderPaidBy,
  insertOrder,
  markPaid,
  markPaymentFailed,
  orderedCartLines,
  type OrderRow,
} from './repo';

export type { OrderRow };

/**
 * Placing an order and paying for it, as the checkout does: the order written from the priced cart
 * with its bottles taken, then marked paid (or its payment failed). The orders and order_lines
 * tables are written here and in OrderLifecycle.
 */
export class OrderPlacing {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
    private readonly stock: Pick<CatalogueStock, 'take'>,
    private readonly samples: Pick<SampleService, 'record'>,
    private readonly lifecycle: Pick<OrderLifecycle, 'supersede'>,
  ) {}

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * from the cart the server priced, inside the caller's transaction.
   */
  async place(owner: CartOwner, cart: PricedCart, shippingDetails: ShippingDetails, tx: Tx): Promise<CreatedOrder> {
    // A sample credit held by the shopper's own unpaid order moves to this one: that order is superseded.
    const superseded = new Set(cart.adjustments.flatMap((a) => (a.heldBy === undefined ? [] : [a.heldBy])));
    for (const orderId of superseded) await this.lifecycle.supersede(orderId, tx);
    // The bottles first: an order the shop cannot fill is never written, and never charged.
    await this.stock.take(cart.lines, tx);
    const order = await insertOrder(
      tx,
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
    await this.samples.record(order.id, cart.adjustments, tx);
    const accessKey = await issueKey(tx, order.id);
    return { id: order.id, total: toMajor(order.totalCents), status: 'pending', paymentStatus: 'pending', accessKey };
  }

  find(id: number): Promise<OrderRow | undefined> {
    return findOrder(this.db, id);
  }

  findByIntent(intentId: string): Promise<OrderRow | undefined> {
    return findOrderByIntent(this.db, intentId);
  }

  /** Another order already paid by this intent, if any. */
  findOtherPaidBy(intentId: string, orderId: number): Promise<OrderRow | undefined> {
    return findOtherOrderPaidBy(this.db, intentId, orderId);
  }

  /** Marks the order paid unless it already is, in the caller's transaction; answers the row only when this call paid it. */
  markPaid(orderId: number, intentId: string, isTest: boolean, tx: Db): Promise<OrderRow | undefined> {
    return markPaid(tx, orderId, intentId, isTest);
  }

  markPaymentFailed(orderId: number): Promise<void> {
    return markPaymentFailed(this.db, orderId);
  }

  /** The cart lines the order was made from, with the quantities ordered. */
  cartLinesOf(orderId: number, db: Db = this.db) {
    return orderedCartLines(db, orderId);
  }
}
