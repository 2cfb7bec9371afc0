import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getPerfume, getPerfumes } from '@/domain/api/catalogue';
import { answer, hold } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { fill, renderPage } from '#tests/component/render';
import CollectionsPage from './collections-page';

const cards = () => screen.queryAllByTestId('product-card');

describe('the collections', () => {
  it('show 8 skeletons while the catalogue loads, then all 20 perfumes', async () => {
    const all = answerCatalogue();
    const gate = hold();
    answer(getPerfumes, async () => {
      await gate.opened;
      return all;
    });
    renderPage(<CollectionsPage />, { url: '/collections' });
    expect(await screen.findAllByTestId('product-skeleton')).toHaveLength(8);
    gate.open();
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(screen.queryAllByTestId('product-skeleton')).toHaveLength(0);
  });

  it("the empty state's buttons loosen the search, one by one", async () => {
    answerCatalogue();
    const { user, location } = renderPage(<CollectionsPage />, {
      url: '/collections?q=neroli&family=woody&minPrice=200',
    });
    expect(await screen.findByRole('heading', { name: 'No perfume matches' })).toBeTruthy();
    expect(cards()).toHaveLength(0);
    expect(screen.getAllByRole('status').some((s) => /^0 perfumes$/i.test(s.textContent ?? ''))).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Any family' }));
    await waitFor(() => expect(location()).toBe('/collections?q=neroli&minPrice=200'));
    expect(screen.queryByRole('button', { name: 'Any family' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Any price' }));
    await waitFor(() => expect(location()).toBe('/collections?q=neroli'));
    await waitFor(() =>
      expect(cards().map((c) => within(c).getByRole('heading').textContent)).toEqual(['Néroli Soleil']),
    );

    const search = screen.getByRole('searchbox', { name: 'Search' });
    await fill(user, search, 'zzzz-nothing');
    await screen.findByRole('heading', { name: 'No perfume matches' });
    // The empty state's button (the search box has its own × too).
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveProperty('value', '');
    await waitFor(() => expect(location()).toBe('/collections'));
    await waitFor(() => expect(cards()).toHaveLength(20));
  });
});

describe('the collections’ quick view', () => {
  it('an unknown perfume says so, and Close drops only its parameter', async () => {
    answerCatalogue();
    answerCart();
    const { user, location } = renderPage(<CollectionsPage />, { url: '/collections?quick=999999' });
    const missing = await screen.findByRole('dialog', { name: 'Product Not Found' });
    expect(missing.textContent).toContain('The perfume you are looking for does not exist or has been removed.');
    await user.click(within(missing).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/collections'));
  });

  it('a failed load says so and offers to try again', async () => {
    answerCatalogue();
    answerCart();
    answer(getPerfume, 500, { code: 'INTERNAL', message: 'boom' });
    renderPage(<CollectionsPage />, { url: '/collections?quick=888888' });
    const failed = await screen.findByRole('dialog', { name: 'Quick View' });
    expect((await within(failed).findByRole('alert')).textContent).toContain('This fragrance could not be loaded');
    expect(within(failed).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
