import { type CurrencyCode, toMajorIn } from '../../domain/currency/currency';
import { currencyWords } from '../../domain/markets/currency-words';
import { OTHER_CURRENCY_CARD } from '../../domain/gift-cards/gift-cards';
import type { AuthThrottle } from '../auth/throttle';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findByHash, type GiftCardRow, linkToCart } from './repo';
import { hashCode } from './selling';

/** A code a shopper types: its balance read, or its card applied to their cart. Throttled like a sign-in. */

type Throttle = Pick<AuthThrottle, 'beginCodeGuess' | 'forgive'>;

/**
 * A code as typed, throttled like a sign-in: the card, or 404 (the attempt then counts); a card a
 * refund cancelled is a card's code (the attempt is forgiven), refused with its own words (409).
 */
async function lookUp(db: Db, throttle: Throttle, code: string, ip: string): Promise<GiftCardRow> {
  const attempt = await throttle.beginCodeGuess(ip);
  const card = await findByHash(db, hashCode(code));
  if (!card || card.activatedAt === null) throw AppError.notFound('GIFT_CARD_NOT_FOUND');
  await throttle.forgive(attempt);
  if (card.voidedAt !== null) throw AppError.conflict('GIFT_CARD_CANCELLED');
  return card;
}

/** GET /api/gift-cards/balance. */
export async function balanceOf(db: Db, throttle: Throttle, code: string, ip: string) {
  const card = await lookUp(db, throttle, code, ip);
  return { balance: toMajorIn(card.balanceCents, card.currency), currency: card.currency, last4: card.last4 ?? '' };
}

/**
 * PUT /api/cart/gift-card: the cart pays with this card (one per cart; a second replaces the first). A card
 * pays only a cart in the currency it was bought in (decision 070): on a cart in `currency` (its market's),
 * another is refused, 400 GIFT_CARD_CURRENCY naming both.
 */
export async function applyCode(
  db: Db,
  throttle: Throttle,
  owner: CartOwner,
  code: string,
  ip: string,
  currency: CurrencyCode,
): Promise<void> {
  const card = await lookUp(db, throttle, code, ip);
  if (card.currency !== currency)
    throw AppError.badRequest('GIFT_CARD_CURRENCY', OTHER_CURRENCY_CARD, {
      values: { card: { id: currencyWords(card.currency) }, cart: { id: currencyWords(currency) } },
    });
  if (card.balanceCents <= 0) throw AppError.badRequest('GIFT_CARD_EMPTY');
  await linkToCart(db, ownerKey(owner), card.id);
}
