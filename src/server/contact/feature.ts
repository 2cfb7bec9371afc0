import type { Feature } from '../http/feature';
import { contactRoutes } from './routes';

export const contactFeature = {
  name: 'contact',
  routes: [contactRoutes],
} satisfies Feature;
