import { msg } from '../i18n/translator';
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

/**
 * Why a work order may not go on to another step than its next, a whole catalogue message per step (the
 * server says it in the staff member's language).
 */
const ONLY_NEXT: Record<Exclude<WorkOrderStatus, 'bottled' | 'cancelled'>, string> = {
  queued: msg('A queued work order moves on to compounding only.'),
  compounding: msg('A compounding work order moves on to macerating only.'),
  macerating: msg('A macerating work order moves on to bottled only.'),
};

/** Why a work order cannot go from `from` to `to` (a catalogue message); null when it can (only to the next step). */
export function refusedWorkOrderMove(from: WorkOrderStatus, to: WorkOrderStatus): string | null {
  if (from === 'cancelled')
    return msg('This work order was cancelled (its perfume was refunded or its order cancelled).');
  if (from === 'bottled') return msg('This perfume is bottled: its work order is done.');
  if (to !== nextWorkOrderStatus(from)) return ONLY_NEXT[from];
  return null;
}

/** The shopper's words for where their perfume is, on the order page. */
export const workOrderProgress: Record<WorkOrderStatus, string> = {
  queued: 'Waiting for the perfumer',
  compounding: 'Being compounded',
  macerating: 'Resting before bottling',
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

/**
 * The raw-material lot weighed for each ingredient line, by ingredient id (issue #43): what a batch was
 * made of, for a recall. Recorded while compounding; every line has one before the perfume macerates.
 */
export type WorkOrderLots = Record<string, string>;

/** The longest lot number kept (a supplier's lot, with its prefix). */
export const MAX_LOT_LENGTH = 40;

/** The ingredient lines of a formula with no lot recorded yet, in the formula's order. */
export function linesWithoutLot(
  formula: Pick<WorkOrderFormula, 'composition'>,
  lots: WorkOrderLots,
): { ingredientId: number; name: string }[] {
  return formula.composition
    .filter((l) => !(lots[String(l.ingredientId)] ?? '').trim())
    .map((l) => ({ ingredientId: l.ingredientId, name: l.name }));
}

/** "Record the lot of Bergamot and Rose before it macerates." */
export const missingLotsMessage = (missing: readonly { name: string }[]) =>
  `Record the lot of ${listWords(missing.map((m) => m.name))} before it macerates.`;

function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** How long a perfume rests by default before it is bottled, in days (the back office sets it). */
export const DEFAULT_MACERATION_DAYS = 14;
export const MAX_MACERATION_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a perfume that starts macerating at `startedAt` may be bottled: `days` later. */
export const readyOnDate = (startedAt: Date, days: number): Date => new Date(startedAt.getTime() + days * DAY_MS);

// Made when first used, not when the module loads: the builders' pages load this module, and a phone's first
// `Intl.DateTimeFormat` costs it tens of milliseconds.
let dayFormat: Intl.DateTimeFormat | undefined;

/** "12 December 2026": a ready-on date as the back office and the batch sheet say it. */
export const formatReadyOn = (readyOn: Date | string) =>
  (dayFormat ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })).format(new Date(readyOn));

/** Why a resting perfume may not be bottled yet at `now`; null once its rest is over (or it has none). */
export function refusedBottling(readyOn: Date | string | null, now: Date): string | null {
  if (readyOn === null || now.getTime() >= new Date(readyOn).getTime()) return null;
  return `This perfume is resting until ${formatReadyOn(readyOn)}: it may be bottled from that day.`;
}

/**
 * The day the order's made-to-order perfumes are expected to ship: each line's own ready-on date once
 * it rests (the Atelier's date), else the payment's day plus the made-to-order days; the latest of them.
 */
export function expectedShipDateOf(paidAt: Date, days: number, readyOns: readonly (Date | null)[]): Date {
  const promised = expectedShipDate(paidAt, days);
  if (readyOns.length === 0) return promised;
  return new Date(Math.max(...readyOns.map((d) => (d ?? promised).getTime())));
}
