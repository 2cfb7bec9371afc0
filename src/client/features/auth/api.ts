import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { passwordResetConfirmSchema, passwordResetRequestSchema } from '@/domain/auth';
import type { messageSchema } from '@/domain/fields';
import { apiRequest } from '@/client/lib/api';
import { currentUserQuery } from '@/client/lib/use-auth';

type Message = z.infer<typeof messageSchema>;

/** POST /api/auth/password-reset: 202 whether or not an account uses the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: z.infer<typeof passwordResetRequestSchema>) => apiRequest<Message>('POST', '/api/auth/password-reset', input),
  });
}

/** POST /api/auth/password-reset/confirm. A new password ends every session: whoever was signed in here is asked again. */
export function useConfirmPasswordReset() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: z.infer<typeof passwordResetConfirmSchema>) => apiRequest<Message>('POST', '/api/auth/password-reset/confirm', input),
    onSuccess: () => qc.resetQueries({ queryKey: currentUserQuery().queryKey }),
  });
}
