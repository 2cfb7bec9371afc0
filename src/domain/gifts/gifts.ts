import type { Cents } from '../shared/money';

/*
 * Gifts at checkout (decision 063): a wrap priced by the back office, a message printed on a
 * card and on the packing slip (never on the invoice), the recipient's address apart from the buyer's
 * billing details. No zod here: the checkout's first render loads none.
 */

/** A gift message holds at most this many characters (UTF-16 units, as the form counts them). */
export const GIFT_MESSAGE_MAX = 250;
/** …on at most this many lines: it is printed on a small card. */
export const GIFT_MESSAGE_MAX_LINES = 6;
/** What a fresh shop charges for the wrap, before the back office sets it. */
export const DEFAULT_GIFT_WRAP_CENTS: Cents = 500;
/** The most the back office may charge for a wrap. */
export const MAX_GIFT_WRAP_CENTS: Cents = 10_000;

/** A message as it will be printed: trimmed, line ends as `\n`, blank lines and trailing spaces gone. */
export function printedMessage(message: string | null | undefined): string {
  if (!message) return '';
  return message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[\t ]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Tabs aside, a message's lines: at most GIFT_MESSAGE_MAX_LINES. */
export const messageLineCount = (message: string): number => printedMessage(message).split('\n').length;

/** What the order charges for its wrap: the back office's price when wrapped, nothing otherwise. */
export const wrapCharge = (wrap: boolean | undefined, priceCents: Cents): Cents => (wrap ? Math.max(0, priceCents) : 0);

/** A cart's totals with its wrap added to what is charged (total = subtotal − discount + shipping + wrap). */
export function withGiftWrap<T extends { total: Cents; giftWrap?: Cents }>(totals: T, wrapCents: Cents): T {
  if (wrapCents <= 0) return totals;
  return { ...totals, giftWrap: wrapCents, total: totals.total + wrapCents };
}
