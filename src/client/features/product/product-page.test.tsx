import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { addCartLine } from '@/domain/api/cart';
import { getPerfume, getPerfumeStock } from '@/domain/api/catalogue';
import { answer, fail, hold, requests } from '#tests/component/api';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { findToast, renderApp, renderPage, toasts } from '#tests/component/render';
import ProductPage from './product-page';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const renderProduct = (id: number | string) =>
  renderPage(<ProductPage />, { url: `/product/${id}`, path: '/product/:id' });
const addButton = () => screen.getByRole('button', { name: 'ADD TO CART' });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const cartButton = () => screen.getByRole('button', { name: /^Cart/ });

describe('the product page: states', () => {
  it('says it is loading while the perfume loads, then shows it', async () => {
    answerCatalogue();
    answerCart();
    const gate = hold();
    answer(getPerfume, async () => {
      await gate.opened;
      return perfume(1);
    });
    renderProduct(1);
    expect((await screen.findByRole('status')).textContent).toBe('Loading fragrance…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    gate.open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' })).toBeTruthy();
    expect(screen.queryByText('Loading fragrance…')).toBeNull();
  });

  it('an id the shop does not know is "Product Not Found", with the way back to the collections', async () => {
    answerCatalogue();
    const { user, location } = renderProduct(99999);
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByText('The perfume you are looking for does not exist or has been removed.')).toBeTruthy();
    expect(document.title).toMatch(/^Product Not Found/);
    await user.click(screen.getByRole('link', { name: 'Return to Collections' }));
    expect(location()).toBe('/collections');
  });

  it('a path that is no id ("abc") is "Product Not Found" without asking the server', async () => {
    renderProduct('abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Collections' }).getAttribute('href')).toBe('/collections');
    expect(requests().filter((r) => r.startsWith('GET /api/perfumes/'))).toEqual([]);
  });

  it('a perfume that fails to load offers to try again', async () => {
    answerCatalogue();
    answerCart();
    let calls = 0;
    answer(getPerfume, () =>
      ++calls === 1 ? fail(getPerfume, 500, { code: 'INTERNAL', message: 'Internal Server Error' }) : perfume(3),
    );
    const { user } = renderProduct(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'This fragrance could not be loaded' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: perfume(3).name })).toBeTruthy();
  });
});

