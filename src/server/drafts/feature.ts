import type { Feature } from '../http/feature';
import { draftRoutes } from './routes';

export const draftsFeature = {
  name: 'drafts',
  routes: [draftRoutes],
} satisfies Feature;
