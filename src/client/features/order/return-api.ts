import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { placeOrder } from '@/domain/api/checkout';
import { listOrderReturns, requestReturn } from '@/domain/api/returns';
import type { ReturnRequest } from '@/domain/returns/schemas';
import { call, fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/** The order's returns (under the order pages' key, `/api/orders`, beside the page itself). */
const orderReturnsQuery = (orderId: number, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(placeOrder, orderId, key ?? null, 'returns'),
    queryFn: fetcher(listOrderReturns, { params: { orderId }, query: { key } }),
  });

/** Asked only of a delivered order (`enabled`): before delivery there is none. */
export const useOrderReturns = (orderId: number, key: string | undefined, enabled: boolean) =>
  useQuery({ ...orderReturnsQuery(orderId, key), enabled });

/** Asks for a return; the order's returns are read again once it is made. */
export function useRequestReturn(orderId: number, key: string | undefined) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnRequest) => call(requestReturn, { params: { orderId }, query: { key }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: orderReturnsQuery(orderId, key).queryKey }),
  });
}
