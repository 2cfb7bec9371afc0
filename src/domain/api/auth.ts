import {
  accountExportSchema,
  changePasswordSchema,
  deleteAccountSchema,
  loginAnswerSchema,
  loginSchema,
  recoveryCodesSchema,
  sessionListSchema,
  twoFactorChangeBodySchema,
  twoFactorCodeBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  verifyEmailSchema,
  passwordResetCheckSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  registerSchema,
  resetLinkSchema,
  subscriptionSchema,
  userSchema,
} from '../accounts/schemas';
import { messageSchema, noContentSchema } from '../shared/fields';
import { sessionIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Auth';

export const register = endpoint({
  method: 'POST',
  path: '/api/auth/register',
  tag,
  summary: 'Opens an account (it does not sign in); a guest cart named by `guestId` joins it.',
  body: registerSchema,
  responses: { 201: userSchema },
  errors: { 409: ['EMAIL_TAKEN', 'USERNAME_TAKEN', 'ACCOUNT_TAKEN'], 429: ['RATE_LIMITED'] },
});

export const login = endpoint({
  method: 'POST',
  path: '/api/auth/login',
  tag,
  summary:
    'Signs in with a new session cookie; a guest cart named by `guestId` joins the account. An account with a second factor answers `{ twoFactorRequired: true }` and no session: the code goes to `POST /api/auth/login/2fa`.',
  body: loginSchema,
  responses: { 200: loginAnswerSchema },
  errors: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_DEACTIVATED'], 429: ['RATE_LIMITED'] },
});

export const loginSecondFactor = endpoint({
  method: 'POST',
  path: '/api/auth/login/2fa',
  tag,
  summary:
    'Finishes a sign-in that asked for a second factor: a code from the authenticator app or a recovery code (once). Codes are throttled like passwords.',
  body: twoFactorCodeBodySchema,
  responses: { 200: userSchema },
  errors: {
    400: ['TWO_FACTOR_CODE_INVALID'],
    401: ['TWO_FACTOR_CHALLENGE_EXPIRED'],
    403: ['ACCOUNT_DEACTIVATED'],
    429: ['RATE_LIMITED'],
  },
});

export const setUpTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth/2fa/setup',
  tag,
  summary:
    'Starts setting up a second factor, with the current password: a new secret and its `otpauth://` address (the QR code). Nothing changes at sign-in until a first code enables it. A wrong password counts as a failed sign-in of the account.',
  auth: 'user',
  body: twoFactorSetupBodySchema,
  responses: { 200: twoFactorSetupSchema },
  errors: { 400: ['WRONG_CURRENT_PASSWORD'], 409: ['TWO_FACTOR_ALREADY_ON'], 429: ['RATE_LIMITED'] },
});

export const enableTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth/2fa/enable',
  tag,
  summary:
    "Turns the second factor on with the current password and a first code from the app; answers ten single-use recovery codes, shown once. The account's other sessions end. Wrong passwords and codes count as failed sign-ins of the account.",
  auth: 'user',
  body: twoFactorChangeBodySchema,
  responses: { 200: recoveryCodesSchema },
  errors: {
    400: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_CODE_INVALID'],
    409: ['TWO_FACTOR_ALREADY_ON', 'TWO_FACTOR_NOT_STARTED'],
    429: ['RATE_LIMITED'],
  },
});

export const disableTwoFactor = endpoint({
  method: 'POST',
  path: '/api/auth/2fa/disable',
  tag,
  summary:
    'Turns the second factor off, with the current password and a code (or a recovery code); its recovery codes end with it.',
  auth: 'user',
  body: twoFactorChangeBodySchema,
  responses: { 204: noContentSchema },
  errors: {
    400: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_CODE_INVALID'],
    409: ['TWO_FACTOR_OFF'],
    429: ['RATE_LIMITED'],
  },
});

export const renewRecoveryCodes = endpoint({
  method: 'POST',
  path: '/api/auth/2fa/recovery-codes',
  tag,
  summary: 'Ten new recovery codes, with the current password and a code; the old ones stop working.',
  auth: 'user',
  body: twoFactorChangeBodySchema,
  responses: { 200: recoveryCodesSchema },
  errors: {
    400: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_CODE_INVALID'],
    409: ['TWO_FACTOR_OFF'],
    429: ['RATE_LIMITED'],
  },
});

export const verifyEmail = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email',
  tag,
  summary:
    "Confirms an account's address with the mailed link's token (once, for three days): its sample credits and guest orders of that address reach it from then on.",
  body: verifyEmailSchema,
  responses: { 200: messageSchema },
  errors: { 400: ['VERIFY_LINK_INVALID', 'VERIFY_LINK_EXPIRED', 'VERIFY_LINK_USED'] },
});

