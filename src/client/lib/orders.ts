import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CartTotals } from '@/domain/cart/cart';
import { getUserOrders } from '@/domain/api/orders';
import type { Order } from '@/domain/orders/schemas';
import { toCents } from '@/domain/shared/money';
import { callPage } from './api';

/** Every user-orders cache entry starts with this path: checkout invalidates it after an order. */
export const USER_ORDERS_PATH = getUserOrders.path;

/** How many orders a shopper's list reads at a time: one with 500 orders opens as fast as one with 20. */
const USER_ORDERS_PAGE_SIZE = 20;

/**
 * GET /api/user/orders: the signed-in user's orders, newest first, a page at a time, each page after
 * the cursor the previous one answered (`x-next-cursor`). Keyed by user as well as path.
 */
export const userOrdersQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: [USER_ORDERS_PATH, userId] as const,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage(getUserOrders, { query: { limit: USER_ORDERS_PAGE_SIZE, after: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next,
  });

/** How many items an order holds (the quantities added up). */
export const orderItemCount = (order: Pick<Order, 'items'>) =>
  order.items.reduce((sum, line) => sum + line.quantity, 0);

/** The order's subtotal, shipping and total in cents, as the totals block shows them. */
export function orderTotals(order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total' | 'items'>): CartTotals {
  return {
    subtotal: toCents(order.subtotal),
    discount: toCents(order.discount),
    shipping: toCents(order.shipping),
    total: toCents(order.total),
    itemCount: orderItemCount(order),
  };
}
