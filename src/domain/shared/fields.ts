import { isSingleLine } from './text';
import { z } from './zod';
import { msg } from '../i18n/translator';

/** The fields several payloads share, written once. */

export const emailSchema = z
  .string({ message: msg('Invalid email address') })
  .trim()
  .max(254, msg('Invalid email address'))
  .pipe(z.email(msg('Invalid email address')));

/**
 * One rule for a person's full name, on the account and on the shipping form: at least 3
 * characters (the shipping form's rule), so a name saved on the profile always passes checkout.
 */
export const fullNameSchema = z
  .string({ message: msg('Full name is required') })
  .trim()
  .min(3, msg('Full name is required'))
  .max(120, msg('Full name is too long'))
  .refine(isSingleLine, msg('Full name must be on one line'));

/**
 * The browser's own cart identity while signed out: `guest_` and at least 22 characters of
 * base64url (128 random bits, or a UUID), so nobody can guess another shopper's cart.
 */
export const guestIdSchema = z
  .string({ message: 'guestId must be a string' })
  .regex(
    /^guest_[A-Za-z0-9_-]{22,64}$/,
    'guestId must be guest_ followed by at least 22 random letters, digits, - or _',
  );

/** A request that may name a guest's cart (ignored once the session is signed in). */
export const guestQuerySchema = z.object({ guestId: guestIdSchema.optional() });

/** Major-unit money in answers (`"price": 145`): the server converts from cents in one place. */
export const moneySchema = z.number();

/** An ISO 8601 timestamp in answers. */
export const timestampSchema = z.string();

/** `{ message }`: what an action with nothing else to say answers. */
export const messageSchema = z.object({ message: z.string() });

/** A 204 answer: no body. */
export const noContentSchema = z.null();
