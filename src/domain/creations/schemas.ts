import { lineSizes } from '../samples/samples';
import { refillRequestSchema } from '../refills/schemas';
import { customNameSchema } from '../lifestyle/schemas';
import { moneySchema, timestampSchema } from '../shared/fields';
import { msg } from '../i18n/translator';
import { z } from '../shared/zod';

/** A shopper keeps at most this many creations. */
export const MAX_CREATIONS = 100;

const creationKinds = ['lifestyle', 'bespoke'] as const;
export type CreationKind = (typeof creationKinds)[number];

/** The custom cart line type a creation's details carry. */
export const detailsTypeOf: Record<CreationKind, string> = { lifestyle: 'lifestyle', bespoke: 'bespoke-perfume' };

/** `details` is exactly what a custom cart line's customDetails holds: the server validates it with the cart's own rules. */
const detailsSchema = z.record(z.string(), z.unknown(), { message: msg('details must be an object') });

/** POST /api/user/creations. */
export const newCreationSchema = z.object({
  kind: z.enum(creationKinds, { message: msg("kind must be 'lifestyle' or 'bespoke'") }),
  name: customNameSchema,
  details: detailsSchema,
});
export type NewCreation = z.infer<typeof newCreationSchema>;

/** PUT /api/user/creations/{id}: a new name, a revised design, or both. */
export const creationUpdateSchema = z
  .object({ name: customNameSchema.optional(), details: detailsSchema.optional() })
  .refine((v) => v.name !== undefined || v.details !== undefined, msg('Send a name or details to change'));
export type CreationUpdate = z.infer<typeof creationUpdateSchema>;

/** POST /api/user/creations/{id}/cart. The body may be left out: a bottle. */
export const creationToCartSchema = z
  .object({
    size: z.enum(lineSizes, { message: msg("size must be 'bottle' or 'sample'") }).default('bottle'),
    /** A refill of the bottle (DESIGN §1 "Refills"): delivered every N weeks at the refill price. */
    refill: refillRequestSchema.optional(),
  })
  .optional();

export const creationSchema = z.object({
  id: z.number(),
  kind: z.enum(creationKinds),
  name: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** The bottle's price today (the server's), or null when it can no longer be made. */
  price: moneySchema.nullable(),
  /** Why it can no longer be made as it is (an ingredient archived…), or null. */
  problem: z.string().nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Creation = z.infer<typeof creationSchema>;
export const creationListSchema = z.array(creationSchema);
