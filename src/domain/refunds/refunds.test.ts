import fc from 'fast-check';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { EU_STANDARD_RATES, orderTax, vatInside } from '../tax/vat';
import {
  computeRefund,
  type ComputedRefund,
  lineLeft,
  lineReductions,
  lineTaxShare,
  paidLines,
  partOf,
  type Reduction,
  type RefundableOrder,
  type RefundRequest,
  shareOut,
} from './refunds';

const rate = fc.constantFrom(0, ...Object.values(EU_STANDARD_RATES));

/** An order as checkout charges it: lines, a discount and the shipping, each taxed by the one rule. */
const orderArb = fc
  .record({
    rateBp: rate,
    lines: fc.array(
      fc.record({ unitCents: fc.integer({ min: 1, max: 300_000 }), quantity: fc.integer({ min: 1, max: 10 }) }),
      { minLength: 1, maxLength: 4 },
    ),
    shipping: fc.integer({ min: 0, max: 3_000 }),
    discountShare: fc.oneof(fc.constant(0), fc.double({ min: 0, max: 0.5, noNaN: true })),
  })
  .map(({ rateBp, lines, shipping, discountShare }): RefundableOrder => {
    const charged = lines.map((l, i) => {
      const gross = l.unitCents * l.quantity;
      return {
        id: 100 + i,
        name: `Perfume ${i}`,
        unitCents: l.unitCents,
        quantity: l.quantity,
        taxCents: vatInside(gross, rateBp).tax,
        rateBp,
        refundedQuantity: 0,
      };
    });
    const subtotal = charged.reduce((s, l) => s + l.unitCents * l.quantity, 0);
    const discount = Math.floor(subtotal * discountShare);
    const shippingTax = vatInside(shipping, rateBp).tax;
    const discountTax = discount > 0 ? vatInside(-discount, rateBp).tax : 0;
    return {
      lines: charged,
      shipping: { grossCents: shipping, taxCents: shippingTax, refunded: false },
      totalCents: subtotal - discount + shipping,
      taxCents: charged.reduce((s, l) => s + l.taxCents, 0) + shippingTax + discountTax,
      rateBp,
      refundedCents: 0,
      refundedTaxCents: 0,
    };
  });

/** The order once a refund is recorded, as the store keeps it. */
function after(order: RefundableOrder, refund: ComputedRefund): RefundableOrder {
  return {
    ...order,
    lines: order.lines.map((l) => ({
      ...l,
      refundedQuantity:
        l.refundedQuantity + refund.rows.filter((r) => r.lineId === l.id).reduce((s, r) => s + r.quantity, 0),
    })),
    shipping: { ...order.shipping, refunded: order.shipping.refunded || refund.shippingCents > 0 },
    refundedCents: order.refundedCents + refund.amountCents,
    refundedTaxCents: order.refundedTaxCents + refund.taxCents,
  };
}

function expectBalanced(refund: ComputedRefund) {
  expect(refund.netCents + refund.taxCents).toBe(refund.amountCents);
  for (const row of refund.rows) expect(row.netCents + row.taxCents).toBe(row.grossCents);
  expect(refund.rows.reduce((s, r) => s + r.grossCents, 0) + refund.shippingCents).toBe(refund.amountCents);
  expect(refund.rows.reduce((s, r) => s + r.taxCents, 0) + refund.shippingTaxCents).toBe(refund.taxCents);
}

/** Steps: per line a fraction of what is left, and whether the shipping goes too. */
const stepsArb = fc.array(
  fc.record({
    shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 4, maxLength: 4 }),
    shipping: fc.boolean(),
  }),
  { maxLength: 6 },
);

