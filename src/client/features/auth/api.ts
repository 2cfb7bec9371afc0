import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkPasswordReset, confirmPasswordReset, requestPasswordReset } from '@/domain/api/auth';
import type { EndpointInput } from '@/domain/api/endpoint';
import { call } from '@/client/lib/api';
import { currentUserQuery } from '@/client/lib/use-auth';
import { queryKeyOf } from '@/client/lib/query-keys';

/** POST /api/auth/password-reset: 202 whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof requestPasswordReset>['body']) =>
      call(requestPasswordReset, { body: input }),
  });
}

/**
 * POST /api/auth/password-reset/check: whether the link still works (the account's address, masked)
 * or why not, asked once as the page opens; `enabled` false once the form has had its answer.
 */
export function useResetLinkCheck(token: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf(checkPasswordReset, token),
    queryFn: () => call(checkPasswordReset, { body: { token } }),
    enabled: token !== '' && enabled,
    retry: false,
    staleTime: Infinity,
    // Asked afresh on each visit: a link good a minute ago may be spent now.
    gcTime: 0,
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
