import { useId, type ReactNode } from 'react';
import type { AdminDashboard } from '@/domain/admin-dashboard/schemas';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badges';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { usePrice, usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { formatShortDate } from '../shared/admin-format';
import { useAdminDashboard } from './api';
import { PanelEmpty, PanelError } from '../shared/panel-states';
import { RevenueFigure } from './revenue-figure';
import { VatReportSection } from './vat-report';

export function AnalyticsPanel() {
  const { t } = useI18n();
  const dashboard = useAdminDashboard();
  if (dashboard.isError && !dashboard.data)
    return <PanelError what={t('figures')} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;

  return (
    // One shrinkable column on a phone: a grid's implicit column would grow to its widest content.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
      <Section title={t('Recent orders')} className="lg:col-span-2">
        {data ? <RecentOrders orders={data.recentOrders} /> : <Skeleton className="h-48 w-full" />}
      </Section>
      <Section title={t('Performance')}>
        {data ? <Performance data={data} /> : <Skeleton className="h-48 w-full" />}
      </Section>
      <Section title={t('Revenue, last 30 days')} className="lg:col-span-3">
        {data ? (
          <RevenueFigure days={data.revenueLast30Days} currency={data.currency} />
        ) : (
          <Skeleton className="h-64 w-full" />
        )}
      </Section>
      {/* The books (issue #43): what the quarter's OSS return declares. */}
      <Section title={t('VAT for the one-stop shop (OSS)')} className="lg:col-span-3">
        <VatReportSection />
      </Section>
    </div>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn('min-w-0 border border-line bg-surface p-5 sm:p-6', className)}>
      <h2 id={id} className="font-serif text-2xl leading-tight">
        {title}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

function RecentOrders({ orders }: { orders: AdminDashboard['recentOrders'] }) {
  const tr = useI18n();
  const { t } = tr;
  // Each order in the currency it was placed in.
  const priceIn = usePriceIn();
  if (orders.length === 0) return <PanelEmpty title={t('No orders yet')} />;
  // On a phone the date sits under the order number rather than in a column of its own: four columns do not fit 280 px.
  return (
    <Table aria-label={t('The five most recent orders')}>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">{t('Order')}</TableHead>
          <TableHead className="px-4 max-sm:hidden">{t('Date')}</TableHead>
          <TableHead className="px-2 text-right sm:px-4">{t('Total')}</TableHead>
          <TableHead className="pr-0 pl-2 text-right sm:pl-4">{t('Status')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {orders.map((o) => (
          <TableRow key={o.id} className="last:border-b-0">
            <TableCell className="py-3 pl-0 font-medium whitespace-nowrap">
              #{o.id}
              <time dateTime={o.createdAt} className="mt-0.5 block text-xs font-normal text-ink-soft sm:hidden">
                {formatShortDate(tr, o.createdAt)}
              </time>
            </TableCell>
            <TableCell className="px-4 py-3 text-ink-soft max-sm:hidden">
              <time dateTime={o.createdAt}>{tr.dateTime(o.createdAt)}</time>
            </TableCell>
            <TableCell className="px-2 py-3 text-right tabular-nums sm:px-4">{priceIn(o.total, o.currency)}</TableCell>
            <TableCell className="py-3 pr-0 pl-2 text-right sm:pl-4">
              <OrderStatusBadge status={o.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function Performance({ data }: { data: AdminDashboard }) {
  const { t, number } = useI18n();
  const price = usePrice(data.currency);
  const priceIn = usePriceIn();
  const several = data.revenueByCurrency.length > 1;
  const rows: [string, string][] = [
    // With several currencies, the total is at the owner's rates (labelled so), and each currency is listed as charged.
    [
      several ? t('Total revenue in {currency} at your rates', { currency: data.currency }) : t('Total revenue'),
      price(data.totalRevenue),
    ],
    ...(several
      ? data.revenueByCurrency.map((r): [string, string] => [
          t('Revenue in {currency}', { currency: r.currency }),
          priceIn(r.revenue, r.currency),
        ])
      : []),
    // A liability until spent, never revenue (issue #43).
    [t('Gift cards sold'), price(data.giftCardsSold)],
    // Sales over the paid orders that hold something other than gift cards (issue #43).
    [t('Average order (gift cards aside)'), price(data.averageOrder)],
    // Customers only: the staff's accounts are not counted (issue #43).
    [t('New users this month'), number(data.newUsersThisMonth)],
  ];
  return (
    <dl className="grid">
      {rows.map(([label, value]) => (
        <div
          key={label}
          className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-3 first:pt-0 last:border-b-0"
        >
          <dt className="text-sm text-ink-soft">{label}</dt>
          <dd className="ml-auto font-serif text-2xl tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
