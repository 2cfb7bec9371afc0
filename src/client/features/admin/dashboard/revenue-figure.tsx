import { lazy, Suspense } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { usePrice, useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { revenueOver } from '@/domain/admin-dashboard/revenue';
import type { RevenueDay } from '@/domain/admin-dashboard/schemas';
import { formatDayLong } from '../shared/admin-format';

export const loadRevenueChart = () => import('./revenue-chart');
const RevenueChart = lazy(loadRevenueChart);

/**
 * The revenue chart inside a figure whose caption sums it up and whose hidden table lists
 * every day with sales: the drawing itself is hidden from screen readers.
 */
export function RevenueFigure({ days, currency }: { days: RevenueDay[]; currency: string }) {
  const tr = useI18n();
  const { t } = tr;
  // The chart's amounts are in the default market's currency, others at the owner's rates.
  const money = useMoney(currency);
  const price = usePrice(currency);
  const withSales = days.filter((d) => d.revenue > 0);
  const { totalCents, orders } = revenueOver(days, currency);

  return (
    <figure className="m-0">
      <div aria-hidden="true" className="h-56 w-full sm:h-64">
        <Suspense fallback={<Skeleton className="size-full" />}>
          <RevenueChart days={days} currency={currency} />
        </Suspense>
      </div>
      <figcaption className="mt-4 text-sm text-ink-soft">
        {orders > 0
          ? t(
              'Revenue over the last 30 days: {amount} from {count, plural, one {# paid order} other {# paid orders}}',
              { amount: money(totalCents), count: orders },
            )
          : t('Revenue over the last 30 days: no paid orders yet')}
      </figcaption>
      {/*
       * Hidden in a clipping box, not by `sr-only` on the table itself: a table is never narrower
       * than its content, and clipping does not apply to it, so on a phone it widened the page.
       */}
      {withSales.length > 0 ? (
        <div className="sr-only">
          <table>
            <caption>{t('Paid revenue by day, last 30 days (days without sales left out)')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('Day')}</th>
                <th scope="col">{t('Revenue')}</th>
                <th scope="col">{t('Paid orders')}</th>
              </tr>
            </thead>
            <tbody>
              {withSales.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{formatDayLong(tr, d.day)}</th>
                  <td>{price(d.revenue)}</td>
                  <td>{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </figure>
  );
}
