import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { renderPage } from '#tests/component/render';
import ProductPage from './product-page';

/** The product page's pictures (issue #51): the owner's photographs, the house's art after them, and the larger view. */
const photos = [
  { src: '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.webp', alt: 'The bottle on a linen cloth' },
  { src: '/media/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.webp', alt: 'Rose petals at dusk' },
];
const renderProduct = () => renderPage(<ProductPage />, { url: '/product/1', path: '/product/:id' });
const enlarge = () => screen.getByRole('button', { name: /^Enlarge: / });

describe('the product page’s gallery', () => {
  it('without photographs, shows the house’s art alone, without thumbnails', async () => {
    answerCatalogue({ 1: { photos: [] } });
    answerCart();
    renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' });
    expect(enlarge().querySelector('img')?.getAttribute('alt')).toBe('Rose de Minuit perfume bottle');
    expect(enlarge().querySelector('img')?.getAttribute('src')).toBe('/images/perfumes/rose-de-minuit.svg');
    expect(screen.queryByRole('group', { name: 'Pictures of Rose de Minuit' })).toBeNull();
  });

  it('shows the photographs first, the art last; each thumbnail a button named by its picture', async () => {
    answerCatalogue({ 1: { photos } });
    answerCart();
    const { user } = renderProduct();
    const thumbs = within(await screen.findByRole('group', { name: 'Pictures of Rose de Minuit' })).getAllByRole(
      'button',
    );
    expect(thumbs.map((b) => b.textContent || b.querySelector('img')?.getAttribute('alt'))).toEqual([
      'The bottle on a linen cloth',
      'Rose petals at dusk',
      'Rose de Minuit perfume bottle',
    ]);
    expect(thumbs.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    expect(enlarge().getAttribute('aria-label')).toBe('Enlarge: The bottle on a linen cloth');

    await user.click(thumbs[1]!);
    expect(enlarge().querySelector('img')?.getAttribute('alt')).toBe('Rose petals at dusk');
    expect(thumbs[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('is one stop of the keyboard: the arrow keys, Home and End move between the pictures and show each', async () => {
    answerCatalogue({ 1: { photos } });
    answerCart();
    const { user } = renderProduct();
    const group = await screen.findByRole('group', { name: 'Pictures of Rose de Minuit' });
    const thumbs = within(group).getAllByRole('button');
    expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
    thumbs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbs[1]);
    expect(enlarge().querySelector('img')?.getAttribute('alt')).toBe('Rose petals at dusk');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(thumbs[2]);
    expect(enlarge().querySelector('img')?.getAttribute('alt')).toBe('Rose de Minuit perfume bottle');
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(thumbs[0]);
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(thumbs[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(thumbs[0]);
    expect(thumbs.map((b) => b.tabIndex)).toEqual([0, -1, -1]);
  });

  it('opens the larger view by keyboard; its arrows move through the pictures; Esc closes it and gives the focus back', async () => {
    answerCatalogue({ 1: { photos } });
    answerCart();
    const { user } = renderProduct();
    await screen.findByRole('group', { name: 'Pictures of Rose de Minuit' });
    enlarge().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rose de Minuit: larger view' });
    expect(within(dialog).getByRole('img', { name: 'The bottle on a linen cloth' })).toBeTruthy();
    expect(dialog.textContent).toContain('The bottle on a linen cloth (1 of 3)');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img', { name: 'Rose petals at dusk' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    await user.click(within(dialog).getByRole('button', { name: 'Previous picture' }));
    expect(within(dialog).getByRole('img', { name: 'Rose de Minuit perfume bottle' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The picture chosen in the larger view stays chosen, and the focus is back where it was.
    expect(enlarge().getAttribute('aria-label')).toBe('Enlarge: Rose de Minuit perfume bottle');
    await waitFor(() => expect(document.activeElement).toBe(enlarge()));
  });

  it('closes the larger view by its close button (a tap)', async () => {
    answerCatalogue({ 1: { photos: [] } });
    answerCart();
    const { user } = renderProduct();
    await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' });
    await user.click(enlarge());
    const dialog = await screen.findByRole('dialog', { name: 'Rose de Minuit: larger view' });
    // One picture: no arrows.
    expect(within(dialog).queryByRole('button', { name: 'Next picture' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close the larger view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
