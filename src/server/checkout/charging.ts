import { money } from '../../domain/currency/currency';
import { leftToPay } from '../../domain/gift-cards/gift-cards';
import { ownerOfKey } from '../cart/owner';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { IntentInfo } from '../payments/provider';
import type { CheckoutDeps } from './deps';

/** Before a card is charged: the order it pays, held with its bottles, its gift card's part and its code's use. */

type ChargingDeps = Pick<CheckoutDeps, 'db' | 'orders' | 'payments' | 'giftCards' | 'promotions'>;

const NO_ORDER_WAITING = msg(
  'No order is waiting for this payment, so your card was not charged. Please place your order, then pay.',
);
const ANOTHER_PAYMENT_WAITING = msg(
  'Another payment is already under way for this order, so this card was not charged. Please place your order again.',
);

/**
 * Just before a card is charged where the shop sees it (the simulated card form): the payment must
 * pay an order that holds its bottles now, or no card is charged (decision 055). Its order is the
 * one it is attached to; an intent no order names yet (the order was placed before the intent, or
 * its attachment was lost) is attached now to its shopper's order waiting for a payment, and with
 * none waiting it is refused: a card is never charged before an order can take its bottles. The
 * amount must still be what the order leaves to pay. Then, in one transaction, the order's bottles
 * are held (taken again by a conditional update if its hold had ended, or had never been taken):
 * 409 OUT_OF_STOCK when they are gone; its gift card's part: 409 GIFT_CARD_SPENT when the balance
 * went elsewhere (decision 062); its discount code's use: 409 DISCOUNT_INVALID when none is left
 * (decision 061).
 */
export async function assertChargeable(deps: ChargingDeps, intent: IntentInfo): Promise<void> {
  const orderId = intent.orderId ?? (await attachToWaitingOrder(deps, intent));
  const order = await deps.orders.find(orderId);
  if (order?.status === 'cancelled') throw AppError.conflict('ORDER_CANCELLED');
  const toPay = order ? leftToPay(order.totalCents, await deps.giftCards.paidBy(orderId)) : 0;
  if (!order || toPay !== intent.amountCents || intent.currency !== order.currency || order.paymentStatus === 'paid')
    throw AppError.conflict('CART_CHANGED');
  await withTransaction(deps.db, async (tx) => {
    await deps.orders.renewHold(orderId, tx);
    await deps.giftCards.hold(orderId, tx);
    await deps.promotions.reserve(orderId, tx);
  });
}

/**
 * An intent about to be charged that no order names: it pays its shopper's order waiting for a
 * payment, at that order's amount, and only when no other payment is named for it (one claim
 * statement, so two intents charged at once for one order never both pass). Answers the order.
 */
async function attachToWaitingOrder(deps: ChargingDeps, intent: IntentInfo): Promise<number> {
  const owner = intent.ownerKey === undefined ? undefined : ownerOfKey(intent.ownerKey);
  const order = owner && (await deps.orders.waitingOrder(owner));
  if (!owner || !order) throw AppError.conflict('CART_CHANGED', NO_ORDER_WAITING);
  const toPay = leftToPay(order.totalCents, await deps.giftCards.paidBy(order.id));
  // The amount and its currency: an intent opened in another market's currency pays no order in this one.
  if (toPay !== intent.amountCents || intent.currency !== order.currency) throw AppError.conflict('CART_CHANGED');
  if (!(await deps.orders.claimAttachment(order.id, intent.id)))
    throw AppError.conflict('CART_CHANGED', ANOTHER_PAYMENT_WAITING);
  await deps.payments.attachOrder(intent.id, { id: order.id, total: money(toPay, order.currency) }, owner);
  return order.id;
}
