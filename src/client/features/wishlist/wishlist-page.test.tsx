import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { perfume } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import WishlistPage from './wishlist-page';

describe('the wishlist page', () => {
  it('empty, it says so and leads to the collection', async () => {
    answerCatalogue();
    answerCart();
    const { user, location } = renderPage(<WishlistPage />, { url: '/wishlist' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeTruthy();
    expect(document.title).toBe('Wishlist · Maison Lumière');
    await user.click(screen.getByRole('link', { name: 'Browse Collection' }));
    expect(location()).toBe('/collections');
  });

  it('a guest’s perfumes, newest first, kept on this device; a heart taken off takes the card away', async () => {
    answerCatalogue();
    answerCart();
    localStorage.setItem('wishlist', JSON.stringify([3, 1]));
    const { user } = renderPage(<WishlistPage />, { url: '/wishlist' });
    await waitFor(() => expect(screen.queryAllByTestId('product-card')).toHaveLength(2));
    const names = screen.getAllByTestId('product-card').map((c) => within(c).getByRole('heading').textContent);
    expect(names).toEqual([perfume(3).name, perfume(1).name]);
    expect(screen.getByText('2 perfumes')).toBeTruthy();
    expect(screen.getByText(/Saved on this device\./)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: `Remove ${perfume(3).name} from your wishlist` }));
    await waitFor(() => expect(screen.queryAllByTestId('product-card')).toHaveLength(1));
    expect(JSON.parse(localStorage.getItem('wishlist') ?? '[]')).toEqual([1]);
  });
});
