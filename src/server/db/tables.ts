/**
 * Every table of the shop, gathered from the features that own them (each feature's schema.ts): what
 * the Drizzle client is typed with, and what the seed writes. A feature's repo imports its own tables
 * from its schema.ts (another feature's only for a join listed in eslint.config.js), never from here.
 */
export * from '../atelier/schema';
export * from '../audit/schema';
export * from '../auth/schema';
export * from '../cart/schema';
export * from '../catalogue/schema';
export * from '../creations/schema';
export * from '../customers/schema';
export * from '../drafts/schema';
export * from '../gift-cards/schema';
export * from '../house-pages/schema';
export * from '../images/schema';
export * from '../mail/schema';
export * from '../marketing/schema';
export * from '../markets/schema';
export * from '../orders/schema';
export * from '../payments/schema';
export * from '../promotions/schema';
export * from '../reviews/schema';
export * from '../sales/schema';
export * from '../refills/schema';
export * from '../samples/schema';
export * from '../settings/schema';
export * from '../shipping/schema';
export * from '../staff/schema';
export * from '../users/schema';
export * from '../webhooks/schema';
export * from '../wishlist/schema';
