import type { Label } from './label';

/**
 * The atelier's work orders (decision 064): every paid custom line is weighed, left to macerate and
 * bottled, in that order, one step at a time. No zod here: the order page's bundle reads the words.
 */

export const workOrderStatuses = ['queued', 'compounding', 'macerating', 'bottled', 'cancelled'] as const;
export type WorkOrderStatus = (typeof workOrderStatuses)[number];

/** The atelier's steps, in order (`cancelled` is none: a refund or a cancellation sets it). */
export const workOrderSteps = [
  'queued',
  'compounding',
  'macerating',
  'bottled',
] as const satisfies readonly WorkOrderStatus[];

/** The step after `status`, or undefined when none follows (bottled, cancelled). */
export function nextWorkOrderStatus(status: WorkOrderStatus): WorkOrderStatus | undefined {
  const i = (workOrderSteps as readonly WorkOrderStatus[]).indexOf(status);
  return i >= 0 && i < workOrderSteps.length - 1 ? workOrderSteps[i + 1] : undefined;
}

/** Why a work order cannot go from `from` to `to`; null when it can (only to the next step). */
export function refusedWorkOrderMove(from: WorkOrderStatus, to: WorkOrderStatus): string | null {
  if (from === 'cancelled') return 'This work order was cancelled (its perfume was refunded or its order cancelled).';
  if (from === 'bottled') return 'This perfume is bottled: its work order is done.';
  const next = nextWorkOrderStatus(from)!;
  if (to !== next)
    return `A ${workOrderLabels[from].toLowerCase()} work order moves on to ${workOrderLabels[next].toLowerCase()} only.`;
  return null;
}

/** The back office's words for each status. */
export const workOrderLabels: Record<WorkOrderStatus, string> = {
  queued: 'Queued',
  compounding: 'Compounding',
  macerating: 'Macerating',
  bottled: 'Bottled',
  cancelled: 'Cancelled',
};

/** The shopper's words for where their perfume is, on the order page. */
export const workOrderProgress: Record<WorkOrderStatus, string> = {
  queued: 'Waiting for the perfumer',
  compounding: 'Being compounded',
  macerating: 'Resting for 2 weeks',
  bottled: 'Bottled',
  cancelled: 'Cancelled',
};

/** How long a made-to-order perfume takes by default, in days (the back office sets it). */
export const DEFAULT_MADE_TO_ORDER_DAYS = 21;
export const MAX_MADE_TO_ORDER_DAYS = 90;

/** "Made to order: ships in about 21 days". */
export const madeToOrderLine = (days: number) => `Made to order: ships in about ${days} days`;

/** The day a made-to-order perfume paid at `paidAt` is expected to ship. */
export function expectedShipDate(paidAt: Date, days: number): Date {
  return new Date(paidAt.getTime() + days * 24 * 60 * 60 * 1000);
}

/** What a work order keeps of its line: the perfume, how many bottles, and its label as it was paid. */
export type WorkOrderFormula = Omit<Label, 'ifraExcess'> & {
  name: string;
  uniqueCode: string;
  kind: 'bespoke' | 'lifestyle';
  quantity: number;
};
