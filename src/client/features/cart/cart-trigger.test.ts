import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { cartLabel } from './cart-trigger';

const { t } = createTranslator('en', {}, compileMessage);

describe('cartLabel', () => {
  it('puts the count in the button’s name', () => {
    expect(cartLabel(0, t)).toBe('Cart');
    expect(cartLabel(-1, t)).toBe('Cart');
    expect(cartLabel(1, t)).toBe('Cart, 1 item');
    expect(cartLabel(12, t)).toBe('Cart, 12 items');
  });
});
