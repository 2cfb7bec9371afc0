import {
  creditNotesCsvSchema,
  creditNotesQuerySchema,
  vatReportCsvSchema,
  vatReportQuerySchema,
  vatReportSchema,
} from '../books/schemas';
import { endpoint } from './endpoint';

/*
 * The house's books (issue #43): the credit notes beside the orders' export (permission `orders`,
 * as each credit note's PDF is open to staff who may see orders), and the VAT report for the EU's
 * one-stop-shop return (permission `dashboard`: the figures of the Analytics tab, the owner's).
 */

const tag = 'Back office: books';

export const exportCreditNotes = endpoint({
  method: 'GET',
  path: '/api/admin/credit-notes.csv',
  tag,
  summary:
    'The credit notes issued between `from` and `to` (YYYY-MM-DD, UTC, both included) as a CSV download: number, date, order, the invoice it credits, net, VAT, gross and currency.',
  auth: 'admin',
  permission: 'orders',
  query: creditNotesQuerySchema,
  produces: 'text/csv',
  responses: { 200: creditNotesCsvSchema },
});

export const getVatReport = endpoint({
  method: 'GET',
  path: '/api/admin/vat-report',
  tag,
  summary:
    "A calendar quarter's taxable amounts (net) and VAT per destination country and rate, its invoices less its credit notes: the home country (domestic), the other EU countries (the OSS return) and exports (0 %) apart. Gift cards sold are vouchers, outside VAT, and left out.",
  auth: 'admin',
  permission: 'dashboard',
  query: vatReportQuerySchema,
  responses: { 200: vatReportSchema },
});

export const exportVatReport = endpoint({
  method: 'GET',
  path: '/api/admin/vat-report.csv',
  tag,
  summary: 'The same VAT report as a CSV download, a row per scheme, country and rate.',
  auth: 'admin',
  permission: 'dashboard',
  query: vatReportQuerySchema,
  produces: 'text/csv',
  responses: { 200: vatReportCsvSchema },
});
