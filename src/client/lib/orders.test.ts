import { describe, expect, it } from 'vitest';
import { orderItemCount } from './orders';

describe('orderItemCount', () => {
  it('adds up the quantities of the lines', () => {
    expect(orderItemCount({ items: [] })).toBe(0);
    const line = { name: 'Rose', price: 145, perfumeId: 1, isCustom: false, customDetails: null };
    expect(orderItemCount({ items: [{ ...line, quantity: 2 }, { ...line, quantity: 3 }] })).toBe(5);
  });
});
