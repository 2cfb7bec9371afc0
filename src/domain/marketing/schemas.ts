import { msg } from '../i18n/translator';
import { guestIdSchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';

/*
 * Marketing consent and the abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent"): the box's words,
 * what the unsubscribe link and the reminder's link back to the cart send, and a person's consent as their data
 * export lists it.
 */

/** The words beside the unticked box at checkout and in the account; the history keeps them as shown. */
export const CONSENT_WORDS = msg('E-mail me about new perfumes and offers');

/** `marketingConsent` of POST /api/orders and PUT /api/user/profile: ticked or not. */
export const marketingConsentSchema = z.boolean({ message: 'marketingConsent must be true or false' });

/** The random token of a mailed link (an unsubscribe link, a cart's link back). */
const linkToken = z
  .string()
  .min(16)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

/** GET and POST /api/marketing/unsubscribe: the link's token, in its query. */
export const unsubscribeQuerySchema = z.object({ token: linkToken.optional() });

/**
 * POST /api/marketing/unsubscribe's body: nothing, RFC 8058's one-click form (`List-Unsubscribe=One-Click`), or the
 * confirmation page's form, which may carry the token instead of the query.
 */
export const unsubscribeBodySchema = z
  .object({ token: linkToken.optional(), 'List-Unsubscribe': z.string().max(100).optional() })
  .optional();

/** The unsubscribe link's pages: HTML in the house's look, in the language of the mail that carried the link. */
export const unsubscribePageSchema = z.string().describe('An HTML page (`text/html`)');

/** POST /api/cart/restore: the reminder's link back to a cart, opened in the shopper's current cart. */
export const restoreCartSchema = z.object({
  token: z.string({ message: msg('This link does not lead to a cart.') }).max(100),
  guestId: guestIdSchema.optional(),
});

/** One answer of an address to the box, as its owner's data export lists it. */
const consentRecordSchema = z.object({
  action: z.enum(['granted', 'withdrawn']),
  /** Where: the checkout's box, the account's, or a mail's unsubscribe link. */
  source: z.enum(['checkout', 'account', 'unsubscribe']),
  email: z.string(),
  /** The words shown, in the language shown. */
  wording: z.string(),
  locale: z.string(),
  at: timestampSchema,
});

/** The export's `marketing`: whether the account's address receives marketing mail now, and every answer, oldest first. */
export const consentExportSchema = z.object({
  consent: z.boolean(),
  history: z.array(consentRecordSchema),
});
export type ConsentExport = z.infer<typeof consentExportSchema>;
