import type { BadgeVariant } from '@/client/components/ui/badge-variants';
import { msg, type Translator } from '@/domain/i18n/translator';
import type { SubscriptionStatus } from '@/domain/refills/schemas';

/* The refills' statuses as the back office says them. Catalogue messages: shown as `t(label)`. */

export const statusLabels = {
  active: msg('Active'),
  paused: msg('Paused'),
  past_due: msg('Payment failed'),
  cancelled: msg('Cancelled'),
} satisfies Record<SubscriptionStatus, string>;

/** A failed renewal stands out; a running refill is solid; paused and ended ones are quiet. */
export const statusLooks = {
  active: 'solid',
  paused: 'default',
  past_due: 'danger',
  cancelled: 'default',
} satisfies Record<SubscriptionStatus, BadgeVariant>;

/** The empty list of one status. */
export const emptyTitles = {
  active: msg('No active refills'),
  paused: msg('No paused refills'),
  past_due: msg('No refills with a failed payment'),
  cancelled: msg('No cancelled refills'),
} satisfies Record<SubscriptionStatus, string>;

/** How an attempt to bill a delivery ended (or that it is under way), as staff read it. */
export const outcomeLabels: Readonly<Record<string, string>> = {
  charging: msg('Charging'),
  succeeded: msg('Paid'),
  declined: msg('Declined'),
  requires_action: msg('Awaiting the bank’s confirmation'),
  postponed: msg('Postponed: sold out'),
  stopped: msg('Stopped: formula refused'),
};

/** A refused card or a stopped renewal stands out; a paid one is solid; the rest are quiet. */
export const outcomeLooks: Readonly<Record<string, BadgeVariant>> = {
  succeeded: 'solid',
  declined: 'danger',
  stopped: 'danger',
};

/** Who asked for an attempt: the renewals' schedule, the customer's "next one now", staff's "bill now". */
export const triggerLabels: Readonly<Record<string, string>> = {
  scheduler: msg('The schedule'),
  customer: msg('The customer'),
  staff: msg('Staff'),
};

/** Why a refill ended, as the server records it. */
export const cancelReasonLabels: Readonly<Record<string, string>> = {
  customer: msg('The customer cancelled it'),
  staff: msg('Cancelled by staff'),
  declined: msg('The card was declined three times'),
  formula: msg('Its formula is now refused (IFRA)'),
};

/** A recorded code in words: its label through `t`; a code this page does not know yet (a newer server) as it is. */
export function labelOf(t: Translator['t'], labels: Readonly<Record<string, string>>, code: string): string {
  const label = labels[code];
  return label ? t(label) : code;
}
