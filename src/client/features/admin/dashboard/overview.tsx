import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { AdminDashboard } from '@/domain/admin-dashboard/schemas';
import { usePrice, usePriceIn } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { useAdminDashboard } from './api';
import { Figure } from './figure';
import { RefillFigures } from './refill-figures';
import { paths } from '@/domain/pages/paths';

/**
 * The figures above the tabs: users, orders, revenue, what needs attention, and the perfumes running out; then the
 * refill programme's. One compact strip (scrolled sideways on a phone), so the tab's own content starts high.
 */
export function Overview() {
  const { t, number } = useI18n();
  const { data, isError, refetch } = useAdminDashboard();
  // The totals are in the default market's currency, other currencies at the owner's rates (decision 070).
  const price = usePrice(data?.currency);
  const priceIn = usePriceIn();
  const severalCurrencies = (data?.revenueByCurrency.length ?? 0) > 1;
  const count = (n: number | undefined) => (n === undefined ? undefined : number(n));

  return (
    <>
      <section aria-label={t('Overview')} className="mt-5 sm:mt-6">
        {isError && !data ? (
          <p role="alert" className="mb-4 text-sm text-danger">
            {t('The figures could not be loaded.')}{' '}
            <button type="button" className="underline underline-offset-4" onClick={() => void refetch()}>
              {t('Try again')}
            </button>
          </p>
        ) : null}
        <dl className={strip}>
          <Figure
            label={t('Total Users')}
            className={cell}
            value={count(data?.totalUsers)}
            caption={data ? t('{count, number} new this month', { count: data.newUsersThisMonth }) : undefined}
          />
          <Figure
            label={t('Total Orders')}
            className={cell}
            value={count(data?.totalOrders)}
            caption={
              data ? (
                <Link to={paths.admin({ status: 'awaiting-payment' })} className={captionLink}>
                  {t('{count} awaiting payment', { count: number(data.awaitingPayment) })}
                </Link>
              ) : undefined
            }
          />
          <Figure
            label={t('Revenue')}
            className={cell}
            value={data ? price(data.totalRevenue) : undefined}
            caption={
              <>
                {severalCurrencies && data ? (
                  <span className="block">
                    {t('In {currency} at your rates: {amounts}', {
                      currency: data.currency,
                      amounts: data.revenueByCurrency.map((r) => priceIn(r.revenue, r.currency)).join(' · '),
                    })}
                  </span>
                ) : null}
                {t('Total paid orders')}
                {data && data.refundedOrders > 0 ? (
                  <span className="block">
                    {t('{count, plural, one {# refunded order} other {# refunded orders}} left out', {
                      count: data.refundedOrders,
                    })}
                  </span>
                ) : null}
                {data && data.giftCardsSold > 0 ? (
                  <span className="block">
                    {t('Gift cards sold apart: {amount}', { amount: price(data.giftCardsSold) })}
                  </span>
                ) : null}
              </>
            }
          />
          <Figure
            label={t('Pending Orders')}
            className={cell}
            value={count(data?.pendingOrders)}
            caption={
              <Link
                to={paths.admin({ status: 'processing' })}
                aria-label={t('Needs attention: paid orders to ship')}
                className={captionLink}
              >
                {t('Needs attention')}
              </Link>
            }
          />
        </dl>
        {data && data.lowStock.length > 0 ? <LowStock items={data.lowStock} /> : null}
      </section>
      <RefillFigures refills={data?.refills} currency={data?.currency} />
    </>
  );
}

/** A line of cells: sideways-scrolled on a phone (each cell a snap point), four even columns from a desktop up. */
const strip =
  'flex snap-x snap-mandatory divide-x divide-line overflow-x-auto overscroll-x-contain border border-line bg-surface lg:grid lg:grid-cols-4 lg:overflow-visible';
const cell = 'w-[10.5rem] shrink-0 snap-start lg:w-auto';

const captionLink = 'underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink';

/** Tracked perfumes running out, fewest first; each opens its edit form (where the stock is set). */
function LowStock({ items }: { items: AdminDashboard['lowStock'] }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="low-stock-heading"
      className="mt-3 flex flex-col gap-2 border border-accent/40 bg-surface px-4 py-3 sm:flex-row sm:items-baseline sm:gap-6 sm:px-5"
    >
      <h2
        id="low-stock-heading"
        className="flex shrink-0 items-center gap-2 font-sans text-[0.6875rem] font-medium tracking-[0.18em] text-accent uppercase"
      >
        <TriangleAlert aria-hidden="true" className="size-4" strokeWidth={1.5} />
        {t('Low stock')}
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              to={paths.admin({ tab: 'catalogue', perfume: item.id })}
              className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink"
            >
              {item.name}
            </Link>{' '}
            <span className={item.stock === 0 ? 'text-danger' : 'text-ink-soft'}>
              {item.stock === 0 ? t('sold out') : t('{count} left', { count: item.stock })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
