import type { Feature } from '../http/feature';
import { webhookAdminRoutes } from './routes';

export const webhooksFeature = {
  name: 'webhooks',
  adminRoutes: [webhookAdminRoutes],
} satisfies Feature;
