import { french } from '#tests/component/french';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getShippingCountries } from '@/domain/api/shipping';
import { I18nProvider } from '@/client/lib/i18n';
import { answer } from '#tests/component/api';
import { answerCart, answerCheckout } from '#tests/component/cart';
import { answerCatalogue } from '#tests/component/catalogue';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import CheckoutPage from './checkout-page';

const optionTexts = (select: HTMLElement) => [...(select as HTMLSelectElement).options].map((o) => o.text);

/** The checkout shipping to Germany, the United States and Egypt, the server naming them in English. */
function countries() {
  answerCatalogue();
  answerCheckout(answerCart([bottleLine(1, perfume(3))]));
  answer(getShippingCountries, [
    { code: 'EG', name: 'Egypt' },
    { code: 'DE', name: 'Germany' },
    { code: 'US', name: 'United States' },
  ]);
}

describe('the checkout’s countries in the page’s language', () => {
  it('a French page names them in French, sorted as French sorts them', async () => {
    countries();
    renderPage(
      <I18nProvider translator={french()}>
        <CheckoutPage />
      </I18nProvider>,
      { url: '/checkout' },
    );
    await screen.findByLabelText('Numéro de carte');
    expect(optionTexts(screen.getByLabelText('Pays', { exact: true }))).toEqual([
      'Choisissez un pays',
      'Allemagne',
      'Égypte',
      'États-Unis',
    ]);
  });

  it('an English page as the server named them, in its order', async () => {
    countries();
    renderPage(<CheckoutPage />, { url: '/checkout' });
    await screen.findByLabelText('Card number');
    expect(optionTexts(screen.getByLabelText('Country', { exact: true }))).toEqual([
      'Choose a country',
      'Egypt',
      'Germany',
      'United States',
    ]);
  });
});
