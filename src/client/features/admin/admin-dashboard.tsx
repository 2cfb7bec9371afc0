import { Link } from 'react-router';
import { Banknote, Clock, ShoppingBag, Store, Users } from 'lucide-react';
import { toCents } from '@/domain/money';
import { SignOutButton } from '@/client/components/sign-out-button';
import { buttonClasses } from '@/client/components/ui/button';
import { StatCard } from '@/client/components/ui/stat-card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useMoney } from '@/client/lib/format';
import { useTabParam } from '@/client/lib/use-tab-param';
import { useAdminDashboard } from './api';
import { AnalyticsPanel } from './analytics-panel';
import { CustomersPanel } from './customers-panel';
import { MailPanel } from './mail-panel';
import { OrdersPanel } from './orders-panel';
import { loadRevenueChart } from './revenue-figure';

const TABS = [
  { value: 'orders', label: 'Orders Management' },
  { value: 'customers', label: 'Customers' },
  { value: 'analytics', label: 'Analytics' },
  { value: 'mail', label: 'Mail' },
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
        {/* Two columns of two on a phone (labels may wrap), a row of tabs from sm up. */}
        <TabsList aria-label="Admin sections" className="grid w-full grid-cols-2 gap-x-3 sm:flex sm:gap-8">
          {TABS.map((t) => (
            <TabsTrigger
              key={t.value}
              value={t.value}
              className="h-auto min-h-11 justify-center py-2 text-center leading-snug sm:justify-start sm:text-left"
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
          caption={data ? `${count(data.pendingOrders)} pending` : undefined}
        />
        <StatCard label="Revenue" icon={Banknote} value={data ? money(toCents(data.totalRevenue)) : undefined} caption="Total paid orders" />
        <StatCard label="Pending Orders" icon={Clock} value={count(data?.pendingOrders)} caption="Needs attention" />
      </dl>
    </section>
  );
}
