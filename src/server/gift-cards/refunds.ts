import { splitRefund } from '../../domain/gift-cards/gift-cards';
import type { Cents } from '../../domain/shared/money';
import { formatMoneyIn } from '../../domain/i18n/translator';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import type { Tx } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { type GiftCardRow, giveBack, orderGiftCard, refundedToCard, refundMovement } from './repo';
import { lockLiveCards, voidCard } from './voids/repo';

/** A refund and the gift cards: the card that paid gets its part back; the cards the order bought are cancelled. */

/** A card nothing has spent: its balance whole (or not yet issued). */
const isWhole = (card: GiftCardRow) => card.activatedAt === null || card.balanceCents === card.initialCents;

/**
 * A refund of `amountCents` of the order, in its currency (the card's: a card pays only an order in its own,
 * decision 070): the gift card gets back its part first (up to what it paid
 * and has not had back), once per refund; answers what is left for the card payment.
 */
export async function refundToCard(orderId: number, refundId: number, amountCents: Cents, tx: Tx): Promise<Cents> {
  const paid = await orderGiftCard(tx, orderId, true);
  if (!paid) return amountCents;
  const already = await refundMovement(tx, refundId);
  if (already !== undefined) return amountCents - already;
  const split = splitRefund(amountCents, paid.amountCents, await refundedToCard(tx, orderId));
  if (split.giftCard > 0) await giveBack(tx, paid.giftCardId, orderId, split.giftCard, 'refund', refundId);
  return split.card;
}

/**
 * In the transaction reserving a refund of the order that bought them, under the order's lock and
 * before the provider is asked: for each gift card line refunded, as many of its cards as bottles
 * refunded are cancelled (balance 0, a `void` movement naming the refund), whole ones first. Their
 * rows are locked, so a checkout spending one at the same time either went first (the card is no
 * longer whole) or finds it cancelled. A line whose cards have been spent is refused, 409
 * GIFT_CARD_USED, and the refund with it; unless `evenUsed` (the provider refunded the payment
 * already, in its dashboard): then what is left on them is cancelled.
 */
export async function voidBought(
  orderId: number,
  refundId: number,
  lines: readonly { lineId: number; quantity: number }[],
  tx: Tx,
  now: Date,
  opts: { evenUsed?: boolean },
): Promise<void> {
  const asked = lines.filter((l) => l.quantity > 0);
  const cards = await lockLiveCards(
    tx,
    orderId,
    asked.map((l) => l.lineId),
  );
  if (cards.length === 0) return;
  for (const { lineId, quantity } of asked) {
    const ofLine = cards.filter((c) => c.orderLineId === lineId);
    const whole = ofLine.filter(isWhole);
    const used = ofLine.filter((c) => !isWhole(c));
    if (whole.length < Math.min(quantity, ofLine.length) && !opts.evenUsed) {
      const card = used[0]!;
      const left = formatMoneyIn(DEFAULT_LOCALE, card.balanceCents, card.currency);
      const of = formatMoneyIn(DEFAULT_LOCALE, card.initialCents, card.currency);
      throw AppError.conflict(
        'GIFT_CARD_USED',
        msg('The gift card for {name} has been used ({left} left of {of}): its line cannot be refunded.'),
        { values: { name: card.recipientName, left, of } },
      );
    }
    for (const card of [...whole, ...used].slice(0, quantity)) await voidCard(tx, card, refundId, now);
  }
}
