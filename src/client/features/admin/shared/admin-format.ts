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

/** "Perfume" for "perfume". */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A record's id in the address (`?order=42`): a positive whole number the store can hold, else null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
