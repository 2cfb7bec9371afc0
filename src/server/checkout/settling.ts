import { leftToPay } from '../../domain/gift-cards/gift-cards';
import type { CreatedOrder } from '../../domain/orders/schemas';
import { ownerKey, ownerOfOrder } from '../cart/owner';
import { isUniqueViolation } from '../db/errors';
import { type Tx, withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { OrderRow, Unpayable } from '../orders/placing';
import type { IntentInfo } from '../payments/provider';
import { orderConfirmationMail } from '../orders/mails/confirmation';
import { orderData } from '../webhooks/payloads';
import type { CheckoutDeps } from './deps';

/** An order paid: by its gift card alone, or by a card payment the provider confirms; or the payment given back. */

type SettlingDeps = Pick<
  CheckoutDeps,
  'db' | 'cart' | 'orders' | 'lifecycle' | 'mails' | 'payments' | 'giftCards' | 'promotions' | 'refills' | 'webhooks'
>;

const CANCELLED_BEFORE_PAYMENT = msg(
  'This order was cancelled or replaced by a newer one before its payment arrived. The payment goes back to your card.',
);
const SOLD_OUT_WHILE_PAYING = msg('{problem} It sold out while you were paying: the payment goes back to your card.');

/**
 * An order its gift card pays in full: paid at once, with no payment intent (its payment named
 * `gift-card-{id}`), its invoice numbered, its lines and its discount code out of the cart and its
 * confirmation mailed.
 */
export async function paidByGiftCard(deps: SettlingDeps, order: CreatedOrder, tx: Tx): Promise<CreatedOrder> {
  const paid = await deps.orders.markPaid(order.id, `gift-card-${order.id}`, false, tx);
  if (!paid) throw AppError.conflict('ORDER_ALREADY_PAID');
  if ('reason' in paid) throw paid.reason === 'sold-out' ? paid.error : AppError.conflict('ORDER_CANCELLED');
  // Its discount code's use is taken now, as a card payment's is (decision 061); none left: nothing is written.
  if (!(await deps.promotions.take(order.id, tx)))
    throw AppError.conflict('DISCOUNT_INVALID', msg('This code has been used up.'));
  if (paid.cartId !== null) await deps.cart.removeOrdered(paid.cartId, await deps.orders.cartLinesOf(order.id, tx), tx);
  // The cart lets go of the code it used, after its lines and before its gift card (the order the merge takes them in).
  await deps.promotions.onPaid(paid, tx);
  await deps.giftCards.onPaid(paid, tx);
  await deps.refills.onPaid(paid, undefined, tx);
  await deps.webhooks.emit(tx, 'order.paid', `order.paid:${order.id}`, async () =>
    orderData(paid, await deps.orders.linesOf(order.id, tx)),
  );
  // The confirmation draws each line's picture: the one order mail that reads them.
  await deps.mails.enqueue(paid, orderConfirmationMail, `order-confirmation:${order.id}`, tx, { pictures: true });
  return {
    ...order,
    status: 'processing',
    paymentStatus: 'paid',
    invoiceNumber: paid.invoiceNumber,
  };
}

/**
 * Order paid (its bottles taken for good), payment recorded, the order's lines and discount code
 * taken out of its cart and the confirmation mail written, in one transaction, once. An order that can no longer
 * be paid (cancelled meanwhile, or its bottles gone) is never marked paid: the provider gives the
 * money back, and the answer says so (409).
 */
export async function settle(deps: SettlingDeps, orderId: number, intent: IntentInfo): Promise<{ status: string }> {
  const verificationFailed = () => AppError.badRequest('PAYMENT_VERIFICATION_FAILED');
  const order = await deps.orders.find(orderId);
  if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
  const toPay = leftToPay(order.totalCents, await deps.giftCards.paidBy(orderId));
  if (intent.amountCents !== toPay || intent.currency !== order.currency) throw verificationFailed();
  if (!paysOrder(intent, order)) throw verificationFailed();
  if (await deps.orders.findOtherPaidBy(intent.id, orderId)) throw verificationFailed();
  let unpayable: Unpayable | undefined;
  try {
    await withTransaction(deps.db, async (tx) => {
      const paid = await deps.orders.markPaid(orderId, intent.id, intent.isTest, tx);
      if (!paid) return; // settled by a concurrent call; checked below
      if ('reason' in paid) {
        unpayable = paid;
        return;
      }
      // Its gift card's part is kept (held again if its hold had ended: 409 GIFT_CARD_SPENT otherwise).
      await deps.giftCards.hold(orderId, tx);
      if (!(await deps.promotions.take(orderId, tx)))
        throw AppError.conflict('DISCOUNT_INVALID', msg('This code has been used up.'));
      await deps.payments.record(orderId, intent, tx);
      if (paid.cartId !== null)
        await deps.cart.removeOrdered(paid.cartId, await deps.orders.cartLinesOf(orderId, tx), tx);
      // The cart lets go of the code it used (issue #43), after its lines, before its gift card.
      await deps.promotions.onPaid(paid, tx);
      await deps.giftCards.onPaid(paid, tx);
      // Its refill lines become subscriptions with the card kept; a renewal moves its subscription on.
      await deps.refills.onPaid(paid, intent, tx);
      await deps.webhooks.emit(tx, 'order.paid', `order.paid:${orderId}`, async () =>
        orderData(paid, await deps.orders.linesOf(orderId, tx)),
      );
      await deps.mails.enqueue(paid, orderConfirmationMail, `order-confirmation:${orderId}`, tx, {
        pictures: true,
      });
    });
  } catch (err) {
    // Its bottles went while the card was being charged: nothing was written.
    if (
      err instanceof AppError &&
      (err.code === 'OUT_OF_STOCK' || err.code === 'GIFT_CARD_SPENT' || err.code === 'DISCOUNT_INVALID')
    )
      unpayable = { reason: 'sold-out', error: err };
    // Two settlements of one intent at once: the payments table's unique index lets one through.
    else if (!isUniqueViolation(err)) throw err;
  }
  if (unpayable) return giveBack(deps, orderId, intent, unpayable);
  const after = await deps.orders.find(orderId);
  if (after?.paymentStatus === 'paid' && after.paymentIntentId === intent.id) return { status: 'succeeded' };
  throw verificationFailed();
}

/**
 * A payment that went through for an order that can no longer be paid: refunded at the provider
 * (named by the order, so asking again refunds nothing twice), recorded, and refused with the reason.
 */
async function giveBack(deps: SettlingDeps, orderId: number, intent: IntentInfo, why: Unpayable): Promise<never> {
  const { refundId } = await deps.payments.refund(intent, orderId);
  await deps.lifecycle.recordPaymentGivenBack(orderId, {
    intentId: intent.id,
    refundId,
    reason: why.reason,
    amountCents: intent.amountCents,
  });
  if (why.reason === 'cancelled') throw AppError.conflict('ORDER_CANCELLED', CANCELLED_BEFORE_PAYMENT);
  throw AppError.conflict('OUT_OF_STOCK', SOLD_OUT_WHILE_PAYING, { values: { problem: why.error.text } });
}

/**
 * The intent is this order's: attached to it, or (its attachment lost) made for the order's own
 * shopper. Any other intent, of the same amount or not, never pays it.
 */
export function paysOrder(intent: IntentInfo, order: Pick<OrderRow, 'id' | 'userId' | 'guestId'>): boolean {
  if (intent.orderId !== undefined) return intent.orderId === order.id;
  const owner = ownerOfOrder(order);
  return owner !== undefined && intent.ownerKey !== undefined && intent.ownerKey === ownerKey(owner);
}
