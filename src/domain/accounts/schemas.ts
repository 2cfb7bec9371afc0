import { emailSchema as email, fullNameSchema, guestIdSchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { isSingleLine } from '../shared/text';
import { PERMISSIONS, STAFF_ROLES } from './roles';
import { z } from '../shared/zod';
import { msg } from '../i18n/translator';
import { countryCodeOf } from '../shipping/countries';
import { normalisePostcode, postcodeProblem } from '../addresses/postcodes';
import { regionCode, regionRule } from '../addresses/regions';
import { isLocale } from '../i18n/locales';
import { consentExportSchema, marketingConsentSchema } from '../marketing/schemas';

const password = z
  .string({ message: msg('Password must be at least 6 characters') })
  .min(6, msg('Password must be at least 6 characters'))
  .max(200, msg('Password must be at most 200 characters'));

export const loginSchema = z.object({
  email,
  password,
  guestId: guestIdSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  fullName: fullNameSchema,
  username: z
    .string({ message: msg('Username must be at least 3 characters') })
    .trim()
    .min(3, msg('Username must be at least 3 characters'))
    .max(40, msg('Username must be at most 40 characters'))
    .regex(/^[\p{L}\p{N}._-]+$/u, msg('Username may use letters, digits, dots, dashes and underscores')),
  email,
  password,
  guestId: guestIdSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** An optional line of text, with the words of its two errors (too long, more than one line). */
const optionalText = (max: number, tooLong: string, oneLine: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine(isSingleLine, oneLine)
    .nullish()
    .transform((v) => (v ? v : null));

export const profileSchema = z
  .object({
    fullName: fullNameSchema,
    phone: optionalText(40, msg('Phone is too long'), msg('Phone must be on one line')).refine(
      (v) => v === null || /^[+\d][\d\s().-]{4,}$/.test(v),
      msg('Please enter a valid phone number'),
    ),
    dateOfBirth: optionalText(10, msg('Date of birth is too long'), msg('Date of birth must be on one line')).refine(
      (v) =>
        v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now()),
      msg('Please enter a valid date of birth'),
    ),
    country: optionalText(100, msg('Country is too long'), msg('Country must be on one line')),
    address: optionalText(200, msg('Address is too long'), msg('Address must be on one line')),
    address2: optionalText(200, msg('Address line 2 is too long'), msg('Address line 2 must be on one line')),
    city: optionalText(100, msg('City is too long'), msg('City must be on one line')),
    region: optionalText(100, msg('Region is too long'), msg('Region must be on one line')),
    postalCode: optionalText(20, msg('Postal code is too long'), msg('Postal code must be on one line')),
    /** The account's language (its mails speak it): one of the shop's (LOCALES); left as it is when absent. */
    locale: z
      .string({ message: msg('Please choose a language') })
      .refine(isLocale, msg('Please choose a language'))
      .optional(),
    /** The box "E-mail me about new perfumes and offers": ticked grants, unticked withdraws; left as it is when absent. */
    marketingConsent: marketingConsentSchema.optional(),
  })
  // A postal code given is checked against its country's pattern, as at checkout (issue #43); none is required here.
  .superRefine((profile, ctx) => {
    const country = profile.country ? countryCodeOf(profile.country) : undefined;
    if (!country || !profile.postalCode) return;
    const message = postcodeProblem(country, profile.postalCode);
    if (message) ctx.addIssue({ code: 'custom', path: ['postalCode'], message });
  })
  .transform((profile) => {
    const country = profile.country ? countryCodeOf(profile.country) : undefined;
    return {
      ...profile,
      postalCode: profile.postalCode === null ? null : normalisePostcode(country, profile.postalCode),
      // A region left from a country that names none is no region.
      region: profile.region === null || (country && !regionRule(country)) ? null : regionCode(country, profile.region),
    };
  });
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: msg('Current password is required') })
    .min(1, msg('Current password is required'))
    .max(200),
  newPassword: password,
});

/** The browser's form adds the confirmation field, which must match the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg('Passwords do not match'),
    path: ['confirmPassword'],
  });

/** POST /api/auth/password-reset: answered 202 whether or not an account has this e-mail. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/auth/password-reset/confirm: the token from the mailed link, and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: msg('This reset link is not valid') })
    .min(1, msg('This reset link is not valid'))
    .max(200, msg('This reset link is not valid')),
  newPassword: password,
});

/** POST /api/auth/password-reset/check: the token from the mailed link, checked without being used. */
export const passwordResetCheckSchema = passwordResetConfirmSchema.pick({ token: true });

/**
 * A reset link that still works: the account's address, masked (`a•••e@example.com`), so the
 * shopper knows which account the new password is for, and whoever holds the link learns no more.
 */
export const resetLinkSchema = z.object({ email: z.string() });

/** The reset page's form adds the confirmation field. */
export const passwordResetFormSchema = passwordResetConfirmSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg('Passwords do not match'),
    path: ['confirmPassword'],
  });

