import { isGiftCardLine } from '../cart/lines';
import type { Cents } from '../shared/money';
import type { RateBp } from '../tax/vat';

/** The order as the refund rule reads it (refunds.ts): its lines, shipping, total and what came off it, in cents. */

/** What came off an order, as its adjustments name it (decisions 045, 057, 061). */
export type ReductionKind = 'sample-credit' | 'discovery-set' | 'discount-code' | 'gift-sample';

/** One of the order's reductions: what it took off (positive). */
export interface Reduction {
  kind: ReductionKind;
  amountCents: Cents;
}

/** A line as the reductions read it: a bottle (catalogue or made to order), a catalogue sample, a made-to-order sample, a gift card. */
export type RefundLineKind = 'bottle' | 'sample' | 'custom-sample' | 'gift-card';

/** A line's kind for the reductions, from what an order line holds. */
export function refundLineKind(line: { size: string; isCustom: boolean; customDetails?: unknown }): RefundLineKind {
  if (isGiftCardLine(line)) return 'gift-card';
  if (line.size === 'sample') return line.isCustom ? 'custom-sample' : 'sample';
  return 'bottle';
}

export interface RefundableLine {
  id: number;
  name: string;
  unitCents: Cents;
  quantity: number;
  /** The VAT inside unit × quantity, as charged (0 for an order placed before VAT was recorded). */
  taxCents: Cents;
  rateBp: RateBp;
  /** Bottles refunded so far (or reserved by a refund under way). */
  refundedQuantity: number;
  /** What the line is, for the reductions it shares (default: a bottle). */
  kind?: RefundLineKind | undefined;
}

export interface RefundableOrder {
  lines: readonly RefundableLine[];
  /** The shipping as charged, and whether a refund already gave it back. */
  shipping: { grossCents: Cents; taxCents: Cents; refunded: boolean };
  /** What the order was charged, and the VAT inside it. */
  totalCents: Cents;
  taxCents: Cents;
  /** The order's rate: what is withheld is taxed at it. */
  rateBp: RateBp;
  /** Given back so far by its refunds (and refunds under way), gross and VAT. */
  refundedCents: Cents;
  refundedTaxCents: Cents;
  /** What of the total never comes back by refund (samples already credited on other orders). */
  withheldCents?: Cents;
  /**
   * What came off the lines, in the order it was taken off (the order's adjustments). Absent, or not
   * adding up to what the total shows came off, the whole difference is one reduction off every line
   * but gift cards.
   */
  reductions?: readonly Reduction[] | undefined;
}

/** Bottles of a line not yet refunded. */
export const lineLeft = (line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>): number =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** What is left of the total to give back. */
export const leftToRefund = (order: Pick<RefundableOrder, 'totalCents' | 'refundedCents' | 'withheldCents'>): Cents =>
  order.totalCents - order.refundedCents - (order.withheldCents ?? 0);
