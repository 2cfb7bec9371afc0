import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Activity tab of the back office. */
export const activityArea = adminArea({ value: 'activity', label: msg('Activity'), permission: 'activity' }, () =>
  import('./activity-panel').then((m) => m.ActivityPanel),
);
