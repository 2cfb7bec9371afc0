import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { addOrderNote, listOrderNotes } from '@/domain/api/customers';
import { call, fetcher } from '@/client/lib/api';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** An order's internal notes, newest first. */
export const useOrderNotes = (orderId: number) =>
  useQuery({
    queryKey: queryKeyOf(listOrderNotes, orderId),
    queryFn: fetcher(listOrderNotes, { params: { id: orderId } }),
    staleTime: 0,
  });

/** Adds a note to the order; its notes and the activity are read again. */
export function useAddOrderNote(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(addOrderNote, { params: { id: orderId }, body: { body } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: queryKeyOf(listOrderNotes, orderId) });
      void invalidate(qc, listAudit);
    },
  });
}
