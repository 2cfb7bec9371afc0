import { useMutation, useQueryClient } from '@tanstack/react-query';
import { resendVerification, verifyEmail } from '@/domain/api/auth';
import { call } from './api';
import { currentUserQuery } from './use-auth';

/** POST /api/auth/verify-email: the mailed link's token. The signed-in user, if any, is read again (now confirmed). */
export function useVerifyEmail() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call(verifyEmail, { body: { token } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: currentUserQuery().queryKey }),
  });
}

/** POST /api/auth/verify-email/resend: a new link for the signed-in account (202), 429 past the hourly limits. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => call(resendVerification) });
}