export const resendVerification = endpoint({
  method: 'POST',
  path: '/api/auth/verify-email/resend',
  tag,
  summary: 'Mails the signed-in account a new link to confirm its address; the links mailed before stop working.',
  auth: 'user',
  responses: { 202: messageSchema },
  errors: { 409: ['EMAIL_ALREADY_VERIFIED'], 429: ['RATE_LIMITED'] },
});

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  tag,
  summary: 'Ends the session, if there is one.',
  responses: { 204: noContentSchema },
});

export const requestPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset',
  tag,
  summary: 'Mails a link to choose a new password when an account uses the address; the answer is the same either way.',
  body: passwordResetRequestSchema,
  responses: { 202: messageSchema },
  errors: { 429: ['RATE_LIMITED'] },
});

export const checkPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset/check',
  tag,
  summary:
    "Whether a mailed reset link still works, without using it (the token in the body, never in a URL): the account's address, masked, or why not. Unknown tokens count as guesses per address, as at the reset.",
  body: passwordResetCheckSchema,
  responses: { 200: resetLinkSchema },
  errors: { 400: ['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED'], 429: ['RATE_LIMITED'] },
});

export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  tag,
  summary:
    "Sets a new password with a mailed link's token, and ends every session of the account. Unknown tokens count as guesses per address.",
  body: passwordResetConfirmSchema,
  responses: { 200: messageSchema },
  errors: { 400: ['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED'], 429: ['RATE_LIMITED'] },
});

export const getCurrentUser = endpoint({
  method: 'GET',
  path: '/api/auth/user',
  tag,
  summary: 'The signed-in user.',
  auth: 'user',
  responses: { 200: userSchema },
});

export const updateProfile = endpoint({
  method: 'PUT',
  path: '/api/user/profile',
  tag,
  summary:
    "Sets the signed-in user's name, phone, date of birth, address and language (one of the shop's); answers the user.",
  auth: 'user',
  body: profileSchema,
  responses: { 200: userSchema },
});

export const changePassword = endpoint({
  method: 'PUT',
  path: '/api/user/password',
  tag,
  summary:
    "Changes the signed-in user's password, and ends their other sessions; a wrong current password counts as a failed sign-in of the account.",
  auth: 'user',
  body: changePasswordSchema,
  responses: { 200: messageSchema },
  errors: { 400: ['WRONG_CURRENT_PASSWORD'], 429: ['RATE_LIMITED'] },
});

export const getSubscription = endpoint({
  method: 'GET',
  path: '/api/user/subscription',
  tag,
  summary: "The signed-in user's subscription status and plan.",
  auth: 'user',
  responses: { 200: subscriptionSchema },
});

export const listSessions = endpoint({
  method: 'GET',
  path: '/api/user/sessions',
  tag,
  summary:
    "The signed-in account's devices (its live sessions), the one asking marked `current`, most recently seen first.",
  auth: 'user',
  responses: { 200: sessionListSchema },
});

export const endSession = endpoint({
  method: 'DELETE',
  path: '/api/user/sessions/:id',
  tag,
  summary: "Signs one of the account's devices out.",
  auth: 'user',
  params: sessionIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['SESSION_NOT_FOUND'] },
});

export const endOtherSessions = endpoint({
  method: 'DELETE',
  path: '/api/user/sessions',
  tag,
  summary: 'Signs every other device of the account out; the one asking stays signed in.',
  auth: 'user',
  responses: { 204: noContentSchema },
});

export const exportAccount = endpoint({
  method: 'GET',
  path: '/api/user/export',
  tag,
  summary: 'Everything the shop holds about the signed-in person, as one JSON file to download.',
  auth: 'user',
  responses: { 200: accountExportSchema },
});

export const deleteAccount = endpoint({
  method: 'DELETE',
  path: '/api/user',
  tag,
  summary:
    'Deletes the signed-in account (its password, and a code when a second factor is on): sessions, creations, wishlist, drafts and profile go; orders stay for the books as "Deleted customer", issued invoices as they were.',
  auth: 'user',
  body: deleteAccountSchema,
  responses: { 200: messageSchema },
  errors: {
    400: ['WRONG_CURRENT_PASSWORD', 'TWO_FACTOR_CODE_INVALID'],
    409: ['ORDERS_IN_PROGRESS', 'LAST_OWNER'],
    429: ['RATE_LIMITED'],
  },
});
