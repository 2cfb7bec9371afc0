import { describe, expect, it } from 'vitest';
import { totalsOf } from './use-cart';

describe('totalsOf', () => {
  it('prices cart lines in cents, with shipping once anything is bought', () => {
    expect(
      totalsOf([
        { price: 145, quantity: 2 },
        { price: 89.99, quantity: 1 },
      ]),
    ).toEqual({
      subtotal: 37999,
      discount: 0,
      shipping: 1200,
      total: 39199,
      itemCount: 3,
    });
    expect(totalsOf([])).toEqual({ subtotal: 0, discount: 0, shipping: 0, total: 0, itemCount: 0 });
  });

  it('adds major-unit prices without float drift', () => {
    expect(
      totalsOf([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]).subtotal,
    ).toBe(30);
  });
});
