import { emailSchema, guestIdSchema, moneySchema, timestampSchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { GIFT_CARD_MAX_CENTS, GIFT_CARD_MIN_CENTS, isCodeShaped } from './gift-cards';
import { GIFT_CARD_FROM_MAX } from './card';
import { msg } from '../i18n/translator';
import { isLocale } from '../i18n/locales';

const MIN = GIFT_CARD_MIN_CENTS / 100;
const MAX = GIFT_CARD_MAX_CENTS / 100;

/** POST /api/cart's `giftCard`: a gift card for a recipient, mailed on its day once paid. */
export const giftCardPurchaseSchema = z.object({
  amount: z
    .number({ message: msg('The amount must be a number') })
    .int(msg('The amount must be a whole number'))
    .min(MIN, `A gift card is worth ${MIN} to ${MAX.toLocaleString('en-US')}`)
    .max(MAX, `A gift card is worth ${MIN} to ${MAX.toLocaleString('en-US')}`),
  recipientName: z
    .string({ message: msg("The recipient's name is required") })
    .trim()
    .min(1, msg("The recipient's name is required"))
    .max(120, msg("The recipient's name is too long"))
    .refine(isSingleLine, msg("The recipient's name must be on one line")),
  recipientEmail: emailSchema,
  message: z.string().trim().max(500, msg('The message is at most 500 characters')).optional(),
  /**
   * Whom the card is from, as the recipient reads it ("From …" on the card, in the mail's words); left out or
   * empty, the card is signed with the buyer's name (the order's).
   */
  fromName: z
    .string({ message: msg('The name on the card must be text') })
    .trim()
    .max(GIFT_CARD_FROM_MAX, msg('The name on the card is at most 80 characters'))
    .refine(isSingleLine, msg('The name on the card must be on one line'))
    .optional(),
  /** The day the recipient is mailed (YYYY-MM-DD); today when left out. */
  sendOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, msg('The delivery day must be a date (YYYY-MM-DD)'))
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), msg('The delivery day must be a date'))
    .optional(),
  /** The language the recipient's mail is written in (one of the shop's); the default language when left out. */
  recipientLocale: z
    .string({ message: msg('Choose a language the shop speaks.') })
    .refine(isLocale, msg('Choose a language the shop speaks.'))
    .optional(),
});
export type GiftCardPurchase = z.infer<typeof giftCardPurchaseSchema>;

const codeSchema = z
  .string({ message: msg('Enter the gift card code') })
  .max(40, msg('This is not a gift card code'))
  .refine(isCodeShaped, msg('A gift card code is 16 letters and digits (XXXX-XXXX-XXXX-XXXX)'));

/** PUT /api/cart/gift-card. */
export const applyGiftCardSchema = z.object({ guestId: guestIdSchema.optional(), code: codeSchema });

/** GET /api/gift-cards/balance?code= */
export const giftCardBalanceQuerySchema = z.object({ code: codeSchema });

export const giftCardBalanceSchema = z.object({
  balance: moneySchema,
  currency: z.string(),
  /** The code's last four characters, as shown. */
  last4: z.string(),
});

/** The gift card applied to a cart: what it holds and what it pays of the cart now. */
export const appliedGiftCardSchema = z.object({
  last4: z.string(),
  balance: moneySchema,
  /** What it pays of this cart's total. */
  applied: moneySchema,
  /** Its currency, the one it was bought in (decision 070): `balance` and `applied` are in it. */
  currency: z.string(),
  /** A refund of the order that bought it cancelled it: it pays nothing (decision 062). */
  cancelled: z.boolean(),
  /** Why it pays nothing although it has a balance (the cart is in another currency); null otherwise. */
  message: z.string().nullable(),
});
export type AppliedGiftCard = z.infer<typeof appliedGiftCardSchema>;

/**
 * A card an order bought, as its own page and the back office show it (issue #43): to whom, from whom, with
 * what words, on which day, and whether its mail has gone. Never its code.
 */
export const boughtGiftCardSchema = z.object({
  /** The order line that bought it. */
  lineId: z.number(),
  amount: moneySchema,
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.string().nullable(),
  /** The name the giver signed it with ("From"); null: none written, the card signed with the buyer's name. */
  fromName: z.string().nullable(),
  /** The day it is mailed (YYYY-MM-DD); null: as soon as it is paid. */
  sendOn: z.string().nullable(),
  /** When its mail went; null until then. */
  sentAt: timestampSchema.nullable(),
  /** A refund cancelled it (its mail withdrawn, or its code refused). */
  cancelled: z.boolean(),
});
export type BoughtGiftCard = z.infer<typeof boughtGiftCardSchema>;
