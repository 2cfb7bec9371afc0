import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { viewerOpens } from './reading';
import { creditedRefunds, findOrder, linesFor, type OrderLineRow, type OrderRefundRow, type OrderRow } from './repo';

export type { OrderLineRow, OrderRefundRow, OrderRow };

/** An order as it was stored: what its invoice, credit notes and packing slip are drawn from. */
export interface OrderSnapshot {
  order: OrderRow;
  lines: OrderLineRow[];
  /** Its refunds with a credit note, oldest first. */
  refunds: OrderRefundRow[];
}

/** Who asks for an order's documents: the holder of a key, the signed-in user, staff let in by the back office's rule. */
export interface DocumentViewer {
  key?: string;
  userId?: number;
  /** Let in for any order by the one staff rule (`request.staffMay()`: the role's permission and the second factor). */
  isStaff?: boolean;
}

/**
 * The orders feature's side of an order's documents (decision 059): the stored order, its
 * lines and its refunds, never recomputed, for whoever opens the order's own page, and staff.
 */
export class OrderDocuments {
  constructor(private readonly db: Db) {}

  /** The order for a viewer; 404 `ORDER_NOT_FOUND` for one who may not see it, as the order's own page answers. */
  async forViewer(orderId: number, viewer: DocumentViewer): Promise<OrderSnapshot> {
    const order = await findOrder(this.db, orderId);
    if (!order || !(viewer.isStaff || (await viewerOpens(this.db, order, viewer))))
      throw AppError.notFound('ORDER_NOT_FOUND');
    return this.snapshot(order);
  }

  /** The order for the back office (its gate has let the member in). */
  async forStaff(orderId: number): Promise<OrderSnapshot> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    return this.snapshot(order);
  }

  private async snapshot(order: OrderRow): Promise<OrderSnapshot> {
    const [lines, refunds] = await Promise.all([linesFor(this.db, [order.id]), creditedRefunds(this.db, order.id)]);
    return { order, lines: lines.get(order.id) ?? [], refunds };
  }
}
