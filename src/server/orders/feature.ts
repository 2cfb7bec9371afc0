import type { Feature } from '../http/feature';
import { bookAdminRoutes } from './book-routes';
import { orderNoteAdminRoutes } from './note-routes';
import { returnAdminRoutes, returnRoutes } from './return-routes';
import { orderRoutes } from './routes';

export const ordersFeature = {
  name: 'orders',
  routes: [orderRoutes, returnRoutes],
  adminRoutes: [returnAdminRoutes, orderNoteAdminRoutes, bookAdminRoutes],
} satisfies Feature;
