import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Mail tab of the back office. */
export const mailArea = adminArea({ value: 'mail', label: msg('Mail'), permission: 'mail' }, () =>
  import('./mail-panel').then((m) => m.MailPanel),
);
