import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getOrderPage } from '@/domain/api/orders';
import { I18nProvider } from '@/client/lib/i18n';
import { answer } from '#tests/component/api';
import { answerCart, answerCheckout } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, customer, perfume } from '#tests/component/fixtures';
import { french } from '#tests/component/french';
import { renderPage } from '#tests/component/render';
import CheckoutPage from './checkout-page';
import { RefillNotices } from './refill-notice';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The first renewal's day: one interval after today, as the page's language writes a long date. */
const renewalDay = (weeks: number, tag = 'en-US') =>
  new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(Date.now() + weeks * 7 * DAY_MS));

describe('the checkout: what a refill will charge (DESIGN §1 "Refills")', () => {
  it('says, for each refill line, what is charged for each delivery, when first, and how to stop; a one-off line says nothing', async () => {
    answerCatalogue();
    answer(getOrderPage, 404, { code: 'ORDER_NOT_FOUND', message: 'Order not found' }, { fallback: true });
    const rose = perfume(1);
    const cart = answerCart([
      bottleLine(1, rose, 2, { refill: { intervalWeeks: 8 }, price: 106.25 }),
      bottleLine(2, perfume(3), 1, { refill: null }),
    ]);
    answerCheckout(cart);
    renderPage(<CheckoutPage />, { url: '/checkout', user: customer() });
    const notices = await screen.findByTestId('refill-notices');
    const paragraphs = [...notices.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      `Refill: ${rose.name} — ${rose.volume} ml every 8 weeks. We keep your card with our payment provider and charge €212.50 plus shipping for each delivery, the first on ${renewalDay(8)}. We write three days before each one; skip, pause or cancel from your account at any time.`,
    ]);
    // Under the Order Summary, with it.
    expect(screen.getByRole('region', { name: 'Order Summary' }).contains(notices)).toBe(true);
  });

  it('a cart without a refill shows no notice', async () => {
    answerCatalogue();
    answerCheckout(answerCart([bottleLine(1, perfume(3))]));
    renderPage(<CheckoutPage />, { url: '/checkout' });
    await screen.findByLabelText('Card number');
    expect(screen.queryByTestId('refill-notices')).toBeNull();
  });

  it('speaks the page’s language: French words, price and date', () => {
    const line = bottleLine(4, perfume(2), 1, { refill: { intervalWeeks: 4 }, price: 95, name: 'Jardin de nuit' });
    renderPage(
      <I18nProvider translator={french()}>
        <RefillNotices items={[line]} currency="EUR" />
      </I18nProvider>,
    );
    const text = screen.getByTestId('refill-notices').textContent!;
    expect(text).toContain('Recharge\u00a0: Jardin de nuit');
    expect(text).toContain('toutes les 4 semaines');
    expect(text).toContain('95,00\u00a0€');
    expect(text).toContain(renewalDay(4, 'fr-FR'));
  });
});
