import { withTransaction, type Tx } from '../db/transaction';
import type { AuditService } from '../audit/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { Db } from '../db/client';
import type { SampleService } from '../samples/service';
import { lockEndedHolds, lockExpirable, setStockHeld, stockLines, writeStatus } from './lifecycle/repo';
import { lockOrder, type OrderRow, statusChanges } from './repo';

/**
 * Orders never paid: superseded by a newer one, expired, their short stock hold ended, or cancelled
 * once their payment was given back; what they held (bottles, sample credits, a gift card's part)
 * goes back.
 */

/** What these use cases reach (OrderLifecycle's dependencies). */
export interface UnpaidDeps {
  db: Db;
  stock: Pick<CatalogueStock, 'giveBack'>;
  samples: Pick<SampleService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  giftCards?: { release(orderId: number, tx: Tx): Promise<void> } | undefined;
}

/** An unpaid order is cancelled after this long, and its bottles go back to stock. */
const UNPAID_ORDER_TTL_MS = 24 * 60 * 60 * 1000;
const EXPIRY_BATCH = 100;
/** The history note of a payment given back because its order could no longer be paid. */
const PAYMENT_GIVEN_BACK = 'payment refunded';

/**
 * Gives a locked order's sample credits back, and its bottles once (the order no longer holds
 * them), in the caller's transaction.
 */
export async function releaseOrder(
  deps: UnpaidDeps,
  order: Pick<OrderRow, 'id' | 'stockHeld'>,
  tx: Tx,
  bottles = true,
): Promise<void> {
  if (bottles && order.stockHeld) {
    await deps.stock.giveBack(await stockLines(tx, order.id), tx);
    await setStockHeld(tx, order.id, false);
  }
  await deps.samples.release(order.id, tx);
  await deps.giftCards?.release(order.id, tx);
}

/**
 * The shopper's unpaid order that a new order of theirs replaces (one cart, one order waiting):
 * cancelled as `superseded`, its bottles and credits given back, in the new order's transaction.
 * An order paid meanwhile is left alone (the new order then meets a credit's once-only rule, 409);
 * one whose payment goes through later is refused and refunded (CheckoutService.settle).
 */
export async function supersede(deps: UnpaidDeps, orderId: number, tx: Tx): Promise<void> {
  const order = await lockOrder(tx, orderId);
  if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return;
  await releaseOrder(deps, order, tx);
  await writeStatus(tx, order, 'cancelled', null, { note: 'superseded' });
}

/**
 * Unpaid orders older than 24 hours are cancelled (`expired` in their history) and their bottles
 * go back to stock. Safe with several processes: each locks the rows it expires, skipping the
 * others'. Answers how many expired.
 */
export async function expireUnpaid(deps: UnpaidDeps, now: Date): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const rows = await lockExpirable(tx, new Date(now.getTime() - UNPAID_ORDER_TTL_MS), EXPIRY_BATCH);
    for (const order of rows) {
      await releaseOrder(deps, order, tx);
      await writeStatus(tx, order, 'cancelled', null, { note: 'expired' });
    }
    return rows.length;
  });
}

/**
 * Unpaid orders whose short hold on their bottles has ended (STOCK_HOLD_MINUTES) give them back;
 * the order still waits for its payment, which takes them again (or is refused when they are gone).
 * Safe with several processes. Answers how many holds ended.
 */
export async function endHolds(deps: UnpaidDeps, now: Date): Promise<number> {
  return withTransaction(deps.db, async (tx) => {
    const rows = await lockEndedHolds(tx, now, EXPIRY_BATCH);
    for (const order of rows) {
      await deps.stock.giveBack(await stockLines(tx, order.id), tx);
      await setStockHeld(tx, order.id, false);
      // Its gift card's part too: held again with the bottles just before the card is charged.
      await deps.giftCards?.release(order.id, tx);
    }
    return rows.length;
  });
}

/**
 * A payment that went through for an order that can no longer be paid (cancelled meanwhile, or
 * its bottles gone), after the provider gave the money back: an order still waiting is cancelled
 * (its credits and any bottles back), the history and the activity log say so, once.
 */
export async function recordPaymentGivenBack(
  deps: UnpaidDeps,
  orderId: number,
  opts: { intentId: string; refundId: string; reason: 'cancelled' | 'sold-out'; amountCents: number },
): Promise<void> {
  await withTransaction(deps.db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return;
    if ((await statusChanges(tx, orderId)).some((c) => c.note?.startsWith(PAYMENT_GIVEN_BACK))) return;
    if (order.status !== 'cancelled') await releaseOrder(deps, order, tx);
    await writeStatus(tx, order, 'cancelled', null, {
      note: `${PAYMENT_GIVEN_BACK}: ${opts.reason === 'sold-out' ? 'sold out before it was paid' : 'paid after it was cancelled'}`,
    });
    await deps.audit.record(
      {
        adminId: null,
        action: 'order.payment-given-back',
        entity: 'order',
        entityId: orderId,
        details: {
          intent: opts.intentId,
          refundId: opts.refundId,
          reason: opts.reason,
          amountCents: opts.amountCents,
        },
      },
      tx,
    );
  });
}
