import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Returns tab of the back office. */
export const returnsArea = adminArea({ value: 'returns', label: msg('Returns'), permission: 'returns' }, () =>
  import('./returns-panel').then((m) => m.ReturnsPanel),
);
