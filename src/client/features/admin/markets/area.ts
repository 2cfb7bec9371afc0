import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Markets tab of the back office: where the shop sells, in which currency, at which prices (decision 070). */
export const marketsArea = adminArea(
  { value: 'markets', label: msg('Markets'), permission: 'settings', headed: true },
  () => import('./markets-panel').then((m) => m.MarketsPanel),
);
