import { adminArea } from '../shared/area';

/** The Mail tab of the back office. */
export const mailArea = adminArea({ value: 'mail', label: 'Mail', permission: 'mail' }, () =>
  import('./mail-panel').then((m) => m.MailPanel),
);
