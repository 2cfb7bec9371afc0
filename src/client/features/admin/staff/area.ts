import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Staff tab of the back office. */
export const staffArea = adminArea({ value: 'staff', label: msg('Staff'), permission: 'staff', headed: true }, () =>
  import('./staff-panel').then((m) => m.StaffPanel),
);
