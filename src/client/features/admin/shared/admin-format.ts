import type { ListTotal } from '@/domain/shared/paging';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
// Chart days are UTC calendar days: format them in UTC so no day shifts by a time zone.
const utcDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const utcDayLong = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const parse = (iso: string) => new Date(iso);

export const formatDateTime = (iso: string) => dateTime.format(parse(iso));
export const formatShortDate = (iso: string) => shortDate.format(parse(iso));
/** "Jun 3" for a YYYY-MM-DD day. */
export const formatDay = (day: string) => utcDay.format(parse(`${day}T00:00:00Z`));
/** "Jun 3, 2026" for a YYYY-MM-DD day. */
export const formatDayLong = (day: string) => utcDayLong.format(parse(`${day}T00:00:00Z`));

export const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const millions = new Intl.NumberFormat('en-US', {
  notation: 'compact',
  compactDisplay: 'long',
  maximumFractionDigits: 1,
});

/** An estimate to two significant digits: 12,345 is about 12,000, 1,234,567 about 1,200,000. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * A list's total as people say it: "1,234 orders" when counted, "about 12,000 orders" or
 * "about 1.2 million orders" when the server estimated it (x-total-estimate).
 */
export function formatListTotal(total: ListTotal, one: string, many = `${one}s`): string {
  if (!total.estimated) return plural(total.count, one, many);
  const n = roughly(total.count);
  return `about ${n >= 1_000_000 ? millions.format(n) : n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}

/** "Perfume" for "perfume". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A record's id in the address (`?order=42`): a positive whole number the store can hold, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
