import type { Feature } from '../http/feature';
import { privacyRoutes } from './routes';

export const privacyFeature = {
  name: 'privacy',
  routes: [privacyRoutes],
} satisfies Feature;
