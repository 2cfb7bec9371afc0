import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getShippingCountries } from '@/domain/api/shipping';
import { answer } from '#tests/component/api';
import { answerCart, answerCheckout } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import CheckoutPage from './checkout-page';

const futureExpiry = `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

/** The checkout shipping to the United States, Canada and France (issue #43: addresses by country). */
async function openCheckout() {
  answerCatalogue();
  const checkout = answerCheckout(answerCart([bottleLine(1, perfume(3))]));
  answer(getShippingCountries, [
    { code: 'US', name: 'United States' },
    { code: 'CA', name: 'Canada' },
    { code: 'FR', name: 'France' },
  ]);
  const rendered = renderPage(<CheckoutPage />, { url: '/checkout' });
  await screen.findByLabelText('Card number');
  return { ...rendered, checkout };
}

describe('the checkout’s address: by country', () => {
  it('asks a state for the United States and a province for Canada, picked from their lists; none for France', async () => {
    const { user } = await openCheckout();
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(field('Apartment, suite, etc.')).toBeDefined();

    await user.selectOptions(field('Country'), 'US');
    const state = field('State');
    expect(optionTexts(state)).toContain('Texas');
    expect(optionTexts(state)).toHaveLength(52); // "Choose a state", 50 states and the District of Columbia
    expect(screen.queryByLabelText('Province')).toBeNull();

    await user.selectOptions(field('Country'), 'CA');
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(optionTexts(field('Province'))).toContain('Quebec');

    await user.selectOptions(field('Country'), 'FR');
    expect(screen.queryByLabelText('State')).toBeNull();
    expect(screen.queryByLabelText('Province')).toBeNull();
  });

  it('refuses a US order without its state and a ZIP code of the wrong shape, under their fields; sends them once right', async () => {
    const { user, checkout } = await openCheckout();
    await fill(user, field('Full name'), 'Dolores Haze');
    await fill(user, field('Email'), 'dolores@example.com');
    await fill(user, field('Address'), '500 Congress Ave');
    await fill(user, field('Apartment, suite, etc.'), 'Suite 200');
    await fill(user, field('City'), 'Austin');
    await fill(user, field('Postal code'), '7870');
    await user.selectOptions(field('Country'), 'US');
    await fill(user, field('Card number'), '4242 4242 4242 4242');
    await fill(user, field('Expiry (MM/YY)'), futureExpiry);
    await fill(user, field('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /^Pay / }));

    expect(await screen.findByText('State is required')).toBeDefined();
    expect(screen.getByText('Enter a valid ZIP code for United States')).toBeDefined();
    expect(checkout.order.calls).toHaveLength(0);

    await user.selectOptions(field('State'), 'TX');
    await fill(user, field('Postal code'), '78701');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await findToast('Payment Successful', 'Thank you for your order! You will receive a confirmation email shortly.');
    expect(checkout.order.lastBody()).toMatchObject({
      shippingDetails: { address2: 'Suite 200', city: 'Austin', region: 'TX', postalCode: '78701', country: 'US' },
    });
  });
});
