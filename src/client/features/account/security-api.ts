import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteAccount, endOtherSessions, endSession, exportAccount, listSessions } from '@/domain/api/auth';
import type { EndpointInput } from '@/domain/api/endpoint';
import { call, fetcher } from '@/client/lib/api';
import { forgetSignedInUser } from '@/client/lib/use-auth';
import { queryKeyOf } from '@/client/lib/query-keys';

/** The account's signed-in devices, the one asking marked. */
export const sessionsQuery = () =>
  queryOptions({ queryKey: queryKeyOf(listSessions), queryFn: fetcher(listSessions), staleTime: 0 });

/** Signs one device out (204); the list is read again. */
export function useEndSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endSession, { params: { id } }),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}

/** Signs every other device out (204); this one stays signed in. */
export function useEndOtherSessions() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(endOtherSessions),
    onSettled: () => qc.invalidateQueries({ queryKey: sessionsQuery().queryKey }),
  });
}

/**
 * Everything the shop holds about the signed-in person, saved as a JSON file named as the server
 * names it (`maison-lumiere-data-YYYY-MM-DD.json`).
 */
export async function downloadAccountData(): Promise<void> {
  const data = await call(exportAccount);
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `maison-lumiere-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the address is let go after.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Deletes the account (its password, and a code with a second factor); the browser forgets it at once. */
export function useDeleteAccount() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointInput<typeof deleteAccount>['body']) => call(deleteAccount, { body }),
    onSuccess: () => forgetSignedInUser(qc),
  });
}
