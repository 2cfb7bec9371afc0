import { type Cents, lineGross, toCents } from '../shared/money';
import { isGiftCardLine } from './lines';
import { type MethodPrice, shippingFor } from '../shipping/shipping';

/** The seeded shipping method's price (the specification's flat rule: one zone, "Standard" at 12). */
export const SHIPPING_CENTS: Cents = 1200;
const FLAT: MethodPrice = { priceCents: SHIPPING_CENTS, freeAboveCents: null };
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;
/** A cart holds at most this many lines, and an order totals at most this much. */
export const MAX_CART_LINES = 50;
export const MAX_ORDER_TOTAL_CENTS: Cents = 2_000_000;

/** The specification's flat rule: SHIPPING_CENTS when anything is bought, nothing otherwise (a method's price: `shippingFor`). */
export function flatShipping(subtotal: Cents): Cents {
  return subtotal > 0 ? SHIPPING_CENTS : 0;
}

export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

/** A line as the totals read it: its unit price, its quantity and whether it travels. */
export interface TotalsLine {
  unitPrice: Cents;
  quantity: number;
  /** Nothing to ship (a gift card): it counts for neither the shipping nor its free threshold. */
  shipless?: boolean;
}

/** A cart or order line as the API answers it (its price in major units), as the totals read it. */
export const pricedLineOf = (line: {
  price: number;
  quantity: number;
  isCustom: boolean;
  customDetails?: unknown;
}): TotalsLine => ({
  unitPrice: toCents(line.price),
  quantity: line.quantity,
  // A gift card ships nothing (decision 062).
  shipless: isGiftCardLine(line),
});

/** What the lines that travel come to: a method's free threshold counts them, never the gift cards. */
export const shippableSubtotal = (lines: readonly TotalsLine[]): Cents =>
  lines.reduce((sum, l) => (l.shipless ? sum : sum + lineGross(l.unitPrice, l.quantity)), 0);

export interface CartTotals {
  subtotal: Cents;
  /** What the server's adjustments (sample credits, the discovery set) take off the subtotal. */
  discount: Cents;
  shipping: Cents;
  total: Cents;
  itemCount: number;
  /** The gift wrap, inside `total`, when the order is wrapped (domain/gifts). */
  giftWrap?: Cents;
}

/**
 * total = subtotal − discount + shipping; a discount never takes the lines below nothing. The
 * shipping is the chosen method's (domain/shipping), free above its threshold after discounts;
 * without one, the seeded flat rate.
 */
export function cartTotals(lines: readonly TotalsLine[], discount: Cents = 0, method: MethodPrice = FLAT): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  let shippable = 0;
  let shippableCount = 0;
  for (const l of lines) {
    subtotal += l.unitPrice * l.quantity;
    itemCount += l.quantity;
    if (!l.shipless) {
      shippable += l.unitPrice * l.quantity;
      shippableCount += l.quantity;
    }
  }
  const taken = Math.min(Math.max(0, discount), subtotal);
  const shipping = shippingFor(method, Math.max(0, shippable - taken), shippableCount);
  return { subtotal, discount: taken, shipping, total: subtotal - taken + shipping, itemCount };
}

/**
 * The order's total from the summary's, which is what is left to pay once its gift card has paid its
 * `applied` part (decision 062): the two together.
 */
export const totalBeforeGiftCard = (leftToPay: Cents, giftCardApplied: Cents): Cents => leftToPay + giftCardApplied;
