import { Link } from 'react-router';
import { Heart, ShoppingBag } from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { buttonClasses } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { RequireUser } from '@/client/components/require-user';
import { SignOutButton } from '@/client/components/sign-out-button';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useTabParam } from '@/client/lib/use-tab-param';
import { CreationsPanel } from './creations-panel';
import { OrdersPanel } from './orders-panel';
import { ProfilePanel } from './profile-panel';
import { SubscriptionPanel } from './subscription-panel';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const TABS = [
  { value: 'orders', label: msg('My Orders') },
  { value: 'creations', label: msg('My creations') },
  { value: 'subscription', label: msg('Subscription') },
  { value: 'profile', label: msg('Profile') },
] as const;
const TAB_VALUES = TABS.map((tab) => tab.value);

/** /dashboard: a signed-in customer's orders, creations, subscription and profile. */
export default function DashboardPage() {
  const { t } = useI18n();
  useDocumentTitle(t('My Dashboard'));
  return (
    <RequireUser fallback={<DashboardSkeleton />} what={t('your dashboard')}>
      {(user) => <Dashboard user={user} />}
    </RequireUser>
  );
}

const firstName = (user: User) => user.fullName.trim().split(/\s+/)[0] || user.username;

function Dashboard({ user }: { user: User }) {
  const { t } = useI18n();
  const [tab, onTabChange] = useTabParam(TAB_VALUES, 'orders');

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="flex flex-wrap items-end justify-between gap-6 border-b border-line pb-8">
        <div className="min-w-0">
          <p className="eyebrow">{t('My Dashboard')}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight break-words sm:text-5xl">
            {t('Welcome back, {name}', { name: firstName(user) })}
          </h1>
          <p className="mt-3 text-[0.9375rem] text-ink-soft">
            {t('Your orders, subscription and details, in one place.')}
          </p>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.wishlist()} className={buttonClasses('outline', 'sm')}>
            <Heart aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('My Wishlist')}
          </Link>
          <Link to={paths.collections()} className={buttonClasses('outline', 'sm')}>
            <ShoppingBag aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('Continue Shopping')}
          </Link>
          <SignOutButton />
        </div>
      </header>

      <Tabs value={tab} onValueChange={onTabChange} className="mt-10 sm:mt-12">
        <TabsList aria-label={t('Dashboard sections')} className="grid w-full grid-cols-2 gap-x-3 sm:flex sm:gap-8">
          {TABS.map((item) => (
            <TabsTrigger key={item.value} value={item.value} className="justify-center text-center sm:justify-start">
              {t(item.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="orders">
          <OrdersPanel userId={user.id} />
        </TabsContent>
        <TabsContent value="creations">
          <CreationsPanel userId={user.id} />
        </TabsContent>
        <TabsContent value="subscription">
          <SubscriptionPanel userId={user.id} />
        </TabsContent>
        <TabsContent value="profile">
          <ProfilePanel user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function DashboardSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="container-page pt-10 pb-24 sm:pt-14">
      <span className="sr-only">{t('Loading your dashboard')}</span>
      <div className="border-b border-line pb-8">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-4 h-12 w-80 max-w-full" />
        <Skeleton className="mt-4 h-5 w-64 max-w-full" />
      </div>
      <Skeleton className="mt-12 h-11 w-full max-w-md" />
      <div className="mt-8 grid gap-4">
        <Skeleton className="h-48 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    </div>
  );
}
