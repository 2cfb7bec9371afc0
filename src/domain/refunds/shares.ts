import type { Cents } from '../shared/money';
import { vatInside } from '../tax/vat';
import type { Reduction, RefundableLine, RefundableOrder, ReductionKind, RefundLineKind } from './order';

/** How a refund shares out an order's reductions and VAT among its lines (refunds.ts, in its header). */

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
