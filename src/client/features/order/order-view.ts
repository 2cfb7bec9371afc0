import type { OrderPage, OrderStatus } from '@/domain/orders/schemas';
import { isApiError } from '@/client/lib/api';

/** The order id of `/orders/:id`: a positive whole number, else null (the page is then not found). */
export function orderIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Why the order could not be shown. A 404 (ORDER_NOT_FOUND: no such order, a wrong key, someone
 * else's order) and a 400 (a key the server refuses to read) both mean "not found"; anything
 * else is a failure worth a retry.
 */
export function orderLoadFailure(error: unknown): 'not-found' | 'failed' {
  if (
    isApiError(error) &&
    (error.code === 'ORDER_NOT_FOUND' || error.code === 'NOT_FOUND' || error.code === 'VALIDATION')
  )
    return 'not-found';
  if (isApiError(error, 404)) return 'not-found';
  return 'failed';
}

export interface HistoryStep {
  status: OrderStatus;
  /** What happened: "Order placed", then the status's own word. */
  label: string;
  at: string;
  /** The step the order is at now (the last one). */
  current: boolean;
}

/**
 * The status history as the page tells it, oldest first: the first entry is the order being
 * placed; each later one is named by its status (`labels`, the badges' words).
 */
export function historySteps(history: OrderPage['statusHistory'], labels: Record<OrderStatus, string>): HistoryStep[] {
  return history.map((entry, i) => ({
    status: entry.status,
    label: i === 0 && entry.status === 'pending' ? 'Order placed' : (labels[entry.status] ?? entry.status),
    at: entry.at,
    current: i === history.length - 1,
  }));
}
