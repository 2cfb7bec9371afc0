import {
  nextWorkOrderStatus,
  workOrderLabels,
  workOrderStatuses,
  type WorkOrderStatus,
} from '@/domain/atelier/work-orders';

/** The Atelier tab's status filter: every work order, or those of one status. */
export const WORK_ORDER_FILTERS = ['all', ...workOrderStatuses] as const;
export type WorkOrderFilter = (typeof WORK_ORDER_FILTERS)[number];

export const workOrderFilterLabels: Record<WorkOrderFilter, string> = {
  all: 'All',
  ...workOrderLabels,
};

/** The steps a work order can be moved on to from the back office (cancelled is set by a refund). */
export type WorkOrderMove = 'compounding' | 'macerating' | 'bottled';

/** The button that moves a work order on, in the perfumer's words. */
const moveLabels: Record<WorkOrderMove, string> = {
  compounding: 'Start compounding',
  macerating: 'Start maceration',
  bottled: 'Mark bottled',
};

/** What the toast says once a move is made. */
const movedLabels: Record<WorkOrderMove, string> = {
  compounding: 'Compounding started',
  macerating: 'Maceration started',
  bottled: 'Bottled',
};

const isMove = (status: WorkOrderStatus | undefined): status is WorkOrderMove =>
  status === 'compounding' || status === 'macerating' || status === 'bottled';

/** The next step of a work order in `status` and its button's words; none when bottled or cancelled. */
export function nextMove(status: WorkOrderStatus): { to: WorkOrderMove; label: string; done: string } | null {
  const to = nextWorkOrderStatus(status);
  return isMove(to) ? { to, label: moveLabels[to], done: movedLabels[to] } : null;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago a work order was made, as the list says it: "just now", "12 min", "5 h", "1 day",
 * "16 days". A time in the future (a clock a little ahead) is "just now".
 */
export function formatAge(iso: string, now: number = Date.now()): string {
  const ms = now - new Date(iso).getTime();
  if (!Number.isFinite(ms) || ms < MINUTE) return 'just now';
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) return `${Math.floor(ms / HOUR)} h`;
  const days = Math.floor(ms / DAY);
  return `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;
}

/** The same age in words a screen reader says whole: "5 hours", "1 day". */
export function spokenAge(iso: string, now: number = Date.now()): string {
  return formatAge(iso, now)
    .replace(/^(\d+) min$/, (_, n: string) => `${n} ${n === '1' ? 'minute' : 'minutes'}`)
    .replace(/^(\d+) h$/, (_, n: string) => `${n} ${n === '1' ? 'hour' : 'hours'}`);
}

const formats = new Map<string, Intl.NumberFormat>();
/** `n` with `min` to `max` decimals, in the back office's English ("1,250.5"). */
function decimals(n: number, min: number, max: number): string {
  const key = `${min}-${max}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format.format(n);
}

/** Millilitres on the batch sheet: always two decimals (a drop is 0.05 ml). */
export const formatMl = (ml: number) => decimals(ml, 2, 2);

/** A share of the finished perfume: one decimal for the composition (a drop is 0.1 %), more for an allergen. */
export const formatPercent = (percent: number, max = 1) => `${decimals(percent, Math.min(1, max), max)} %`;

/** An allergen's share of the finished perfume: up to four decimals (0.0012 %), as the label rule rounds it. */
export const formatAllergenPercent = (percent: number) => `${decimals(percent, 0, 4)} %`;
