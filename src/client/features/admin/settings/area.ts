import { adminArea } from '../shared/area';

/** The Settings tab of the back office. */
export const settingsArea = adminArea({ value: 'settings', label: 'Settings', permission: 'settings' }, () =>
  import('./settings-panel').then((m) => m.SettingsPanel),
);
