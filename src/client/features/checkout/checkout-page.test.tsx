import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { confirmPayment, createPaymentIntent, placeOrder } from '@/domain/api/checkout';
import { getOrderPage } from '@/domain/api/orders';
import { confirmSimulatedCard } from '@/domain/api/payments';
import { getConfig } from '@/domain/api/system';
import { answer, hold } from '#tests/component/api';
import { answerCart, answerCheckout, SHIPPING } from '#tests/component/cart';
import { answerCatalogue, CONFIG } from '#tests/component/catalogue';
import { bottleLine, customer, giftCardLine, perfume } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderApp, renderPage } from '#tests/component/render';
import CheckoutPage from './checkout-page';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const payButton = () => screen.getByRole('button', { name: /^Pay / });

function shopWith(lines = [bottleLine(1, perfume(3))]) {
  answerCatalogue();
  // Paid, the shopper goes to the order's page: its code may load and ask for the order before a test ends.
  answer(getOrderPage, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' }, { fallback: true });
  const cart = answerCart(lines);
  return { cart, checkout: answerCheckout(cart) };
}

async function openCheckout(options: Parameters<typeof renderPage>[1] = {}) {
  const rendered = renderPage(<CheckoutPage />, { url: '/checkout', ...options });
  await screen.findByLabelText('Card number');
  return rendered;
}

async function fillShipping(user: UserEvent) {
  await fill(user, field('Full name'), 'Claire Dubois');
  await fill(user, field('Email'), 'claire@example.com');
  await fill(user, field('Address'), '12 rue des Lilas');
  await fill(user, field('City'), 'Paris');
  await fill(user, field('Postal code'), '75003');
  await user.selectOptions(field('Country'), 'FR');
}

async function fillCard(user: UserEvent, number: string) {
  await fill(user, field('Card number'), number);
  await fill(user, field('Expiry (MM/YY)'), futureExpiry);
  await fill(user, field('CVC'), '123');
}

describe('the checkout: what it shows', () => {
  it('says it is loading, then the form, the Order Summary and Pay {total}', async () => {
    const gate = hold();
    answer(getConfig, async () => {
      await gate.opened;
      return CONFIG;
    });
    const [a, b] = [perfume(1), perfume(2)];
    shopWith([bottleLine(1, a, 2), bottleLine(2, b)]);
    renderPage(<CheckoutPage />, { url: '/checkout' });
    expect((await screen.findByText('Loading checkout…')).getAttribute('role')).toBe('status');
    gate.open();
    await screen.findByLabelText('Card number');
    expect(document.title).toBe('Checkout · Maison Lumière');
    for (const label of ['Full name', 'Email', 'Address', 'City', 'Postal code', 'Country', 'Expiry (MM/YY)', 'CVC'])
      expect(field(label)).toBeTruthy();
    expect(field('Card number').getAttribute('autocomplete')).toBe('cc-number');
    expect(field('Card number').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('Test mode: use 4242 4242 4242 4242 with any future date and any CVC.')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).toContain(a.name);
    expect(summary.textContent).toContain(euro(2 * a.price));
    expect(summary.textContent).toContain(b.name);
    const total = 2 * a.price + b.price + SHIPPING;
    expect(summary.textContent).toContain(`Total${euro(total)}`);
    expect(summary.textContent).toContain('VAT included: its amount shows once your country is chosen.');
    await waitFor(() => expect(payButton().textContent).toBe(`Pay ${euro(total)}`));
  });

  it('the focus follows the page: the form, then the summary’s links and the gift card, then Pay', async () => {
    shopWith([bottleLine(1, perfume(1))]);
    renderPage(<CheckoutPage />, { url: '/checkout' });
    await screen.findByLabelText('Card number');
    const order = (el: Element) =>
      [...document.querySelectorAll('a[href], button, input, select, textarea')].indexOf(el);
    const editCart = screen.getByRole('link', { name: 'Edit cart' });
    expect(order(field('Full name'))).toBeLessThan(order(editCart));
    expect(order(field('Card number'))).toBeLessThan(order(editCart));
    expect(order(editCart)).toBeLessThan(order(field('Gift card')));
    expect(order(field('Gift card'))).toBeLessThan(order(payButton()));
    // Pay still submits the form it stands outside of.
    expect(payButton().getAttribute('form')).toBe(screen.getByRole('form', { name: 'Checkout' }).id);
    // The gift card is a card of its own.
    expect(screen.getByRole('form', { name: 'Apply a gift card' }).className).toContain('border ');
  });

  it('the card number and expiry are formatted as they are typed', async () => {
    shopWith();
    const { user } = await openCheckout();
    await fill(user, field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    await fill(user, field('Expiry (MM/YY)'), '1230');
    expect(field('Expiry (MM/YY)')).toHaveProperty('value', '12/30');
  });

  it('an empty cart shows the empty state and the way back to the collection', async () => {
    shopWith([]);
    const { user, location } = renderPage(<CheckoutPage />, { url: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue Shopping' }));
    expect(location()).toBe('/collections');
  });

  it('with payments disabled it says so, takes no card, and Go Back leads to the cart', async () => {
    answerCatalogue();
    answer(getConfig, { ...CONFIG, payments: { provider: 'disabled' } });
    answerCart([bottleLine(1, perfume(1))]);
    const { user, location } = renderPage(<CheckoutPage />, { url: '/checkout' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Payment Processing Temporarily Disabled' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/cart');
  });

  it('a signed-in shopper finds their name and e-mail filled in, and a profile country in words picked in the list', async () => {
    shopWith();
    await openCheckout({
      user: customer({ fullName: 'Hélène Marchand', email: 'helene@example.com', country: 'Italy' }),
    });
    await waitFor(() => expect(field('Full name')).toHaveProperty('value', 'Hélène Marchand'));
    expect(field('Email')).toHaveProperty('value', 'helene@example.com');
    await waitFor(() => expect(field('Country')).toHaveProperty('value', 'IT'));
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    await waitFor(() => expect(within(summary).getByTestId('vat-line').textContent).toContain('incl. VAT 22 %'));
  });
});

describe('the checkout: paying', () => {
  it('an empty form shows the messages under each field, focuses the first, and places no order', async () => {
    const { checkout } = shopWith();
    const { user } = await openCheckout();
    await waitFor(() => expect(payButton().textContent).toMatch(/^Pay €/));
    await user.click(payButton());
    for (const message of [
      'Full name is required',
      'Invalid email address',
      'Address is required',
      'City is required',
      'Postal code is required',
      'Country is required',
      'Your card number is invalid.',
      'Your card’s expiration date is invalid.',
      'Your card’s security code is invalid.',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Full name', description: 'Full name is required' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);

    // Fixing a field clears its message; a name too short keeps its own.
    await user.type(name, 'Al');
    await fill(user, field('Email'), 'claire@example.com');
    await user.click(payButton());
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Invalid email address')).toBeNull());
    expect(checkout.order.calls).toHaveLength(0);
  });

  it('while paying the button reads "Processing Payment..." and the form is disabled; then the order’s page', async () => {
    const { checkout } = shopWith();
    const gate = hold();
    answer(confirmSimulatedCard, async () => {
      await gate.opened;
      return { status: 'succeeded', paymentIntentId: 'pi_sim_1' };
    });
    const { user, location } = await openCheckout();
    await fillShipping(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton());
    const busy = await screen.findByRole('button', { name: 'Processing Payment...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(field('Full name')).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Payment Successful', 'Thank you for your order! You will receive a confirmation email shortly.');
    expect(location()).toBe('/orders/41?key=key-41');
    expect(checkout.order.lastBody()).toMatchObject({
      shippingDetails: { fullName: 'Claire Dubois', country: 'FR', city: 'Paris' },
      shippingMethodId: 1,
      paymentIntentId: 'pi_sim_1',
    });
    expect(checkout.confirm.lastBody()).toEqual({ paymentIntentId: 'pi_sim_1', orderId: 41 });
  });

  it('a declined card fails, keeps the cart and the details; another card then pays the same order', async () => {
    const { checkout } = shopWith([bottleLine(1, perfume(6))]);
    const { user, location } = renderApp('/checkout');
    await screen.findByLabelText('Card number');
    await fillShipping(user);
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(payButton());
    await findToast('Checkout Failed', 'Your card was declined.');
    // One calm message: the card field's own and the toast; no third panel above Pay.
    await waitFor(() => expect(field('Card number').getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(field('Card number'))).toContain('Your card was declined.');
    expect(screen.getAllByText('Your card was declined.')).toHaveLength(2);
    expect(screen.queryByText(/Your payment did not go through/)).toBeNull();
    expect(location()).toBe('/checkout');
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    expect(field('Full name')).toHaveProperty('value', 'Claire Dubois');

    await fill(user, field('Card number'), '4242 4242 4242 4242');
    await user.click(payButton());
    await findToast('Payment Successful');
    await waitFor(() => expect(location()).toBe('/orders/41?key=key-41'));
    expect(checkout.order.calls).toHaveLength(1);
    expect(checkout.card.calls).toHaveLength(2);
  });

  it('a payment the server cannot verify is reported, and the shopper stays', async () => {
    shopWith();
    answer(confirmPayment, 400, { code: 'PAYMENT_VERIFICATION_FAILED', message: 'Payment verification failed' });
    const { user, location } = await openCheckout();
    await fillShipping(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton());
    await findToast('Checkout Failed', 'Payment verification failed');
    expect(location()).toBe('/checkout');
  });

  it('field errors from the server land under their fields, the first focused', async () => {
    shopWith();
    answer(placeOrder, 400, {
      code: 'VALIDATION',
      message: 'Postal code is required',
      errors: [{ path: 'shippingDetails.postalCode', message: 'Postal code is required' }],
    });
    const { user } = await openCheckout();
    await fillShipping(user);
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton());
    await findToast('Checkout Failed', 'Postal code is required');
    const postal = screen.getByRole('textbox', { name: 'Postal code', description: 'Postal code is required' });
    expect(postal.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(postal));
  });

  it('a payment intent that fails says so, and Pay then says the payment is not ready', async () => {
    shopWith();
    answer(createPaymentIntent, 500, { code: 'INTERNAL', message: 'boom' });
    const { user } = renderPage(<CheckoutPage />, { url: '/checkout' });
    await findToast('Failed to initialize payment. Please try again.');
    expect(within(await screen.findByRole('alert')).getByText('The payment form could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await findToast('Payment Error', 'Payment system is not ready. Please try again.');
  });

  it('a cart emptied elsewhere stops the payment and leads to the collection', async () => {
    const { cart } = shopWith([bottleLine(1, perfume(11))]);
    answer(placeOrder, 400, {
      code: 'CART_EMPTY',
      message: 'Your cart is empty. Please add items before checking out.',
    });
    const { user, location } = await openCheckout();
    await fillShipping(user);
    await fillCard(user, '4242 4242 4242 4242');
    cart.lines = [];
    await user.click(payButton());
    await findToast('Empty Cart', 'Your cart is empty. Please add items before checking out.');
    expect(location()).toBe('/collections');
  });

  it('a new payment intent is asked for when the total changes in the header’s cart', async () => {
    const p = perfume(9);
    const { checkout } = shopWith([bottleLine(1, p)]);
    const { user } = renderApp('/checkout');
    await screen.findByLabelText('Card number');
    await waitFor(() => expect(payButton().textContent).toBe(`Pay ${euro(p.price + SHIPPING)}`));
    expect(checkout.intent.calls).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const popover = await screen.findByRole('dialog', { name: 'Your Cart' });
    await user.click(within(popover).getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(payButton().textContent).toBe(`Pay ${euro(2 * p.price + SHIPPING)}`));
    await waitFor(() => expect(checkout.intent.calls).toHaveLength(2));
    expect(checkout.intent.lastBody()).toMatchObject({ amount: 2 * p.price + SHIPPING });
  });
  it('the card typed stays while a new payment intent comes, and Pay waits for it rather than failing', async () => {
    const p = perfume(9);
    const { checkout } = shopWith([bottleLine(1, p)]);
    const { user, location } = renderApp('/checkout');
    await screen.findByLabelText('Card number');
    await fillShipping(user);
    await fillCard(user, '4242 4242 4242 4242');
    await waitFor(() => expect(checkout.intent.calls).toHaveLength(1));

    // The total changes (another country's shipping, a quantity in the header's cart): a new intent is asked for.
    const gate = hold();
    const amount = 2 * p.price + SHIPPING;
    answer(createPaymentIntent, async () => {
      await gate.opened;
      return { clientSecret: 'pi_sim_2_secret', paymentIntentId: 'pi_sim_2', amount, currency: 'eur' };
    });
    await user.click(screen.getByRole('button', { name: 'Cart, 1 item' }));
    const popover = await screen.findByRole('dialog', { name: 'Your Cart' });
    await user.click(within(popover).getByRole('button', { name: 'Increase quantity' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(payButton().textContent).toBe(`Pay ${euro(amount)}`));
    // Meanwhile the card's fields and what was typed in them stay; Pay waits, disabled, for the new intent.
    expect(field('Card number')).toHaveProperty('value', '4242 4242 4242 4242');
    expect(field('CVC')).toHaveProperty('value', '123');
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', true));

    gate.open();
    await waitFor(() => expect(payButton()).toHaveProperty('disabled', false));
    await user.click(payButton());
    await findToast('Payment Successful');
    await waitFor(() => expect(location()).toBe('/orders/41?key=key-41'));
    expect(checkout.order.lastBody()).toMatchObject({ paymentIntentId: 'pi_sim_2' });
  });
});

describe('the checkout of gift cards only (issue #43)', () => {
  it('asks who buys, never where to ship: no address, phone, method, wrap, billing address or estimate', async () => {
    const { checkout } = shopWith([giftCardLine(1, 200)]);
    const { user, location } = await openCheckout();
    expect(screen.getByRole('heading', { name: 'Your Details' })).toBeTruthy();
    for (const label of ['Address', 'City', 'Postal code', 'Country', 'Phone (for the carrier)'])
      expect(screen.queryByLabelText(label, { exact: true })).toBeNull();
    for (const heading of ['Shipping Information', 'Gift', 'Billing details'])
      expect(screen.queryByRole('heading', { name: heading })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Shipping Method' })).toBeNull();
    expect(screen.queryByText(/business days/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(summary.textContent).not.toContain('Shipping');
    expect(summary.textContent).not.toContain(euro(SHIPPING));
    expect(within(summary).getByText('Gift card', { exact: true })).toBeTruthy();
    expect(within(summary).queryByText('Custom', { exact: true })).toBeNull();
    await waitFor(() => expect(payButton().textContent).toBe(`Pay ${euro(200)}`));

    await user.click(payButton());
    expect(await screen.findByText('Full name is required')).toBeTruthy();
    expect(checkout.order.calls).toHaveLength(0);

    await fill(user, field('Full name'), 'Claire Dubois');
    await fill(user, field('Email'), 'claire@example.com');
    await fillCard(user, '4242 4242 4242 4242');
    await user.click(payButton());
    await findToast('Payment Successful');
    expect(location()).toBe('/orders/41?key=key-41');
    const body = checkout.order.lastBody();
    expect(body).toMatchObject({ buyer: { fullName: 'Claire Dubois', email: 'claire@example.com' } });
    for (const key of ['shippingDetails', 'shippingMethodId', 'gift', 'billingDetails'])
      expect(body).not.toHaveProperty(key);
    expect(checkout.intent.lastBody()).not.toHaveProperty('country');
  });

  it('a mixed cart ships its bottles and says the gift cards are e-mailed', async () => {
    shopWith([giftCardLine(1, 50), bottleLine(2, perfume(3))]);
    const { user } = await openCheckout();
    expect(field('Address')).toBeTruthy();
    await user.selectOptions(field('Country'), 'FR');
    expect(
      await screen.findByText(
        'For your bottles: the gift cards in your order are e-mailed to their recipients on their day.',
      ),
    ).toBeTruthy();
  });
});
