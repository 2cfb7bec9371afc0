/*
 * The second factor's codes as people type them (decision 065): a six-digit code from an
 * authenticator app (TOTP, RFC 6238), or one of ten single-use recovery codes such as `7hk2m-xq9pd`.
 * No zod here: the sign-in form and the account page read it, and so does the server.
 */

/** How many recovery codes an account is given at a time. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The recovery codes' letters: lower-case base 32 without i, l, o and u (Crockford's), so nothing
 * reads as another character. 32 of them: a random byte's five low bits pick one without bias.
 */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

/** Characters in a recovery code, dash left out (50 bits); shown as two groups of five. */
export const RECOVERY_CODE_LENGTH = 10;

/** Whether the text is a code from the app: six digits, spaces allowed (`123 456`). */
export function isAppCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/\s+/g, ''));
}

/** The six digits of an app code, without the spaces people type or paste. */
export function appCodeDigits(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * A recovery code as typed, in the form it was made in: lower case, without spaces or dashes, and the
 * letters mistaken for digits read as those digits (o → 0, i and l → 1). Undefined when it cannot be one.
 */
export function normaliseRecoveryCode(text: string): string | undefined {
  const code = text
    .toLowerCase()
    .replace(/[\s\-\u2010-\u2015]+/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
  if (code.length !== RECOVERY_CODE_LENGTH) return undefined;
  for (const c of code) if (!RECOVERY_CODE_ALPHABET.includes(c)) return undefined;
  return code;
}

/** A recovery code as shown: `7hk2m-xq9pd`. */
export function formatRecoveryCode(code: string): string {
  const half = RECOVERY_CODE_LENGTH / 2;
  return `${code.slice(0, half)}-${code.slice(half)}`;
}

/** A secret as shown for typing into an app by hand: groups of four (`JBSW Y3DP EHPK 3PXP`). */
export function groupSecret(secret: string): string {
  return (secret.match(/.{1,4}/g) ?? []).join(' ');
}
