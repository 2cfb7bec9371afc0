import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import CartPage from './cart-page';

describe('the cart: a refill line (DESIGN §1 "Refills")', () => {
  it('says "Refill every N weeks" under its name; a one-off line says nothing of the kind', async () => {
    answerCatalogue();
    const rose = perfume(1);
    answerCart([
      bottleLine(1, rose, 1, { refill: { intervalWeeks: 8 }, price: 106.25 }),
      bottleLine(2, perfume(3), 1, { refill: null }),
    ]);
    renderPage(<CartPage />, { url: '/cart' });
    const notes = await screen.findAllByTestId('refill-note');
    expect(notes.map((n) => n.textContent)).toEqual(['Refill every 8 weeks']);
    const row = screen.getAllByTestId('cart-row')[0]!;
    expect(within(row).getByText('Refill every 8 weeks')).toBeTruthy();
  });
});
