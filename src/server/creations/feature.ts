import type { Feature } from '../http/feature';
import { creationRoutes } from './routes';

export const creationsFeature = {
  name: 'creations',
  routes: [creationRoutes],
} satisfies Feature;
