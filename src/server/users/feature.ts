import type { Feature } from '../http/feature';
import { userAdminRoutes } from './routes';

export const usersFeature = {
  name: 'users',
  adminRoutes: [userAdminRoutes],
} satisfies Feature;
