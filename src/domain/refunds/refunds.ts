import { isGiftCardLine } from '../cart/lines';
import type { Cents } from '../shared/money';
import { type RateBp, vatInside } from '../tax/vat';

/**
 * What a refund gives back (DESIGN §1, "Refunds and returns"; decision 041), computed from what the
 * order was charged, never recomputed from today's rates. No zod, no I/O: the server decides with it
 * (every refund: the back office's lines, a return, everything left, the provider's own) and the back
 * office's refund dialog shows the same figure live.
 *
 * - Each of the order's reductions (a discount code, the gift sample, the discovery set, a sample
 *   credit) is shared among the lines it came off, in proportion to what is left of each line's
 *   gross, the cents left over to the largest remainders (earliest line first), so the shares add up
 *   to the reduction exactly (`lineReductions`). What a line was paid is its gross less its shares;
 *   the VAT it was paid is the one rule's (`vatInside`) on that amount, the order's rounding
 *   difference shared the same way among the reduced lines, so the lines' VAT adds up to the order's
 *   goods VAT exactly (`paidLines`).
 * - `k` more bottles of a line `before` of which are refunded give back the same proportion of what it
 *   was paid, and of its VAT: `round(paid × (before + k) / qty) − round(paid × before / qty)`
 *   (half-up), so refunding all its bottles, in any number of steps, gives back exactly what it was
 *   paid and its VAT.
 * - The shipping gives back what it was charged, gross and VAT, once.
 * - The refund that takes the last of everything gives back exactly what is left of the total and of
 *   its VAT (less what is withheld, such as samples already credited on other orders): any difference
 *   (refunds made before this rule, at the list price) is its "Discount" row.
 * - No refund gives back more than is left of the total: `REFUND_TOO_LARGE`.
 */

/** What came off an order, as its adjustments name it (decisions 045, 057, 061). */
type ReductionKind = 'sample-credit' | 'discovery-set' | 'discount-code' | 'gift-sample';

/** One of the order's reductions: what it took off (positive). */
export interface Reduction {
  kind: ReductionKind;
  amountCents: Cents;
}

/** A line as the reductions read it: a bottle (catalogue or made to order), a catalogue sample, a made-to-order sample, a gift card. */
type RefundLineKind = 'bottle' | 'sample' | 'custom-sample' | 'gift-card';

/**
 * The lines each reduction comes off: a sample credit off bottles, the discovery set and the gift
 * sample off catalogue samples, a code off anything but a gift card (the order keeps the code's
 * amount, not the kinds it applied to).
 */
const TAKEN_OFF: Readonly<Record<ReductionKind, readonly RefundLineKind[]>> = {
  'sample-credit': ['bottle'],
  'discovery-set': ['sample'],
  'gift-sample': ['sample'],
  'discount-code': ['bottle', 'sample', 'custom-sample'],
};

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

export interface RefundRequest {
  /** Lines and quantities; absent: everything left. */
  lines?: readonly { lineId: number; quantity: number }[] | undefined;
  /** The shipping too; absent: yes when `lines` is absent, else no. */
  shipping?: boolean | undefined;
}

/** One row of a credit note: a line's bottles, or (line id null) the discount taken off. */
export interface RefundRow {
  lineId: number | null;
  name: string;
  quantity: number;
  /** What goes back for them: their price less their share of the order's reductions. */
  grossCents: Cents;
  netCents: Cents;
  taxCents: Cents;
  rateBp: RateBp;
  /** Their share of the order's reductions (unit price × quantity − gross), when there is one. */
  reductionCents?: Cents;
}

export interface ComputedRefund {
  /** The lines' bottles given back, then (when `final`) the discount and what is withheld, negative. */
  rows: RefundRow[];
  shippingCents: Cents;
  shippingTaxCents: Cents;
  /** What goes back to the card, and the VAT inside it: the sum of the rows and the shipping. */
  amountCents: Cents;
  taxCents: Cents;
  netCents: Cents;
  /** It takes the last of everything: the order is refunded in full afterwards. */
  final: boolean;
}

type RefundRefusal = {
  code: 'REFUND_TOO_LARGE' | 'BAD_REQUEST' | 'NOT_REFUNDABLE';
  message: string;
};

export type RefundOutcome = { ok: true; refund: ComputedRefund } | { ok: false; refusal: RefundRefusal };

