import type { Cents } from '../shared/money';
import { type CurrencyCode, CurrencyMismatchError, type Money, money, toMajorIn } from '../currency/currency';
import { currencyWords } from '../markets/currency-words';
import { msg } from '../i18n/translator';

/** A gift card is sold for 25 to 1,000 in the cart's currency (decision 062), and stays in it (decision 070). */
export const GIFT_CARD_MIN_CENTS: Cents = 2_500;
export const GIFT_CARD_MAX_CENTS: Cents = 100_000;
/** The amounts the gift card page suggests (major units); any whole amount in the range is also sold. */
export const GIFT_CARD_SUGGESTED = [25, 50, 100, 200] as const;

/** 31 letters and digits nobody confuses (no 0/O, 1/I/L): 16 of them are about 79 random bits. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 16;

/** What a shopper types, as stored: upper case, without dashes or spaces. */
export function normaliseCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** A code that could be a gift card's: 16 characters of the alphabet once normalised. */
export function isCodeShaped(input: string): boolean {
  const code = normaliseCode(input);
  return code.length === CODE_LENGTH && [...code].every((ch) => CODE_ALPHABET.includes(ch));
}

/** XXXX-XXXX-XXXX-XXXX, as mailed and shown. */
export function formatCode(code: string): string {
  return (normaliseCode(code).match(/.{1,4}/g) ?? []).join('-');
}

/** A gift card's amount the shop sells: whole cents within the range. */
export function isGiftCardAmount(cents: Cents): boolean {
  return Number.isSafeInteger(cents) && cents >= GIFT_CARD_MIN_CENTS && cents <= GIFT_CARD_MAX_CENTS;
}

export interface GiftCardSplit {
  /** What the gift card pays. */
  applied: Cents;
  /** What is left to pay by card. */
  rest: Cents;
}

/** The split of an order's total between a gift card's balance and the card: the gift card pays what it can. */
export function splitPayment(balance: Cents, total: Cents): GiftCardSplit {
  const applied = Math.max(0, Math.min(balance, total));
  return { applied, rest: total - applied };
}

/**
 * `splitPayment` of a card's balance and a cart's total that carry their currency: they meet only in one
 * (a card pays only a cart in its own currency, decision 070); two currencies are a bug (`CurrencyMismatchError`),
 * the caller having refused the card first (`GIFT_CARD_CURRENCY`).
 */
export function splitPaymentIn<C extends CurrencyCode>(
  balance: Money<C>,
  total: Money<NoInfer<C>>,
): { applied: Money<C>; rest: Money<C> } {
  if (balance.currency !== total.currency) throw new CurrencyMismatchError(balance.currency, total.currency);
  const { applied, rest } = splitPayment(balance.minor, total.minor);
  return { applied: money(applied, balance.currency), rest: money(rest, balance.currency) };
}

/** 400 GIFT_CARD_CURRENCY: "This gift card is in euros; your cart is in pounds." (`currencyWords` of each). */
export const OTHER_CURRENCY_CARD = msg('This gift card is in {card}; your cart is in {cart}.');

/** `OTHER_CURRENCY_CARD` in English, as the cart summary says why its card pays nothing. */
export const otherCurrencyCard = (card: CurrencyCode, cart: CurrencyCode): string =>
  `This gift card is in ${currencyWords(card)}; your cart is in ${currencyWords(cart)}.`;

/**
 * What is left to pay by card of a total once a gift card has paid its part (issue #44: the one rule
 * the cart summary, the payment intent, the order's checks and the checkout page all read).
 */
export const leftToPay = (total: Cents, giftCardPaid: Cents): Cents => splitPayment(giftCardPaid, total).rest;

/**
 * What a refund of an order paid partly by gift card gives back to each: the gift card first (up to
 * what it paid and has not had back), then the card (decision 062).
 */
export function splitRefund(
  amount: Cents,
  giftCardPaid: Cents,
  giftCardGivenBack: Cents,
): { giftCard: Cents; card: Cents } {
  const giftCard = Math.max(0, Math.min(amount, giftCardPaid - giftCardGivenBack));
  return { giftCard, card: amount - giftCard };
}

/** The morning a card is mailed: the start of its day (UTC), or now when no day is given or the day is past. */
export function mailAt(sendOn: string | null, now: Date): Date {
  if (!sendOn) return now;
  const day = new Date(`${sendOn}T00:00:00.000Z`);
  return day.getTime() > now.getTime() ? day : now;
}

/** The card a cart applies, in minor units of its own currency, and what it pays of the cart's total now. */
export interface CartGiftCard {
  last4: string;
  balanceCents: Cents;
  /** What it pays of the total (`splitPayment`): 0 when the cart is in another currency. */
  appliedCents: Cents;
  currency: string;
  /** A refund of the order that bought it cancelled it. */
  cancelled: boolean;
  /** Why it pays nothing although it has a balance: the cart moved to a market of another currency (English). */
  message: string | null;
}

/** The card as the cart's summary shows it (`appliedGiftCardSchema`): its amounts in major units of its currency. */
export const appliedGiftCard = (
  card: CartGiftCard,
): {
  last4: string;
  balance: number;
  applied: number;
  currency: string;
  cancelled: boolean;
  message: string | null;
} => ({
  last4: card.last4,
  balance: toMajorIn(card.balanceCents, card.currency),
  applied: toMajorIn(card.appliedCents, card.currency),
  currency: card.currency,
  cancelled: card.cancelled,
  message: card.message,
});
