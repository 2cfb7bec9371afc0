import { z } from './zod';

/** `?limit=&offset=` of the admin's newest-first lists. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1, 'limit must be between 1 and 500')
    .max(500, 'limit must be between 1 and 500')
    .default(100),
  offset: z.coerce.number().int().min(0, 'offset must be 0 or more').max(10_000_000).default(0),
});
