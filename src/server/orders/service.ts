import { cartTotals } from '../../domain/cart';
import type { Order, ShippingDetails } from '../../domain/checkout';
import { toMajor } from '../../domain/money';
import { type CartOwner, findCartId, listLinesByCart } from '../cart/repo';
import { unitPriceCents } from '../cart/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { toOrder } from './present';
import { insertOrder, linesFor, listOrdersOfUser } from './repo';

export interface CreatedOrder {
  id: number;
  total: number;
  status: 'pending';
  paymentStatus: 'pending';
}

export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
  ) {}

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * in one transaction, priced from the server's cart, never from the request.
   */
  async create(owner: CartOwner, shippingDetails: ShippingDetails): Promise<CreatedOrder> {
    const order = await this.db.transaction(async (tx) => {
      const cartId = await findCartId(tx, owner);
      const lines = cartId === undefined ? [] : await listLinesByCart(tx, cartId);
      if (lines.length === 0) throw AppError.badRequest('Your cart is empty. Please add items before checking out.');
      const totals = cartTotals(lines.map((l) => ({ unitPrice: unitPriceCents(l), quantity: l.quantity })));
      return insertOrder(
        tx,
        {
          userId: owner.kind === 'user' ? owner.userId : null,
          guestId: owner.kind === 'guest' ? owner.guestId : null,
          cartId: cartId ?? null,
          subtotalCents: totals.subtotal,
          shippingCents: totals.shipping,
          totalCents: totals.total,
          currency: this.currency,
          shippingDetails,
        },
        lines.map((l) => ({
          perfumeId: l.perfumeId,
          name: (l.isCustom ? l.customName : l.perfumeName) ?? 'Unknown item',
          unitPriceCents: unitPriceCents(l),
          quantity: l.quantity,
          isCustom: l.isCustom,
          customDetails: l.customDetails,
        })),
      );
    });
    return { id: order.id, total: toMajor(order.totalCents), status: 'pending', paymentStatus: 'pending' };
  }

  async ordersOfUser(userId: number): Promise<Order[]> {
    const rows = await listOrdersOfUser(this.db, userId);
    const lines = await linesFor(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
  }
}
