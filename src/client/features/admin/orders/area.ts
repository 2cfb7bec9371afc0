import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Orders Management tab of the back office. */
export const ordersArea = adminArea({ value: 'orders', label: msg('Orders Management'), permission: 'orders' }, () =>
  import('./orders-panel').then((m) => m.OrdersPanel),
);
