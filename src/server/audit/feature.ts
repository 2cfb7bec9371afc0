import type { Feature } from '../http/feature';
import { auditAdminRoutes } from './routes';

export const auditFeature = {
  name: 'audit',
  adminRoutes: [auditAdminRoutes],
} satisfies Feature;
