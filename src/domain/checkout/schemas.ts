import { isLocale } from '../i18n/locales';
import { emailSchema, fullNameSchema, guestIdSchema } from '../shared/fields';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';
import { giftSchema } from '../gifts/schemas';
import { marketingConsentSchema } from '../marketing/schemas';
import { addressProblems, normaliseAddress } from '../addresses/address';
import { msg } from '../i18n/translator';

/** The fields of Shipping Information, before the rules that read the country (postal code, region). */
const shippingFieldsSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  address: z
    .string({ message: msg('Address is required') })
    .trim()
    .min(5, msg('Address is required'))
    .max(200, msg('Address is too long'))
    .refine(isSingleLine, msg('Address must be on one line')),
  /** A second address line (flat, building, c/o), optional (issue #43). */
  address2: z
    .string()
    .trim()
    .max(200, msg('Address line 2 is too long'))
    .refine(isSingleLine, msg('Address line 2 must be on one line'))
    .optional(),
  city: z
    .string({ message: msg('City is required') })
    .trim()
    .min(2, msg('City is required'))
    .max(100, msg('City is too long'))
    .refine(isSingleLine, msg('City must be on one line')),
  /** State, province, prefecture… where the country's addresses name one (`domain/addresses/regions`). */
  region: z
    .string()
    .trim()
    .max(100, msg('Region is too long'))
    .refine(isSingleLine, msg('Region must be on one line'))
    .optional(),
  /** Checked by country (`domain/addresses/postcodes`): none is asked where the post uses none. */
  postalCode: z
    .string({ message: msg('Postal code is required') })
    .trim()
    .max(20, msg('Postal code is too long'))
    .refine(isSingleLine, msg('Postal code must be on one line')),
  /** An ISO 3166-1 alpha-2 code (the form's list) or, from an older client, a country's English name: the server stores the code. */
  country: z
    .string({ message: msg('Country is required') })
    .trim()
    .min(2, msg('Country is required'))
    .max(100, msg('Country is too long'))
    .refine(isSingleLine, msg('Country must be on one line')),
  /** For the carrier, optional. */
  phone: z
    .string()
    .trim()
    .max(30, msg('Phone number is too long'))
    .regex(/^(\+?[0-9][0-9 ().-]{4,28})?$/, msg('Phone number may hold digits, spaces and + ( ) . - only'))
    .optional(),
});

/**
 * Shipping Information: one schema for the checkout form and the server, with the form's own
 * messages. The postal code is checked against the country's pattern and a state or province is
 * asked where the country uses one (issue #43); the answer is the address as kept (`normaliseAddress`).
 */
export const shippingDetailsSchema = shippingFieldsSchema
  .superRefine((details, ctx) => {
    for (const { field, message } of addressProblems(details)) ctx.addIssue({ code: 'custom', path: [field], message });
  })
  .transform((details) => normaliseAddress(details));
export type ShippingDetails = z.infer<typeof shippingDetailsSchema>;

/**
 * The buyer of an order of gift cards only (issue #43): a name and an e-mail, for the invoice and
 * the confirmation. Nothing travels, so no address, country or carrier's phone is asked.
 */
export const buyerSchema = shippingFieldsSchema.pick({ fullName: true, email: true });
export type Buyer = z.infer<typeof buyerSchema>;

/**
 * POST /api/orders. `total`, `status`, `paymentStatus` and `items` are accepted and ignored.
 * A cart with something to ship takes `shippingDetails` (and a method, a gift, billing details); a
 * cart of gift cards only takes `buyer` instead and refuses them all (400 SHIPPING_NOT_NEEDED).
 */
export const createOrderSchema = z.object({
  guestId: guestIdSchema.optional(),
  shippingDetails: shippingDetailsSchema.optional(),
  buyer: buyerSchema.optional(),
  paymentIntentId: z.string().max(200).optional(),
  /** A method of the country's zone (default: the zone's first). */
  shippingMethodId: z
    .number({ message: 'shippingMethodId must be a number' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
  total: z.unknown().optional(),
  status: z.unknown().optional(),
  paymentStatus: z.unknown().optional(),
  items: z.unknown().optional(),
  /** "This is a gift" (decision 063): a wrap priced by the server from the admin's setting, a message for the card. */
  gift: giftSchema.optional(),
  /** The buyer's, on the invoice (default: the shipping details, which are the recipient's). */
  billingDetails: shippingDetailsSchema.optional(),
  /** The language its mails and documents speak (default: the request's, `?lang=` or `Accept-Language`). */
  locale: z
    .string()
    .refine(isLocale, { message: msg('Choose a language the shop speaks.') })
    .optional(),
  /** The unticked box "E-mail me about new perfumes and offers", ticked: consent to marketing mail (unticked withdraws nothing). */
  marketingConsent: marketingConsentSchema.optional(),
});

export const createPaymentIntentSchema = z.object({
  guestId: guestIdSchema.optional(),
  /** Where the order goes, when known: the amount includes its method's shipping. */
  shippingMethodId: z
    .number({ message: 'shippingMethodId must be a number' })
    .int()
    .positive()
    .max(2_147_483_647)
    .optional(),
  country: z.string().trim().min(2).max(100).optional(),
  shippingDetails: z
    .object({ country: z.string().trim().min(2).max(100).optional() })
    .loose()
    .optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  /** The amount includes the gift wrap, priced by the server. */
  giftWrap: z.boolean().optional(),
});

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string({ message: 'paymentIntentId is required' }).min(1, 'paymentIntentId is required').max(200),
  orderId: z.number({ message: 'orderId must be a number' }).int().positive().max(2_147_483_647),
});
