import { describe, expect, it } from 'vitest';
import { orderItemCount, orderTotals } from './orders';

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
    };
    expect(
      orderTotals({
        subtotal: 269.97,
        discount: 0,
        shipping: 12,
        total: 281.97,
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
