import type { Feature } from '../http/feature';
import { reviewAdminRoutes, reviewRoutes } from './routes';

export const reviewsFeature = {
  name: 'reviews',
  routes: [reviewRoutes],
  adminRoutes: [reviewAdminRoutes],
} satisfies Feature;
