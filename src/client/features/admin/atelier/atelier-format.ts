import {
  formatReadyOn,
  nextWorkOrderStatus,
  workOrderStatuses,
  type WorkOrderStatus,
} from '@/domain/atelier/work-orders';
import { DEFAULT_LOCALE } from '@/domain/i18n/locales';
import { msg, type Translator } from '@/domain/i18n/translator';

/** The Atelier tab's status filter: every work order, or those of one status. */
export const WORK_ORDER_FILTERS = ['all', ...workOrderStatuses] as const;
export type WorkOrderFilter = (typeof WORK_ORDER_FILTERS)[number];

/** Each status in the back office's words, catalogue messages shown through `t`. */
export const workOrderStatusLabels: Record<WorkOrderStatus, string> = {
  queued: msg('Queued'),
  compounding: msg('Compounding'),
  macerating: msg('Macerating'),
  bottled: msg('Bottled'),
  cancelled: msg('Cancelled'),
};

export const workOrderFilterLabels: Record<WorkOrderFilter, string> = {
  all: msg('All'),
  ...workOrderStatusLabels,
};

/** The list's name and its empty state's title, for one status. */
export const workOrderListLabels: Record<WorkOrderStatus, { table: string; none: string }> = {
  queued: { table: msg('Queued work orders, oldest first'), none: msg('No queued work orders') },
  compounding: { table: msg('Compounding work orders, oldest first'), none: msg('No compounding work orders') },
  macerating: { table: msg('Macerating work orders, oldest first'), none: msg('No macerating work orders') },
  bottled: { table: msg('Bottled work orders, oldest first'), none: msg('No bottled work orders') },
  cancelled: { table: msg('Cancelled work orders, oldest first'), none: msg('No cancelled work orders') },
};

/** The steps a work order can be moved on to from the back office (cancelled is set by a refund). */
export type WorkOrderMove = 'compounding' | 'macerating' | 'bottled';

/** The button that moves a work order on, in the perfumer's words. */
const moveLabels: Record<WorkOrderMove, string> = {
  compounding: msg('Start compounding'),
  macerating: msg('Start maceration'),
  bottled: msg('Mark bottled'),
};

/** What the toast says once a move is made. */
const movedLabels: Record<WorkOrderMove, string> = {
  compounding: msg('Compounding started'),
  macerating: msg('Maceration started'),
  bottled: msg('Bottled'),
};

const isMove = (status: WorkOrderStatus | undefined): status is WorkOrderMove =>
  status === 'compounding' || status === 'macerating' || status === 'bottled';

/**
 * The next step of a work order in `status` and its button's words (catalogue messages, shown through `t`);
 * none when bottled or cancelled.
 */
export function nextMove(status: WorkOrderStatus): { to: WorkOrderMove; label: string; done: string } | null {
  const to = nextWorkOrderStatus(status);
  return isMove(to) ? { to, label: moveLabels[to], done: movedLabels[to] } : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago, in whole units; `null` under a minute (or a time ahead of the clock, or none). */
function ageOf(iso: string, now: number): { unit: 'minute' | 'hour' | 'day'; count: number } | null {
  const ms = now - new Date(iso).getTime();
  if (!Number.isFinite(ms) || ms < MINUTE) return null;
  if (ms < HOUR) return { unit: 'minute', count: Math.floor(ms / MINUTE) };
  if (ms < DAY) return { unit: 'hour', count: Math.floor(ms / HOUR) };
  return { unit: 'day', count: Math.floor(ms / DAY) };
}

/**
 * How long ago a work order was made, as the list says it: "just now", "12 min", "5 h", "1 day",
 * "16 days". A time in the future (a clock a little ahead) is "just now".
 */
export function formatAge(tr: Translator, iso: string, now: number = Date.now()): string {
  const age = ageOf(iso, now);
  if (!age) return tr.t('just now');
  if (age.unit === 'minute') return tr.t('{count} min', { count: tr.number(age.count) });
  if (age.unit === 'hour') return tr.t('{count} h', { count: tr.number(age.count) });
  return tr.t('{count, plural, one {# day} other {# days}}', { count: age.count });
}

/** The same age in words a screen reader says whole: "5 hours", "1 day". */
export function spokenAge(tr: Translator, iso: string, now: number = Date.now()): string {
  const age = ageOf(iso, now);
  if (!age) return tr.t('just now');
  if (age.unit === 'minute') return tr.t('{count, plural, one {# minute} other {# minutes}}', { count: age.count });
  if (age.unit === 'hour') return tr.t('{count, plural, one {# hour} other {# hours}}', { count: age.count });
  return tr.t('{count, plural, one {# day} other {# days}}', { count: age.count });
}

/** `n` with `min` to `max` decimals, as the page's language writes it ("1,250.5", "1 250,5"). */
const decimals = (tr: Translator, n: number, min: number, max: number) =>
  tr.number(n, { minimumFractionDigits: min, maximumFractionDigits: max });

/** Millilitres on the batch sheet: always two decimals (a drop is 0.05 ml). */
export const formatMl = (tr: Translator, ml: number) => decimals(tr, ml, 2, 2);

/** A share of the finished perfume: one decimal for the composition (a drop is 0.1 %), more for an allergen. */
export const formatPercent = (tr: Translator, percent: number, max = 1) =>
  tr.t('{percent} %', { percent: decimals(tr, percent, Math.min(1, max), max) });

/** An allergen's share of the finished perfume: up to four decimals (0.0012 %), as the label rule rounds it. */
export const formatAllergenPercent = (tr: Translator, percent: number) =>
  tr.t('{percent} %', { percent: decimals(tr, percent, 0, 4) });

/**
 * "12 December 2026": a ready-on date as the back office and the batch sheet say it (the domain's
 * `formatReadyOn`, in British order); in another language as that language writes a date.
 */
export const formatReadyOnIn = (tr: Translator, readyOn: string) =>
  tr.locale === DEFAULT_LOCALE ? formatReadyOn(readyOn) : tr.date(readyOn, 'long', 'UTC');