describe('a refund', () => {
  it('gives back a line at its price and its share of the VAT it was charged', () => {
    const order: RefundableOrder = {
      lines: [{ id: 1, name: 'Oud', unitCents: 16500, quantity: 3, taxCents: 8250, rateBp: 2000, refundedQuantity: 0 }],
      shipping: { grossCents: 1200, taxCents: 200, refunded: false },
      totalCents: 50700,
      taxCents: 8450,
      rateBp: 2000,
      refundedCents: 0,
      refundedTaxCents: 0,
    };
    const one = computeRefund(order, { lines: [{ lineId: 1, quantity: 1 }] });
    expect(one).toMatchObject({
      ok: true,
      refund: { amountCents: 16500, taxCents: 2750, shippingCents: 0, final: false },
    });
    const shippingOnly = computeRefund(order, { lines: [], shipping: true });
    expect(shippingOnly).toMatchObject({ ok: true, refund: { amountCents: 1200, taxCents: 200, rows: [] } });
    // Everything left: the rest, shipping included.
    const all = computeRefund(order, {});
    expect(all).toMatchObject({ ok: true, refund: { amountCents: 50700, taxCents: 8450, final: true } });
  });

  it('splits a line’s VAT so its steps add up to it exactly (half-up)', () => {
    // 10 cents of VAT over 3 bottles: 3, 4, 3.
    const line = { taxCents: 10, quantity: 3 };
    expect([lineTaxShare(line, 0, 1), lineTaxShare(line, 1, 1), lineTaxShare(line, 2, 1)]).toEqual([3, 4, 3]);
    expect(lineTaxShare(line, 0, 3)).toBe(10);
  });

  it('refuses more bottles than are left, an unknown line, nothing, and more money than is left', () => {
    const order: RefundableOrder = {
      lines: [
        { id: 1, name: 'Oud', unitCents: 10000, quantity: 2, taxCents: 3333, rateBp: 2000, refundedQuantity: 1 },
        { id: 2, name: 'Rose', unitCents: 10000, quantity: 1, taxCents: 1667, rateBp: 2000, refundedQuantity: 0 },
      ],
      shipping: { grossCents: 1200, taxCents: 200, refunded: true },
      // A discount of 150: 300 − 150 + 12; a bottle of Oud was refunded at its list price, before reductions were shared.
      totalCents: 16200,
      taxCents: 2700,
      rateBp: 2000,
      refundedCents: 10000,
      refundedTaxCents: 1667,
    };
    const code = (r: RefundRequest, o: RefundableOrder = order) => {
      const outcome = computeRefund(o, r);
      return outcome.ok ? 'ok' : outcome.refusal.code;
    };
    expect(code({ lines: [{ lineId: 1, quantity: 2 }] })).toBe('REFUND_TOO_LARGE');
    expect(code({ lines: [{ lineId: 9, quantity: 1 }] })).toBe('BAD_REQUEST');
    expect(code({ lines: [] })).toBe('BAD_REQUEST');
    expect(code({ lines: [], shipping: true })).toBe('REFUND_TOO_LARGE');
    // Rose less its half of the discount: 50 of the 62 left.
    expect(computeRefund(order, { lines: [{ lineId: 2, quantity: 1 }] })).toMatchObject({
      ok: true,
      refund: { amountCents: 5000, final: false, rows: [{ lineId: 2, grossCents: 5000, reductionCents: 5000 }] },
    });
    // 50 of a line, only 42 left of the total (20 of its samples already credited elsewhere): refused until it is the last.
    expect(code({ lines: [{ lineId: 2, quantity: 1 }] }, { ...order, withheldCents: 2000 })).toBe('REFUND_TOO_LARGE');
    // The last of everything: what is left of the total, the list-price refund of before made up by the discount row.
    const last = computeRefund(order, {
      lines: [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
    });
    expect(last).toMatchObject({ ok: true, refund: { amountCents: 6200, taxCents: 1033, final: true } });
    if (last.ok) expect(last.refund.rows.at(-1)).toMatchObject({ lineId: null, grossCents: -3800 });
  });

  it('withholds what samples already earned on other orders from the last refund', () => {
    const order: RefundableOrder = {
      lines: [{ id: 1, name: 'Sample', unitCents: 600, quantity: 3, taxCents: 300, rateBp: 2000, refundedQuantity: 0 }],
      shipping: { grossCents: 0, taxCents: 0, refunded: false },
      totalCents: 1800,
      taxCents: 300,
      rateBp: 2000,
      refundedCents: 0,
      refundedTaxCents: 0,
      withheldCents: 600,
    };
    const outcome = computeRefund(order, {});
    expect(outcome).toMatchObject({ ok: true, refund: { amountCents: 1200, taxCents: 200, final: true } });
    if (outcome.ok) expectBalanced(outcome.refund);
  });

  it('any sequence of partial refunds ending in everything adds up to the total and its VAT exactly', () => {
    fc.assert(
      fc.property(orderArb, stepsArb, (charged, steps) => {
        let order = charged;
        let amount = 0;
        let tax = 0;
        let finished = false;
        for (const step of steps) {
          const lines = order.lines.map((l, i) => ({
            lineId: l.id,
            quantity: Math.floor((l.quantity - l.refundedQuantity) * step.shares[i]!),
          }));
          const outcome = computeRefund(order, { lines, shipping: step.shipping && !order.shipping.refunded });
          if (!outcome.ok) {
            // Only ever refused for asking nothing, or more than is left once the discount is counted.
            expect(['BAD_REQUEST', 'REFUND_TOO_LARGE']).toContain(outcome.refusal.code);
            continue;
          }
          const { refund } = outcome;
          expectBalanced(refund);
          expect(refund.amountCents).toBeLessThanOrEqual(order.totalCents - order.refundedCents);
          expect(refund.amountCents).toBeGreaterThanOrEqual(0);
          amount += refund.amountCents;
          tax += refund.taxCents;
          order = after(order, refund);
          if (refund.final) {
            finished = true;
            break;
          }
        }
        if (!finished) {
          const last = computeRefund(order, {});
          expect(last.ok).toBe(true);
          if (!last.ok) return;
          expect(last.refund.final).toBe(true);
          expectBalanced(last.refund);
          amount += last.refund.amountCents;
          tax += last.refund.taxCents;
          order = after(order, last.refund);
        }
        expect(amount).toBe(charged.totalCents);
        expect(tax).toBe(charged.taxCents);
        expect(order.lines.every((l) => l.refundedQuantity === l.quantity)).toBe(true);
        // Nothing more can be refunded.
        expect(computeRefund(order, {}).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('a line refunded a bottle at a time gives back exactly its VAT', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 10 }), (lineTax, qty) => {
        let sum = 0;
        for (let k = 0; k < qty; k++) sum += lineTaxShare({ taxCents: lineTax, quantity: qty }, k, 1);
        expect(sum).toBe(lineTax);
      }),
    );
  });
});

/*
 * Reductions (issue #41): an order with every kind of reduction, as the checkout takes them off
 * (samples' adjustments first, then the gift sample, then the code on what they left), VAT by the one
 * rule (orderTax); then refunds of parts, returns and the last of everything.
 */

type LineKind = 'bottle' | 'sample' | 'custom-sample' | 'gift-card';

/** Lines at prices the shop sells (from a euro), or, `cents`, any price down to a cent. */
const lineArb = (cents = false) =>
  fc.oneof(
    fc.record({
      kind: fc.constant<LineKind>('bottle'),
      unitCents: fc.integer({ min: cents ? 1 : 100, max: 300_000 }),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({
      kind: fc.constant<LineKind>('sample'),
      unitCents: cents ? fc.integer({ min: 1, max: 1_200 }) : fc.constantFrom(600, 480, 900),
      quantity: fc.integer({ min: 1, max: 6 }),
    }),
    fc.record({
      kind: fc.constant<LineKind>('custom-sample'),
      unitCents: fc.constantFrom(1200, 999),
      quantity: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      kind: fc.constant<LineKind>('gift-card'),
      unitCents: fc.integer({ min: cents ? 1 : 1_000, max: 50_000 }),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  );

interface Reduced {
  order: RefundableOrder;
  reductions: Reduction[];
}

const reducedOrderArb = (cents = false) =>
  fc
    .record({
      rateBp: rate,
      lines: fc.array(lineArb(cents), { minLength: 1, maxLength: 5 }),
      shipping: fc.integer({ min: 0, max: 3_000 }),
      credit: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      discovery: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
      gift: fc.boolean(),
      code: fc.option(
        fc.oneof(
          fc.record({ kind: fc.constant('percent' as const), value: fc.integer({ min: 1, max: 10_000 }) }),
          fc.record({ kind: fc.constant('amount' as const), value: fc.integer({ min: 1, max: 500_000 }) }),
        ),
        { nil: undefined },
      ),
    })
    .map(({ rateBp, lines, shipping, credit, discovery, gift, code }): Reduced => {
      const gross = lines.map((l) => l.unitCents * l.quantity);
      const of = (kinds: LineKind[]) => lines.reduce((s, l, i) => s + (kinds.includes(l.kind) ? gross[i]! : 0), 0);
      const reductions: Reduction[] = [];
      let bottlesLeft = of(['bottle']);
      let samplesLeft = of(['sample']);
      if (credit !== undefined && bottlesLeft > 0) {
        const amountCents = Math.floor(bottlesLeft * credit);
        if (amountCents > 0) reductions.push({ kind: 'sample-credit', amountCents });
        bottlesLeft -= amountCents;
      }
      if (discovery !== undefined && samplesLeft > 0) {
        const amountCents = Math.floor(samplesLeft * discovery);
        if (amountCents > 0) reductions.push({ kind: 'discovery-set', amountCents });
        samplesLeft -= amountCents;
      }
      const giftLine = lines.find((l) => l.kind === 'sample');
      if (gift && giftLine && giftLine.unitCents <= samplesLeft) {
        reductions.push({ kind: 'gift-sample', amountCents: giftLine.unitCents });
        samplesLeft -= giftLine.unitCents;
      }
      if (code) {
        const eligible = of(['bottle', 'sample', 'custom-sample']) - reductions.reduce((s, r) => s + r.amountCents, 0);
        const off =
          code.kind === 'percent'
            ? Math.floor((2 * eligible * code.value + 10_000) / 20_000)
            : Math.min(eligible, code.value);
        if (off > 0) reductions.push({ kind: 'discount-code', amountCents: off });
      }
      const discount = reductions.reduce((s, r) => s + r.amountCents, 0);
      const taxed = orderTax(
        lines.map((l, i) => ({ gross: gross[i]!, ...(l.kind === 'gift-card' ? { rateBp: 0 } : {}) })),
        discount,
        shipping,
        rateBp,
      );
      return {
        reductions,
        order: {
          lines: lines.map((l, i) => ({
            id: 200 + i,
            name: `${l.kind} ${i}`,
            unitCents: l.unitCents,
            quantity: l.quantity,
            taxCents: taxed.lines[i]!.tax,
            rateBp: taxed.lines[i]!.rateBp,
            refundedQuantity: 0,
            kind: l.kind,
          })),
          shipping: { grossCents: shipping, taxCents: taxed.shipping.tax, refunded: false },
          totalCents: taxed.gross,
          taxCents: taxed.tax,
          rateBp,
          refundedCents: 0,
          refundedTaxCents: 0,
          reductions,
        },
      };
    });

/** Orders at the shop's prices, or (`cents`) at any price down to a cent, where the VAT's rounding is all there is. */
const anyReducedOrderArb = fc.boolean().chain((cents) => reducedOrderArb(cents).map((r) => ({ ...r, cents })));

/** A refund of parts of lines, as the back office asks it: per line a fraction of what is left. */
const partsArb = fc.array(
  fc.record({
    shares: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 5, maxLength: 5 }),
    shipping: fc.boolean(),
  }),
  { maxLength: 8 },
);

/**
 * Checks a refund made: balanced, never negative, never more than is left, each line's row its price
 * less its reduction, no money left to the last refund's discount row; `strict` (the shop's prices):
 * its rows' VAT following their amount.
 */
function expectSound(order: RefundableOrder, refund: ComputedRefund, strict = true) {
  expectBalanced(refund);
  expect(refund.amountCents).toBeGreaterThanOrEqual(0);
  expect(refund.amountCents).toBeLessThanOrEqual(order.totalCents - order.refundedCents - (order.withheldCents ?? 0));
  for (const row of refund.rows) {
    if (row.lineId === null) {
      // Reductions shared among the lines leave no money to the last refund's discount row: only the
      // VAT rounding the reduced lines had no room for.
      expect(row.grossCents).toBe(0);
      const paid = paidLines(order);
      expect(row.taxCents).toBe(
        order.taxCents - order.shipping.taxCents - paid.reduce((s, p) => s + p.paidTaxCents, 0),
      );
      continue;
    }
    const at = order.lines.findIndex((l) => l.id === row.lineId);
    const line = order.lines[at]!;
    expect(row.grossCents).toBeGreaterThanOrEqual(0);
    expect(row.grossCents).toBeLessThanOrEqual(line.unitCents * row.quantity);
    expect(row.grossCents + (row.reductionCents ?? 0)).toBe(line.unitCents * row.quantity);
    if (!strict) continue;
    // The VAT of what goes back is the one rule's on it, give or take the cents that make the steps
    // exact and the line's share of the order's VAT rounding.
    const paid = paidLines(order)[at]!;
    const rounding =
      paid.reductionCents > 0 ? Math.abs(paid.paidTaxCents - vatInside(paid.paidCents, line.rateBp).tax) : 0;
    expect(Math.abs(row.taxCents - vatInside(row.grossCents, row.rateBp).tax)).toBeLessThanOrEqual(2 + rounding);
  }
}

/** Refunds to the end: each step, then everything left; answers what went back in all. */
function refundAll(start: RefundableOrder, steps: RefundRequest[], strict = true) {
  let order = start;
  let amount = 0;
  let tax = 0;
  const made: ComputedRefund[] = [];
  for (const step of [...steps, {}]) {
    const outcome = computeRefund(order, step);
    if (!outcome.ok) {
      // Refused only for asking nothing, never for money: no part gives back more than is left.
      expect(outcome.refusal.code).toBe('BAD_REQUEST');
      continue;
    }
    expectSound(order, outcome.refund, strict);
    amount += outcome.refund.amountCents;
    tax += outcome.refund.taxCents;
    made.push(outcome.refund);
    order = after(order, outcome.refund);
    if (outcome.refund.final) break;
  }
  return { order, amount, tax, made };
}

describe('a refund of part of a reduced order', () => {
  it('gives back a returned bottle net of its share of a 50 % code, with the VAT of that amount', () => {
    // Two bottles at 165 with a 50 % code, shipped at 12 to France: 177 paid.
    const taxed = orderTax([{ gross: 33_000 }], 16_500, 1_200, 2000);
    const order: RefundableOrder = {
      lines: [
        {
          id: 1,
          name: 'Oud',
          unitCents: 16_500,
          quantity: 2,
          taxCents: taxed.lines[0]!.tax,
          rateBp: 2000,
          refundedQuantity: 0,
        },
      ],
      shipping: { grossCents: 1_200, taxCents: taxed.shipping.tax, refunded: false },
      totalCents: 17_700,
      taxCents: taxed.tax,
      rateBp: 2000,
      refundedCents: 0,
      refundedTaxCents: 0,
      reductions: [{ kind: 'discount-code', amountCents: 16_500 }],
    };
    const one = computeRefund(order, { lines: [{ lineId: 1, quantity: 1 }] });
    expect(one).toMatchObject({
      ok: true,
      refund: {
        amountCents: 8_250,
        taxCents: 1_375,
        final: false,
        rows: [{ lineId: 1, quantity: 1, grossCents: 8_250, netCents: 6_875, taxCents: 1_375, reductionCents: 8_250 }],
      },
    });
    if (!one.ok) return;
    // The rest: the other bottle and the shipping, the order's total and VAT exactly.
    const rest = computeRefund(after(order, one.refund), {});
    expect(rest).toMatchObject({ ok: true, refund: { amountCents: 9_450, taxCents: 1_575, final: true } });
    if (rest.ok) expect(rest.refund.rows.map((r) => r.lineId)).toEqual([1]);
    expect(8_250 + 9_450).toBe(order.totalCents);
    expect(1_375 + 1_575).toBe(order.taxCents);
  });

  it('shares an amount code among the lines by their gross, the cents to the largest remainders', () => {
    // 2 × 90 and 1 × 50 with 20 off: 20 × 180/230 = 15.652… and 20 × 50/230 = 4.347…: 15.65 and 4.35.
    const lines = [
      { id: 1, name: 'A', unitCents: 9_000, quantity: 2, taxCents: 3_000, rateBp: 2000, refundedQuantity: 0 },
      { id: 2, name: 'B', unitCents: 5_000, quantity: 1, taxCents: 833, rateBp: 2000, refundedQuantity: 0 },
    ];
    const order = {
      lines,
      shipping: { grossCents: 1_200, taxCents: 200, refunded: false },
      totalCents: 22_200,
      reductions: [{ kind: 'discount-code' as const, amountCents: 2_000 }],
    };
    expect(lineReductions(order)).toEqual([1_565, 435]);
    expect(shareOut(2_000, [18_000, 5_000])).toEqual([1_565, 435]);
    // Without the adjustments, what the total shows came off is shared the same way.
    expect(lineReductions({ ...order, reductions: undefined })).toEqual([1_565, 435]);
    // Each bottle of A: half of 164.35, rounded half-up, then the rest.
    expect([partOf(16_435, 2, 0, 1), partOf(16_435, 2, 1, 1)]).toEqual([8_218, 8_217]);
  });

  it('takes each kind of reduction off the lines it came off', () => {
    const lines: RefundableOrder['lines'] = [
      {
        id: 1,
        name: 'Oud',
        unitCents: 10_000,
        quantity: 1,
        taxCents: 0,
        rateBp: 0,
        refundedQuantity: 0,
        kind: 'bottle',
      },
      {
        id: 2,
        name: 'Rose sample',
        unitCents: 600,
        quantity: 5,
        taxCents: 0,
        rateBp: 0,
        refundedQuantity: 0,
        kind: 'sample',
      },
      {
        id: 3,
        name: 'My sample',
        unitCents: 1_200,
        quantity: 1,
        taxCents: 0,
        rateBp: 0,
        refundedQuantity: 0,
        kind: 'custom-sample',
      },
      {
        id: 4,
        name: 'Gift card',
        unitCents: 5_000,
        quantity: 1,
        taxCents: 0,
        rateBp: 0,
        refundedQuantity: 0,
        kind: 'gift-card',
      },
    ];
    const shares = (reduction: Reduction) =>
      lineReductions({
        lines,
        shipping: { grossCents: 0, taxCents: 0, refunded: false },
        totalCents: 19_200 - reduction.amountCents,
        reductions: [reduction],
      });
    expect(shares({ kind: 'sample-credit', amountCents: 600 })).toEqual([600, 0, 0, 0]);
    expect(shares({ kind: 'discovery-set', amountCents: 600 })).toEqual([0, 600, 0, 0]);
    expect(shares({ kind: 'gift-sample', amountCents: 600 })).toEqual([0, 600, 0, 0]);
    // A code: every line but the gift card, by gross (10,000 : 3,000 : 1,200).
    expect(shares({ kind: 'discount-code', amountCents: 1_420 })).toEqual([1_000, 300, 120, 0]);
  });

  it('shares every reduction exactly, never more than a line’s gross, never on a gift card', () => {
    fc.assert(
      fc.property(anyReducedOrderArb, ({ order, reductions, cents }) => {
        const shares = lineReductions(order);
        expect(shares.reduce((s, x) => s + x, 0)).toBe(reductions.reduce((s, r) => s + r.amountCents, 0));
        order.lines.forEach((l, i) => {
          expect(shares[i]).toBeGreaterThanOrEqual(0);
          expect(shares[i]).toBeLessThanOrEqual(l.unitCents * l.quantity);
          if (l.kind === 'gift-card') expect(shares[i]).toBe(0);
        });
        // Each alone lands only on the lines of its kind, in proportion to their gross, within a cent.
        for (const r of reductions) {
          const alone = lineReductions({
            ...order,
            totalCents: sumGross(order) + order.shipping.grossCents - r.amountCents,
            reductions: [r],
          });
          const kinds = TAKES_OFF[r.kind];
          const base = order.lines.reduce((s, l) => s + (kinds.includes(l.kind!) ? l.unitCents * l.quantity : 0), 0);
          order.lines.forEach((l, i) => {
            const exact = kinds.includes(l.kind!) ? (r.amountCents * l.unitCents * l.quantity) / base : 0;
            expect(Math.abs(alone[i]! - exact)).toBeLessThan(1);
          });
        }
        // What the lines were paid and its VAT: the order's goods, exactly (the VAT to the cent unless
        // every reduced line was paid nothing, the rounding then the last refund's).
        const paid = paidLines(order);
        expect(paid.reduce((s, p) => s + p.paidCents, 0)).toBe(order.totalCents - order.shipping.grossCents);
        const vat = paid.reduce((s, p) => s + p.paidTaxCents, 0);
        const goodsVat = order.taxCents - order.shipping.taxCents;
        order.lines.forEach((l, i) => {
          expect(paid[i]!.paidTaxCents).toBeGreaterThanOrEqual(Math.min(0, l.taxCents));
          if (paid[i]!.reductionCents > 0) expect(paid[i]!.paidTaxCents).toBeLessThanOrEqual(paid[i]!.paidCents);
        });
        // Exact, unless the reduced lines have no room left for the rounding (their VAT at nothing, or at what was paid).
        if (vat !== goodsVat) {
          const up = goodsVat > vat;
          paid.forEach((p, i) => {
            if (p.reductionCents > 0 && p.paidCents > 0 && order.lines[i]!.rateBp > 0)
              expect(up ? p.paidTaxCents : 0).toBe(up ? p.paidCents : p.paidTaxCents);
          });
        }
        if (cents) return;
        // A reduced line's VAT is the one rule's on what it was paid, give or take its share of the rounding.
        paid.forEach((p, i) => {
          const l = order.lines[i]!;
          if (p.reductionCents === 0) expect(p.paidTaxCents).toBe(l.taxCents);
          else
            expect(Math.abs(p.paidTaxCents - vatInside(p.paidCents, l.rateBp).tax)).toBeLessThanOrEqual(
              order.lines.length,
            );
        });
      }),
      { numRuns: 500 },
    );
  });

  it('any sequence of partial refunds ending with the last gives back exactly what was paid, and its VAT', () => {
    fc.assert(
      fc.property(anyReducedOrderArb, partsArb, ({ order: charged, cents }, parts) => {
        let state = charged;
        // The steps are decided against the order as it stands after each: fractions of what is left.
        let amount = 0;
        let tax = 0;
        let finished = false;
        for (const part of parts) {
          const lines = state.lines.map((l, i) => ({
            lineId: l.id,
            quantity: Math.floor(lineLeft(l) * part.shares[i]!),
          }));
          const outcome = computeRefund(state, { lines, shipping: part.shipping && !state.shipping.refunded });
          if (!outcome.ok) {
            // Refused only for asking nothing, never for money: no part gives back more than is left.
            expect(outcome.refusal.code).toBe('BAD_REQUEST');
            continue;
          }
          expectSound(state, outcome.refund, !cents);
          amount += outcome.refund.amountCents;
          tax += outcome.refund.taxCents;
          state = after(state, outcome.refund);
          finished = outcome.refund.final;
          if (finished) break;
        }
        const rest = finished ? { order: state, amount: 0, tax: 0 } : refundAll(state, [], !cents);
        expect(amount + rest.amount).toBe(charged.totalCents);
        expect(tax + rest.tax).toBe(charged.taxCents);
        expect(rest.order.lines.every((l) => l.refundedQuantity === l.quantity)).toBe(true);
        expect(computeRefund(rest.order, {}).ok).toBe(false);
      }),
      { numRuns: 500 },
    );
  });

  it('returns of one bottle at a time, in any order, give back each line exactly as paid; the last refund the rest', () => {
    fc.assert(
      fc.property(
        anyReducedOrderArb,
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
        ({ order: charged, cents }, picks, andShipping) => {
          const paid = paidLines(charged);
          // Returns: one bottle of a line still held, as the picks choose, until none or the picks run out.
          let order = charged;
          const back = new Map<number, { gross: number; tax: number }>();
          for (const pick of picks) {
            const held = order.lines.filter((l) => lineLeft(l) > 0);
            if (held.length <= 1) break; // the last bottle goes with the last refund
            const line = held[pick % held.length]!;
            const outcome = computeRefund(order, { lines: [{ lineId: line.id, quantity: 1 }] });
            expect(outcome.ok).toBe(true);
            if (!outcome.ok) return;
            expectSound(order, outcome.refund, !cents);
            const [row] = outcome.refund.rows;
            const sum = back.get(line.id) ?? { gross: 0, tax: 0 };
            back.set(line.id, { gross: sum.gross + row!.grossCents, tax: sum.tax + row!.taxCents });
            order = after(order, outcome.refund);
          }
          // A line returned to its last bottle gave back what it was paid, and its VAT, exactly.
          order.lines.forEach((l, i) => {
            if (lineLeft(l) === 0) {
              expect(back.get(l.id)).toEqual({ gross: paid[i]!.paidCents, tax: paid[i]!.paidTaxCents });
            }
          });
          const rest = refundAll(order, andShipping ? [{ lines: [], shipping: true }] : [], !cents);
          const returned = [...back.values()];
          expect(returned.reduce((s, b) => s + b.gross, 0) + rest.amount).toBe(charged.totalCents);
          expect(returned.reduce((s, b) => s + b.tax, 0) + rest.tax).toBe(charged.taxCents);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives back the same for a line whatever the steps its bottles are refunded in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: 1, max: 12 }),
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 12 }),
        (amount, quantity, cuts) => {
          let before = 0;
          let sum = 0;
          for (const cut of cuts) {
            const k = Math.min(cut, quantity - before);
            if (k === 0) break;
            const part = partOf(amount, quantity, before, k);
            // Each part is its proportion, rounded: within a cent of it.
            expect(Math.abs(part - (amount * k) / quantity)).toBeLessThanOrEqual(1);
            sum += part;
            before += k;
          }
          if (before < quantity) sum += partOf(amount, quantity, before, quantity - before);
          expect(sum).toBe(amount);
        },
      ),
    );
  });

  it('shares out any amount exactly by any weights', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 3_000_000 }), { minLength: 1, maxLength: 8 }),
        (amount, weights) => {
          const shares = shareOut(amount, weights);
          const total = weights.reduce((s, w) => s + w, 0);
          if (total === 0) {
            expect(shares.every((x) => x === 0)).toBe(true);
            return;
          }
          expect(shares.reduce((s, x) => s + x, 0)).toBe(amount);
          weights.forEach((w, i) => {
            expect(Math.abs(shares[i]! - (amount * w) / total)).toBeLessThan(1);
            if (Math.abs(amount) <= total) expect(Math.abs(shares[i]!)).toBeLessThanOrEqual(w);
          });
        },
      ),
    );
  });
});

