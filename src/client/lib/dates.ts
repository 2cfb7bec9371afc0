const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
const mediumWithTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** "Jun 3, 2026" for an ISO timestamp (in the viewer's time zone). */
export const formatDate = (iso: string) => medium.format(new Date(iso));
/** "June 3, 2026" for an ISO timestamp (in the viewer's time zone). */
export const formatLongDate = (iso: string) => long.format(new Date(iso));
/** "Jun 3, 2026, 2:05 PM" for an ISO timestamp (in the viewer's time zone). */
export const formatDateTime = (iso: string) => mediumWithTime.format(new Date(iso));
