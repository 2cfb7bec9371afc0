import type { FastifyBaseLogger } from 'fastify';
import { money } from '../../domain/currency/currency';
import { isPaid } from '../../domain/orders/lifecycle';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { RefundAsk } from '../orders/refunds/recording';
import type { CheckoutDeps } from './deps';

/** A paid order refunded: by the back office or a return (`refundLines`), or by the provider itself (`onProviderRefund`). */

type RefundingDeps = Pick<CheckoutDeps, 'db' | 'orders' | 'lifecycle' | 'payments' | 'samples' | 'giftCards'>;

/**
 * Refunds lines and quantities of a paid order, and its shipping (no `lines`: everything left),
 * through the provider for exactly that amount (decision 059). The refund is
 * reserved first, in a transaction holding the order (two at once never give back more than the
 * total), and its row names it at the provider (`refund-{order}-{row}`), so a retry never refunds
 * twice; the provider is asked; then the refund is recorded in one transaction (credit note,
 * bottles, sums, stock ticked, history, audit, mail). When the provider refuses, the reservation
 * goes and nothing changes (502). A return refunds its bottles through here, naming itself.
 */
export async function refundLines(
  deps: RefundingDeps,
  orderId: number,
  ask: RefundAsk,
  adminId: number | null,
  log: FastifyBaseLogger,
) {
  const order = await deps.orders.find(orderId);
  if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
  const intentId = order.paymentIntentId;
  const placed = isPaid(order);
  if (placed && !intentId) throw AppError.conflict('NOT_REFUNDABLE');
  // Refunds whose request died between the provider and the record are finished first.
  if (placed && intentId)
    for (const stale of await deps.lifecycle.refunds.stale(orderId))
      await makeRefund(deps, intentId, { ...stale, currency: order.currency }, log, { dropOnFailure: true });
  // Samples already credited on other orders came back as those credits: the last refund withholds them.
  const withheldCents = await deps.samples.creditedElsewhere(orderId);
  const reductions = await reductionsOf(deps, orderId);
  const reserved = await deps.lifecycle.refunds.reserve(orderId, ask, { withheldCents, adminId, reductions });
  if (reserved.kind === 'done') return reserved.answer;
  return makeRefund(deps, intentId!, { ...reserved.refund, currency: order.currency }, log, {
    dropOnFailure: reserved.kind === 'new',
  });
}

/** What came off the order (its adjustments): each refund of a part gives back its lines net of their shares (decision 041). */
async function reductionsOf(deps: RefundingDeps, orderId: number) {
  return ((await deps.samples.ofOrders([orderId])).get(orderId) ?? []).map((a) => ({
    kind: a.kind,
    amountCents: a.amountCents,
  }));
}

/** Asks the provider for a reserved refund (none for nothing), in the order's currency, then records it. */
async function makeRefund(
  deps: RefundingDeps,
  intentId: string,
  refund: { id: number; orderId: number; amountCents: number; refundKey: string; currency: string },
  log: FastifyBaseLogger,
  opts: { dropOnFailure: boolean },
) {
  let refundId: string | null = null;
  // The gift card that paid part of the order gets its part back first; the card the rest (decision 062).
  const cardCents = await withTransaction(deps.db, (tx) =>
    deps.giftCards.refund(refund.orderId, refund.id, refund.amountCents, tx),
  );
  if (cardCents > 0) {
    try {
      ({ refundId } = await deps.payments.refundPart(intentId, money(cardCents, refund.currency), refund.refundKey));
    } catch (err) {
      // A retry of a refund still under way leaves it to its own request.
      if (opts.dropOnFailure) {
        await withTransaction(deps.db, (tx) => deps.giftCards.undoRefund(refund.id, tx));
        await deps.lifecycle.refunds.drop(refund.id);
      }
      if (err instanceof AppError) throw err;
      log.error({ err, orderId: refund.orderId }, 'the payment provider refused the refund');
      throw new AppError(502, 'REFUND_FAILED');
    }
  }
  return recordRefund(deps, intentId, refund.id, refundId);
}

async function recordRefund(deps: RefundingDeps, intentId: string, refundRowId: number, refundId: string | null) {
  return withTransaction(deps.db, async (tx) => {
    const done = await deps.lifecycle.refunds.record(refundRowId, refundId, tx);
    if (done.recorded && refundId) await deps.payments.markRefunded(intentId, refundId, tx);
    return done.answer;
  });
}

/**
 * A refund of the whole payment the provider reports (made in its dashboard, or the echo of our
 * last one): what is left is recorded once, without restocking. While a refund of ours is under
 * way, it records its own.
 */
export async function onProviderRefund(
  deps: RefundingDeps,
  intentId: string,
  refundId: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const order = await deps.orders.findByIntent(intentId);
  if (!order) {
    log.warn({ intent: intentId }, 'a refund was reported for a payment no order holds');
    return;
  }
  if (!isPaid(order)) return;
  const reductions = await reductionsOf(deps, order.id);
  const reserved = await deps.lifecycle.refunds
    // The money is back already: a gift card it bought is cancelled even if spent (what is left on it).
    .reserve(order.id, {}, { withheldCents: 0, adminId: null, reductions, giftCardsRefunded: true })
    .catch((err: unknown) => {
      if (err instanceof AppError) return undefined; // nothing left to record
      throw err;
    });
  if (reserved?.kind !== 'new') return;
  await recordRefund(deps, intentId, reserved.refund.id, refundId);
}
