import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMarket, getAdminMarkets, getMarketPrices, updateMarket, updateMarketPrices } from '@/domain/api/markets';
import type { AdminMarket, MarketPrices } from '@/domain/markets/schemas';
import { answer, fail } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import { MarketsPanel } from './markets-panel';
import { createAdminSale, getAdminSales } from '@/domain/api/sales';
import type { SaleAnswer } from '@/domain/markets/sale-schemas';
import { answerCatalogue } from '#tests/component/catalogue';

const eu: AdminMarket = {
  code: 'eu',
  name: 'Europe',
  currency: 'EUR',
  countries: ['FR', 'DE'],
  isDefault: true,
  dutiesOnDelivery: false,
  rate: 1,
  rounding: null,
};
const gb: AdminMarket = {
  code: 'gb',
  name: 'United Kingdom',
  currency: 'GBP',
  countries: ['GB'],
  isDefault: false,
  dutiesOnDelivery: false,
  rate: 0.86,
  rounding: null,
};

function renderMarkets(markets: AdminMarket[] = [eu, gb], sales: SaleAnswer[] = []) {
  answer(getAdminMarkets, markets);
  answer(getAdminSales, sales);
  answerCatalogue();
  return renderPage(<MarketsPanel />, { url: '/admin?tab=markets', user: owner() });
}

/*
 * The country checklist holds some 250 countries, which a role query would weigh row by row: the form is found
 * by its heading, its fields by their labels' words.
 */
async function formTitled(title: string): Promise<HTMLFormElement> {
  const heading = await screen.findByText(title, { selector: 'h4' });
  return heading.closest('section')!.querySelector('form')!;
}
function field(scope: HTMLElement, label: string): HTMLInputElement {
  const words = within(scope).getByText(label, { selector: 'label' }) as HTMLLabelElement;
  return document.getElementById(words.htmlFor) as HTMLInputElement;
}
const button = (scope: HTMLElement, name: string) =>
  within(scope).getByText((_, el) => el?.tagName === 'BUTTON' && el.textContent?.replace(/\s+/g, ' ').trim() === name);

