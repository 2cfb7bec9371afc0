import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayment } from '../gift-cards/gift-cards';
import { cartTotals, clampQuantity, flatShipping, SHIPPING_CENTS, totalBeforeGiftCard } from './cart';

describe('shipping and totals', () => {
  it('charges flat €12.00 shipping only when the subtotal is above 0', () => {
    expect(SHIPPING_CENTS).toBe(1200);
    expect(flatShipping(0)).toBe(0);
    expect(flatShipping(1)).toBe(1200);
    expect(flatShipping(14500)).toBe(1200);
  });

  it('adds lines, shipping and counts items', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, itemCount: 0 });
    expect(
      cartTotals([
        { unitPrice: 14500, quantity: 2 },
        { unitPrice: 9500, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 38500, discount: 0, shipping: 1200, total: 39700, itemCount: 3 });
  });

  it('takes the server discount off the lines, never below nothing, shipping unchanged', () => {
    expect(cartTotals([{ unitPrice: 14500, quantity: 1 }], 600)).toEqual({
      subtotal: 14500,
      discount: 600,
      shipping: 1200,
      total: 15100,
      itemCount: 1,
    });
    expect(cartTotals([{ unitPrice: 500, quantity: 1 }], 600)).toEqual({
      subtotal: 500,
      discount: 500,
      shipping: 1200,
      total: 1200,
      itemCount: 1,
    });
    expect(cartTotals([{ unitPrice: 500, quantity: 1 }], -5).discount).toBe(0);
  });

  it('clamps quantities to 1–10', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(-4)).toBe(1);
    expect(clampQuantity(11)).toBe(10);
    expect(clampQuantity(99)).toBe(10);
    expect(clampQuantity(3.7)).toBe(3);
    expect(clampQuantity('7')).toBe(7);
    expect(clampQuantity('abc')).toBe(1);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('totalBeforeGiftCard (decision 062)', () => {
  it('adds back what the gift card paid to what is left to pay', () => {
    expect(totalBeforeGiftCard(0, 0)).toBe(0);
    expect(totalBeforeGiftCard(4500, 5000)).toBe(9500);
  });

  it('gives back the order’s total that the card and the rest were split from', () => {
    const cents = fc.integer({ min: 0, max: 2_000_000 });
    fc.assert(
      fc.property(cents, cents, (total, balance) => {
        const { applied, rest } = splitPayment(balance, total);
        expect(totalBeforeGiftCard(rest, applied)).toBe(total);
      }),
    );
  });
});
