import { describe, expect, it } from 'vitest';
import { cartLabel } from './cart-trigger';

describe('cartLabel', () => {
  it('puts the count in the button’s name', () => {
    expect(cartLabel(0)).toBe('Cart');
    expect(cartLabel(-1)).toBe('Cart');
    expect(cartLabel(1)).toBe('Cart, 1 item');
    expect(cartLabel(12)).toBe('Cart, 12 items');
  });
});
