import type { Feature } from '../http/feature';
import { wishlistRoutes } from './routes';

export const wishlistFeature = {
  name: 'wishlist',
  routes: [wishlistRoutes],
} satisfies Feature;
