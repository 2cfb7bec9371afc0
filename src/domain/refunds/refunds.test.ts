import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EU_STANDARD_RATES, vatInside } from '../tax/vat';
import { computeRefund, type ComputedRefund, lineTaxShare, type RefundableOrder, type RefundRequest } from './refunds';

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
      // A discount of 150: 300 − 150 + 12.
      totalCents: 16200,
      taxCents: 2700,
      rateBp: 2000,
      refundedCents: 10000,
      refundedTaxCents: 1667,
    };
    const code = (r: RefundRequest) => {
      const outcome = computeRefund(order, r);
      return outcome.ok ? 'ok' : outcome.refusal.code;
    };
    expect(code({ lines: [{ lineId: 1, quantity: 2 }] })).toBe('REFUND_TOO_LARGE');
    expect(code({ lines: [{ lineId: 9, quantity: 1 }] })).toBe('BAD_REQUEST');
    expect(code({ lines: [] })).toBe('BAD_REQUEST');
    expect(code({ lines: [], shipping: true })).toBe('REFUND_TOO_LARGE');
    // 100 of a line, only 62 left of the total (the discount took the rest): refused until it is the last.
    expect(code({ lines: [{ lineId: 2, quantity: 1 }] })).toBe('REFUND_TOO_LARGE');
    // The last of everything: the discount comes off, and the refunds add up to the total.
    const last = computeRefund(order, {
      lines: [
        { lineId: 1, quantity: 1 },
        { lineId: 2, quantity: 1 },
      ],
    });
    expect(last).toMatchObject({ ok: true, refund: { amountCents: 6200, taxCents: 1033, final: true } });
    if (last.ok) expect(last.refund.rows.at(-1)).toMatchObject({ lineId: null, grossCents: -13800 });
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
