import { madeToOrderLine, workOrderSteps, type WorkOrderStatus } from '@/domain/atelier/work-orders';
import type { OrderPage, OrderStatus } from '@/domain/orders/schemas';
import { isApiError } from '@/client/lib/api';
import { msg } from '@/domain/i18n/translator';

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
  /** What happened: "Order placed", then the status's own word (in English: the page translates it). */
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
    label: i === 0 && entry.status === 'pending' ? msg('Order placed') : (labels[entry.status] ?? entry.status),
    at: entry.at,
    current: i === history.length - 1,
  }));
}

/** The atelier's steps in the shopper's words (the back office says "Macerating"). */
const atelierStepTitles: Record<(typeof workOrderSteps)[number], string> = {
  queued: msg('Queued'),
  compounding: msg('Compounding'),
  macerating: msg('Resting'),
  bottled: msg('Bottled'),
};

interface AtelierStep {
  status: (typeof workOrderSteps)[number];
  title: string;
  /** Passed, the one the perfume is at now, or still to come. */
  state: 'done' | 'current' | 'upcoming';
}

/**
 * Where a made-to-order perfume is, as a tracker draws it: Queued → Compounding → Resting → Bottled,
 * the steps before its status done, its status current. Null for a cancelled one: it has no step.
 */
export function atelierSteps(status: WorkOrderStatus): AtelierStep[] | null {
  const at = (workOrderSteps as readonly WorkOrderStatus[]).indexOf(status);
  if (at < 0) return null;
  return workOrderSteps.map((step, i) => ({
    status: step,
    title: atelierStepTitles[step],
    state: i < at ? 'done' : i === at ? 'current' : 'upcoming',
  }));
}

/**
 * "Made to order: ships in about 21 days", and the day it is expected to ship once paid (an ISO
 * timestamp), while the order has yet to ship. Null once it has shipped or been cancelled, when every
 * made-to-order perfume in it was cancelled, and for an order without one.
 */
export function madeToOrderNote(
  order: Pick<OrderPage, 'status' | 'atelier'>,
): { line: string; expectedShipDate: string | null } | null {
  const atelier = order.atelier;
  if (!atelier || atelier.lines.length === 0) return null;
  if (order.status !== 'pending' && order.status !== 'processing') return null;
  if (atelier.lines.every((l) => l.status === 'cancelled')) return null;
  return { line: madeToOrderLine(atelier.madeToOrderDays), expectedShipDate: atelier.expectedShipDate };
}
