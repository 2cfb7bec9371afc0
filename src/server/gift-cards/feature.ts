import type { Feature } from '../http/feature';
import { giftCardRoutes } from './routes';

export const giftCardsFeature = {
  name: 'gift-cards',
  routes: [giftCardRoutes],
} satisfies Feature;
