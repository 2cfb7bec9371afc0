import { z } from 'zod';
import type { Cents } from './money';

export const SHIPPING_CENTS: Cents = 1200;
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 10;

/** Flat shipping when anything is bought, nothing otherwise. */
export function shippingFor(subtotal: Cents): Cents {
  return subtotal > 0 ? SHIPPING_CENTS : 0;
}

export function clampQuantity(value: unknown): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
  if (!Number.isFinite(n)) return MIN_QUANTITY;
  return Math.min(MAX_QUANTITY, Math.max(MIN_QUANTITY, Math.trunc(n)));
}

export interface PricedLine {
  unitPrice: Cents;
  quantity: number;
}

export interface CartTotals {
  subtotal: Cents;
  shipping: Cents;
  total: Cents;
  itemCount: number;
}

export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let subtotal = 0;
  let itemCount = 0;
  for (const l of lines) {
    subtotal += l.unitPrice * l.quantity;
    itemCount += l.quantity;
  }
  const shipping = shippingFor(subtotal);
  return { subtotal, shipping, total: subtotal + shipping, itemCount };
}

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

export const cartLineIdParam = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, 'Cart item id must be a positive whole number')
    .transform(Number)
    .refine((n) => n <= 2_147_483_647, 'Cart item id is out of range'),
});

export const guestQuerySchema = z.object({ guestId: guestIdSchema.optional() });

/** A cart line as GET /api/cart answers it (money in major units). */
export interface CartLine {
  id: number;
  quantity: number;
  isCustom: boolean;
  perfumeId: number | null;
  customName: string | null;
  /** The server's unit price of a custom line. */
  customPrice: number | null;
  customDetails: Record<string, unknown> | null;
  /** Unit price of the line, whatever its kind. */
  price: number;
  /** Display name of the line (the perfume's or the custom one). */
  name: string;
}
