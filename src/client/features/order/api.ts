import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderPage } from '@/domain/checkout';
import { getJson } from '@/client/lib/api';

const ORDERS_PATH = '/api/orders';

/**
 * GET /api/orders/{id}?key={key}: the order for the holder of its key, or (without a key) for its
 * signed-in owner; anyone else gets 404. The key goes to this call and nowhere else.
 */
const orderPageQuery = (id: number, key: string | undefined) => {
  const url = key ? `${ORDERS_PATH}/${id}?key=${encodeURIComponent(key)}` : `${ORDERS_PATH}/${id}`;
  return queryOptions({ queryKey: [ORDERS_PATH, id, key ?? null] as const, queryFn: getJson<OrderPage>(url) });
};

export const useOrderPage = (id: number, key: string | undefined) => useQuery(orderPageQuery(id, key));
