import { type Cents, toMajor } from '../shared/money';

/** A gift card is sold for 25 to 1,000 in the store currency (decision 062). */
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
  /** What it pays of the total (`splitPayment`). */
  appliedCents: Cents;
  currency: string;
  /** A refund of the order that bought it cancelled it. */
  cancelled: boolean;
}

/** The card as the cart's summary shows it (`appliedGiftCardSchema`): its amounts in major units. */
export const appliedGiftCard = (
  card: CartGiftCard,
): { last4: string; balance: number; applied: number; cancelled: boolean } => ({
  last4: card.last4,
  balance: toMajor(card.balanceCents),
  applied: toMajor(card.appliedCents),
  cancelled: card.cancelled,
});