const sumGross = (order: RefundableOrder) => order.lines.reduce((s, l) => s + l.unitCents * l.quantity, 0);

/** The kinds of line each reduction comes off (decisions 045, 057, 061), as the tests read them. */
const TAKES_OFF: Record<Reduction['kind'], LineKind[]> = {
  'sample-credit': ['bottle'],
  'discovery-set': ['sample'],
  'gift-sample': ['sample'],
  'discount-code': ['bottle', 'sample', 'custom-sample'],
};

describe("a refusal's words", () => {
  const english = createTranslator('en', {}, compileMessage);
  const order: RefundableOrder = {
    lines: [
      {
        id: 7,
        name: 'Rose de Mai',
        unitCents: 10_000,
        quantity: 2,
        taxCents: 3_334,
        rateBp: 2000,
        refundedQuantity: 0,
      },
    ],
    shipping: { grossCents: 1_200, taxCents: 200, refunded: true },
    totalCents: 21_200,
    taxCents: 3_534,
    rateBp: 2000,
    refundedCents: 1_200,
    refundedTaxCents: 200,
  };
  const refusal = (request: RefundRequest) => {
    const outcome = computeRefund(order, request);
    if (outcome.ok) throw new Error('refunded');
    return outcome.refusal;
  };

  it('are a catalogue message with its values, its English the message the API has always answered', () => {
    const cases: [RefundRequest, string][] = [
      [{ lines: [{ lineId: 7, quantity: 3 }] }, 'Only 2 of Rose de Mai are left to refund.'],
      [{ lines: [{ lineId: 9, quantity: 1 }] }, 'Line 9 is not part of this order.'],
      [{ lines: [{ lineId: 7, quantity: -1 }] }, 'A quantity to refund is a whole number, 0 or more.'],
      [{ lines: [], shipping: true }, 'The shipping has already been refunded.'],
      [{ lines: [] }, 'Choose at least one bottle or the shipping to refund.'],
    ];
    for (const [request, words] of cases) {
      const { message, text } = refusal(request);
      expect(message).toBe(words);
      expect(english.t(text.id, text.values)).toBe(words);
    }
    const one = computeRefund(
      { ...order, lines: [{ ...order.lines[0]!, refundedQuantity: 1 }] },
      {
        lines: [{ lineId: 7, quantity: 2 }],
      },
    );
    expect(one.ok ? undefined : [one.refusal.message, english.t(one.refusal.text.id, one.refusal.text.values)]).toEqual(
      ['Only 1 of Rose de Mai is left to refund.', 'Only 1 of Rose de Mai is left to refund.'],
    );
  });
});
