import type { MailKind, MailSummary } from '@/domain/mail/schemas';
import { msg, type Translator } from '@/domain/i18n/translator';

/*
 * Spelled out rather than read from the domain module (its zod stays out of this chunk's way); `satisfies` keeps
 * them in step. Catalogue messages: shown as `t(label)`.
 */
const mailKindLabels = {
  'order-confirmation': msg('Order confirmation'),
  'order-shipped': msg('Shipping notice'),
  'order-cancelled': msg('Cancellation'),
  'order-refunded': msg('Refund'),
  'password-reset': msg('Password reset'),
  'return-approved': msg('Return approved'),
  'return-refused': msg('Return refused'),
  'return-requested': msg('Return asked'),
  'return-received': msg('Return received'),
  'return-alert': msg('Return alert (to the house)'),
  'gift-card': msg('Gift card'),
  'back-in-stock': msg('Back in stock'),
  'staff-invitation': msg('Staff invitation'),
  'email-verification': msg('E-mail confirmation'),
  'review-invitation': msg('Invitation to review'),
  'review-published': msg('Review published'),
  'review-answered': msg('Review answered'),
  'contact-message': msg('Contact message'),
  'contact-acknowledgement': msg('Message received'),
  'refill-reminder': msg('Refill reminder'),
  'refill-declined': msg('Refill payment declined'),
  'refill-action-needed': msg('Refill payment to confirm'),
  'refill-cancelled': msg('Refill cancelled'),
  'refill-postponed': msg('Refill postponed'),
  'refill-stopped': msg('Refill stopped'),
  'refill-changed': msg('Refill changed'),
  'cart-reminder': msg('Abandoned cart reminder'),
  'webhook-disabled': msg('Webhook endpoint disabled'),
} satisfies Record<MailKind, string>;

/** A mail's kind in words ("Order confirmation"); an unknown one as it comes. */
export function mailKindLabel(kind: string, tr: Pick<Translator, 't'>): string {
  const label = (mailKindLabels as Record<string, string>)[kind];
  return label ? tr.t(label) : kind;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** A date format of the reader's language, made once. */
function format(tag: string, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${name}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    formats.set(key, f);
  }
  return f;
}

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/** "12:04 PM" today, "Jun 3, 12:04 PM" this year, "Jun 3, 2025, 12:04 PM" before (in the viewer's time zone and language). */
export function mailTime(iso: string, tr: Pick<Translator, 'tag' | 'dateTime'>, now = new Date()): string {
  const at = new Date(iso);
  if (sameDay(at, now)) return format(tr.tag, 'time', { timeStyle: 'short' }).format(at);
  if (at.getFullYear() === now.getFullYear())
    return format(tr.tag, 'day', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(at);
  return tr.dateTime(at);
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
  tr: Pick<Translator, 't' | 'tag' | 'dateTime'>,
  now = new Date(),
): string {
  const { t } = tr;
  if (mail.status === 'sent')
    return mail.sentAt ? t('sent {time}', { time: mailTime(mail.sentAt, tr, now) }) : t('sent');
  if (mail.attempts === 0) return t('waiting to be sent');
  return mail.lastError
    ? t('waiting ({count, plural, one {# attempt} other {# attempts}}: {error})', {
        count: mail.attempts,
        error: shortError(mail.lastError),
      })
    : t('waiting ({count, plural, one {# attempt} other {# attempts}})', { count: mail.attempts });
}

/** Whether any mail shown still waits: the lists look again now and then until none does. */
export const anyWaiting = (mails: readonly Pick<MailSummary, 'status'>[] | undefined) =>
  mails?.some((m) => m.status === 'pending') ?? false;
