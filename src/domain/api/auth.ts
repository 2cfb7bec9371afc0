import {
  changePasswordSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  profileSchema,
  registerSchema,
  subscriptionSchema,
  userSchema,
} from '../accounts/schemas';
import { messageSchema, noContentSchema } from '../shared/fields';
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
  summary: 'Signs in with a new session cookie; a guest cart named by `guestId` joins the account.',
  body: loginSchema,
  responses: { 200: userSchema },
  errors: { 401: ['INVALID_CREDENTIALS'], 403: ['ACCOUNT_DEACTIVATED'], 429: ['RATE_LIMITED'] },
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

export const confirmPasswordReset = endpoint({
  method: 'POST',
  path: '/api/auth/password-reset/confirm',
  tag,
  summary: "Sets a new password with a mailed link's token, and ends every session of the account.",
  body: passwordResetConfirmSchema,
  responses: { 200: messageSchema },
  errors: { 400: ['RESET_LINK_INVALID', 'RESET_LINK_USED', 'RESET_LINK_EXPIRED'] },
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
  summary: "Sets the signed-in user's name, phone, date of birth and address; answers the user.",
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
