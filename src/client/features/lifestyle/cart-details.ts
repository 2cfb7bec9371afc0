import type { GeneratedPerfume } from '@/domain/lifestyle/lifestyle';

/**
 * A lifestyle result as a custom cart line's `customDetails` carries it (POST /api/cart) and as
 * "My creations" keeps it: the recommendation under the name the shopper gave it. The server
 * re-validates it and sets the price.
 */
export const lifestyleCartDetails = (perfume: GeneratedPerfume, name: string): Record<string, unknown> => ({
  ...perfume,
  name,
});
