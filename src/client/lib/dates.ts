const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const mediumWithTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jun 3, 2026" for an ISO timestamp (in the viewer's time zone). */
export const formatDate = (iso: string) => medium.format(new Date(iso));
/** "June 3, 2026" for an ISO timestamp (in the viewer's time zone). */
export const formatLongDate = (iso: string) => long.format(new Date(iso));
/** "Jun 3, 2026, 2:05 PM" for an ISO timestamp (in the viewer's time zone). */
export const formatDateTime = (iso: string) => mediumWithTime.format(new Date(iso));

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago", "yesterday", "now" (under a minute) for an ISO timestamp, from `now`. */
export function formatTimeAgo(iso: string, now: number = Date.now()): string {
  const ago = Math.max(0, now - Date.parse(iso));
  const found = UNITS.find(([, ms]) => ago >= ms);
  return found ? relative.format(-Math.floor(ago / found[1]), found[0]) : 'now';
}
