import { french } from '#tests/component/french';
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { getShippingCountries, getShippingZones, getVatRates, updateShippingZone } from '@/domain/api/shipping';
import { getAdminMarkets } from '@/domain/api/markets';
import type { ShippingZone } from '@/domain/shipping/schemas';
import { I18nProvider } from '@/client/lib/i18n';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import { ShippingZonesSection } from './shipping-zones';
import { VatRatesSection } from './vat-rates';

/** The Settings tab in French (issue #46): its words, its countries' names, and a method's French name. */

const inFrench = (ui: ReactNode) => <I18nProvider translator={french()}>{ui}</I18nProvider>;

const france: ShippingZone = {
  id: 1,
  name: 'Europe',
  countries: ['FR', 'DE'],
  restOfWorld: false,
  methods: [
    {
      id: 1,
      name: 'Standard',
      translations: { fr: { name: 'Livraison standard' } },
      price: 6.9,
      freeAbove: 100,
      currencyPrices: {},
      minDays: 2,
      maxDays: 3,
    },
  ],
};

function field(scope: HTMLElement, label: string): HTMLInputElement {
  const words = within(scope).getByText(label, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(words.htmlFor) as HTMLInputElement;
}

describe('the Settings tab in French', () => {
  it('a zone’s card speaks French, names its countries in French, and edits a method’s French name', async () => {
    answer(getShippingZones, [france]);
    answer(getShippingCountries, []);
    answer(getAdminMarkets, []);
    const sent = answer(updateShippingZone, ({ body }) => [
      {
        ...france,
        methods: body.methods.map((m, i) => ({
          id: i + 1,
          ...m,
          freeAbove: m.freeAbove ?? null,
          currencyPrices: {},
        })),
      },
    ]);
    const { user } = renderPage(inFrench(<ShippingZonesSection />), { url: '/admin?tab=settings', user: owner() });

    expect(await screen.findByRole('heading', { name: 'Zones de livraison' })).toBeTruthy();
    const heading = await screen.findByText('Europe', { selector: 'h4' });
    const zone = heading.closest('section')!.querySelector('form')!;
    expect(within(zone).getByText('Modes de livraison', { selector: 'legend' })).toBeTruthy();
    // The chosen countries by their French names.
    expect(within(zone).getByText('Allemagne', { selector: 'button' })).toBeTruthy();
    expect(within(zone).getByText('2 choisis')).toBeTruthy();

    expect(field(zone, 'Nom du mode de livraison')).toHaveProperty('value', 'Standard');
    const frenchName = field(zone, 'Nom du mode de livraison (français)');
    expect(frenchName).toHaveProperty('value', 'Livraison standard');
    expect(frenchName.getAttribute('lang')).toBe('fr-FR');
    expect(field(zone, 'Prix (EUR)')).toHaveProperty('value', '6.9');

    await fill(user, frenchName, 'Colissimo suivi');
    await user.click(within(zone).getByText('Enregistrer la zone', { selector: 'button' }));
    await findToast('Zone enregistrée', 'Europe\u00a0: 1 mode de livraison proposé à la commande.');
    expect(sent.lastBody()?.methods).toEqual([
      {
        name: 'Standard',
        translations: { fr: { name: 'Colissimo suivi' } },
        price: 6.9,
        freeAbove: 100,
        currencyPrices: {},
        minDays: 2,
        maxDays: 3,
      },
    ]);
  });

  it('emptying the French name sends it removed; the English name stays', async () => {
    answer(getShippingZones, [france]);
    answer(getShippingCountries, []);
    answer(getAdminMarkets, []);
    const sent = answer(updateShippingZone, [france]);
    const { user } = renderPage(inFrench(<ShippingZonesSection />), { url: '/admin?tab=settings', user: owner() });
    const heading = await screen.findByText('Europe', { selector: 'h4' });
    const zone = heading.closest('section')!.querySelector('form')!;
    await fill(user, field(zone, 'Nom du mode de livraison (français)'), '');
    await user.click(within(zone).getByText('Enregistrer la zone', { selector: 'button' }));
    await waitFor(() => expect(sent.calls).toHaveLength(1));
    expect(sent.lastBody()?.methods[0]).toMatchObject({ name: 'Standard', translations: {} });
  });

  it('the VAT rates: French words and the country’s French name', async () => {
    answer(getVatRates, [{ country: 'DE', name: 'Germany', rate: 19.5 }]);
    renderPage(inFrench(<VatRatesSection />), { url: '/admin?tab=settings', user: owner() });
    expect(await screen.findByRole('heading', { name: 'Taux de TVA' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Taux de TVA par pays de destination' });
    expect(within(table).getByText('Allemagne')).toBeTruthy();
    expect(within(table).getByText('Pays')).toBeTruthy();
    expect(screen.getByText('Ajouter un pays', { selector: 'label' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Choisissez un pays…' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Espagne' })).toBeTruthy();
  });
});
