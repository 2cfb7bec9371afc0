import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The orders' tab of the back office: the spec names the tab "Orders Management"; its content is the orders. */
export const ordersArea = adminArea(
  { value: 'orders', label: msg('Orders Management'), heading: msg('Orders'), permission: 'orders' },
  () => import('./orders-panel').then((m) => m.OrdersPanel),
);
