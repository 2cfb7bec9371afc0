import type { Cents } from '../shared/money';
import { EU_STANDARD_RATES, type RateBp } from '../tax/vat';

/*
 * The VAT report for the EU's one-stop shop (OSS) return (issue #43): per destination country and
 * VAT rate, the taxable amount (net) and the VAT of a calendar quarter's invoices less its credit
 * notes, in integer minor units of the documents' currency: a destination sold to in two currencies has a row in
 * each, and the totals are per currency (decision 070: amounts of two currencies are never added). Sales to the house's home country are declared in its domestic return, and
 * sales outside the EU are exports (0 %): both are shown apart from the OSS rows. No zod here.
 */

/** Where a destination's VAT is declared. */
export type VatScheme = 'domestic' | 'oss' | 'export';

/** The order the report lists its parts in: the home country, then the OSS return, then exports. */
export const VAT_SCHEMES: readonly VatScheme[] = ['domestic', 'oss', 'export'];

export const VAT_SCHEME_LABELS: Readonly<Record<VatScheme, string>> = {
  domestic: 'Home country (domestic return)',
  oss: 'One-stop shop (other EU countries)',
  export: 'Exports outside the EU (0 %)',
};

/**
 * What the quarter's documents of one kind charged (or gave back) to one country at one rate:
 * a document's own amounts, or the sum of several (the server sums them in SQL). A credit note's
 * amounts are what it gave back, positive: the report takes them off.
 */
export interface VatDocumentAmounts {
  kind: 'invoice' | 'credit-note';
  /** ISO 3166-1 alpha-2. */
  country: string;
  rateBp: RateBp;
  /** The documents' currency (ISO 4217). */
  currency: string;
  netCents: Cents;
  vatCents: Cents;
}

export interface VatReportRow {
  scheme: VatScheme;
  country: string;
  rateBp: RateBp;
  currency: string;
  invoicedNetCents: Cents;
  invoicedVatCents: Cents;
  creditedNetCents: Cents;
  creditedVatCents: Cents;
  /** Invoiced less credited: the taxable amount to declare. */
  netCents: Cents;
  /** Invoiced less credited: the VAT to declare. */
  vatCents: Cents;
}

export interface VatReportTotal {
  scheme: VatScheme;
  currency: string;
  netCents: Cents;
  vatCents: Cents;
}

/** The member states of the EU (the keys of their standard rates). */
const isEuCountry = (code: string): boolean => Object.hasOwn(EU_STANDARD_RATES, code);

/** The one rule of where a sale's VAT is declared: at home, through the OSS (another member state), or nowhere (an export). */
export function schemeOf(country: string, homeCountry: string): VatScheme {
  if (country === homeCountry) return 'domestic';
  return isEuCountry(country) ? 'oss' : 'export';
}

/**
 * Rows per scheme, country, rate and currency (home first, then the OSS countries by code, then exports; the
 * highest rate first within a country, then by currency), each the invoices less the credit notes, and the totals
 * per scheme and currency (a scheme without documents: one total of nothing in `homeCurrency`). Every minor unit of
 * the documents is in exactly one row: the rows add up to the invoices less the credit notes, per currency.
 */
export function vatReport(
  documents: readonly VatDocumentAmounts[],
  homeCountry: string,
  homeCurrency: string,
): { rows: VatReportRow[]; totals: VatReportTotal[] } {
  const rows = new Map<string, VatReportRow>();
  for (const d of documents) {
    const key = `${d.country}|${d.rateBp}|${d.currency}`;
    let row = rows.get(key);
    if (!row) {
      row = {
        scheme: schemeOf(d.country, homeCountry),
        country: d.country,
        rateBp: d.rateBp,
        currency: d.currency,
        invoicedNetCents: 0,
        invoicedVatCents: 0,
        creditedNetCents: 0,
        creditedVatCents: 0,
        netCents: 0,
        vatCents: 0,
      };
      rows.set(key, row);
    }
    if (d.kind === 'invoice') {
      row.invoicedNetCents += d.netCents;
      row.invoicedVatCents += d.vatCents;
    } else {
      row.creditedNetCents += d.netCents;
      row.creditedVatCents += d.vatCents;
    }
    row.netCents = row.invoicedNetCents - row.creditedNetCents;
    row.vatCents = row.invoicedVatCents - row.creditedVatCents;
  }
  const order = (s: VatScheme) => VAT_SCHEMES.indexOf(s);
  const sorted = [...rows.values()].sort(
    (a, b) =>
      order(a.scheme) - order(b.scheme) ||
      (a.country < b.country ? -1 : a.country > b.country ? 1 : 0) ||
      b.rateBp - a.rateBp ||
      (a.currency < b.currency ? -1 : a.currency > b.currency ? 1 : 0),
  );
  const totals = VAT_SCHEMES.flatMap((scheme) => {
    const of = sorted.filter((r) => r.scheme === scheme);
    const currencies = [...new Set(of.map((r) => r.currency))].sort();
    return (currencies.length ? currencies : [homeCurrency]).map((currency) => {
      const own = of.filter((r) => r.currency === currency);
      return {
        scheme,
        currency,
        netCents: own.reduce((s, r) => s + r.netCents, 0),
        vatCents: own.reduce((s, r) => s + r.vatCents, 0),
      };
    });
  });
  return { rows: sorted, totals };
}

/** A calendar quarter's first day and the next quarter's, as UTC instants: `[from, to)`. */
export function quarterRange(year: number, quarter: 1 | 2 | 3 | 4): { from: Date; to: Date } {
  return {
    from: new Date(Date.UTC(year, (quarter - 1) * 3, 1)),
    to: new Date(Date.UTC(year, quarter * 3, 1)),
  };
}
