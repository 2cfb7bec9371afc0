import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@/domain/accounts/roles';
import type { StaffMember } from '@/domain/accounts/staff';
import { listAudit } from '@/domain/api/admin';
import { inviteStaff, listStaff, removeStaff, resendInvitation, updateStaff } from '@/domain/api/staff';
import { call, fetcher } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** The staff and the open invitations, owners first: a short list, read whole. */
const staffQuery = queryOptions({ queryKey: queryKeyOf(listStaff), queryFn: fetcher(listStaff) });

export const useStaff = () => useQuery(staffQuery);

/** After a change: the member as the server now holds them at once, then the list and the activity log afresh. */
function useAfterChange() {
  const qc = useQueryClient();
  return (changed?: StaffMember) => {
    if (changed) qc.setQueryData(staffQuery.queryKey, (list) => list?.map((m) => (m.id === changed.id ? changed : m)));
    void qc.invalidateQueries({ queryKey: staffQuery.queryKey });
    void invalidate(qc, listAudit);
  };
}

export function useInviteStaff() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (body: { email: string; role: StaffRole }) => call(inviteStaff, { body }),
    onSuccess: () => after(),
  });
}

export function useUpdateStaff() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: number; role?: StaffRole; status?: 'active' | 'suspended' }) =>
      call(updateStaff, { params: { id }, body }),
    onSuccess: after,
  });
}

export function useRemoveStaff() {
  const after = useAfterChange();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(removeStaff, { params: { id } }),
    onSuccess: (_answer, id) => {
      qc.setQueryData(staffQuery.queryKey, (list) => list?.filter((m) => m.id !== id));
      after();
    },
  });
}

export function useResendInvitation() {
  const after = useAfterChange();
  return useMutation({
    mutationFn: (id: number) => call(resendInvitation, { params: { id } }),
    onSuccess: after,
  });
}
