import type { BadgeVariant } from '@/client/components/ui/badge-variants';
import { msg } from '@/domain/i18n/translator';
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
