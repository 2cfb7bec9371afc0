import { adminArea } from '../shared/area';

/** The Returns tab of the back office. */
export const returnsArea = adminArea({ value: 'returns', label: 'Returns', permission: 'returns' }, () =>
  import('./returns-panel').then((m) => m.ReturnsPanel),
);
