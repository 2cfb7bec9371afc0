import { z } from '../shared/zod';
import { WEBHOOK_EVENTS, type WebhookEventType } from './events';
import { webhookEnvelopeSchema } from './schemas';

/** What each event tells, in a line of the API reference. */
const SUMMARIES: Record<WebhookEventType, string> = {
  'order.paid': 'An order was paid (by card, or in full by a gift card): its total, currency, buyer and lines.',
  'order.shipped': 'An order left the house, with its carrier and tracking number.',
  'order.refunded':
    'A refund was made on an order: its amount, the credit note, and whether the order is refunded in full.',
  'order.cancelled': 'An order was cancelled (by staff, or refunded in full before it left).',
  'return.requested': 'A customer asked to return bottles of an order.',
  'subscription.created': 'A paid refill line became a subscription.',
  'subscription.renewed': "A subscription's delivery was paid: the order that renewed it.",
  'subscription.cancelled':
    'A subscription ended (the customer, staff, three declined renewals, or a formula refused).',
  'customer.created': 'A customer opened an account.',
  'perfume.updated': 'Staff edited a perfume: its prices and stock per size.',
  'stock.low': "A size's stock fell to the back office's low-stock mark or below.",
};

const SIGNATURE_HEADERS = {
  'webhook-id': {
    required: true,
    description: 'The message id (`msg_…`): the same on every try and redelivery, so a receiver can skip a repeat.',
    schema: { type: 'string' },
  },
  'webhook-timestamp': {
    required: true,
    description: "The try's time, in seconds since 1970: refuse one too far from now.",
    schema: { type: 'string' },
  },
  'webhook-signature': {
    required: true,
    description:
      '`v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`, keyed with the base64-decoded secret after `whsec_` (Standard Webhooks).',
    schema: { type: 'string' },
  },
};

/**
 * The OpenAPI 3.1 document's `webhooks`: every event the shop posts, its body (`{ type, timestamp, data }`) and the
 * Standard Webhooks headers that sign it. A 2xx answer within 10 seconds takes it; anything else is tried again with
 * growing waits for a day, under the same `webhook-id`.
 */
export function webhookDocuments(): Record<string, unknown> {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => {
      const { $schema: _dialect, ...schema } = z.toJSONSchema(webhookEnvelopeSchema(type), { io: 'input' });
      return [
        type,
        {
          post: {
            summary: SUMMARIES[type],
            tags: ['Webhooks'],
            parameters: Object.entries(SIGNATURE_HEADERS).map(([name, header]) => ({ name, in: 'header', ...header })),
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '2XX': { description: 'Received: the delivery is done.' },
              default: { description: 'Not received: tried again later (the same `webhook-id`), for a day.' },
            },
          },
        },
      ];
    }),
  );
}
