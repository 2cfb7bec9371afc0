import { Readable } from 'node:stream';
import type { CreditNotesQuery, VatReport, VatReportQuery } from '../../domain/books/schemas';
import { quarterRange, VAT_SCHEME_LABELS, vatReport } from '../../domain/books/vat-report';
import { exponentOf, toMajorIn } from '../../domain/currency/currency';
import type { Db } from '../db/client';
import type { SettingsService } from '../settings/service';
import { countryName } from '../shipping/countries';
import { creditNotePage, vatAmounts } from './books/repo';

/** Credit notes read per query. */
const PAGE = 1000;

const CREDIT_NOTE_COLUMNS = [
  'credit_note',
  'date',
  'order',
  'invoice',
  'net',
  'vat',
  'gross',
  'currency',
  'country_code',
] as const;

const VAT_COLUMNS = [
  'scheme',
  'country_code',
  'country',
  'vat_rate_percent',
  'invoiced_net',
  'invoiced_vat',
  'credited_net',
  'credited_vat',
  'net',
  'vat',
  'currency',
] as const;

/** Minor units as major units with the currency's decimals (`12.50`, `1800` for yen), exact. */
const money = (minor: number, currency: string) => toMajorIn(minor, currency).toFixed(exponentOf(currency));
/**
 * A CSV line of cells the shop writes itself (numbers, amounts, codes, dates, country names), every
 * one quoted (RFC 4180). None is a person's text, so none is defused as csvCell does: `-12.50` stays a number.
 */
const line = (cells: (string | null | undefined)[]) =>
  `${cells.map((c) => `"${(c ?? '').replace(/"/g, '""')}"`).join(',')}\r\n`;

/** What OrderBooks is built from (services.ts gives each by name). */
export interface OrderBooksDeps {
  db: Db;
  settings: Pick<SettingsService, 'settings'>;
  currency: string;
}

/** The house's books (issue #43): the credit notes' export and the VAT report for the OSS return. */
export class OrderBooks {
  private readonly db: Db;
  private readonly settings: Pick<SettingsService, 'settings'>;
  private readonly currency: string;

  constructor({ db, settings, currency }: OrderBooksDeps) {
    this.db = db;
    this.settings = settings;
    this.currency = currency;
  }

  /**
   * The credit notes of the range as CSV, oldest first, read a page at a time while it is sent. Their
   * amounts as the credit notes print them: what was given back, negative.
   */
  creditNotesCsv(range: CreditNotesQuery): Readable {
    const db = this.db;
    async function* rows(): AsyncGenerator<string> {
      yield line([...CREDIT_NOTE_COLUMNS]);
      for (let after = 0; ;) {
        const page = await creditNotePage(db, range, after, PAGE);
        let text = '';
        for (const r of page) {
          text += line([
            r.number,
            r.createdAt,
            String(r.orderId),
            r.invoiceNumber,
            money(-(r.amountCents - r.taxCents), r.currency),
            money(-r.taxCents, r.currency),
            money(-r.amountCents, r.currency),
            r.currency,
            r.countryCode,
          ]);
        }
        if (text) yield text;
        if (page.length < PAGE) return;
        after = page[page.length - 1]!.id;
      }
    }
    return Readable.from(rows());
  }

  /** The quarter's VAT per scheme, destination and rate, in cents: invoices less credit notes (vatReport). */
  private async quarter({ year, quarter }: VatReportQuery) {
    const { from, to } = quarterRange(year, quarter as 1 | 2 | 3 | 4);
    const [documents, house] = await Promise.all([vatAmounts(this.db, from, to), this.settings.settings()]);
    return {
      from: from.toISOString().slice(0, 10),
      // The quarter's last day, included.
      to: new Date(to.getTime() - 86_400_000).toISOString().slice(0, 10),
      homeCountry: house.homeCountry,
      ...vatReport(documents, house.homeCountry, this.currency),
    };
  }

  /** The quarter's report as the API answers it (major units, as every answer). */
  async vatReport(query: VatReportQuery): Promise<VatReport> {
    const { rows, totals, ...period } = await this.quarter(query);
    return {
      year: query.year,
      quarter: query.quarter,
      ...period,
      currency: this.currency,
      rows: rows.map((r) => ({
        scheme: r.scheme,
        country: r.country,
        countryName: countryName(r.country),
        rate: ratePercent(r.rateBp),
        currency: r.currency,
        invoicedNet: toMajorIn(r.invoicedNetCents, r.currency),
        invoicedVat: toMajorIn(r.invoicedVatCents, r.currency),
        creditedNet: toMajorIn(r.creditedNetCents, r.currency),
        creditedVat: toMajorIn(r.creditedVatCents, r.currency),
        net: toMajorIn(r.netCents, r.currency),
        vat: toMajorIn(r.vatCents, r.currency),
      })),
      totals: totals.map((t) => ({
        scheme: t.scheme,
        currency: t.currency,
        net: toMajorIn(t.netCents, t.currency),
        vat: toMajorIn(t.vatCents, t.currency),
      })),
    };
  }

  /** The same report as CSV: a row per scheme, country and rate, then a total per scheme. */
  async vatReportCsv(query: VatReportQuery): Promise<string> {
    const { rows, totals } = await this.quarter(query);
    let text = line([...VAT_COLUMNS]);
    for (const r of rows) {
      text += line([
        r.scheme,
        r.country,
        countryName(r.country),
        String(ratePercent(r.rateBp)),
        money(r.invoicedNetCents, r.currency),
        money(r.invoicedVatCents, r.currency),
        money(r.creditedNetCents, r.currency),
        money(r.creditedVatCents, r.currency),
        money(r.netCents, r.currency),
        money(r.vatCents, r.currency),
        r.currency,
      ]);
    }
    for (const t of totals) {
      const label = `Total: ${VAT_SCHEME_LABELS[t.scheme]}`;
      text += line([
        t.scheme,
        '',
        label,
        '',
        '',
        '',
        '',
        '',
        money(t.netCents, t.currency),
        money(t.vatCents, t.currency),
        t.currency,
      ]);
    }
    return text;
  }
}

/** A rate in percent as the VAT settings show it (`20`, `5.5`). */
const ratePercent = (rateBp: number) => Number((rateBp / 100).toFixed(2));
