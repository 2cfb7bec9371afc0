import { useMutation, useQueryClient } from '@tanstack/react-query';
import { confirmPasswordReset, requestPasswordReset } from '@/domain/api/auth';
import type { EndpointInput } from '@/domain/api/endpoint';
import { call } from '@/client/lib/api';
import { currentUserQuery } from '@/client/lib/use-auth';

/** POST /api/auth/password-reset: 202 whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestPasswordReset>['body']) =>
      call(requestPasswordReset, { body: input }),
  });
}

/** POST /api/auth/password-reset/confirm. A new password ends every session: whoever was signed in here is asked again. */
export function useConfirmPasswordReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof confirmPasswordReset>['body']) =>
      call(confirmPasswordReset, { body: input }),
    onSuccess: () => qc.resetQueries({ queryKey: currentUserQuery().queryKey }),
  });
}
