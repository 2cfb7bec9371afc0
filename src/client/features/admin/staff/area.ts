import { adminArea } from '../shared/area';

/** The Staff tab of the back office. */
export const staffArea = adminArea({ value: 'staff', label: 'Staff', permission: 'staff', headed: true }, () =>
  import('./staff-panel').then((m) => m.StaffPanel),
);
