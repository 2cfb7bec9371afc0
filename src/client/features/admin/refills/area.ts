import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Refills tab of the back office: the subscriptions, by status, and "bill now" (DESIGN §1 "Refills"). */
export const refillsArea = adminArea({ value: 'refills', label: msg('Refills'), permission: 'orders' }, () =>
  import('./refills-panel').then((m) => m.RefillsPanel),
);
