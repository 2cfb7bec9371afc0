import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quarterRange, schemeOf, type VatDocumentAmounts, vatReport } from './vat-report';

describe('schemeOf', () => {
  it('puts the home country at home, other member states in the OSS and the rest outside the EU', () => {
    expect(schemeOf('FR', 'FR')).toBe('domestic');
    expect(schemeOf('BE', 'FR')).toBe('oss');
    expect(schemeOf('DE', 'FR')).toBe('oss');
    expect(schemeOf('GB', 'FR')).toBe('export');
    expect(schemeOf('US', 'FR')).toBe('export');
    expect(schemeOf('FR', 'BE')).toBe('oss');
  });
});

describe('vatReport (issue #43: the OSS return per country and rate)', () => {
  it('takes the credit notes off the invoices, per country and rate, home first, exports last', () => {
    const docs: VatDocumentAmounts[] = [
      { kind: 'invoice', country: 'US', rateBp: 0, currency: 'USD', netCents: 14_500, vatCents: 0 },
      { kind: 'invoice', country: 'DE', rateBp: 1900, currency: 'EUR', netCents: 10_000, vatCents: 1_900 },
      { kind: 'invoice', country: 'BE', rateBp: 2100, currency: 'EUR', netCents: 20_000, vatCents: 4_200 },
      { kind: 'credit-note', country: 'BE', rateBp: 2100, currency: 'EUR', netCents: 5_000, vatCents: 1_050 },
      { kind: 'invoice', country: 'FR', rateBp: 2000, currency: 'EUR', netCents: 30_000, vatCents: 6_000 },
      { kind: 'invoice', country: 'BE', rateBp: 600, currency: 'EUR', netCents: 1_000, vatCents: 60 },
    ];
    const { rows, totals } = vatReport(docs, 'FR', 'EUR');
    expect(rows.map((r) => [r.scheme, r.country, r.rateBp, r.netCents, r.vatCents])).toEqual([
      ['domestic', 'FR', 2000, 30_000, 6_000],
      ['oss', 'BE', 2100, 15_000, 3_150],
      ['oss', 'BE', 600, 1_000, 60],
      ['oss', 'DE', 1900, 10_000, 1_900],
      ['export', 'US', 0, 14_500, 0],
    ]);
    expect(rows[1]).toMatchObject({
      invoicedNetCents: 20_000,
      invoicedVatCents: 4_200,
      creditedNetCents: 5_000,
      creditedVatCents: 1_050,
    });
    expect(totals).toEqual([
      { scheme: 'domestic', currency: 'EUR', netCents: 30_000, vatCents: 6_000 },
      { scheme: 'oss', currency: 'EUR', netCents: 26_000, vatCents: 5_110 },
      { scheme: 'export', currency: 'USD', netCents: 14_500, vatCents: 0 },
    ]);
  });

  it('answers no rows and zero totals for a quarter without documents', () => {
    expect(vatReport([], 'FR', 'EUR')).toEqual({
      rows: [],
      totals: [
        { scheme: 'domestic', currency: 'EUR', netCents: 0, vatCents: 0 },
        { scheme: 'oss', currency: 'EUR', netCents: 0, vatCents: 0 },
        { scheme: 'export', currency: 'EUR', netCents: 0, vatCents: 0 },
      ],
    });
  });

  it('never adds two currencies: pounds and euros sold to one country are two rows and two totals', () => {
    const { rows, totals } = vatReport(
      [
        { kind: 'invoice', country: 'GB', rateBp: 2000, currency: 'GBP', netCents: 10_000, vatCents: 2_000 },
        { kind: 'invoice', country: 'GB', rateBp: 2000, currency: 'EUR', netCents: 5_000, vatCents: 1_000 },
        { kind: 'invoice', country: 'US', rateBp: 0, currency: 'USD', netCents: 7_000, vatCents: 0 },
      ],
      'FR',
      'EUR',
    );
    expect(rows.map((r) => [r.country, r.currency, r.netCents])).toEqual([
      ['GB', 'EUR', 5_000],
      ['GB', 'GBP', 10_000],
      ['US', 'USD', 7_000],
    ]);
    expect(totals.filter((t) => t.scheme === 'export')).toEqual([
      { scheme: 'export', currency: 'EUR', netCents: 5_000, vatCents: 1_000 },
      { scheme: 'export', currency: 'GBP', netCents: 10_000, vatCents: 2_000 },
      { scheme: 'export', currency: 'USD', netCents: 7_000, vatCents: 0 },
    ]);
  });

  it('adds up, row by row and scheme by scheme, to the invoices less the credit notes, to the cent', () => {
    const country = fc.constantFrom('FR', 'BE', 'DE', 'IT', 'GB', 'US', 'CH');
    const doc = fc.record({
      kind: fc.constantFrom('invoice' as const, 'credit-note' as const),
      country,
      rateBp: fc.constantFrom(0, 550, 600, 1900, 2000, 2100, 2200),
      currency: fc.constantFrom('EUR', 'GBP'),
      netCents: fc.integer({ min: -100_000, max: 10_000_000 }),
      vatCents: fc.integer({ min: -20_000, max: 2_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(doc, { maxLength: 60 }), country, (docs, home) => {
        const { rows, totals } = vatReport(docs, home, 'EUR');
        const signed = (d: VatDocumentAmounts, v: number) => (d.kind === 'invoice' ? v : -v);
        for (const currency of ['EUR', 'GBP']) {
          const own = docs.filter((d) => d.currency === currency);
          const net = own.reduce((s, d) => s + signed(d, d.netCents), 0);
          const vat = own.reduce((s, d) => s + signed(d, d.vatCents), 0);
          const ownRows = rows.filter((r) => r.currency === currency);
          const ownTotals = totals.filter((t) => t.currency === currency);
          expect(ownRows.reduce((s, r) => s + r.netCents, 0)).toBe(net);
          expect(ownRows.reduce((s, r) => s + r.vatCents, 0)).toBe(vat);
          expect(ownTotals.reduce((s, t) => s + t.netCents, 0)).toBe(net);
          expect(ownTotals.reduce((s, t) => s + t.vatCents, 0)).toBe(vat);
        }
        // One row per country, rate and currency, each in its country's scheme.
        expect(new Set(rows.map((r) => `${r.country}|${r.rateBp}|${r.currency}`)).size).toBe(rows.length);
        for (const r of rows) {
          expect(r.scheme).toBe(schemeOf(r.country, home));
          expect(r.netCents).toBe(r.invoicedNetCents - r.creditedNetCents);
          expect(r.vatCents).toBe(r.invoicedVatCents - r.creditedVatCents);
        }
      }),
    );
  });
});

describe('quarterRange', () => {
  it('runs from the quarter’s first day to the next quarter’s, in UTC', () => {
    expect(quarterRange(2026, 1)).toEqual({
      from: new Date('2026-01-01T00:00:00Z'),
      to: new Date('2026-04-01T00:00:00Z'),
    });
    expect(quarterRange(2026, 4)).toEqual({
      from: new Date('2026-10-01T00:00:00Z'),
      to: new Date('2027-01-01T00:00:00Z'),
    });
  });
});
