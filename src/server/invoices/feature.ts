import type { Feature } from '../http/feature';
import { invoiceAdminRoutes, invoiceRoutes } from './routes';

export const invoicesFeature = {
  name: 'invoices',
  routes: [invoiceRoutes],
  adminRoutes: [invoiceAdminRoutes],
} satisfies Feature;
