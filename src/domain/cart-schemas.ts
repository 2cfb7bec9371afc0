import { MAX_QUANTITY, MIN_QUANTITY } from './cart';
import { z } from './zod';

/** `guest_` + a UUID (or the spec's fallback `guest_{timestamp}`). */
export const guestIdSchema = z
  .string({ message: 'guestId must be a string' })
  .regex(/^guest_[A-Za-z0-9-]{1,64}$/, 'guestId must look like guest_… (letters, digits and dashes)');

const quantitySchema = z
  .number({ message: 'Quantity must be a number' })
  .int('Quantity must be a whole number')
  .min(MIN_QUANTITY, `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`)
  .max(MAX_QUANTITY, `Quantity must be between ${MIN_QUANTITY} and ${MAX_QUANTITY}`);

/**
 * POST /api/cart. Catalogue lines name a perfume; custom lines carry the design in
 * `customDetails`. `customPrice` is accepted for compatibility and ignored: the server prices.
 */
export const addCartItemSchema = z.object({
  guestId: guestIdSchema.optional(),
  perfumeId: z.number({ message: 'perfumeId must be a number or null' }).int().positive().max(2_147_483_647).nullable().optional(),
  quantity: quantitySchema.default(1),
  isCustom: z.boolean({ message: 'isCustom must be true or false' }).default(false),
  customName: z.string().max(200, 'Custom name is too long').nullable().optional(),
  customPrice: z.unknown().optional(),
  customDetails: z.record(z.string(), z.unknown(), { message: 'customDetails must be an object' }).nullable().optional(),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;

export const updateCartItemSchema = z.object({ quantity: quantitySchema, guestId: guestIdSchema.optional() });

export const guestQuerySchema = z.object({ guestId: guestIdSchema.optional() });