describe('the product page: the perfume', () => {
  it('is titled by the perfume, shows its notes by tier and four related perfumes', async () => {
    answerCatalogue();
    answerCart();
    const p = perfume(1);
    renderProduct(1);
    const notes = await screen.findByRole('region', { name: 'Fragrance Notes' });
    expect(document.title).toBe(`${p.name} · Maison Lumière`);
    for (const text of ['Top Notes', 'Middle Notes', 'Base Notes', ...p.notes.split(', ')])
      expect(notes.textContent).toContain(text);
    const related = await screen.findByRole('region', { name: 'You May Also Like' });
    expect(await within(related).findAllByTestId('product-card')).toHaveLength(4);
  });

  it('the quantity stays between 1 and 10, by its buttons or typed', async () => {
    answerCatalogue();
    answerCart();
    const { user } = renderProduct(1);
    await screen.findByRole('heading', { level: 1, name: 'Rose de Minuit' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(quantity()).toHaveProperty('value', '1');
    await user.click(decrease);
    expect(quantity()).toHaveProperty('value', '1');
    for (let i = 0; i < 12; i++) await user.click(increase);
    expect(quantity()).toHaveProperty('value', '10');
    await user.click(decrease);
    expect(quantity()).toHaveProperty('value', '9');
    await user.clear(quantity());
    await user.type(quantity(), '99');
    await user.tab();
    expect(quantity()).toHaveProperty('value', '10');
    await user.clear(quantity());
    await user.type(quantity(), '0');
    await user.tab();
    expect(quantity()).toHaveProperty('value', '1');
  });

  it('the sizes are a radio group: 50 ml chosen at first, another changes the price shown', async () => {
    answerCatalogue();
    answerCart();
    const [small, standard, large] = perfume(2).sizes;
    const { user } = renderProduct(2);
    const sizes = await screen.findByRole('group', { name: 'Size' });
    const fifty = within(sizes).getByRole('radio', { name: `50 ml · ${euro(standard!.price)}` });
    expect(fifty).toHaveProperty('checked', true);
    expect(within(sizes).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByTestId('product-price').textContent).toBe(`${euro(standard!.price)}50 ml`);

    await user.click(within(sizes).getByRole('radio', { name: `100 ml · ${euro(large!.price)}` }));
    expect(screen.getByTestId('product-price').textContent).toBe(`${euro(large!.price)}100 ml`);
    expect(within(sizes).getByRole('radio', { name: `30 ml · ${euro(small!.price)}` })).toHaveProperty(
      'checked',
      false,
    );
    // The bottles are drawn to scale: the 100 ml one is the tallest.
    const heights = [...sizes.querySelectorAll('svg[data-volume]')].map((svg) =>
      Number(svg.querySelectorAll('rect')[1]!.getAttribute('height')),
    );
    expect(heights[0]!).toBeLessThan(heights[1]!);
    expect(heights[1]!).toBeLessThan(heights[2]!);
  });

  it('a size with few bottles says how many are left; a sold-out size says so and cannot be added', async () => {
    const sizes = perfume(4).sizes.map((s) => (s.volume === 30 ? { ...s, inStock: false } : s));
    answerCatalogue({ 4: { sizes } });
    answerCart();
    answer(getPerfumeStock, {
      sizes: [
        { volume: 30, left: 0 },
        { volume: 50, left: 2 },
        { volume: 100, left: null },
      ],
    });
    const { user } = renderProduct(4);
    const group = await screen.findByRole('group', { name: 'Size' });
    const fifty = await within(group).findByRole('radio', { name: /^50 ml · .* · Only 2 left$/ });
    expect(fifty).toHaveProperty('checked', true);
    const thirty = within(group).getByRole('radio', { name: /^30 ml · .*, sold out$/ });
    await user.click(thirty);
    expect(
      screen.getByText('Sold out in 30 ml: choose another size, or ask us to write when it is back.'),
    ).toBeTruthy();
    expect(addButton()).toHaveProperty('disabled', true);
    expect(addButton().getAttribute('aria-describedby')).toBe('sold-out-note');
  });
});

describe('the product page: Add to Cart', () => {
  it('says "ADDING TO CART..." while adding, then what went in, and is ready again', async () => {
    answerCatalogue();
    const cart = answerCart();
    const gate = hold();
    answer(addCartLine, async (sent) => {
      await gate.opened;
      return { id: 1, quantity: sent.body.quantity ?? 1 };
    });
    const { user } = renderProduct(2);
    await screen.findByRole('heading', { level: 1, name: perfume(2).name });
    await user.click(addButton());
    const busy = screen.getByRole('button', { name: 'ADDING TO CART...' });
    expect(busy).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Added to cart', `${perfume(2).name} — 50 ml × 1`);
    expect(addButton()).toHaveProperty('disabled', false);
    expect(cart.stubs.get.calls.length).toBeGreaterThan(1); // the cart is read again
  });

  it('a failed add says so in a toast, and the button is ready again', async () => {
    answerCatalogue();
    answerCart();
    answer(addCartLine, 500, { code: 'INTERNAL', message: 'boom' });
    const { user } = renderProduct(2);
    await screen.findByRole('heading', { level: 1, name: perfume(2).name });
    await user.click(addButton());
    await findToast('Error', 'Could not add item to cart. Please try again.');
    expect(addButton()).toHaveProperty('disabled', false);
  });

  it('asking for more bottles than are left shows the shop’s words, not “added”', async () => {
    answerCatalogue();
    answerCart();
    answer(addCartLine, 409, { code: 'OUT_OF_STOCK', message: 'Only 2 left of Ambre Rare.' });
    const { user } = renderProduct(2);
    await screen.findByRole('heading', { level: 1, name: perfume(2).name });
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await findToast('Not added to cart', 'Only 2 left of Ambre Rare.');
    expect(toasts().some((t) => t.textContent?.includes('Added to cart'))).toBe(false);
  });

  it('adds the size chosen, and the header’s cart counts the bottles', async () => {
    answerCatalogue();
    const cart = answerCart();
    const p = perfume(3);
    const { user } = renderApp('/product/3');
    await screen.findByRole('heading', { level: 1, name: p.name });
    expect(cartButton().getAttribute('aria-label')).toBe('Cart');
    expect(screen.queryByTestId('cart-count')).toBeNull();

    await user.click(addButton());
    await findToast('Added to cart', `${p.name} — 50 ml × 1`);
    await screen.findByRole('button', { name: 'Cart, 1 item' });
    expect(screen.getByTestId('cart-count').textContent).toBe('1');

    await user.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await user.click(addButton());
    await findToast('Added to cart', `${p.name} — 50 ml × 2`);
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(cart.stubs.add.calls.map((c) => c.body)).toMatchObject([
      { perfumeId: 3, quantity: 1, volume: 50 },
      { perfumeId: 3, quantity: 2, volume: 50 },
    ]);
  });

  it('the toast says how many went in when the line’s cap of 10 cut the add, and when none did', async () => {
    answerCatalogue();
    const p = perfume(5);
    answerCart([bottleLine(1, p, 7)]);
    const { user } = renderApp('/product/5');
    await screen.findByRole('heading', { level: 1, name: p.name });
    await screen.findByRole('button', { name: 'Cart, 7 items' });
    await user.clear(quantity());
    await user.type(quantity(), '10');
    await user.click(addButton());
    await findToast('Added to cart', 'Only 3 added: a line holds at most 10.');
    await screen.findByRole('button', { name: 'Cart, 10 items' });

    await user.clear(quantity());
    await user.type(quantity(), '2');
    await user.click(addButton());
    await findToast('Nothing added', `You already have 10 of ${p.name} — 50 ml, the most a line holds.`);
    expect(cartButton().getAttribute('aria-label')).toBe('Cart, 10 items');
  });
});

describe('the product page: a size on sale (decision 070)', () => {
  it('shows the sale price, the regular price struck through and the lowest price of the last 30 days', async () => {
    answerCatalogue();
    answerCart();
    const p = perfume(1);
    const onSale = {
      ...p,
      price: 119,
      compareAtPrice: 145,
      lowestPrice30d: 139,
      sizes: p.sizes.map((s) =>
        s.volume === p.volume ? { ...s, price: 119, compareAtPrice: 145, lowestPrice30d: 139 } : s,
      ),
    };
    answer(getPerfume, () => onSale);
    renderProduct(1);
    const shown = await screen.findByTestId('product-price');
    expect(shown.textContent).toContain(`Sale price ${euro(119)}`);
    expect(within(shown).getByText((_, el) => el?.tagName === 'S').textContent).toBe(`Regular price ${euro(145)}`);
    expect(screen.getByTestId('lowest-price').textContent).toBe(`Lowest price in the last 30 days: ${euro(139)}`);
  });
});
