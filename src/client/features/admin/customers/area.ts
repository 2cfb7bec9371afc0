import { adminArea } from '../shared/area';

/** The Customers tab of the back office. */
export const customersArea = adminArea({ value: 'customers', label: 'Customers', permission: 'customers' }, () =>
  import('./customers-panel').then((m) => m.CustomersPanel),
);
