import type { BadgeVariant } from '@/client/components/ui/badge-variants';
import { msg, type Translator } from '@/domain/i18n/translator';
import type { WebhookEventType } from '@/domain/webhooks/events';
import type { WebhookDelivery } from '@/domain/webhooks/schemas';

type DeliveryStatus = WebhookDelivery['status'];

/* The webhooks' events and deliveries as the back office says them. Catalogue messages: shown as `t(label)`. */

/** Each event in a few words, as a person reads it (the code, `order.paid`, shows beside it in the form). */
export const eventLabels = {
  'order.paid': msg('An order is paid'),
  'order.shipped': msg('An order is shipped'),
  'order.refunded': msg('An order is refunded'),
  'order.cancelled': msg('An order is cancelled'),
  'return.requested': msg('A customer asks for a return'),
  'subscription.created': msg('A refill starts'),
  'subscription.renewed': msg('A refill is renewed'),
  'subscription.cancelled': msg('A refill ends'),
  'customer.created': msg('A customer account is made'),
  'perfume.updated': msg('A perfume is changed'),
  'stock.low': msg('A size runs low on stock'),
} satisfies Record<WebhookEventType, string>;

/** The form's groups of events, in the order the house's work goes: sales first, the catalogue last. */
export const eventGroups: readonly { label: string; events: readonly WebhookEventType[] }[] = [
  { label: msg('Orders'), events: ['order.paid', 'order.shipped', 'order.refunded', 'order.cancelled'] },
  { label: msg('Returns'), events: ['return.requested'] },
  { label: msg('Refills'), events: ['subscription.created', 'subscription.renewed', 'subscription.cancelled'] },
  { label: msg('Customers'), events: ['customer.created'] },
  { label: msg('Catalogue'), events: ['perfume.updated', 'stock.low'] },
];

/** A delivery's state in words. */
export const deliveryStatusLabels = {
  pending: msg('Pending'),
  delivered: msg('Delivered'),
  failed: msg('Failed'),
} satisfies Record<DeliveryStatus, string>;

/** A failed delivery stands out; a delivered one is solid; one still being tried is quiet. */
export const deliveryStatusLooks = {
  pending: 'default',
  delivered: 'solid',
  failed: 'danger',
} satisfies Record<DeliveryStatus, BadgeVariant>;

/** Why an endpoint stopped receiving, as the server records it. */
export const disabledReasonLabels: Readonly<Record<string, string>> = {
  failing: msg('Its deliveries failed for a day'),
  owner: msg('You disabled it'),
};

/** A recorded code in words: its label through `t`; a code this page does not know yet (a newer server) as it is. */
export function labelOf(t: Translator['t'], labels: Readonly<Record<string, string>>, code: string): string {
  const label = labels[code];
  return label ? t(label) : code;
}

/** An event in words. */
export const eventLabel = (t: Translator['t'], type: string): string => labelOf(t, eventLabels, type);
