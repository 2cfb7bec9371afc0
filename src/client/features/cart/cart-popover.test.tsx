import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { answerCart, SHIPPING } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, lifestyleLine, perfume } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { CartPopover } from './cart-popover';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const cartButton = () => screen.getByRole('button', { name: /^Cart/ });
const popover = () => screen.findByRole('dialog', { name: 'Your Cart' });
const lineOf = (dialog: HTMLElement, name: string) =>
  within(dialog)
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(name))!;

describe('the header’s cart popover', () => {
  it('empty, it says so and leads to the collection', async () => {
    answerCatalogue();
    answerCart();
    const { user, location } = renderPage(<CartPopover />);
    await user.click(cartButton());
    const dialog = await popover();
    expect(within(dialog).getByText('Your cart is empty')).toBeTruthy();
    await user.click(within(dialog).getByRole('link', { name: 'Browse Collection' }));
    expect(location()).toBe('/collections');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with Escape and gives the focus back to the cart button', async () => {
    answerCatalogue();
    answerCart();
    const { user } = renderPage(<CartPopover />);
    await user.click(cartButton());
    await popover();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(cartButton());
  });

  it('lists the lines with the total, changes quantities, removes, and keeps the focus inside', async () => {
    const [a, b] = [perfume(1), perfume(2)];
    answerCatalogue();
    const cart = answerCart([bottleLine(1, a, 1), bottleLine(2, b, 2)]);
    const { user } = renderPage(<CartPopover />);
    await screen.findByRole('button', { name: 'Cart, 3 items' });
    await user.click(cartButton());
    const dialog = await popover();
    const lineA = await waitFor(() => lineOf(dialog, a.name));
    expect(lineA.textContent).toContain(`1 x ${euro(a.price)}`);
    expect(lineOf(dialog, b.name).textContent).toContain(`2 x ${euro(b.price)}`);
    expect(dialog.textContent).toContain(euro(a.price + 2 * b.price + SHIPPING));
    expect(dialog.textContent).toContain(`Including ${euro(SHIPPING)} shipping`);

    await user.click(within(lineA).getByRole('button', { name: 'Increase quantity' }));
    expect(lineOf(dialog, a.name).textContent).toContain(`2 x ${euro(a.price)}`);
    expect(dialog.textContent).toContain(euro(2 * a.price + 2 * b.price + SHIPPING));
    await screen.findByRole('button', { name: 'Cart, 4 items' });

    await user.click(within(lineOf(dialog, b.name)).getByRole('button', { name: 'Decrease quantity' }));
    expect(lineOf(dialog, b.name).textContent).toContain(`1 x ${euro(b.price)}`);
    expect(cart.stubs.update.calls.map((c) => [c.params.id, c.body.quantity])).toEqual([
      ['1', 2],
      ['2', 1],
    ]);

    await user.click(within(dialog).getByRole('button', { name: `Remove ${b.name}` }));
    await findToast('Item removed', 'The item has been removed from your cart.');
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(1));
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: `Remove ${a.name}` }));

    await user.click(within(dialog).getByRole('button', { name: `Remove ${a.name}` }));
    expect(document.activeElement).toBe(await within(dialog).findByText('Your cart is empty'));
    await screen.findByRole('button', { name: 'Cart' });
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('View Cart and Checkout lead on, and the popover closes', async () => {
    answerCatalogue();
    answerCart([bottleLine(1, perfume(1))]);
    // In the header, on every page.
    const { user, location } = renderPage(<CartPopover />, { path: '*' });
    await user.click(await screen.findByRole('button', { name: 'Cart, 1 item' }));
    await user.click(within(await popover()).getByRole('link', { name: 'View Cart' }));
    expect(location()).toBe('/cart');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(cartButton());
    await user.click(within(await popover()).getByRole('link', { name: 'Checkout' }));
    expect(location()).toBe('/checkout');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('a lifestyle line says Quantity 1 instead of a stepper', async () => {
    answerCatalogue();
    answerCart([lifestyleLine(1), bottleLine(2, perfume(3))]);
    const { user } = renderPage(<CartPopover />);
    await user.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const dialog = await popover();
    const line = await waitFor(() => lineOf(dialog, 'Jardin Secret'));
    expect(line.textContent).toContain('Quantity 1');
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    expect(within(dialog).getAllByRole('spinbutton')).toHaveLength(1);
  });
});
