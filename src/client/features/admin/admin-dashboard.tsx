import { Suspense } from 'react';
import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { SignOutButton } from '@/client/components/sign-out-button';
import { buttonClasses } from '@/client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useI18n } from '@/client/lib/i18n';
import { useTabParam } from '@/client/lib/use-tab-param';
import { ADMIN_AREAS } from './areas';
import { Overview } from './dashboard/overview';
import { PAGE_KEYS } from './shared/paged-list';
import { PanelLoading } from './shared/panel-states';
import { useCan } from './shared/use-can';
import { paths } from '@/domain/pages/paths';

/** What belongs to one tab's list and goes with a change of tab: its page, and its search (orders and customers both read `q`). */
const LIST_PARAMS = [...PAGE_KEYS, 'q'];

/**
 * The back office: its figures, then one tab per area (orders, catalogue, customers, ...), each shown
 * only to a role allowed to use it; the first of those opens when the address names none, or one the
 * role may not open.
 */
export function AdminDashboard() {
  const { t } = useI18n();
  const can = useCan();
  const tabs = ADMIN_AREAS.filter((area) => can(area.permission));
  const [tab, onTabChange] = useTabParam(
    tabs.map((area) => area.value),
    tabs[0]?.value ?? 'orders',
    { drop: LIST_PARAMS },
  );

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <div>
          <p className="eyebrow">{t('Maison Lumière · Back office')}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">{t('Admin Dashboard')}</h1>
        </div>
        <div className="flex flex-wrap gap-3">
          <Link to={paths.home()} className={buttonClasses('outline', 'sm')}>
            <Store aria-hidden="true" className="size-4" strokeWidth={1.5} />
            {t('View Store')}
          </Link>
          <SignOutButton />
        </div>
      </div>

      {can('dashboard') ? <Overview /> : null}

      <Tabs value={tab} onValueChange={onTabChange} className="mt-12 sm:mt-14">
        {/* Rows of two on a phone and three on a tablet (labels may wrap); on a wide screen one row, wrapping when the tabs outgrow it. */}
        <TabsList
          aria-label={t('Admin sections')}
          className="grid w-full grid-cols-2 gap-x-3 sm:grid-cols-3 lg:flex lg:flex-wrap lg:gap-x-6"
        >
          {tabs.map((area) => (
            <TabsTrigger
              key={area.value}
              value={area.value}
              className="h-auto min-h-11 justify-center py-2 text-center leading-snug lg:justify-start lg:text-left lg:whitespace-nowrap"
              onPointerEnter={area.prefetch}
              onFocus={area.prefetch}
            >
              {t(area.label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {tabs.map((area) => (
          <TabsContent key={area.value} value={area.value}>
            {area.headed ? null : <h2 className="sr-only">{t(area.label)}</h2>}
            <Suspense fallback={<PanelLoading label={t('Loading {area}', { area: t(area.label) })} />}>
              <area.Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
