import { msg } from '@/domain/i18n/translator';
import { adminArea } from '../shared/area';

/** The Reviews tab of the back office. */
export const reviewsArea = adminArea({ value: 'reviews', label: msg('Reviews'), permission: 'reviews' }, () =>
  import('./reviews-panel').then((m) => m.ReviewsPanel),
);
