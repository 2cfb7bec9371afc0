import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getShippingCountries, getVatRates, removeVatRate, setVatRate } from '@/domain/api/shipping';
import type { VatRate } from '@/domain/settings/schemas';
import { answer, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { VatRatesSection } from './vat-rates';

const france: VatRate = { country: 'FR', name: 'France', rate: 20 };
const germany: VatRate = { country: 'DE', name: 'Germany', rate: 19 };

function renderRates(rates: VatRate[] = [france, germany]) {
  answer(getVatRates, rates);
  answer(getShippingCountries, [
    { code: 'FR', name: 'France' },
    { code: 'DE', name: 'Germany' },
  ]);
  return renderPage(<VatRatesSection />, { url: '/admin?tab=settings', user: owner() });
}
const table = () => screen.findByRole('table', { name: 'VAT rate per destination country' });
const rateOf = (name: string) => screen.getByRole('textbox', { name: `VAT rate for ${name}, percent` });
const addForm = () => screen.getByRole('form', { name: 'New VAT rate' });

describe('the back office’s VAT rates', () => {
  it('lists each country’s rate; a country with a rate is not offered again', async () => {
    renderRates();
    const rates = await table();
    expect(
      within(rates)
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['FranceFR', 'GermanyDE']);
    expect(rateOf('France')).toHaveProperty('value', '20');
    // A country with a rate is not offered again.
    const country = within(addForm()).getByRole('combobox', { name: 'Add a country' });
    expect(within(country).queryByRole('option', { name: 'France' })).toBeNull();
    expect(within(country).getByRole('option', { name: 'Spain' })).toBeTruthy();
  });

  it('with no rate, says every order is charged 0 %', async () => {
    renderRates([]);
    expect(await screen.findByText('No country has a rate: every order is charged 0 %.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a row’s rate is checked before it is sent: empty, past 100, or past the cent', async () => {
    const sent = answer(setVatRate, [france, germany]);
    const { user } = renderRates();
    await table();
    const save = screen.getByRole('button', { name: 'Save the rate for France' });
    for (const [typed, message] of [
      ['', 'Rate is required'],
      ['120', 'Rate must be between 0 and 100'],
      ['5.555', 'Rate has at most two decimals'],
      ['abc', 'Rate must be a number'],
    ] as const) {
      await fill(user, rateOf('France'), typed);
      await user.click(save);
      await waitFor(() => expect(descriptionOf(rateOf('France'))).toBe(message));
      expect(rateOf('France').getAttribute('aria-invalid')).toBe('true');
    }
    expect(sent.calls).toHaveLength(0);
  });

  it('saves a row’s rate, written with a comma too: busy meanwhile, then the toast and the body sent', async () => {
    const gate = hold();
    const sent = answer(setVatRate, async ({ body }) => {
      await gate.opened;
      return [{ ...france, rate: body.rate }, germany];
    });
    const { user } = renderRates();
    await table();
    await fill(user, rateOf('France'), '5,5');
    await user.click(screen.getByRole('button', { name: 'Save the rate for France' }));
    expect(screen.getByRole('button', { name: 'Save the rate for France' }).getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('VAT rate saved', 'France: 5.5 %.');
    expect(sent.calls.map((c) => [c.params.country, c.body])).toEqual([['FR', { rate: 5.5 }]]);
    await waitFor(() => expect(rateOf('France')).toHaveProperty('value', '5.5'));
  });

  it('a refused save is said under the rate, in the server’s words', async () => {
    answer(setVatRate, 400, { code: 'COUNTRY_UNKNOWN', message: 'The shop does not know this country.' });
    const { user } = renderRates();
    await table();
    await fill(user, rateOf('Germany'), '7');
    await user.click(screen.getByRole('button', { name: 'Save the rate for Germany' }));
    await waitFor(() => expect(descriptionOf(rateOf('Germany'))).toBe('The shop does not know this country.'));
  });

  it('removes a rate: the toast says the country is now charged 0 %, and its row goes', async () => {
    const sent = answer(removeVatRate, [germany]);
    const { user } = renderRates();
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove the rate for France' }));
    await findToast('VAT rate removed', 'France is now charged 0 % (export).');
    expect(sent.calls.map((c) => c.params.country)).toEqual(['FR']);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: /VAT rate for France/ })).toBeNull());
  });

  it('a refused removal says so in a toast, and the row stays', async () => {
    answer(removeVatRate, 500, { code: 'INTERNAL' });
    const { user } = renderRates();
    await table();
    await user.click(screen.getByRole('button', { name: 'Remove the rate for France' }));
    await findToast('Rate not removed', 'Please try again.');
    expect(rateOf('France')).toHaveProperty('value', '20');
  });

  it('adds a country: a country and a rate are asked for first; then "Adding…", the toast, and the form empties', async () => {
    const gate = hold();
    const sent = answer(setVatRate, async ({ body }) => {
      await gate.opened;
      return [{ country: 'ES', name: 'Spain', rate: body.rate }, france, germany];
    });
    const { user } = renderRates();
    await table();
    const form = addForm();
    const country = within(form).getByRole('combobox', { name: 'Add a country' });
    const rate = within(form).getByRole('textbox', { name: 'Rate (%)' });
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByRole('alert').textContent).toBe('Choose a country');
    expect(descriptionOf(country)).toBe('Choose a country');

    await user.selectOptions(country, 'ES');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByRole('alert').textContent).toBe('Rate is required');
    expect(descriptionOf(rate)).toBe('Rate is required');
    expect(sent.calls).toHaveLength(0);

    await fill(user, rate, '21');
    await user.click(within(form).getByRole('button', { name: 'Add rate' }));
    expect(within(form).getByRole('button', { name: 'Adding…' }).getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('VAT rate added', 'Spain: 21 %.');
    expect(sent.calls.map((c) => [c.params.country, c.body])).toEqual([['ES', { rate: 21 }]]);
    await waitFor(() => expect(country).toHaveProperty('value', ''));
    expect(rate).toHaveProperty('value', '');
    expect(rateOf('Spain')).toHaveProperty('value', '21');
  });
});
