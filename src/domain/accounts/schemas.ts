import { emailSchema as email, fullNameSchema, guestIdSchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { isSingleLine } from '../shared/text';
import { z } from '../shared/zod';

const password = z
  .string({ message: 'Password must be at least 6 characters' })
  .min(6, 'Password must be at least 6 characters')
  .max(200, 'Password must be at most 200 characters');

export const loginSchema = z.object({
  email,
  password,
  guestId: guestIdSchema.optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  fullName: fullNameSchema,
  username: z
    .string({ message: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(40, 'Username must be at most 40 characters')
    .regex(/^[\p{L}\p{N}._-]+$/u, 'Username may use letters, digits, dots, dashes and underscores'),
  email,
  password,
  guestId: guestIdSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long`)
    .refine(isSingleLine, `${label} must be on one line`)
    .nullish()
    .transform((v) => (v ? v : null));

export const profileSchema = z.object({
  fullName: fullNameSchema,
  phone: optionalText(40, 'Phone').refine(
    (v) => v === null || /^[+\d][\d\s().-]{4,}$/.test(v),
    'Please enter a valid phone number',
  ),
  dateOfBirth: optionalText(10, 'Date of birth').refine(
    (v) => v === null || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)) && Date.parse(v) < Date.now()),
    'Please enter a valid date of birth',
  ),
  country: optionalText(100, 'Country'),
  address: optionalText(200, 'Address'),
  city: optionalText(100, 'City'),
  postalCode: optionalText(20, 'Postal code'),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ message: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(200),
  newPassword: password,
});

/** The browser's form adds the confirmation field, which must match the new password. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** POST /api/auth/password-reset: answered 202 whether or not an account has this e-mail. */
export const passwordResetRequestSchema = z.object({ email });

/** POST /api/auth/password-reset/confirm: the token from the mailed link, and the new password. */
export const passwordResetConfirmSchema = z.object({
  token: z
    .string({ message: 'This reset link is not valid' })
    .min(1, 'This reset link is not valid')
    .max(200, 'This reset link is not valid'),
  newPassword: password,
});

/** The reset page's form adds the confirmation field. */
export const passwordResetFormSchema = passwordResetConfirmSchema
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] });

/** The user as the API shows it: never any password material. */
export const userSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  createdAt: timestampSchema,
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  subscriptionStatus: z.string(),
});
export type User = z.infer<typeof userSchema>;
export const userListSchema = z.array(userSchema);
/** GET /api/admin/users: a page of the accounts, newest first; `q` finds part of a name, e-mail or username (accents and case ignored). */
export const userListQuerySchema = pagedQuery({
  q: z.string().trim().max(100, 'Search is at most 100 characters').optional(),
});

export const subscriptionSchema = z.object({
  status: z.enum(['active', 'inactive']),
  plan: z.string().nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
