import type { Feature } from '../http/feature';
import { imageAdminRoutes, mediaRoutes } from './routes';

export const imagesFeature = {
  name: 'images',
  routes: [mediaRoutes],
  adminRoutes: [imageAdminRoutes],
} satisfies Feature;
