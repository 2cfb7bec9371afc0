import { isoDate } from '../orders/admin-schemas';
import { moneySchema } from '../shared/fields';
import { z } from '../shared/zod';
import { VAT_SCHEMES } from './vat-report';

/** The house's books (issue #43): the credit notes' export and the VAT report for the OSS return. */

/** GET /api/admin/credit-notes.csv: `from`/`to` (YYYY-MM-DD, UTC, both days included), as the orders' export. */
export const creditNotesQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });
export type CreditNotesQuery = z.infer<typeof creditNotesQuerySchema>;

/** The credit notes as CSV (RFC 4180), a row per credit note, streamed (never validated as JSON). */
export const creditNotesCsvSchema = z.string();

/** GET /api/admin/vat-report: a calendar quarter. */
export const vatReportQuerySchema = z.object({
  year: z.coerce
    .number({ message: 'year must be a year, for example 2026' })
    .int('year must be a year, for example 2026')
    .min(2000, 'year must be between 2000 and 2100')
    .max(2100, 'year must be between 2000 and 2100'),
  quarter: z.coerce
    .number({ message: 'quarter must be 1, 2, 3 or 4' })
    .int('quarter must be 1, 2, 3 or 4')
    .min(1, 'quarter must be 1, 2, 3 or 4')
    .max(4, 'quarter must be 1, 2, 3 or 4'),
});
export type VatReportQuery = z.infer<typeof vatReportQuerySchema>;

const amountsSchema = {
  /** The taxable amount: invoiced less credited (major units, as every answer). */
  net: moneySchema,
  /** The VAT: invoiced less credited. */
  vat: moneySchema,
};

const vatReportRowSchema = z.object({
  scheme: z.enum(VAT_SCHEMES),
  /** ISO 3166-1 alpha-2, and its name. */
  country: z.string(),
  countryName: z.string(),
  /** The rate in percent (`20`, `5.5`). */
  rate: z.number(),
  /** The documents' currency, which the row's amounts are in. */
  currency: z.string(),
  invoicedNet: moneySchema,
  invoicedVat: moneySchema,
  creditedNet: moneySchema,
  creditedVat: moneySchema,
  ...amountsSchema,
});

/** The VAT report: per scheme (home, OSS, exports), country and rate, the quarter's invoices less its credit notes. */
export const vatReportSchema = z.object({
  year: z.number(),
  quarter: z.number(),
  /** The quarter's first day and its last (YYYY-MM-DD, UTC, both included). */
  from: z.string(),
  to: z.string(),
  /** The house's own currency (a scheme without documents is totalled in it). */
  currency: z.string(),
  /** The house's home country (its sales are declared in the domestic return, not the OSS). */
  homeCountry: z.string(),
  rows: z.array(vatReportRowSchema),
  /** Per scheme and currency (amounts of two currencies are never added). */
  totals: z.array(z.object({ scheme: z.enum(VAT_SCHEMES), currency: z.string(), ...amountsSchema })),
});
export type VatReport = z.infer<typeof vatReportSchema>;

/** The same report as CSV, a row per scheme, country and rate. */
export const vatReportCsvSchema = z.string();
