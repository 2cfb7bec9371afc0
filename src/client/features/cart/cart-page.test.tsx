import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getCart, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { answer, fail, hold } from '#tests/component/api';
import { answerCart, SHIPPING } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, lifestyleLine, perfume } from '#tests/component/fixtures';
import { findToast, renderApp, renderPage } from '#tests/component/render';
import CartPage from './cart-page';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const renderCart = () => renderPage(<CartPage />, { url: '/cart' });
const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('button', { name: `Remove ${name}` }))!;
const emptyHeading = () => screen.findByRole('heading', { name: 'Your cart is empty' });

describe('the cart page', () => {
  it('says it is loading while the cart loads, then what it holds', async () => {
    answerCatalogue();
    const gate = hold();
    answer(getCart, async () => {
      await gate.opened;
      return [];
    });
    renderCart();
    expect((await screen.findByRole('status')).textContent).toBe('Loading your cart…');
    gate.open();
    await emptyHeading();
    expect(screen.queryByRole('status', { name: /Loading your cart/ })).toBeNull();
  });

  it('empty: says so, shows no table, and leads to the collection', async () => {
    answerCatalogue();
    answerCart();
    const { user, location } = renderCart();
    await emptyHeading();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Browse Collection' }));
    expect(location()).toBe('/collections');
  });

  it('a cart that fails to load says so and can be asked again', async () => {
    answerCatalogue();
    let calls = 0;
    answer(getCart, () =>
      ++calls === 1 ? fail(getCart, 500, { code: 'INTERNAL', message: 'Internal Server Error' }) : [],
    );
    const { user } = renderCart();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Your cart could not be loaded' })).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await emptyHeading();
  });

  it('a table of its lines: a bottle with a stepper, a lifestyle perfume made one at a time, and the summary', async () => {
    const a = perfume(1);
    answerCatalogue();
    answerCart([bottleLine(1, a, 2), lifestyleLine(2)]);
    renderCart();
    const table = await screen.findByRole('table');
    for (const name of ['Product', 'Description', 'Price', 'Quantity', 'Total'])
      expect(within(table).getByRole('columnheader', { name })).toBeTruthy();

    const bottle = rowOf(a.name);
    expect(bottle.textContent).toContain(a.notes);
    expect(within(bottle).getByRole('spinbutton', { name: `Quantity of ${a.name}` })).toHaveProperty('value', '2');
    expect(bottle.textContent).toContain(euro(2 * a.price));

    const lifestyle = rowOf('Jardin Secret');
    expect(lifestyle.textContent).toContain('Custom');
    expect(within(lifestyle).queryByRole('spinbutton')).toBeNull();
    expect(within(lifestyle).queryByRole('button', { name: /quantity/i })).toBeNull();
    expect(lifestyle.textContent).toContain('Quantity 1');
    expect(lifestyle.textContent).toContain('Made one bottle at a time');
    expect(lifestyle.textContent).toContain(euro(145));

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    const subtotal = 2 * a.price + 145;
    expect(summary.textContent).toContain(`Subtotal${euro(subtotal)}`);
    expect(summary.textContent).toContain(`Shippingfrom ${euro(SHIPPING)}`);
    expect(summary.textContent).toContain(`Total${euro(subtotal + SHIPPING)}`);
  });

  it('a quantity changed shows at once, in the line, the summary and the header, and is sent', async () => {
    const a = perfume(1);
    answerCatalogue();
    const cart = answerCart([bottleLine(1, a, 2)]);
    const { user } = renderApp('/cart');
    const row = await screen.findByRole('spinbutton', { name: `Quantity of ${a.name}` }).then(() => rowOf(a.name));
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    expect(within(row).getByRole('spinbutton')).toHaveProperty('value', '3');
    expect(row.textContent).toContain(euro(3 * a.price));
    expect(screen.getByRole('region', { name: 'Order Summary' }).textContent).toContain(
      `Total${euro(3 * a.price + SHIPPING)}`,
    );
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    expect(cart.stubs.update.calls.map((c) => [c.params.id, c.body])).toEqual([['1', { quantity: 3 }]]);

    // Typed past the limit: 10.
    const field = within(row).getByRole('spinbutton');
    await user.clear(field);
    await user.type(field, '25');
    await user.tab();
    expect(field).toHaveProperty('value', '10');
    expect(row.textContent).toContain(euro(10 * a.price));
    expect(cart.stubs.update.lastBody()).toEqual({ quantity: 10 });
  });

  it('a change the server refuses is undone, with its words', async () => {
    const a = perfume(1);
    answerCatalogue();
    answerCart([bottleLine(1, a, 2)]);
    answer(updateCartLine, 409, { code: 'OUT_OF_STOCK', message: 'Only 2 left of Rose de Minuit.' });
    const { user } = renderCart();
    await screen.findByRole('table');
    const row = rowOf(a.name);
    await user.click(within(row).getByRole('button', { name: 'Increase quantity' }));
    await findToast('Could not update quantity.', 'Only 2 left of Rose de Minuit.');
    await waitFor(() => expect(within(row).getByRole('spinbutton')).toHaveProperty('value', '2'));
  });

  it('removing a line says so and moves the focus to the next line’s remove button', async () => {
    const [a, b] = [perfume(1), perfume(2)];
    answerCatalogue();
    const cart = answerCart([bottleLine(1, a), lifestyleLine(2), bottleLine(3, b)]);
    const { user } = renderCart();
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Remove Jardin Secret' }));
    await findToast('Item removed', 'The item has been removed from your cart.');
    expect(screen.queryByRole('button', { name: 'Remove Jardin Secret' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `Remove ${b.name}` }));
    expect(cart.stubs.remove.calls.map((c) => c.params.id)).toEqual(['2']);
    expect(screen.getByRole('region', { name: 'Order Summary' }).textContent).toContain(
      `Total${euro(a.price + b.price + SHIPPING)}`,
    );
  });

  it('a removal the server refuses brings the line back', async () => {
    const a = perfume(1);
    answerCatalogue();
    answerCart([bottleLine(1, a)]);
    answer(removeCartLine, 500, { code: 'INTERNAL', message: 'boom' });
    const { user } = renderCart();
    await user.click(await screen.findByRole('button', { name: `Remove ${a.name}` }));
    await findToast('Could not remove item. Please try again.');
    expect(screen.getByRole('button', { name: `Remove ${a.name}` })).toBeTruthy();
  });

  it('removing the last line moves the focus to the empty state; Continue Shopping leads to the collection', async () => {
    const p = perfume(6);
    answerCatalogue();
    answerCart([bottleLine(1, p)]);
    const { user } = renderCart();
    expect((await screen.findByRole('link', { name: 'Continue Shopping' })).getAttribute('href')).toBe('/collections');
    await user.click(screen.getByRole('button', { name: `Remove ${p.name}` }));
    expect(document.activeElement).toBe(await emptyHeading());
  });

  it('Proceed to Checkout reads "Processing..." for a moment, then opens the checkout', async () => {
    answerCatalogue();
    answerCart([bottleLine(1, perfume(4))]);
    const { user, location } = renderCart();
    await user.click(await screen.findByRole('button', { name: 'Proceed to Checkout' }));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(location()).toBe('/cart');
    await screen.findByTestId('elsewhere');
    expect(location()).toBe('/checkout');
  });

  it('a cart emptied elsewhere meanwhile says so at the click and shows the empty state', async () => {
    answerCatalogue();
    const cart = answerCart([bottleLine(1, perfume(5))]);
    const { user, location } = renderCart();
    await screen.findByRole('table');
    cart.lines = []; // another tab empties it
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    await findToast('Empty Cart', 'Please add items to your cart before checking out.');
    await emptyHeading();
    expect(location()).toBe('/cart');
  });
});
