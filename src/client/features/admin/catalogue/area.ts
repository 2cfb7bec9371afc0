import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Catalogue tab of the back office. */
export const catalogueArea = adminArea({ value: 'catalogue', label: msg('Catalogue'), permission: 'catalogue' }, () =>
  import('./catalogue-panel').then((m) => m.CataloguePanel),
);
