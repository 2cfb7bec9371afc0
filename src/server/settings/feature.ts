import type { Feature } from '../http/feature';
import { settingsAdminRoutes } from './routes';

export const settingsFeature = {
  name: 'settings',
  adminRoutes: [settingsAdminRoutes],
} satisfies Feature;
