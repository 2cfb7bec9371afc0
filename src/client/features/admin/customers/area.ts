import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Customers tab of the back office. */
export const customersArea = adminArea({ value: 'customers', label: msg('Customers'), permission: 'customers' }, () =>
  import('./customers-panel').then((m) => m.CustomersPanel),
);