/** Words of the rows the refund adds when it is the last. */
const DISCOUNT_ROW = 'Discount';
const WITHHELD_ROW = 'Already credited on other orders';

/** round(a × b / c), half-up, for a, b ≥ 0 and c > 0, in integers. */
const roundShare = (a: number, b: number, c: number): number => Math.floor((2 * a * b + c) / (2 * c));

/**
 * What `k` more of `quantity` parts of an amount come to, `before` of them taken already:
 * `round(amount × (before + k) / quantity) − round(amount × before / quantity)`, half-up (the mirror
 * for a negative amount), so the parts, taken in any steps, add up to the amount exactly.
 */
export function partOf(amount: Cents, quantity: number, before: number, k: number): Cents {
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  return sign * (roundShare(whole, before + k, quantity) - roundShare(whole, before, quantity));
}

/** The VAT of `k` more bottles of a line `before` of which are refunded already (no reduction on it). */
export function lineTaxShare(line: Pick<RefundableLine, 'taxCents' | 'quantity'>, before: number, k: number): Cents {
  return partOf(line.taxCents, line.quantity, before, k);
}

/**
 * An amount shared in proportion to weights (whole, ≥ 0): each share floored, the cents left over one
 * each to the largest remainders, the earliest first among equals. The shares add up to the amount
 * exactly, and none is more than its weight while the amount is not more than the weights' sum. A
 * negative amount is shared as its mirror; nothing to weigh shares nothing.
 */
export function shareOut(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((s, w) => s + Math.max(0, w), 0);
  if (amount === 0 || total === 0) return weights.map(() => 0);
  const sign = amount < 0 ? -1 : 1;
  const whole = BigInt(Math.abs(amount));
  const sum = BigInt(total);
  const exact = weights.map((w) => whole * BigInt(Math.max(0, w)));
  const shares = exact.map((e) => Number(e / sum));
  let left = Math.abs(amount) - shares.reduce((s, x) => s + x, 0);
  const order = exact
    .map((e, i) => ({ i, rest: e % sum }))
    .filter((r) => r.rest > 0n)
    .sort((a, b) => (b.rest > a.rest ? 1 : b.rest < a.rest ? -1 : a.i - b.i));
  for (const { i } of order) {
    if (left === 0) break;
    shares[i]! += 1;
    left -= 1;
  }
  return shares.map((x) => sign * x);
}

const grossOf = (line: Pick<RefundableLine, 'unitCents' | 'quantity'>): Cents => line.unitCents * line.quantity;

/** What the total shows came off the lines: their gross and the shipping, less the total. */
const takenOff = (order: Pick<RefundableOrder, 'lines' | 'shipping' | 'totalCents'>): Cents =>
  order.lines.reduce((s, l) => s + grossOf(l), 0) + order.shipping.grossCents - order.totalCents;

/**
 * Each line's share of the order's reductions, in the order's line order. Each reduction, in turn,
 * is shared among the lines it comes off (`TAKEN_OFF`), in proportion to what earlier reductions left
 * of their gross; what those lines cannot carry goes on the others, a gift card last. The shares add
 * up to the reductions exactly and no line carries more than its gross.
 */
export function lineReductions(
  order: Pick<RefundableOrder, 'lines' | 'shipping' | 'totalCents' | 'reductions'>,
): Cents[] {
  const off = Math.max(0, takenOff(order));
  const given = order.reductions ?? [];
  const named = given.reduce((s, r) => s + r.amountCents, 0);
  const reductions: readonly Reduction[] =
    named === off && given.every((r) => r.amountCents >= 0)
      ? given
      : off > 0
        ? [{ kind: 'discount-code', amountCents: off }]
        : [];
  const left = order.lines.map(grossOf);
  const shares = order.lines.map(() => 0);
  const kindOf = (l: RefundableLine) => l.kind ?? 'bottle';
  for (const reduction of reductions) {
    let amount = reduction.amountCents;
    const tiers: ((l: RefundableLine) => boolean)[] = [
      (l) => TAKEN_OFF[reduction.kind].includes(kindOf(l)),
      (l) => kindOf(l) !== 'gift-card',
      () => true,
    ];
    for (const onLine of tiers) {
      if (amount <= 0) break;
      const weights = order.lines.map((l, i) => (onLine(l) ? left[i]! : 0));
      const room = weights.reduce((s, w) => s + w, 0);
      const taken = Math.min(amount, room);
      shareOut(taken, weights).forEach((share, i) => {
        shares[i]! += share;
        left[i]! -= share;
      });
      amount -= taken;
    }
  }
  return shares;
}

