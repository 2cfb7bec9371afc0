import { french } from '#tests/component/french';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { getVatReport } from '@/domain/api/books';
import type { VatReport } from '@/domain/books/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { VatReportSection } from './vat-report';

const year = new Date().getUTCFullYear();

const report = (quarter: number): VatReport => ({
  year,
  quarter,
  from: `${year}-01-01`,
  to: `${year}-03-31`,
  currency: 'EUR',
  homeCountry: 'FR',
  rows: [
    {
      scheme: 'domestic',
      country: 'FR',
      countryName: 'France',
      rate: 20,
      currency: 'EUR',
      invoicedNet: 300,
      invoicedVat: 60,
      creditedNet: 0,
      creditedVat: 0,
      net: 300,
      vat: 60,
    },
    {
      scheme: 'oss',
      country: 'BE',
      countryName: 'Belgium',
      rate: 21,
      currency: 'EUR',
      invoicedNet: 200,
      invoicedVat: 42,
      creditedNet: 50,
      creditedVat: 10.5,
      net: 150,
      vat: 31.5,
    },
    {
      scheme: 'export',
      country: 'US',
      countryName: 'United States',
      rate: 0,
      currency: 'EUR',
      invoicedNet: 145,
      invoicedVat: 0,
      creditedNet: 0,
      creditedVat: 0,
      net: 145,
      vat: 0,
    },
  ],
  totals: [
    { scheme: 'domestic', currency: 'EUR', net: 300, vat: 60 },
    { scheme: 'oss', currency: 'EUR', net: 150, vat: 31.5 },
    { scheme: 'export', currency: 'EUR', net: 145, vat: 0 },
  ],
});

describe('the VAT report for the OSS return (issue #43)', () => {
  it('shows the quarter’s rows per country and rate under home, OSS and exports, with each part’s total', async () => {
    const stub = answer(getVatReport, ({ query }) => report(Number(query.quarter)));
    const { user } = renderPage(<VatReportSection />, {
      url: `/admin?tab=analytics&vatYear=${year}&vatQuarter=1`,
      user: owner(),
    });
    const table = await screen.findByRole('table', { name: `VAT per country and rate, Q1 ${year}` });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toEqual([
      'CountryRateTaxable amountVAT',
      'Home country (domestic return)',
      'France20 %€300.00€60.00',
      'Total€300.00€60.00',
      'One-stop shop (other EU countries)',
      'Belgium21 %€150.00€31.50',
      'Total€150.00€31.50',
      'Exports outside the EU (0 %)',
      'United States0 %€145.00€0.00',
      'Total€145.00€0.00',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/admin/vat-report.csv?year=${year}&quarter=1`,
    );

    await user.selectOptions(screen.getByRole('combobox', { name: 'Quarter' }), '2');
    await waitFor(() => expect(stub.calls.at(-1)?.query).toMatchObject({ year: String(year), quarter: '2' }));
    await screen.findByRole('table', { name: `VAT per country and rate, Q2 ${year}` });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      `/api/admin/vat-report.csv?year=${year}&quarter=2`,
    );
  });

  it('in French: the headings, the schemes, the rates and the amounts as French writes them', async () => {
    answer(getVatReport, ({ query }) => report(Number(query.quarter)));
    renderPage(
      <I18nProvider translator={french()}>
        <VatReportSection />
      </I18nProvider>,
      { url: `/admin?tab=analytics&vatYear=${year}&vatQuarter=1`, user: owner() },
    );
    const table = await screen.findByRole('table', { name: `TVA par pays et par taux, T1 ${year}` });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows.slice(0, 4)).toEqual([
      'PaysTauxBase imposableTVA',
      'Pays d’établissement (déclaration nationale)',
      'France20\u00a0%300,00\u00a0€60,00\u00a0€',
      'Total300,00\u00a0€60,00\u00a0€',
    ]);
    expect(rows[5]).toBe('Belgique21\u00a0%150,00\u00a0€31,50\u00a0€');
    expect(screen.getByRole('combobox', { name: 'Trimestre' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'T2 (avril–juin)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Exporter en CSV' })).toBeTruthy();
  });

  it('says so when the quarter has nothing to declare', async () => {
    answer(getVatReport, () => ({ ...report(1), rows: [], totals: [] }));
    renderPage(<VatReportSection />, { url: '/admin?tab=analytics', user: owner() });
    expect(await screen.findByText('Nothing to declare')).toBeTruthy();
  });
});
