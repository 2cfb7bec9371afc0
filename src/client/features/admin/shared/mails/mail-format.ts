import type { MailKind, MailSummary } from '@/domain/mail/schemas';
import { plural } from '../admin-format';

/* Spelled out rather than read from the domain module (its zod stays out of this chunk's way); `satisfies` keeps them in step. */
export const mailKindLabels = {
  'order-confirmation': 'Order confirmation',
  'order-shipped': 'Shipping notice',
  'order-cancelled': 'Cancellation',
  'order-refunded': 'Refund',
  'password-reset': 'Password reset',
  'return-approved': 'Return approved',
  'return-refused': 'Return refused',
  'return-requested': 'Return asked',
  'return-received': 'Return received',
  'return-alert': 'Return alert (to the house)',
  'gift-card': 'Gift card',
  'back-in-stock': 'Back in stock',
  'staff-invitation': 'Staff invitation',
  'email-verification': 'E-mail confirmation',
  'review-invitation': 'Invitation to review',
  'review-published': 'Review published',
  'review-answered': 'Review answered',
  'contact-message': 'Contact message',
  'contact-acknowledgement': 'Message received',
} as const satisfies Record<MailKind, string>;

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const fullDayAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "12:04 PM" today, "Jun 3, 12:04 PM" this year, "Jun 3, 2025, 12:04 PM" before (in the viewer's time zone). */
export function mailTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return time.format(at);
  if (at.getFullYear() === now.getFullYear()) return dayAndTime.format(at);
  return fullDayAndTime.format(at);
}

/** An error as the outbox kept it, on one line and not longer than a glance. */
function shortError(error: string, max = 120): string {
  const line = error.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/**
 * Where a mail stands, in a few words: "sent 12:04 PM", "waiting to be sent", or
 * "waiting (3 attempts: Connection refused)".
 */
export function mailStatusText(
  mail: Pick<MailSummary, 'status' | 'sentAt' | 'attempts' | 'lastError'>,
  now = new Date(),
): string {
  if (mail.status === 'sent') return mail.sentAt ? `sent ${mailTime(mail.sentAt, now)}` : 'sent';
  if (mail.attempts === 0) return 'waiting to be sent';
  const tries = plural(mail.attempts, 'attempt');
  return mail.lastError ? `waiting (${tries}: ${shortError(mail.lastError)})` : `waiting (${tries})`;
}

/** Whether any mail shown still waits: the lists look again now and then until none does. */
export const anyWaiting = (mails: readonly Pick<MailSummary, 'status'>[] | undefined) =>
  mails?.some((m) => m.status === 'pending') ?? false;