/** A line as it was paid: its gross less its share of the reductions, and the VAT inside that. */
interface PaidLine {
  reductionCents: Cents;
  paidCents: Cents;
  paidTaxCents: Cents;
}

/**
 * What each line was paid, and its VAT: a line without a reduction its VAT as charged; a reduced line
 * the one rule's VAT on what it was paid. The difference between the order's goods VAT (its VAT less
 * the shipping's) and the lines' (each rounded on its own, where the invoice rounded the lines and
 * the discount apart) is shared among the reduced lines by what they were paid, so the lines' VAT adds
 * up to the goods VAT exactly; what they cannot carry (a VAT below nothing, or more than was paid, on
 * an order discounted to a few cents) is the last refund's "Discount" row.
 */
export function paidLines(order: RefundableOrder): PaidLine[] {
  const reductions = lineReductions(order);
  const paid = order.lines.map((l, i) => {
    const paidCents = grossOf(l) - reductions[i]!;
    const paidTaxCents = reductions[i] === 0 ? l.taxCents : vatInside(paidCents, l.rateBp).tax;
    return { reductionCents: reductions[i]!, paidCents, paidTaxCents };
  });
  const goodsTax = order.taxCents - order.shipping.taxCents;
  let rest = goodsTax - paid.reduce((s, p) => s + p.paidTaxCents, 0);
  if (rest === 0) return paid;
  // The rounding goes on the reduced lines, by what they were paid, as far as they can carry it: a
  // line's VAT is never below nothing nor more than what it was paid.
  const carriers = paid.flatMap((p, i) =>
    p.reductionCents > 0 && p.paidCents > 0 && order.lines[i]!.rateBp > 0 ? [i] : [],
  );
  const room = (i: number, sign: number) =>
    sign > 0 ? paid[i]!.paidCents - paid[i]!.paidTaxCents : paid[i]!.paidTaxCents;
  const give = (i: number, cents: number) => {
    const sign = Math.sign(cents);
    const taken = sign * Math.min(Math.abs(cents), Math.max(0, room(i, sign)));
    paid[i]!.paidTaxCents += taken;
    rest -= taken;
  };
  const shares = shareOut(
    rest,
    carriers.map((i) => paid[i]!.paidCents),
  );
  carriers.forEach((i, k) => give(i, shares[k]!));
  // What a line could not carry: a cent at a time to those that can, the largest paid first.
  const byPaid = [...carriers].sort((a, b) => paid[b]!.paidCents - paid[a]!.paidCents || a - b);
  let moved = true;
  while (rest !== 0 && moved) {
    moved = false;
    for (const i of byPaid) {
      if (rest === 0) break;
      const before = rest;
      give(i, Math.sign(rest));
      moved ||= rest !== before;
    }
  }
  return paid;
}

/** Bottles of a line not yet refunded. */
export const lineLeft = (line: Pick<RefundableLine, 'quantity' | 'refundedQuantity'>): number =>
  Math.max(0, line.quantity - line.refundedQuantity);

/** What is left of the total to give back. */
const leftToRefund = (order: RefundableOrder): Cents =>
  order.totalCents - order.refundedCents - (order.withheldCents ?? 0);

