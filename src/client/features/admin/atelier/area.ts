import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Atelier tab of the back office. */
export const atelierArea = adminArea({ value: 'atelier', label: msg('Atelier'), permission: 'atelier' }, () =>
  import('./atelier-panel').then((m) => m.AtelierPanel),
);
