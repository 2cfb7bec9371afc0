import type { OrderRefund } from '../../../domain/orders/admin-schemas';
import { type CurrencyCode, toMajorIn } from '../../../domain/currency/currency';
import type { Db } from '../../db/client';
import { isMade, rowsOf } from './reckoning';
import { refundsOfOrder } from './repo';

/** The refunds made on an order (with their credit notes), oldest first, as the back office lists them, in the order's `currency`. */
export async function refundsMade(db: Db, orderId: number, currency: CurrencyCode): Promise<OrderRefund[]> {
  const major = (minor: number) => toMajorIn(minor, currency);
  return (await refundsOfOrder(db, orderId)).filter(isMade).map((r) => ({
    id: r.id,
    creditNote: r.creditNoteNumber,
    amount: major(r.amountCents),
    tax: major(r.taxCents),
    shipping: major(r.shippingCents),
    restocked: r.restocked,
    returnId: r.returnId,
    lines: rowsOf(r).map((row) => ({
      lineId: row.lineId,
      name: row.name,
      quantity: row.quantity,
      amount: major(row.grossCents),
    })),
    createdAt: r.createdAt.toISOString(),
  }));
}
