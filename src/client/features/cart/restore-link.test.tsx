import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { restoreCart } from '@/domain/api/marketing';
import { answer } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import CartPage from './cart-page';

/** The abandoned-cart reminder's link, `/cart?restore={token}` (DESIGN §1 "Abandoned carts and consent"). */

describe('the cart page opened from a reminder', () => {
  it('brings the reminded cart here, says so, and takes the token out of the address', async () => {
    answerCatalogue();
    const a = perfume(1);
    const cart = answerCart([]);
    const restored = answer(restoreCart, () => {
      cart.lines.push(bottleLine(1, a, 2));
      return cart.lines;
    });
    const { location } = renderPage(<CartPage />, { url: '/cart?restore=the-token-of-the-link' });
    await findToast('Your cart is back', 'Here is what you left in it.');
    expect(restored.lastBody()).toMatchObject({ token: 'the-token-of-the-link' });
    expect((await screen.findByRole('table')).textContent).toContain(a.name);
    expect(location()).toBe('/cart');
  });

  it('says why when the cart became an order', async () => {
    answerCatalogue();
    answerCart([]);
    answer(restoreCart, 409, {
      code: 'CART_LINK_EMPTY',
      message: 'There is nothing left in this cart to bring back: it has become an order, or was emptied.',
    });
    renderPage(<CartPage />, { url: '/cart?restore=the-token-of-the-link' });
    await findToast(
      'Your cart could not be brought back',
      'There is nothing left in this cart to bring back: it has become an order, or was emptied.',
    );
  });
});
