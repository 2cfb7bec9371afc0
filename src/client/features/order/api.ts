import { queryOptions, useQuery } from '@tanstack/react-query';
import { placeOrder } from '@/domain/api/checkout';
import { getOrderPage } from '@/domain/api/orders';
import { fetcher } from '@/client/lib/api';
import { queryKeyOf } from '@/client/lib/query-keys';

/** Every order page's cache entry starts with the orders' path (`/api/orders`, where they are placed). */

/**
 * GET /api/orders/{id}?key={key}: the order for the holder of its key, or (without a key) for its
 * signed-in owner; anyone else gets 404. The key goes to this call and nowhere else.
 */
const orderPageQuery = (id: number, key: string | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(placeOrder, id, key ?? null),
    queryFn: fetcher(getOrderPage, { params: { orderId: id }, query: { key } }),
  });

export const useOrderPage = (id: number, key: string | undefined) => useQuery(orderPageQuery(id, key));
