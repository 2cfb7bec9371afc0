import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { renderPage } from '#tests/component/render';
import ProductPage from './product-page';

/** The product page's blocks beyond the spec's (issue #51): the rating, the concentration and longevity, the notes' words, the story. */
const renderProduct = (url = '/product/1') => renderPage(<ProductPage />, { url, path: '/product/:id' });

const pyramid = {
  top: [{ name: 'Pink Pepper', words: 'Rosy, effervescent, softly peppery spice' }],
  middle: [{ name: 'Rose', words: 'Velvety, honeyed Damask petals' }],
  base: [
    { name: 'Patchouli', words: 'Earthy, dark and smooth' },
    { name: 'Musk', words: '' },
  ],
};

describe('the product page tells of the perfume', () => {
  it('its rating beside the name, a link to its reviews; none before the first review', async () => {
    answerCatalogue({ 1: { rating: { average: 4.5, count: 12 } }, 2: { rating: null } });
    answerCart();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' });
    const rating = screen.getByTestId('product-rating');
    expect(rating.getAttribute('href')).toBe('#reviews');
    expect(rating.textContent).toContain('4.5 out of 5 stars');
    expect(rating.textContent).toContain('12 reviews');
  });

  it('one review reads "1 review"', async () => {
    answerCatalogue({ 1: { rating: { average: 5, count: 1 } } });
    answerCart();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' });
    expect(screen.getByTestId('product-rating').textContent).toContain('1 review');
    expect(screen.getByTestId('product-rating').textContent).not.toContain('1 reviews');
  });

  it('its concentration and how long it lasts', async () => {
    answerCatalogue({ 1: { concentration: 'extrait', longevity: { min: 8, max: 10 } } });
    answerCart();
    renderProduct();
    expect((await screen.findByTestId('perfume-facts')).textContent).toBe('Extrait de parfum · Lasts 8–10 hours');
  });

  it('a longevity of one figure, in its plural', async () => {
    answerCatalogue({ 1: { concentration: 'eau_de_toilette', longevity: { min: 1, max: 1 } } });
    answerCart();
    renderProduct();
    expect((await screen.findByTestId('perfume-facts')).textContent).toBe('Eau de toilette · Lasts 1 hour');
  });

  it('its notes by tier, each with its own words; the line under the name groups a tier’s notes', async () => {
    answerCatalogue({ 1: { pyramid } });
    answerCart();
    renderProduct();
    const notes = await screen.findByRole('region', { name: 'Fragrance Notes' });
    const base = within(notes)
      .getByRole('heading', { name: /Base Notes/ })
      .closest('div')!.parentElement!;
    expect(within(base).getByText('Patchouli').nextElementSibling?.textContent).toBe('Earthy, dark and smooth');
    expect(within(base).getByText('Musk').nextElementSibling).toBeNull();
    expect(within(notes).getByText('Rosy, effervescent, softly peppery spice')).toBeTruthy();
    expect(screen.getByText('Pink Pepper · Rose · Patchouli, Musk')).toBeTruthy();
  });

  it('its perfumer’s story, or nothing when there is none', async () => {
    answerCatalogue({
      1: { story: 'Camille Arnaud composed it after a summer evening in Grasse.' },
      2: { story: '' },
    });
    answerCart();
    renderProduct();
    const story = await screen.findByRole('region', { name: 'The perfumer’s story' });
    expect(story.textContent).toContain('Camille Arnaud composed it after a summer evening in Grasse.');
  });

  it('says nothing of a story it does not have', async () => {
    answerCatalogue({ 2: { story: '' } });
    answerCart();
    renderProduct('/product/2');
    await screen.findByRole('heading', { level: 1, name: 'Iris Lumière' });
    expect(screen.queryByRole('region', { name: 'The perfumer’s story' })).toBeNull();
  });
});
