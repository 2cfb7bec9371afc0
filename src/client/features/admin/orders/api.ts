import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AdminOrder, AdminOrderSummary, OrderFilter } from '@/domain/orders/admin-schemas';
import {
  exportAdminOrders,
  getAdminDashboard,
  getAdminOrder,
  listAdminOrders,
  listAudit,
  listMails,
  refundOrder,
  setOrderStatus,
} from '@/domain/api/admin';
import { listAdminPerfumes } from '@/domain/api/admin-catalogue';
import { exportCreditNotes } from '@/domain/api/books';
import { urlOf } from '@/domain/api/endpoint';
import type { OrderStatus } from '@/domain/orders/schemas';
import type { Translator } from '@/domain/i18n/translator';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { call, errorMessage, fetcher, isApiError } from '@/client/lib/api';
import { invalidateStorefrontCatalogue } from '@/client/lib/catalogue-queries';
import { pagedList, usePagedRows, type PageCursor, type PagedData } from '../shared/paged-list';
import { invalidate, queryKeyOf } from '@/client/lib/query-keys';

/** A page of the orders (`status`, `from`, `to`, `customer`, `q`); the last page stays on screen while another loads. */
export const useAdminOrders = (filter: OrderFilter, cursor: PageCursor) =>
  usePagedRows(pagedList(listAdminOrders, filter, cursor));

/** The CSV export with the list's filters: the same orders, as a spreadsheet. */
export const ordersCsvUrl = (filter: OrderFilter) => urlOf(exportAdminOrders, { query: filter });

/** The credit notes issued in the list's date range (its other filters name orders, not credit notes), as a spreadsheet. */
export const creditNotesCsvUrl = ({ from, to }: OrderFilter) => urlOf(exportCreditNotes, { query: { from, to } });

/** One order with its payment and status history (under the orders' key: their invalidation reads it again). */
const adminOrderQuery = (id: number) =>
  queryOptions({
    queryKey: queryKeyOf(listAdminOrders, 'order', id),
    queryFn: fetcher(getAdminOrder, { params: { id } }),
    staleTime: 0,
  });

export const useAdminOrder = (id: number) => useQuery(adminOrderQuery(id));

/** After an order changed: its lists, its view, the figures, its mails and the activity log are read again. */
function refreshAfterOrderChange(qc: QueryClient) {
  // Not awaited: the controls are usable again while the lists refresh.
  void invalidate(qc, listAdminOrders, getAdminDashboard, listMails, listAudit);
}

/** The words of a refusal the admin can act on (409: "cannot ship an unpaid order"), else the spec's. */
export const statusFailure = (error: unknown, tr: Pick<Translator, 't'>) =>
  isApiError(error, 409)
    ? errorMessage(error, tr.t('Failed to update order status'))
    : tr.t('Failed to update order status');

/** Sets one order's status; on success the order lists and the dashboard figures are refreshed. */
export function useUpdateOrderStatus() {
  const qc = useQueryClient();
  const i18n = useI18n();
  return useMutation({
    mutationFn: ({
      orderId,
      ...body
    }: {
      orderId: number;
      status: OrderStatus;
      carrier?: string;
      trackingNumber?: string;
    }) => call(setOrderStatus, { params: { orderId }, body }),
    onSuccess: (change) => {
      // Show the new status at once in every list and view holding the order, then fetch the authoritative ones.
      qc.setQueriesData<PagedData<AdminOrderSummary>>({ queryKey: queryKeyOf(listAdminOrders, 'paged') }, (page) =>
        page
          ? { ...page, rows: page.rows.map((o) => (o.id === change.id ? { ...o, status: change.status } : o)) }
          : page,
      );
      qc.setQueryData<AdminOrder>(adminOrderQuery(change.id).queryKey, (order) =>
        order ? { ...order, status: change.status } : order,
      );
      toast({
        variant: 'success',
        title: i18n.t('Order updated'),
        description: i18n.t('Order status has been updated successfully'),
      });
      refreshAfterOrderChange(qc);
      // Cancelling or reopening an order gives bottles back or takes them.
      void invalidate(qc, listAdminPerfumes);
      void invalidateStorefrontCatalogue(qc);
    },
    onError: (error) => {
      toast({ variant: 'destructive', title: i18n.t('Update failed'), description: statusFailure(error, i18n) });
    },
  });
}

/**
 * Refunds lines and quantities of an order and its shipping (no `lines`: everything left): the money
 * goes back through its provider; the bottles return to stock if asked.
 */
export function useRefundOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({
      orderId,
      ...body
    }: {
      orderId: number;
      lines?: { lineId: number; quantity: number }[];
      shipping?: boolean;
      restock: boolean;
    }) => call(refundOrder, { params: { orderId }, body }),
    onSuccess: (result) => {
      qc.setQueryData<AdminOrder>(adminOrderQuery(result.id).queryKey, (order) =>
        order
          ? {
              ...order,
              status: result.status,
              paymentStatus: result.paymentStatus,
              refundedAt: result.refundedAt,
              refunded: result.refunded,
            }
          : order,
      );
      refreshAfterOrderChange(qc);
      if (result.restocked) {
        void invalidate(qc, listAdminPerfumes);
        void invalidateStorefrontCatalogue(qc);
      }
    },
  });
}