/** The refund a request asks for, or why it cannot be made. */
export function computeRefund(order: RefundableOrder, request: RefundRequest): RefundOutcome {
  const refuse = (code: RefundRefusal['code'], message: string): RefundOutcome => ({
    ok: false,
    refusal: { code, message },
  });
  const everything = request.lines === undefined;
  const wanted = new Map<number, number>();
  if (everything) {
    for (const line of order.lines) wanted.set(line.id, lineLeft(line));
  } else {
    for (const { lineId, quantity } of request.lines ?? []) {
      if (!Number.isInteger(quantity) || quantity < 0)
        return refuse('BAD_REQUEST', 'A quantity to refund is a whole number, 0 or more.');
      wanted.set(lineId, (wanted.get(lineId) ?? 0) + quantity);
    }
  }
  const rows: RefundRow[] = [];
  const paidOf = new Map(paidLines(order).map((p, i) => [order.lines[i]!.id, p]));
  for (const [lineId, quantity] of wanted) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) return refuse('BAD_REQUEST', `Line ${lineId} is not part of this order.`);
    if (quantity > lineLeft(line))
      return refuse(
        'REFUND_TOO_LARGE',
        `Only ${lineLeft(line)} of ${line.name} ${lineLeft(line) === 1 ? 'is' : 'are'} left to refund.`,
      );
    if (quantity === 0) continue;
    const paid = paidOf.get(lineId)!;
    const grossCents = partOf(paid.paidCents, line.quantity, line.refundedQuantity, quantity);
    const taxCents = partOf(paid.paidTaxCents, line.quantity, line.refundedQuantity, quantity);
    const reductionCents = line.unitCents * quantity - grossCents;
    rows.push({
      lineId,
      name: line.name,
      quantity,
      grossCents,
      netCents: grossCents - taxCents,
      taxCents,
      rateBp: line.rateBp,
      ...(reductionCents !== 0 ? { reductionCents } : {}),
    });
  }
  // Rows in the order's own line order, as the credit note prints them.
  const position = new Map(order.lines.map((l, i) => [l.id, i]));
  rows.sort((a, b) => position.get(a.lineId!)! - position.get(b.lineId!)!);

  const withShipping = request.shipping ?? everything;
  if (withShipping && order.shipping.refunded && !everything)
    return refuse('REFUND_TOO_LARGE', 'The shipping has already been refunded.');
  const shippingTaken = withShipping && !order.shipping.refunded;
  const shippingCents = shippingTaken ? order.shipping.grossCents : 0;
  const shippingTaxCents = shippingTaken ? order.shipping.taxCents : 0;
  if (rows.length === 0 && shippingCents === 0)
    return refuse(
      everything ? 'NOT_REFUNDABLE' : 'BAD_REQUEST',
      everything ? 'Nothing is left to refund on this order.' : 'Choose at least one bottle or the shipping to refund.',
    );

  // The last of everything: lines all back and the shipping too.
  const final =
    order.lines.every((l) => lineLeft(l) === (wanted.get(l.id) ?? 0)) &&
    (order.shipping.refunded || shippingTaken || order.shipping.grossCents === 0);

  let amountCents = rows.reduce((s, r) => s + r.grossCents, 0) + shippingCents;
  let taxCents = rows.reduce((s, r) => s + r.taxCents, 0) + shippingTaxCents;
  const left = leftToRefund(order);
  if (final) {
    // What was withheld (credited elsewhere) stays withheld, at the order's rate.
    const withheld = order.withheldCents ?? 0;
    const withheldTax = withheld > 0 ? vatInside(-withheld, order.rateBp) : undefined;
    // Whatever the lines' shares did not give back (refunds made at the list price before reductions
    // were shared, a VAT cent no line could carry) is the "Discount" row: the refunds add up to the
    // total and its VAT, to the cent.
    const discountGross = left + withheld - amountCents;
    const discountTax = order.taxCents - order.refundedTaxCents - taxCents;
    if (discountGross !== 0 || discountTax !== 0)
      rows.push({
        lineId: null,
        name: DISCOUNT_ROW,
        quantity: 1,
        grossCents: discountGross,
        netCents: discountGross - discountTax,
        taxCents: discountTax,
        rateBp: order.rateBp,
      });
    if (withheldTax)
      rows.push({
        lineId: null,
        name: WITHHELD_ROW,
        quantity: 1,
        grossCents: withheldTax.gross,
        netCents: withheldTax.net,
        taxCents: withheldTax.tax,
        rateBp: order.rateBp,
      });
    amountCents = left;
    taxCents = order.taxCents - order.refundedTaxCents + (withheldTax ? withheldTax.tax : 0);
    if (amountCents < 0 || (amountCents === 0 && withheld > 0))
      return refuse(
        'NOT_REFUNDABLE',
        "This order's samples have already come off other orders as credits: nothing is left to refund.",
      );
  } else if (amountCents > left) {
    return refuse('REFUND_TOO_LARGE', 'That is more than is left to refund on this order.');
  }
  return {
    ok: true,
    refund: {
      rows,
      shippingCents,
      shippingTaxCents,
      amountCents,
      taxCents,
      netCents: amountCents - taxCents,
      final,
    },
  };
}
