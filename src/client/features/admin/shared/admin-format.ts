import type { ListTotal } from '@/domain/shared/paging';
import type { Translator } from '@/domain/i18n/translator';

const formats = new Map<string, Intl.DateTimeFormat>();
function dayFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    formats.set(key, f);
  }
  return f;
}

const parse = (iso: string) => new Date(iso);

/** "Jun 3" / "3 juin" for an ISO timestamp. */
export const formatShortDate = (tr: Translator, iso: string) =>
  dayFormat(tr.tag, { month: 'short', day: 'numeric' }).format(parse(iso));
// Chart days are UTC calendar days: format them in UTC so no day shifts by a time zone.
/** "Jun 3" / "3 juin" for a YYYY-MM-DD day. */
export const formatDay = (tr: Translator, day: string) =>
  dayFormat(tr.tag, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(parse(`${day}T00:00:00Z`));
/** "Jun 3, 2026" / "3 juin 2026" for a YYYY-MM-DD day. */
export const formatDayLong = (tr: Translator, day: string) => tr.day(day, 'medium');

/** An estimate to two significant digits: 12,345 is about 12,000, 1,234,567 about 1,200,000. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

/**
 * A list's total as people say it: "1,234 orders" when counted, "about 12,000 orders" or
 * "about 1.2 million orders" when the server estimated it (x-total-estimate). `one` and `many` are the
 * rows' noun in the page's language ("order", "orders"), the caller's words.
 */
export function formatListTotal(tr: Translator, total: ListTotal, one: string, many = `${one}s`): string {
  if (!total.estimated)
    return tr.t('{count, plural, one {# {one}} other {# {many}}}', { count: total.count, one, many });
  const n = roughly(total.count);
  if (n >= 1_000_000)
    return tr.t('about {number} {many}', {
      number: tr.number(n, { notation: 'compact', compactDisplay: 'long', maximumFractionDigits: 1 }),
      many,
    });
  return tr.t('{count, plural, one {about # {one}} other {about # {many}}}', { count: n, one, many });
}

/** "Perfume" for "perfume". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A record's id in the address (`?order=42`): a positive whole number the store can hold, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
