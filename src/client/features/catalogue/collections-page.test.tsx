import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getPerfumes } from '@/domain/api/catalogue';
import { answer, hold } from '#tests/component/api';
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
