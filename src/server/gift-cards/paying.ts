import { type CartGiftCard, otherCurrencyCard, splitPaymentIn } from '../../domain/gift-cards/gift-cards';
import { type Money, money } from '../../domain/currency/currency';
import { errorMessages } from '../../domain/shared/errors';
import type { Cents } from '../../domain/shared/money';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/errors';
import { cartCard, giveBack, heldBy, insertOrderGiftCard, isVoided, orderGiftCard, spend } from './repo';

/**
 * A gift card paying: what the cart's card pays of its total, its part taken off its balance by the
 * order placed, held again before the order's card is charged, and let go by an order never paid.
 */

/**
 * The card the cart applies and what it pays of `total` now, in the card's minor units; undefined when none.
 * A card stays in the currency it was bought in (decision 070): on a cart that moved to a market of another
 * currency it pays nothing, and says why.
 */
export async function cartGiftCard(db: Db, owner: CartOwner, total: Money): Promise<CartGiftCard | undefined> {
  const card = await cartCard(db, ownerKey(owner));
  if (!card) return undefined;
  const same = card.currency === total.currency;
  return {
    last4: card.last4 ?? '',
    balanceCents: card.balanceCents,
    appliedCents: same ? splitPaymentIn(money(card.balanceCents, card.currency), total).applied.minor : 0,
    currency: card.currency,
    cancelled: card.voidedAt !== null,
    message: same ? null : otherCurrencyCard(card.currency, total.currency),
  };
}

/**
 * In the transaction that places the order: the cart's card pays what it can of the order's total,
 * taken off its balance now (the order holds it), in their one currency. Answers what it pays, in minor
 * units of it. A card in another currency than the order's pays nothing, as the summary the shopper saw
 * said (decision 070). A card a refund cancelled, before or while this runs, is refused (409
 * GIFT_CARD_CANCELLED): the shopper removes it.
 */
export async function applyToOrder(owner: CartOwner, orderId: number, total: Money, tx: Tx): Promise<Cents> {
  const card = await cartCard(tx, ownerKey(owner));
  if (!card || card.currency !== total.currency) return 0;
  if (card.voidedAt !== null) throw AppError.conflict('GIFT_CARD_CANCELLED');
  const applied = splitPaymentIn(money(card.balanceCents, card.currency), total).applied.minor;
  if (applied <= 0) return 0;
  if (!(await spend(tx, card.id, orderId, applied)))
    throw AppError.conflict((await isVoided(tx, card.id)) ? 'GIFT_CARD_CANCELLED' : 'GIFT_CARD_SPENT');
  await insertOrderGiftCard(tx, orderId, card.id, applied);
  return applied;
}

/**
 * Under the order's lock, before its card is charged or as it is paid: the order holds its gift
 * card's part again if it let it go (its hold ended), or 409 GIFT_CARD_SPENT when the balance went
 * elsewhere meanwhile, so no card is charged for an order the gift card no longer pays.
 */
export async function holdAgain(orderId: number, tx: Tx): Promise<void> {
  const paid = await orderGiftCard(tx, orderId);
  if (!paid) return;
  const missing = paid.amountCents - (await heldBy(tx, orderId));
  if (missing <= 0) return;
  if (!(await spend(tx, paid.giftCardId, orderId, missing)))
    throw AppError.conflict(
      'GIFT_CARD_SPENT',
      (await isVoided(tx, paid.giftCardId)) ? errorMessages.GIFT_CARD_CANCELLED : undefined,
    );
}

/** Under the order's lock: an unpaid order (cancelled, expired, superseded, its hold ended) lets its gift card's part go. */
export async function releaseHold(orderId: number, tx: Tx): Promise<void> {
  const paid = await orderGiftCard(tx, orderId);
  if (!paid) return;
  const held = await heldBy(tx, orderId);
  if (held > 0) await giveBack(tx, paid.giftCardId, orderId, held, 'release');
}
