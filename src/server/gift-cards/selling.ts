import { createHash, randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH, normaliseCode } from '../../domain/gift-cards/gift-cards';
import type { GiftCardPurchase } from '../../domain/gift-cards/schemas';
import { GIFT_CARD_LINE_TYPE } from '../../domain/cart/lines';
import type { Cents } from '../../domain/shared/money';
import { type CurrencyCode, toMinor } from '../../domain/currency/currency';
import { formatMoneyIn } from '../../domain/i18n/translator';
import type { Tx } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { DEFAULT_LOCALE, isLocale } from '../../domain/i18n/locales';
import { AppError } from '../http/errors';
import { insertPurchasedCards } from './repo';

/** A gift card sold: the cart line it is sold as, the card its order writes, and the code it is issued with. */

/** A cart line's `customDetails.type` for a gift card. */
const GIFT_CARD_LINE = GIFT_CARD_LINE_TYPE;

export const hashCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

export function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A line of an order as placed: what a gift card line holds. */
interface PlacedLine {
  id: number;
  price: number;
  quantity: number;
  customDetails: Record<string, unknown> | null;
}

/**
 * The cart line a gift card is sold as: a custom line at its amount in the cart's `currency` (the one the card
 * will be issued in, decision 070), the recipient in its details.
 */
export function purchaseLine(
  input: GiftCardPurchase,
  currency: CurrencyCode,
  now: Date,
): {
  customName: string;
  customPriceCents: Cents;
  customDetails: Record<string, unknown>;
} {
  const today = now.toISOString().slice(0, 10);
  if (input.sendOn && input.sendOn < today)
    throw AppError.badRequest('INVALID_CART_LINE', msg('The delivery day cannot be in the past'));
  const lastDay = new Date(now.getTime() + 366 * 24 * 3600_000).toISOString().slice(0, 10);
  if (input.sendOn && input.sendOn > lastDay)
    throw AppError.badRequest('INVALID_CART_LINE', msg('The delivery day is at most a year ahead'));
  const cents = toMinor(input.amount, currency);
  return {
    customName: `Gift card ${formatMoneyIn(DEFAULT_LOCALE, cents, currency)} for ${input.recipientName}`,
    customPriceCents: cents,
    customDetails: {
      type: GIFT_CARD_LINE,
      amount: input.amount,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message || null,
      fromName: input.fromName || null,
      sendOn: input.sendOn ?? null,
      recipientLocale: input.recipientLocale ?? DEFAULT_LOCALE,
    },
  };
}

/**
 * The cards an order buys, written when it is placed (no code yet), in its transaction: each in the order's
 * `currency`, its lines' prices (major units) in it, and there it stays (decision 070).
 */
export async function recordPurchases(
  orderId: number,
  currency: CurrencyCode,
  lines: readonly PlacedLine[],
  tx: Tx,
): Promise<void> {
  const rows = [];
  for (const line of lines) {
    const d = line.customDetails;
    if (d?.type !== GIFT_CARD_LINE) continue;
    for (let i = 0; i < line.quantity; i++)
      rows.push({
        initialCents: toMinor(line.price, currency),
        currency,
        recipientName: String(d.recipientName),
        recipientEmail: String(d.recipientEmail),
        message: typeof d.message === 'string' ? d.message : null,
        // A line added before the giver could name themself: signed with the buyer's name, as before.
        fromName: typeof d.fromName === 'string' && d.fromName.trim() ? d.fromName : null,
        sendOn: typeof d.sendOn === 'string' ? d.sendOn : null,
        // A line added before the recipient's language was asked: the default language, as the column's.
        recipientLocale: isLocale(d.recipientLocale) ? d.recipientLocale : DEFAULT_LOCALE,
        orderId,
        orderLineId: line.id,
      });
  }
  await insertPurchasedCards(tx, rows);
}
