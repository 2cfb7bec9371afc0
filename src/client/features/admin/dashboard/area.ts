import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';
import { loadRevenueChart } from './revenue-figure';

/** The Analytics tab of the back office (its chart's chunk is warmed with the panel's). */
export const analyticsArea = adminArea(
  {
    value: 'analytics',
    label: msg('Analytics'),
    permission: 'dashboard',
    headed: true,
    prefetch: () => void loadRevenueChart().catch(() => undefined),
  },
  () => import('./analytics-panel').then((m) => m.AnalyticsPanel),
);
