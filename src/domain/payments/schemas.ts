import { moneySchema } from '../shared/fields';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';

/** POST /api/create-payment-intent: `amount` is the server's cart total, what the card will be charged. */
export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  amount: moneySchema,
  currency: z.string(),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** POST /api/confirm-payment: the provider's word on the intent (`succeeded` once the order is paid). */
export const paymentStatusSchema = z.object({ status: z.string() });

/** POST /api/payments/simulated/confirm. */
export const simulatedConfirmResultSchema = z.object({
  status: z.string(),
  paymentIntentId: z.string(),
  error: z.object({ message: z.string() }).optional(),
});

/** POST /api/stripe/webhook. */
export const webhookAckSchema = z.object({ received: z.literal(true) });

// ---- Cards (the simulated provider's form) ----

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
function luhnValid(cardNumber: string): boolean {
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
function expiryValid(expiry: string, now = new Date()): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

export const cardSchema = z.object({
  cardNumber: z
    .string({ message: msg('Your card number is invalid.') })
    .refine(luhnValid, msg('Your card number is invalid.')),
  expiry: z
    .string({ message: msg('Your card’s expiration date is invalid.') })
    .refine((v) => expiryValid(v), msg('Your card’s expiration date is invalid.')),
  cvc: z
    .string({ message: msg('Your card’s security code is invalid.') })
    .regex(/^\d{3,4}$/, msg('Your card’s security code is invalid.')),
});
export type CardInput = z.infer<typeof cardSchema>;

export const simulatedConfirmSchema = cardSchema.extend({
  clientSecret: z.string({ message: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
});

/** POST /api/payments/simulated/authenticate: the off-session charge waiting for its card holder's confirmation. */
export const simulatedAuthenticateSchema = z.object({
  clientSecret: z.string({ message: 'clientSecret is required' }).min(1, 'clientSecret is required').max(200),
});

/** POST /api/payments/simulated/setup: the card kept, once the setup succeeded. */
export const simulatedSetupResultSchema = z.object({
  status: z.string(),
  setupId: z.string(),
  error: z.object({ message: z.string() }).optional(),
});

/** The simulated provider declines this test card; 4242 4242 4242 4242 and any other valid number succeed. */
export const DECLINED_TEST_CARD = '4000000000000002';
/** Kept by the simulated provider, this test card pays the first order and declines every off-session renewal. */
export const RENEWAL_DECLINED_TEST_CARD = '4000000000000341';
/** Kept by the simulated provider, this test card pays the first order and asks its holder to confirm each renewal (3-D Secure). */
export const AUTHENTICATION_TEST_CARD = '4000002760003184';
