import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answerCart } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { customer, perfume } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import ProductPage from './product-page';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const renderProduct = (options: { user?: ReturnType<typeof customer> } = {}) =>
  renderPage(<ProductPage />, { url: '/product/2', path: '/product/:id', ...options });
const refillRadio = () => screen.getByRole('radio', { name: 'Refill' });

describe('the product page: a refill (DESIGN §1 "Refills")', () => {
  it('offers "One-off" or "Refill" beside the size price, the refill price 15 % less, named to a screen reader', async () => {
    answerCatalogue();
    answerCart();
    renderProduct({ user: customer() });
    const choice = await screen.findByRole('group', { name: 'How you receive it' });
    const standard = perfume(2).sizes[1]!;
    const once = within(choice).getByRole('radio', { name: 'One-off' });
    expect(once).toHaveProperty('checked', true);
    expect(once.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(once.getAttribute('aria-describedby')!)?.textContent).toBe(euro(standard.price));
    const refillPrice = Math.round(standard.price * 100 * 0.85) / 100;
    const described = document.getElementById(refillRadio().getAttribute('aria-describedby')!);
    expect(described?.textContent).toBe(`${euro(refillPrice)} a delivery, 15% less`);
    // The interval is asked only once a refill is chosen.
    expect(screen.queryByRole('combobox', { name: 'Deliver' })).toBeNull();
  });

  it('adds the size chosen as a refill at the interval chosen', async () => {
    answerCatalogue();
    const cart = answerCart();
    const { user } = renderProduct({ user: customer() });
    await screen.findByRole('group', { name: 'How you receive it' });
    await user.click(refillRadio());
    const interval = screen.getByRole('combobox', { name: 'Deliver' });
    expect(
      within(interval)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Every 4 weeks', 'Every 8 weeks', 'Every 12 weeks']);
    await user.selectOptions(interval, '8');
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await findToast('Added to cart', `${perfume(2).name} — 50 ml, refill every 8 weeks`);
    expect(cart.stubs.add.lastBody()).toMatchObject({
      perfumeId: 2,
      quantity: 1,
      volume: 50,
      refill: { intervalWeeks: 8 },
    });
  });

  it('one-off again: the bottle is added without a refill', async () => {
    answerCatalogue();
    const cart = answerCart();
    const { user } = renderProduct({ user: customer() });
    await screen.findByRole('group', { name: 'How you receive it' });
    await user.click(refillRadio());
    await user.click(screen.getByRole('radio', { name: 'One-off' }));
    await user.click(screen.getByRole('button', { name: 'ADD TO CART' }));
    await findToast('Added to cart');
    expect(cart.stubs.add.lastBody()).not.toHaveProperty('refill');
  });

  it('a guest choosing Refill is asked to sign in or register, both coming back here; nothing is added', async () => {
    answerCatalogue();
    const cart = answerCart();
    const { user, userKnown } = renderProduct();
    await screen.findByRole('group', { name: 'How you receive it' });
    await userKnown();
    await user.click(refillRadio());
    const note = await screen.findByText(/Sign in or create an account to subscribe to a refill\./);
    expect(within(note).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?next=%2Fproduct%2F2');
    expect(within(note).getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/login?tab=register&next=%2Fproduct%2F2',
    );
    expect(screen.getByRole('button', { name: 'ADD TO CART' })).toHaveProperty('disabled', true);
    expect(cart.stubs.add.calls).toHaveLength(0);
  });
});
