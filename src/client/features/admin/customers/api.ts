import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listAudit } from '@/domain/api/admin';
import { addCustomerNote, getAdminCustomer, getAdminGuestCustomer, listAdminCustomers } from '@/domain/api/customers';
import { call, fetcher } from '@/client/lib/api';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/**
 * A page of the customers (the accounts but the staff's, and the guest buyers), newest first, narrowed
 * by `q` (part of a name, e-mail or username; accents and case ignored).
 */
export const useAdminCustomers = (q: string | undefined, cursor: PageCursor) =>
  usePagedRows(pagedList(listAdminCustomers, { q }, cursor));

/** A guest buyer's page: who they are on their latest order, their orders and figures. */
export const useAdminGuestCustomer = (id: number) =>
  useQuery({
    queryKey: queryKeyOf(getAdminGuestCustomer, id),
    queryFn: fetcher(getAdminGuestCustomer, { params: { id } }),
    staleTime: 0,
  });

const customerKey = (id: number) => queryKeyOf(getAdminCustomer, id);

/** A customer's page: the account, orders, figures, returns and the house's notes. */
export const useAdminCustomer = (id: number) =>
  useQuery({ queryKey: customerKey(id), queryFn: fetcher(getAdminCustomer, { params: { id } }), staleTime: 0 });

/** Adds a note about the customer; their page and the activity are read again. */
export function useAddCustomerNote(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => call(addCustomerNote, { params: { id }, body: { body } }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: customerKey(id) });
      void invalidate(qc, listAudit);
    },
  });
}
