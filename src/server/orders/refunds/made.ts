import type { OrderRefund } from '../../../domain/orders/admin-schemas';
import { toMajor } from '../../../domain/shared/money';
import type { Db } from '../../db/client';
import { isMade, rowsOf } from './reckoning';
import { refundsOfOrder } from './repo';

/** The refunds made on an order (with their credit notes), oldest first, as the back office lists them. */
export async function refundsMade(db: Db, orderId: number): Promise<OrderRefund[]> {
  return (await refundsOfOrder(db, orderId)).filter(isMade).map((r) => ({
    id: r.id,
    creditNote: r.creditNoteNumber,
    amount: toMajor(r.amountCents),
    tax: toMajor(r.taxCents),
    shipping: toMajor(r.shippingCents),
    restocked: r.restocked,
    returnId: r.returnId,
    lines: rowsOf(r).map((row) => ({
      lineId: row.lineId,
      name: row.name,
      quantity: row.quantity,
      amount: toMajor(row.grossCents),
    })),
    createdAt: r.createdAt.toISOString(),
  }));
}
