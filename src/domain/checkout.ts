import { z } from './zod';

/** Shipping Information (spec §5): one schema for the checkout form and the server. */
export const shippingDetailsSchema = z.object({
  fullName: z.string({ message: 'Full name is required' }).trim().min(3, 'Full name is required').max(120, 'Full name is too long'),
  email: z.string({ message: 'Invalid email address' }).trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  address: z.string({ message: 'Address is required' }).trim().min(5, 'Address is required').max(200, 'Address is too long'),
  city: z.string({ message: 'City is required' }).trim().min(2, 'City is required').max(100, 'City is too long'),
  postalCode: z.string({ message: 'Postal code is required' }).trim().min(3, 'Postal code is required').max(20, 'Postal code is too long'),
  country: z.string({ message: 'Country is required' }).trim().min(2, 'Country is required').max(100, 'Country is too long'),
});
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/** POST /api/orders. `total`, `status`, `paymentStatus` and `items` are accepted and ignored. */
export const createOrderSchema = z.object({
  guestId: z.string().optional(),
  shippingDetails: shippingDetailsSchema,
  paymentIntentId: z.string().max(200).optional(),
  total: z.unknown().optional(),
  status: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
  items: z.unknown().optional(),
});

export const createPaymentIntentSchema = z.object({
  guestId: z.string().optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string({ message: 'paymentIntentId is required' }).min(1, 'paymentIntentId is required').max(200),
  orderId: z.number({ message: 'orderId must be a number' }).int().positive().max(2_147_483_647),
});

export const orderStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStatuses = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface OrderLine {
  name: string;
  quantity: number;
  price: number;
  perfumeId: number | null;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
}

export interface Order {
  id: number;
  userId: number | null;
  guestId: string | null;
  total: number;
  subtotal: number;
  shipping: number;
  currency: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  isTestPayment: boolean;
  createdAt: string;
  items: OrderLine[];
  shippingDetails: ShippingDetails;
}

// ---- Cards (the simulated provider's form) ----

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(cardNumber: string): boolean {
  const digits = digitsOnly(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** MM/YY, not before the current month. */
export function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const cardSchema = z.object({
  cardNumber: z.string({ message: 'Your card number is invalid.' }).refine(luhnValid, 'Your card number is invalid.'),
  expiry: z.string({ message: 'Your card’s expiration date is invalid.' }).refine((v) => expiryValid(v), 'Your card’s expiration date is invalid.'),
  cvc: z.string({ message: 'Your card’s security code is invalid.' }).regex(/^\d{3,4}$/, 'Your card’s security code is invalid.'),
});
export type CardInput = z.infer<typeof cardSchema>;

export const simulatedConfirmSchema = cardSchema.extend({
  clientSecret: z.string({ message: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
});

/** The test cards of the simulated provider (DESIGN.md §4). */
export const DECLINED_TEST_CARD = '4000000000000002';
