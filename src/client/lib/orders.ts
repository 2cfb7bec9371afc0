import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CartTotals } from '@/domain/cart/cart';
import { getUserOrders } from '@/domain/api/orders';
import type { Order } from '@/domain/orders/schemas';
import { type Cents, lineGross } from '@/domain/shared/money';
import { centsOf } from './format';
import { callPage } from './api';
import { queryKeyOf } from './query-keys';

/** Every user-orders cache entry starts with this path: checkout invalidates it after an order. */

/** How many orders a shopper's list reads at a time: one with 500 orders opens as fast as one with 20. */
const USER_ORDERS_PAGE_SIZE = 20;

/**
 * GET /api/user/orders: the signed-in user's orders, newest first, a page at a time, each page after
 * the cursor the previous one answered (`x-next-cursor`). Keyed by user as well as path.
 */
export const userOrdersQuery = (userId: number) =>
  infiniteQueryOptions({
    queryKey: queryKeyOf(getUserOrders, userId),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) =>
      callPage(getUserOrders, { query: { limit: USER_ORDERS_PAGE_SIZE, after: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next,
  });

/** How many items an order holds (the quantities added up). */
export const orderItemCount = (order: Pick<Order, 'items'>) =>
  order.items.reduce((sum, line) => sum + line.quantity, 0);

/** The order's subtotal, shipping and total in cents, as the totals block shows them. */
export function orderTotals(
  order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total' | 'items'> & Partial<Pick<Order, 'gift'>>,
): CartTotals {
  return {
    subtotal: centsOf(order.subtotal),
    discount: centsOf(order.discount),
    shipping: centsOf(order.shipping),
    total: centsOf(order.total),
    itemCount: orderItemCount(order),
    ...(order.gift && order.gift.wrapPrice > 0 ? { giftWrap: centsOf(order.gift.wrapPrice) } : {}),
  };
}

/** The VAT inside an order's total as charged: its rate (basis points) and amount; undefined on orders placed before VAT was recorded. */
export function orderVat(order: Pick<Order, 'tax' | 'taxRate'>): { rateBp: number; amount: Cents } | undefined {
  if (order.tax === null || order.taxRate === null) return undefined;
  return { rateBp: Math.round(order.taxRate * 10_000), amount: centsOf(order.tax) };
}

/** A line's net, VAT and gross (price × quantity) in cents as charged, with its rate; undefined before VAT was recorded. */
export function lineVat(
  line: Pick<Order['items'][number], 'price' | 'quantity' | 'tax' | 'taxRate'>,
): { net: Cents; tax: Cents; gross: Cents; rateBp: number } | undefined {
  if (line.tax === null || line.taxRate === null) return undefined;
  const gross = lineGross(centsOf(line.price), line.quantity);
  const tax = centsOf(line.tax);
  return { net: gross - tax, tax, gross, rateBp: Math.round(line.taxRate * 10_000) };
}
