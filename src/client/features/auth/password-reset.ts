import { errorMessages } from '@/domain/shared/errors';
import { isApiError } from '@/client/lib/api';
import { serverFieldError } from '@/client/components/form/server-errors';
import { msg } from '@/domain/i18n/translator';

/**
 * What the forgot-password page says once the request is in: the same whether or not the account exists.
 * The messages here are in English, translated where they are shown (`t(message)`); the server's own words
 * come in the page's language already.
 */
export const RESET_LINK_SENT = msg(
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.',
);

const TRY_AGAIN = msg('We could not reach the Maison just now. Please try again in a moment.');

/** Why asking for a reset link failed, in words for the shopper (429 and the like: the server's own). */
export function requestFailure(error: unknown): { field?: 'email'; message: string } {
  if (isApiError(error) && error.code === 'VALIDATION') {
    const email = serverFieldError(error, 'email');
    if (email) return { field: 'email', message: email.message };
  }
  if (isApiError(error) && error.status < 500) return { message: error.serverMessage ?? TRY_AGAIN };
  return { message: TRY_AGAIN };
}

const LINK_CODES = ['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED'] as const;

export type ResetFailure =
  /** The link itself will not do (not valid, expired, used): only a new one helps. */
  | { kind: 'link'; message: string }
  /** The new password was refused: the message goes under its field. */
  | { kind: 'field'; field: 'newPassword'; message: string }
  /** Anything else: said above the form, which stays. */
  | { kind: 'message'; message: string };

/** Reads the answer of POST /api/auth/password-reset/confirm when it is not a 200. */
export function resetFailure(error: unknown): ResetFailure {
  if (!isApiError(error)) return { kind: 'message', message: TRY_AGAIN };
  const code = error.code;
  if (code && (LINK_CODES as readonly string[]).includes(code)) {
    return { kind: 'link', message: error.serverMessage ?? errorMessages[code] };
  }
  if (code === 'VALIDATION') {
    const password = serverFieldError(error, 'newPassword');
    if (password) return { kind: 'field', field: 'newPassword', message: password.message };
    // The token is the only other field: a malformed one is a link that will not do.
    if (serverFieldError(error, 'token')) return { kind: 'link', message: errorMessages.RESET_LINK_INVALID };
  }
  if (error.status < 500) return { kind: 'message', message: error.serverMessage ?? TRY_AGAIN };
  return { kind: 'message', message: TRY_AGAIN };
}
