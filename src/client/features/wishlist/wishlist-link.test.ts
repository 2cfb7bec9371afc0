import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { wishlistLabel } from './wishlist-link';

const { t } = createTranslator('en', {}, compileMessage);

describe('wishlistLabel', () => {
  it('puts the count in the link’s name', () => {
    expect(wishlistLabel(0, t)).toBe('Wishlist');
    expect(wishlistLabel(1, t)).toBe('Wishlist, 1 perfume');
    expect(wishlistLabel(3, t)).toBe('Wishlist, 3 perfumes');
  });
});
