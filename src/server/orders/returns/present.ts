import type { AdminReturn, OrderReturn } from '../../../domain/returns/schemas';
import type { AdminReturnRow, ReturnLines, ReturnRow } from './repo';

/** A return as its answers show it: to the customer on the order's page, and to the back office. */

export const linesOf = (r: ReturnRow): ReturnLines => r.lines as ReturnLines;

export function toOrderReturn(r: ReturnRow, names: Map<number, string>): OrderReturn {
  return {
    id: r.id,
    status: r.status,
    lines: linesOf(r).map((l) => ({
      lineId: l.lineId,
      name: names.get(l.lineId) ?? `Line ${l.lineId}`,
      quantity: l.quantity,
    })),
    reason: r.reason,
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toAdminReturn(row: AdminReturnRow, names: Map<number, string>): AdminReturn {
  return {
    ...toOrderReturn(row.ret, names),
    orderId: row.ret.orderId,
    customer: { name: row.customerName ?? '', email: row.customerEmail ?? '' },
    refundId: row.ret.refundId,
  };
}
