import { infiniteQueryOptions } from '@tanstack/react-query';
import type { CartTotals } from '@/domain/cart/cart';
import { getUserOrders } from '@/domain/api/orders';
import type { Order } from '@/domain/orders/schemas';
import { type Cents, lineGross } from '@/domain/shared/money';
import { minorOf } from './format';
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

/**
 * The order's subtotal, shipping and total in minor units of its currency (by its ISO 4217 exponent: a yen
 * order has no cents; decision 070), as the totals block shows them.
 */
export function orderTotals(
  order: Pick<Order, 'subtotal' | 'discount' | 'shipping' | 'total' | 'items' | 'currency'> &
    Partial<Pick<Order, 'gift'>>,
): CartTotals {
  const minor = (major: number) => minorOf(major, order.currency);
  return {
    subtotal: minor(order.subtotal),
    discount: minor(order.discount),
    shipping: minor(order.shipping),
    total: minor(order.total),
    itemCount: orderItemCount(order),
    ...(order.gift && order.gift.wrapPrice > 0 ? { giftWrap: minor(order.gift.wrapPrice) } : {}),
  };
}

/** The VAT inside an order's total as charged: its rate (basis points) and amount; undefined on orders placed before VAT was recorded. */
export function orderVat(
  order: Pick<Order, 'tax' | 'taxRate' | 'currency'>,
): { rateBp: number; amount: Cents } | undefined {
  if (order.tax === null || order.taxRate === null) return undefined;
  return { rateBp: Math.round(order.taxRate * 10_000), amount: minorOf(order.tax, order.currency) };
}

/**
 * A line's net, VAT and gross (price × quantity) in minor units of its order's `currency` as charged, with its
 * rate; undefined before VAT was recorded.
 */
export function lineVat(
  line: Pick<Order['items'][number], 'price' | 'quantity' | 'tax' | 'taxRate'>,
  currency: string,
): { net: Cents; tax: Cents; gross: Cents; rateBp: number } | undefined {
  if (line.tax === null || line.taxRate === null) return undefined;
  const gross = lineGross(minorOf(line.price, currency), line.quantity);
  const tax = minorOf(line.tax, currency);
  return { net: gross - tax, tax, gross, rateBp: Math.round(line.taxRate * 10_000) };
}
