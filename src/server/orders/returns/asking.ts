import type { OrderStatus } from '../../../domain/orders/schemas';
import { orderStatuses } from '../../../domain/orders/schemas';
import { isOpenReturn } from '../../../domain/returns/returns';
import type { ReturnRequest } from '../../../domain/returns/schemas';
import { refuseReturn } from '../../../domain/returns/window';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { OrderMails } from '../mails';
import { returnAlertMail, returnProgressMail } from '../mails/return-progress';
import { linesFor, lockOrder, statusChanges } from '../repo';
import { linesOf } from './present';
import { insertReturn, lineNames, type ReturnLines, returnsOfOrder } from './repo';
import { paths } from '../../../domain/pages/paths';
import type { WebhookEvents } from '../../webhooks/service';

/** The customer's side of a return: asking for one from the order's page (the back office decides in returns.ts). */

/** The lines of a return by their names, as its mails list them. */
export async function namedLines(db: Db, orderId: number, lines: ReturnLines) {
  const names = await lineNames(db, [orderId]);
  return lines.map((l) => ({ name: names.get(l.lineId) ?? `Line ${l.lineId}`, quantity: l.quantity }));
}

/**
 * Writes the request, the order locked while the quantities are checked (two requests at once never ask back
 * more than was bought), and its two mails: the customer's and the house's. Refused (409 RETURN_NOT_ALLOWED,
 * saying why) for a made-to-order line, an order not delivered yet or past its window, or more than is left.
 */
export async function askReturn(
  deps: { db: Db; mails: Pick<OrderMails, 'enqueue' | 'enqueueToHouse'>; publicUrl: string; webhooks: WebhookEvents },
  { orderId, body, houseAddress, now }: { orderId: number; body: ReturnRequest; houseAddress: string; now: Date },
) {
  const row = await withTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const lines = (await linesFor(tx, [orderId])).get(orderId) ?? [];
    const history = await statusChanges(tx, orderId);
    const open = (await returnsOfOrder(tx, orderId)).filter((r) => isOpenReturn(r.status));
    const refusal = refuseReturn(
      {
        status: order.status,
        paymentStatus: order.paymentStatus,
        statusHistory: [
          { status: 'pending', at: order.createdAt.toISOString() },
          ...history.flatMap((h) =>
            isStatus(h.toStatus) ? [{ status: h.toStatus, at: h.createdAt.toISOString() }] : [],
          ),
        ],
        items: lines,
      },
      open.map((r) => ({ lines: linesOf(r) })),
      body.lines,
      now,
    );
    if (refusal) throw AppError.conflict('RETURN_NOT_ALLOWED', refusal);
    const made = await insertReturn(tx, { orderId, lines: body.lines, reason: body.reason });
    // The customer hears that the request arrived, the house that it waits, both with the order's row written.
    const named = await namedLines(tx, orderId, linesOf(made));
    await deps.mails.enqueue(
      orderId,
      (data) => returnProgressMail(data, { returnId: made.id, lines: named }, 'requested'),
      `return-requested:${made.id}`,
      tx,
    );
    await deps.mails.enqueueToHouse(
      orderId,
      houseAddress,
      (data) =>
        returnAlertMail({
          orderId,
          returnId: made.id,
          customer: data.buyer,
          lines: named,
          reason: body.reason ?? null,
          returnsUrl: `${deps.publicUrl}${paths.admin({ tab: 'returns' })}`,
        }),
      `return-alert:${made.id}`,
      tx,
    );
    await deps.webhooks.emit(tx, 'return.requested', `return.requested:${made.id}`, {
      id: made.id,
      orderId,
      status: 'requested',
      reason: made.reason || null,
      lines: linesOf(made),
      createdAt: made.createdAt.toISOString(),
    });
    return made;
  });
  return row;
}

function isStatus(value: string): value is OrderStatus {
  return (orderStatuses as readonly string[]).includes(value);
}
