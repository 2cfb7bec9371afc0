import { Link } from 'react-router';
import { Banknote, Clock, ShoppingBag, Store, TriangleAlert, Users } from 'lucide-react';
import type { AdminDashboard } from '@/domain/admin';
import { toCents } from '@/domain/money';
import { SignOutButton } from '@/client/components/sign-out-button';
import { buttonClasses } from '@/client/components/ui/button';
import { StatCard } from '@/client/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useMoney } from '@/client/lib/format';
import { useTabParam } from '@/client/lib/use-tab-param';
import { plural } from './admin-format';
import { useAdminDashboard } from './api';
import { ActivityPanel } from './activity-panel';
import { AnalyticsPanel } from './analytics-panel';
import { CataloguePanel } from './catalogue-panel';
import { CustomersPanel } from './customers-panel';
import { MailPanel } from './mail-panel';
import { OrdersPanel } from './orders-panel';
import { loadRevenueChart } from './revenue-figure';

const TABS = [
  { value: 'orders', label: 'Orders Management' },
  { value: 'catalogue', label: 'Catalogue' },
  { value: 'customers', label: 'Customers' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'mail', label: 'Mail' },
  { value: 'activity', label: 'Activity' },
] as const;
const TAB_VALUES = TABS.map((t) => t.value);

/** Warm the chart's chunk when the Analytics tab is about to be opened. */
const prefetchChart = () => void loadRevenueChart().catch(() => undefined);

export function AdminDashboard() {
  const [tab, onTabChange] = useTabParam(TAB_VALUES, 'orders');

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow">Maison Lumière · Back office</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">Admin Dashboard</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to="/" className={buttonClasses('outline', 'sm')}>
            <Store aria-hidden="true" className="size-4" strokeWidth={1.5} />
            View Store
          </Link>
          <SignOutButton />
        </div>
      </div>

      <Overview />

      <Tabs value={tab} onValueChange={onTabChange} className="mt-12 sm:mt-14">
        {/* Rows of two on a phone and three on a tablet (labels may wrap), one row of tabs on a wide screen. */}
        <TabsList aria-label="Admin sections" className="grid w-full grid-cols-2 gap-x-3 sm:grid-cols-3 lg:flex lg:gap-8">
          {TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="h-auto min-h-11 justify-center py-2 text-center leading-snug lg:justify-start lg:text-left"
              onPointerEnter={t.value === 'analytics' ? prefetchChart : undefined}
              onFocus={t.value === 'analytics' ? prefetchChart : undefined}
            >
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="orders">
          <h2 className="sr-only">Orders Management</h2>
          <OrdersPanel />
        </TabsContent>
        <TabsContent value="catalogue">
          <h2 className="sr-only">Catalogue</h2>
          <CataloguePanel />
        </TabsContent>
        <TabsContent value="customers">
          <h2 className="sr-only">Customers</h2>
          <CustomersPanel />
        </TabsContent>
        <TabsContent value="analytics">
          <AnalyticsPanel />
        </TabsContent>
        <TabsContent value="mail">
          <h2 className="sr-only">Mail</h2>
          <MailPanel />
        </TabsContent>
        <TabsContent value="activity">
          <h2 className="sr-only">Activity</h2>
          <ActivityPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function Overview() {
  const money = useMoney();
  const { data, isError, refetch } = useAdminDashboard();
  const count = (n: number | undefined) => n?.toLocaleString('en-US');

  return (
    <section aria-label="Overview" className="mt-10">
      {isError && !data ? (
        <p role="alert" className="mb-4 text-sm text-danger">
          The figures could not be loaded.{' '}
          <button type="button" className="underline underline-offset-4" onClick={() => void refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          icon={Users}
          value={count(data?.totalUsers)}
          caption={data ? `${count(data.newUsersThisMonth)} new this month` : undefined}
        />
        <StatCard
          label="Total Orders"
          icon={ShoppingBag}
          value={count(data?.totalOrders)}
          caption={
            data ? (
              <Link to="/admin?status=awaiting-payment" className={captionLink}>
                {count(data.awaitingPayment)} awaiting payment
              </Link>
            ) : undefined
          }
        />
        <StatCard
          label="Revenue"
          icon={Banknote}
          value={data ? money(toCents(data.totalRevenue)) : undefined}
          caption={
            <>
              Total paid orders
              {data && data.refundedOrders > 0 ? <span className="block">{plural(data.refundedOrders, 'refunded order')} left out</span> : null}
            </>
          }
        />
        <StatCard
          label="Pending Orders"
          icon={Clock}
          value={count(data?.pendingOrders)}
          caption={
            <Link to="/admin?status=processing" aria-label="Needs attention: paid orders to ship" className={captionLink}>
              Needs attention
            </Link>
          }
        />
      </dl>
      {data && data.lowStock.length > 0 ? <LowStock items={data.lowStock} /> : null}
    </section>
  );
}

const captionLink = 'underline decoration-line underline-offset-4 hover:text-ink hover:decoration-ink';

/** Tracked perfumes running out, fewest first; each opens its edit form (where the stock is set). */
function LowStock({ items }: { items: AdminDashboard['lowStock'] }) {
  return (
    <section aria-labelledby="low-stock-heading" className="mt-5 flex flex-col gap-3 border border-accent/40 bg-surface px-4 py-4 sm:flex-row sm:items-baseline sm:gap-6 sm:px-6">
      <h2 id="low-stock-heading" className="flex shrink-0 items-center gap-2 font-sans text-[0.6875rem] font-medium tracking-[0.18em] text-accent uppercase">
        <TriangleAlert aria-hidden="true" className="size-4" strokeWidth={1.5} />
        Low stock
      </h2>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/admin?tab=catalogue&perfume=${item.id}`} className="font-medium underline decoration-line underline-offset-4 hover:decoration-ink">
              {item.name}
            </Link>{' '}
            <span className={item.stock === 0 ? 'text-danger' : 'text-ink-soft'}>{item.stock === 0 ? 'sold out' : `${item.stock} left`}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
