import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { getOrderPage } from '@/domain/api/orders';
import { answer } from '#tests/component/api';
import { answerCart, answerCheckout } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, customer, perfume } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import CheckoutPage from './checkout-page';

/** The checkout's box "E-mail me about new perfumes and offers" (DESIGN §1 "Abandoned carts and consent"). */

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const box = () => screen.queryByRole('checkbox', { name: 'E-mail me about new perfumes and offers' });

function shop() {
  answerCatalogue();
  answer(getOrderPage, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' }, { fallback: true });
  return answerCheckout(answerCart([bottleLine(1, perfume(3))]));
}

async function payWith(user: UserEvent) {
  await fill(user, field('Full name'), 'Claire Dubois');
  await fill(user, field('Email'), 'claire@example.com');
  await fill(user, field('Address'), '12 rue des Lilas');
  await fill(user, field('City'), 'Paris');
  await fill(user, field('Postal code'), '75003');
  await user.selectOptions(field('Country'), 'FR');
  await fill(user, field('Card number'), '4242 4242 4242 4242');
  await fill(user, field('Expiry (MM/YY)'), futureExpiry);
  await fill(user, field('CVC'), '123');
  await user.click(screen.getByRole('button', { name: /^Pay / }));
  await findToast('Payment Successful', 'Thank you for your order! You will receive a confirmation email shortly.');
}

describe('the checkout’s consent box', () => {
  it('starts unticked, and an order placed so asks nothing of the kind', async () => {
    const checkout = shop();
    const { user } = renderPage(<CheckoutPage />, { url: '/checkout' });
    await screen.findByLabelText('Card number');
    expect(box()).toHaveProperty('checked', false);
    await payWith(user);
    expect(checkout.order.lastBody()).not.toHaveProperty('marketingConsent');
  });

  it('ticked, the order carries the consent', async () => {
    const checkout = shop();
    const { user } = renderPage(<CheckoutPage />, { url: '/checkout' });
    await screen.findByLabelText('Card number');
    await user.click(box()!);
    expect(box()).toHaveProperty('checked', true);
    await payWith(user);
    expect(checkout.order.lastBody()).toMatchObject({ marketingConsent: true });
  });

  it('is not shown to an account that already consents', async () => {
    shop();
    renderPage(<CheckoutPage />, { url: '/checkout', user: { ...customer(), marketingConsent: true } });
    await screen.findByLabelText('Card number');
    expect(box()).toBeNull();
  });
});
