import type { Feature } from '../http/feature';
import { customerAdminRoutes } from './routes';

export const customersFeature = {
  name: 'customers',
  adminRoutes: [customerAdminRoutes],
} satisfies Feature;
