import { countryNameIn } from '@/domain/shipping/countries';
import { Fragment, useId } from 'react';
import { Download } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { VatReport } from '@/domain/books/schemas';
import type { VatScheme } from '@/domain/books/vat-report';
import { msg } from '@/domain/i18n/translator';
import { buttonClasses } from '@/client/components/ui/button';
import { Label } from '@/client/components/ui/label';
import { NativeSelect } from '@/client/components/ui/select';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { PanelEmpty, PanelError } from '../shared/panel-states';
import { useVatReport, vatReportCsvUrl } from './api';

const QUARTERS = [1, 2, 3, 4] as const;

/** Each quarter in the year select: "Q1 (January–March)". */
const QUARTER_LABELS: Readonly<Record<(typeof QUARTERS)[number], string>> = {
  1: msg('Q1 (January–March)'),
  2: msg('Q2 (April–June)'),
  3: msg('Q3 (July–September)'),
  4: msg('Q4 (October–December)'),
};

/** Each scheme's heading in the report (the domain's `VAT_SCHEME_LABELS`, which the CSV export writes). */
const SCHEME_LABELS: Readonly<Record<VatScheme, string>> = {
  domestic: msg('Home country (domestic return)'),
  oss: msg('One-stop shop (other EU countries)'),
  export: msg('Exports outside the EU (0 %)'),
};
/** The years the report offers: this one and the four before (the OSS keeps ten, the shop is younger). */
const YEARS_BACK = 5;

/** The quarter in the address (`?vatYear=&vatQuarter=`), else the current one (UTC, as the report's days). */
function useQuarter() {
  const [params] = useSearchParams();
  const now = new Date();
  const thisYear = now.getUTCFullYear();
  const year = Number(params.get('vatYear'));
  const quarter = Number(params.get('vatQuarter'));
  return {
    thisYear,
    year: Number.isInteger(year) && year > thisYear - YEARS_BACK && year <= thisYear ? year : thisYear,
    quarter: QUARTERS.includes(quarter as 1) ? quarter : Math.floor(now.getUTCMonth() / 3) + 1,
  };
}

/**
 * The VAT report for the EU's one-stop-shop return (issue #43): for a calendar quarter, the taxable
 * amount and the VAT per destination country and rate, its invoices less its credit notes, with the
 * home country (the domestic return) and exports (0 %) apart; and the same as a CSV file.
 */
export function VatReportSection() {
  const { t } = useI18n();
  const id = useId();
  const { thisYear, year, quarter } = useQuarter();
  const setParams = useUpdateParams();
  const report = useVatReport({ year, quarter });
  const set = (key: 'vatYear' | 'vatQuarter', value: string) =>
    setParams(
      (prev) => {
        prev.set(key, value);
        return prev;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-year`}>{t('Year')}</Label>
          <NativeSelect id={`${id}-year`} value={String(year)} onChange={(e) => set('vatYear', e.target.value)}>
            {Array.from({ length: YEARS_BACK }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={`${id}-quarter`}>{t('Quarter')}</Label>
          <NativeSelect
            id={`${id}-quarter`}
            value={String(quarter)}
            onChange={(e) => set('vatQuarter', e.target.value)}
          >
            {QUARTERS.map((q) => (
              <option key={q} value={q}>
                {t(QUARTER_LABELS[q])}
              </option>
            ))}
          </NativeSelect>
        </div>
        <a href={vatReportCsvUrl({ year, quarter })} download className={buttonClasses('outline', 'sm', 'ml-auto')}>
          <Download aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Export CSV')}
        </a>
      </div>
      {report.data ? (
        <VatTable report={report.data} />
      ) : report.isError ? (
        <PanelError what={t('VAT report')} onRetry={() => void report.refetch()} />
      ) : (
        <Skeleton className="h-40 w-full" />
      )}
    </div>
  );
}

function VatTable({ report }: { report: VatReport }) {
  const { t, number, tag } = useI18n();
  const priceIn = usePriceIn();
  if (report.rows.length === 0)
    return <PanelEmpty title={t('Nothing to declare')}>{t('No invoice or credit note in this quarter.')}</PanelEmpty>;
  return (
    <>
      <p className="text-sm text-ink-soft">
        {t(
          'Invoices less credit notes issued from {from} to {to} (UTC). Gift cards are vouchers, outside VAT, and are not counted.',
          { from: report.from, to: report.to },
        )}
      </p>
      <Table
        aria-label={t('VAT per country and rate, Q{quarter} {year}', { quarter: report.quarter, year: report.year })}
      >
        <TableHeader>
          <TableRow>
            <TableHead className="pl-0">{t('Country')}</TableHead>
            <TableHead className="px-2 text-right sm:px-4">{t('Rate')}</TableHead>
            <TableHead className="px-2 text-right sm:px-4">{t('Taxable amount')}</TableHead>
            <TableHead className="pr-0 pl-2 text-right sm:pl-4">{t('VAT')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...new Set(report.totals.map((total) => total.scheme))].map((scheme) => {
            const rows = report.rows.filter((r) => r.scheme === scheme);
            if (rows.length === 0) return null;
            // A total per currency: amounts of two currencies are never added.
            const totals = report.totals.filter((total) => total.scheme === scheme);
            return (
              <Fragment key={scheme}>
                <TableRow>
                  <TableHead scope="rowgroup" colSpan={4} className="pt-5 pl-0 text-ink">
                    {t(SCHEME_LABELS[scheme])}
                  </TableHead>
                </TableRow>
                {rows.map((r) => (
                  <TableRow key={`${r.country}-${r.rate}-${r.currency}`}>
                    <TableCell className="py-2 pl-0">{countryNameIn(r.country, tag)}</TableCell>
                    <TableCell className="px-2 py-2 text-right tabular-nums sm:px-4">
                      {t('{rate} %', { rate: number(r.rate) })}
                    </TableCell>
                    <TableCell className="px-2 py-2 text-right tabular-nums sm:px-4">
                      {priceIn(r.net, r.currency)}
                    </TableCell>
                    <TableCell className="py-2 pr-0 pl-2 text-right tabular-nums sm:pl-4">
                      {priceIn(r.vat, r.currency)}
                    </TableCell>
                  </TableRow>
                ))}
                {totals.map((total) => (
                  <TableRow key={`total-${total.currency}`} className="font-medium">
                    <TableCell className="py-2 pl-0" colSpan={2}>
                      {totals.length > 1 ? t('Total in {currency}', { currency: total.currency }) : t('Total')}
                    </TableCell>
                    <TableCell className="px-2 py-2 text-right tabular-nums sm:px-4">
                      {priceIn(total.net, total.currency)}
                    </TableCell>
                    <TableCell className="py-2 pr-0 pl-2 text-right tabular-nums sm:pl-4">
                      {priceIn(total.vat, total.currency)}
                    </TableCell>
                  </TableRow>
                ))}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
