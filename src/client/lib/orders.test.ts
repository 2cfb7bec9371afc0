import { describe, expect, it } from 'vitest';
import { lineVat, orderItemCount, orderTotals, orderVat } from './orders';

describe('orderItemCount', () => {
  it('adds up the quantities of the lines', () => {
    expect(orderItemCount({ items: [] })).toBe(0);
    const line = {
      name: 'Rose',
      price: 145,
      perfumeId: 1,
      isCustom: false,
      customDetails: null,
      size: 'bottle' as const,
      id: 1,
      tax: null,
      taxRate: null,
      refundedQuantity: 0,
      volume: null,
    };
    expect(
      orderItemCount({
        items: [
          { ...line, quantity: 2 },
          { ...line, quantity: 3 },
        ],
      }),
    ).toBe(5);
  });
});

describe('orderTotals', () => {
  it('converts the amounts to cents and counts the items', () => {
    const line = {
      name: 'Rose',
      price: 89.99,
      perfumeId: 1,
      isCustom: false,
      customDetails: null,
      size: 'bottle' as const,
      id: 1,
      tax: null,
      taxRate: null,
      refundedQuantity: 0,
      volume: null,
    };
    expect(
      orderTotals({
        subtotal: 269.97,
        discount: 0,
        shipping: 12,
        total: 281.97,
        currency: 'EUR',
        items: [
          { ...line, quantity: 2 },
          { ...line, quantity: 1 },
        ],
      }),
    ).toEqual({
      subtotal: 26997,
      discount: 0,
      shipping: 1200,
      total: 28197,
      itemCount: 3,
    });
  });
});

describe('orderVat and lineVat', () => {
  it('read the VAT as charged: the rate in basis points, amounts in cents', () => {
    expect(orderVat({ tax: 29.5, taxRate: 0.2, currency: 'EUR' })).toEqual({ rateBp: 2000, amount: 2950 });
    expect(orderVat({ tax: 0, taxRate: 0, currency: 'EUR' })).toEqual({ rateBp: 0, amount: 0 });
    expect(orderVat({ tax: 3.08, taxRate: 0.055, currency: 'EUR' })).toEqual({ rateBp: 550, amount: 308 });
  });

  it('read a yen order in yen: it has no cents (decision 070)', () => {
    expect(orderVat({ tax: 1800, taxRate: 0.1, currency: 'JPY' })).toEqual({ rateBp: 1000, amount: 1800 });
    expect(lineVat({ price: 18_000, quantity: 2, tax: 3273, taxRate: 0.1 }, 'JPY')).toEqual({
      net: 32_727,
      tax: 3273,
      gross: 36_000,
      rateBp: 1000,
    });
  });

  it('a line: net + VAT = gross (price × quantity)', () => {
    expect(lineVat({ price: 165, quantity: 2, tax: 52.69, taxRate: 0.19 }, 'EUR')).toEqual({
      net: 27731,
      tax: 5269,
      gross: 33000,
      rateBp: 1900,
    });
  });

  it('orders placed before VAT was recorded have none', () => {
    expect(orderVat({ tax: null, taxRate: null, currency: 'EUR' })).toBeUndefined();
    expect(lineVat({ price: 145, quantity: 1, tax: null, taxRate: null }, 'EUR')).toBeUndefined();
  });
});
