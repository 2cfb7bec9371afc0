import { describe, expect, it } from 'vitest';
import { wishlistLabel } from './wishlist-link';

describe('wishlistLabel', () => {
  it('puts the count in the link’s name', () => {
    expect(wishlistLabel(0)).toBe('Wishlist');
    expect(wishlistLabel(1)).toBe('Wishlist, 1 perfume');
    expect(wishlistLabel(3)).toBe('Wishlist, 3 perfumes');
  });
});
