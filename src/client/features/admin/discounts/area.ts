import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Discounts tab of the back office. */
export const discountsArea = adminArea(
  { value: 'discounts', label: msg('Discounts'), permission: 'promotions', headed: true },
  () => import('./discounts-panel').then((m) => m.DiscountsPanel),
);
