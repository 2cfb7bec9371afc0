import { adminArea } from '../shared/area';

/** The Activity tab of the back office. */
export const activityArea = adminArea({ value: 'activity', label: 'Activity', permission: 'activity' }, () =>
  import('./activity-panel').then((m) => m.ActivityPanel),
);