/** The user as the API shows it: never any password material. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** The second address line (issue #43). */
  address2: z.string().nullable(),
  city: z.string().nullable(),
  /** State, province or prefecture, where the country uses one (a listed one by its code: `TX`). */
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  /**
   * The account's language (a code of LOCALES): its mails speak it. Set at sign-up from the page's
   * language, changed in the profile only. The server always sends it (optional for answers stored before).
   */
  locale: z.string().optional(),
  createdAt: timestampSchema,
  /** True for any active staff member, whatever the role (the spec's redirect to the back office). */
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  subscriptionStatus: z.string(),
  /** Whether the address was confirmed by its mailed link. */
  emailVerified: z.boolean(),
  /** Whether sign-in asks for a code after the password. */
  twoFactorEnabled: z.boolean(),
  /** Whether the address receives marketing mail (the profile's box); answered by GET /api/auth/user and PUT /api/user/profile. */
  marketingConsent: z.boolean().optional(),
  /** The staff role of an active staff member; null for a customer. */
  role: z.enum(STAFF_ROLES).nullable(),
  /** What the role may do in the back office (empty for a customer). */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** A staff member who must set up a second factor before the back office answers them. */
  twoFactorSetupRequired: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A sign-in of an account with a second factor: no session yet, the code is asked next. */
const twoFactorChallengeSchema = z.object({ twoFactorRequired: z.literal(true) });
/** POST /api/auth/login: the user, signed in; or the question for the second factor. */
export const loginAnswerSchema = z.union([userSchema, twoFactorChallengeSchema]);

/** A six-digit code from an authenticator app, or a recovery code (`abcde-12345`). */
const twoFactorCodeSchema = z
  .string({ message: msg('Please enter the code') })
  .trim()
  .min(6, msg('Please enter the 6-digit code or a recovery code'))
  .max(20, msg('Please enter the 6-digit code or a recovery code'));

export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema });

/** The account's current password, asked again before something that only its holder may do. */
const currentPasswordSchema = z
  .string({ message: msg('Please enter your password') })
  .min(1, msg('Please enter your password'))
  .max(200);

/**
 * POST /api/auth/2fa/setup: the current password. A session alone (a stolen cookie) never starts a
 * second factor: once on, it would keep the account's owner out.
 */
export const twoFactorSetupBodySchema = z.object({ password: currentPasswordSchema });
/** POST /api/auth/2fa/enable, /disable and /recovery-codes: the current password and a code. */
export const twoFactorChangeBodySchema = z.object({ password: currentPasswordSchema, code: twoFactorCodeSchema });
export const twoFactorSetupSchema = z.object({
  /** Base32, as an authenticator app takes it typed in. */
  secret: z.string(),
  /** `otpauth://totp/…`: what the QR code holds. */
  otpauthUrl: z.string(),
});
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });

const token = (message: string) => z.string({ message }).min(1, message).max(200, message);

/** POST /api/auth/verify-email: the token from the mailed link. */
export const verifyEmailSchema = z.object({ token: token(msg('This confirmation link is not valid')) });

/** A signed-in device, as the Security section lists it. */
const sessionInfoSchema = z.object({
  id: z.number(),
  createdAt: timestampSchema,
  lastSeenAt: timestampSchema,
  userAgent: z.string().nullable(),
  /** "Firefox on macOS", read from the User-Agent. */
  device: z.string(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListSchema = z.array(sessionInfoSchema);

/** DELETE /api/user: the password, and a code when a second factor is on. */
export const deleteAccountSchema = z.object({
  password: currentPasswordSchema,
  code: twoFactorCodeSchema.optional(),
});

/** GET /api/user/export: everything the shop holds about the signed-in person, by part. */
export const accountExportSchema = z.object({
  exportedAt: timestampSchema,
  profile: z.record(z.string(), z.unknown()),
  sessions: z.array(z.record(z.string(), z.unknown())),
  twoFactor: z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number() }),
  staff: z.record(z.string(), z.unknown()).nullable(),
  orders: z.array(z.record(z.string(), z.unknown())),
  returns: z.array(z.record(z.string(), z.unknown())),
  creations: z.array(z.record(z.string(), z.unknown())),
  wishlist: z.array(z.record(z.string(), z.unknown())),
  drafts: z.array(z.record(z.string(), z.unknown())),
  cart: z.array(z.record(z.string(), z.unknown())),
  /** The reviews the account wrote, whatever their status. */
  reviews: z.array(z.record(z.string(), z.unknown())),
  /** "Notify me" requests of the account's address, once it is confirmed. */
  stockNotifications: z.array(z.record(z.string(), z.unknown())),
  /** Marketing mail: the consent now and its history (the account's answers, and its confirmed address's). */
  marketing: consentExportSchema,
  mails: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const userListSchema = z.array(userSchema);
/** GET /api/admin/users: a page of the accounts, newest first; `q` finds part of a name, e-mail or username (accents and case ignored). */
export const userListQuerySchema = pagedQuery({
  q: z.string().trim().max(100, msg('Search is at most 100 characters')).optional(),
});

export const subscriptionSchema = z.object({
  status: z.enum(['active', 'inactive']),
  plan: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
