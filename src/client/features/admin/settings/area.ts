import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Settings tab of the back office. */
export const settingsArea = adminArea({ value: 'settings', label: msg('Settings'), permission: 'settings' }, () =>
  import('./settings-panel').then((m) => m.SettingsPanel),
);
