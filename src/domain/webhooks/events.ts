/*
 * The events an endpoint may subscribe to (DESIGN §1 "Webhooks and integrations"). No zod here: the back office's
 * form reads the list; each event's payload is described in schemas.ts and in the OpenAPI document's `webhooks`.
 */
export const WEBHOOK_EVENTS = [
  'order.paid',
  'order.shipped',
  'order.refunded',
  'order.cancelled',
  'return.requested',
  'subscription.created',
  'subscription.renewed',
  'subscription.cancelled',
  'customer.created',
  'perfume.updated',
  'stock.low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** Where a delivery stands: waiting for its next try, taken by the endpoint (2xx), or given up after a day. */
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
