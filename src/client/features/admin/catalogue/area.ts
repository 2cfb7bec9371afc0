import { adminArea } from '../shared/area';

/** The Catalogue tab of the back office. */
export const catalogueArea = adminArea({ value: 'catalogue', label: 'Catalogue', permission: 'catalogue' }, () =>
  import('./catalogue-panel').then((m) => m.CataloguePanel),
);
