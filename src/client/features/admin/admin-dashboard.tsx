import { Suspense } from 'react';
import { Tabs, TabsContent } from '@/client/components/ui/tabs';
import { useI18n } from '@/client/lib/i18n';
import { useTabParam } from '@/client/lib/use-tab-param';
import { ADMIN_AREAS } from './areas';
import { Overview } from './dashboard/overview';
import { SectionTabs } from './section-tabs';
import { PAGE_KEYS } from './shared/paged-list';
import { PanelLoading } from './shared/panel-states';
import { useCan } from './shared/use-can';

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
    <div className="container-page pt-6 pb-24 sm:pt-8">
      {/* The frame's bar (app/admin-bar.tsx) carries the house, View Store and Logout: the page starts with its work. */}
      <h1 className="font-serif text-3xl leading-tight sm:text-4xl">{t('Admin Dashboard')}</h1>

      {can('dashboard') ? <Overview /> : null}

      <Tabs value={tab} onValueChange={onTabChange} className="mt-6 sm:mt-8">
        <SectionTabs areas={tabs} value={tab} />
        {tabs.map((area) => (
          <TabsContent key={area.value} value={area.value} className="pt-6 sm:pt-8">
            {area.headed ? null : <h2 className="sr-only">{t(area.heading ?? area.label)}</h2>}
            <Suspense fallback={<PanelLoading label={t('Loading {area}', { area: t(area.heading ?? area.label) })} />}>
              <area.Panel />
            </Suspense>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
