import type { Feature } from '../http/feature';
import { catalogueFileAdminRoutes } from './routes';

export const catalogueFileFeature = {
  name: 'catalogue-file',
  adminRoutes: [catalogueFileAdminRoutes],
} satisfies Feature;