describe('the back office’s Markets', () => {
  it('lists each market with its currency, countries, rate and rounding', async () => {
    renderMarkets();
    const table = await screen.findByRole('table', { name: 'Markets' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]?.textContent)).toEqual(['CurrencyEUR', 'CurrencyGBP']);
    expect(rows[1]?.textContent).toContain('1 EUR = 0.86 GBP');
    expect(rows[1]?.textContent).toContain('Whole units');
    expect(rows[0]?.textContent).toContain('and every country no other market names');
  });

  it('says so when the markets cannot be loaded, and Try again reads them again', async () => {
    let calls = 0;
    answer(getAdminMarkets, () => (++calls === 1 ? fail(getAdminMarkets, 500, { code: 'INTERNAL' }) : [eu, gb]));
    answer(getAdminSales, []);
    answerCatalogue();
    const { user } = renderPage(<MarketsPanel />, { url: '/admin?tab=markets', user: owner() });
    expect(await screen.findByText('The markets could not be loaded')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Try again/i }));
    expect(await screen.findByRole('table', { name: 'Markets' })).toBeTruthy();
  });

  it('adds a market: its fields are checked first, then sent, and the form closes', async () => {
    const sent = answer(createMarket, [eu, gb, { ...gb, code: 'jp', name: 'Japan', currency: 'JPY', countries: [] }]);
    const { user } = renderMarkets();
    await user.click(await screen.findByText('Add a market', { selector: 'button' }));
    const form = await formTitled('New market');
    // The keyboard goes on into the form.
    expect(document.activeElement).toBe(field(form, 'Code'));

    await user.click(button(form, 'Add market'));
    expect(sent.calls).toHaveLength(0);
    expect(field(form, 'Name').getAttribute('aria-invalid')).toBe('true');

    await fill(user, field(form, 'Code'), 'jp');
    await fill(user, field(form, 'Name'), 'Japan');
    await fill(user, field(form, 'Currency'), 'jpy');
    await fill(user, field(form, 'Rate from EUR'), '162.5');
    await fill(user, field(form, 'Rounding step'), '100');
    await user.click(button(form, 'Add market'));
    await findToast('Market added', 'Japan: 0 countries in JPY.');
    expect(sent.lastBody()).toEqual({
      code: 'jp',
      name: 'Japan',
      currency: 'JPY',
      countries: [],
      rate: 162.5,
      rounding: 100,
      dutiesOnDelivery: false,
    });
    await waitFor(() => expect(screen.queryByText('New market', { selector: 'h4' })).toBeNull());
  });

  it('a country of another market is said under the countries, in the server’s words', async () => {
    answer(updateMarket, 409, {
      code: 'COUNTRY_IN_TWO_MARKETS',
      message: 'FR already belongs to the market "Europe".',
    });
    const { user } = renderMarkets();
    const table = await screen.findByRole('table', { name: 'Markets' });
    await user.click(button(table, 'Edit United Kingdom'));
    const form = await formTitled('Edit United Kingdom');
    expect(field(form, 'Name').value).toBe('United Kingdom');
    expect(document.activeElement).toBe(field(form, 'Name'));
    await user.click(button(form, 'Save market'));
    expect((await within(form).findAllByText('FR already belongs to the market "Europe".')).length).toBeGreaterThan(0);
  });

  it('the default market’s currency cannot be edited', async () => {
    const { user } = renderMarkets();
    const table = await screen.findByRole('table', { name: 'Markets' });
    await user.click(button(table, 'Edit Europe'));
    const form = await formTitled('Edit Europe');
    expect(field(form, 'Currency').readOnly).toBe(true);
    expect(within(form).queryByText('Rate from EUR', { selector: 'label' })).toBeNull();
  });

  it('a price list: derived prices as placeholders, a fixed price sent, an emptied one cleared', async () => {
    const prices: MarketPrices = {
      market: 'gb',
      currency: 'GBP',
      baseCurrency: 'EUR',
      items: [
        {
          item: 'size:1:50',
          kind: 'size',
          name: 'Ambre Nuit',
          volume: 50,
          base: 145,
          fixed: 125,
          price: 125,
        },
        { item: 'size:2:50', kind: 'size', name: 'Rose Noire', volume: 50, base: 100, fixed: null, price: 86 },
      ],
      currencyItems: [{ item: 'gift-wrap', base: 5, fixed: null, price: 4 }],
    };
    answer(getMarketPrices, prices);
    const sent = answer(updateMarketPrices, prices);
    const { user } = renderMarkets();
    const table = await screen.findByRole('table', { name: 'Markets' });
    await user.click(button(table, 'Prices United Kingdom'));
    const list = await screen.findByRole('table', { name: 'Prices in United Kingdom' });
    const ambre = within(list).getByRole('textbox', { name: 'Fixed price of Ambre Nuit, 50 ml in GBP' });
    const rose = within(list).getByRole('textbox', { name: 'Fixed price of Rose Noire, 50 ml in GBP' });
    expect(ambre).toHaveProperty('value', '125');
    expect(rose).toHaveProperty('value', '');
    expect(rose.getAttribute('placeholder')).toBe('86.00');

    await fill(user, screen.getByRole('searchbox', { name: 'Filter by perfume' }), 'rose');
    expect(within(list).queryByRole('textbox', { name: 'Fixed price of Ambre Nuit, 50 ml in GBP' })).toBeNull();
    await fill(user, rose, '89');
    await fill(user, screen.getByRole('searchbox', { name: 'Filter by perfume' }), '');
    await fill(user, within(list).getByRole('textbox', { name: 'Fixed price of Ambre Nuit, 50 ml in GBP' }), '');
    await user.click(screen.getByRole('button', { name: 'Save prices' }));
    await findToast('Prices saved', 'United Kingdom: 2 prices changed.');
    expect(sent.lastBody()).toEqual({
      items: [
        { item: 'size:1:50', price: null },
        { item: 'size:2:50', price: 89 },
      ],
      currencyItems: [],
    });
  });
});

describe('the back office’s sales (decision 070)', () => {
  const running: SaleAnswer = {
    id: 7,
    market: 'gb',
    currency: 'GBP',
    perfumeId: 1,
    volumeMl: 50,
    price: 119,
    regularPrice: 125,
    lowestPrice30d: 122,
    startsAt: '2026-11-20T09:00:00.000Z',
    endsAt: '2026-12-20T09:00:00.000Z',
    status: 'running',
  };

  it('lists a sale with its regular price and the lowest of the 30 days before, and schedules another', async () => {
    const { user } = renderMarkets([eu, gb], [running]);
    const table = await screen.findByRole('table', { name: 'Sales' });
    expect(table.textContent).toContain('£119.00');
    expect(table.textContent).toContain('£125.00');
    expect(table.textContent).toContain('£122.00');
    expect(table.textContent).toContain('Running');

    const sent: unknown[] = [];
    answer(createAdminSale, ({ body }) => {
      sent.push(body);
      return { ...running, id: 8, status: 'scheduled' as const };
    });
    const form = screen.getByRole('form', { name: 'Schedule a sale' });
    await user.click(within(form).getByRole('button', { name: 'Schedule the sale' }));
    expect(within(form).getByLabelText('Perfume').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
    await user.selectOptions(within(form).getByLabelText('Market'), 'gb');
    await user.selectOptions(within(form).getByLabelText('Perfume'), '1');
    await user.selectOptions(within(form).getByLabelText('Size'), '50');
    await user.type(within(form).getByLabelText('Sale price (GBP)'), '110');
    await user.type(within(form).getByLabelText('Starts'), '2026-12-01T09:00');
    await user.type(within(form).getByLabelText('Ends'), '2026-12-08T09:00');
    await user.click(within(form).getByRole('button', { name: 'Schedule the sale' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ market: 'gb', perfumeId: 1, volumeMl: 50, price: 110 });
    await findToast('Sale scheduled');
  });
});
