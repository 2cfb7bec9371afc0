import { describe, expect, it } from 'vitest';
import { errorMessages } from '@/domain/shared/errors';
import { apiErrorOf } from '@/client/lib/api';
import { requestFailure, resetFailure } from './password-reset';

const answer = (status: number, body: unknown) => apiErrorOf(status, 'Status', JSON.stringify(body));

describe('requestFailure', () => {
  it('puts a refused e-mail under its field', () => {
    const error = answer(400, {
      message: 'Invalid email address',
      code: 'VALIDATION',
      errors: [{ path: 'email', message: 'Invalid email address' }],
    });
    expect(requestFailure(error)).toEqual({ field: 'email', message: 'Invalid email address' });
  });

  it("says the server's words for too many requests", () => {
    expect(requestFailure(answer(429, { message: errorMessages.RATE_LIMITED, code: 'RATE_LIMITED' }))).toEqual({
      message: errorMessages.RATE_LIMITED,
    });
  });

  it('asks to try again after a server or network failure', () => {
    expect(requestFailure(answer(500, { message: 'Internal Server Error', code: 'INTERNAL' })).message).toMatch(
      /try again in a moment/,
    );
    expect(requestFailure(new TypeError('Failed to fetch')).message).toMatch(/try again in a moment/);
  });
});

describe('resetFailure', () => {
  it.each(['RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED'] as const)(
    '%s: the link will not do, in the server’s words',
    (code) => {
      expect(resetFailure(answer(400, { message: errorMessages[code], code }))).toEqual({
        kind: 'link',
        message: errorMessages[code],
      });
      // Without words, the code's own.
      expect(resetFailure(answer(400, { code }))).toEqual({ kind: 'link', message: errorMessages[code] });
    },
  );

  it('a refused new password goes under its field', () => {
    const error = answer(400, {
      message: 'Password must be at least 6 characters',
      code: 'VALIDATION',
      errors: [{ path: 'newPassword', message: 'Password must be at least 6 characters' }],
    });
    expect(resetFailure(error)).toEqual({
      kind: 'field',
      field: 'newPassword',
      message: 'Password must be at least 6 characters',
    });
  });

  it('a malformed token is a link that will not do', () => {
    const error = answer(400, {
      message: 'x',
      code: 'VALIDATION',
      errors: [{ path: 'token', message: 'This reset link is not valid' }],
    });
    expect(resetFailure(error)).toEqual({ kind: 'link', message: errorMessages.RESET_LINK_INVALID });
  });

  it('anything else is said above the form', () => {
    expect(resetFailure(answer(429, { message: errorMessages.RATE_LIMITED, code: 'RATE_LIMITED' }))).toEqual({
      kind: 'message',
      message: errorMessages.RATE_LIMITED,
    });
    expect(resetFailure(answer(500, { message: 'Internal Server Error', code: 'INTERNAL' })).kind).toBe('message');
    expect(resetFailure(new TypeError('Failed to fetch')).kind).toBe('message');
  });
});
