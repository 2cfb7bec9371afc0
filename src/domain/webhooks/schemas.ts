// messages: back office
import { msg } from '../i18n/translator';
import { moneySchema, timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';
import { DELIVERY_STATUSES, WEBHOOK_EVENTS, type WebhookEventType } from './events';

/*
 * Webhooks (DESIGN §1 "Webhooks and integrations", §4 "Webhooks"): the owner's endpoints, their deliveries, and the
 * payload of every event. Money in a payload is as the API answers it: major units (`"total": 89.5`) beside its
 * `currency`.
 */

const eventTypeSchema = z.enum(WEBHOOK_EVENTS);

/** POST /api/admin/webhooks: where to post, which events, and a note for the owner. */
export const webhookRegistrationSchema = z.object({
  /** Checked by the server (https, a public address): 400 WEBHOOK_URL_REFUSED otherwise. */
  url: z.string().trim().min(1, msg('Enter the address that receives the events')).max(2048),
  events: z
    .array(eventTypeSchema)
    .min(1, msg('Choose at least one event'))
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => [...new Set(events)]),
  description: z.string().trim().max(200).optional(),
});
export type WebhookRegistration = z.infer<typeof webhookRegistrationSchema>;

/** PUT /api/admin/webhooks/:id: an endpoint disabled (by a day of failures, or by the owner) receives again, or stops. */
export const webhookChangeSchema = z.object({ enabled: z.boolean() });

/** An endpoint as the back office lists it: never its secret. */
export const webhookEndpointSchema = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(eventTypeSchema),
  description: z.string().nullable(),
  enabled: z.boolean(),
  /** When and why it stopped receiving: a day of failures (`failing`) or the owner (`owner`). */
  disabledAt: timestampSchema.nullable(),
  disabledReason: z.string().nullable(),
  /** The first failure of its current run of failures; null while its deliveries succeed. */
  failingSince: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointListSchema = z.array(webhookEndpointSchema);

/** POST /api/admin/webhooks's answer: the endpoint and its secret, shown this once. */
export const registeredWebhookSchema = webhookEndpointSchema.extend({
  /** `whsec_<base64>`: the key of every delivery's `webhook-signature` (Standard Webhooks). */
  secret: z.string(),
});
export type RegisteredWebhook = z.infer<typeof registeredWebhookSchema>;

/** One event posted to one endpoint, as its delivery log shows it. */
export const webhookDeliverySchema = z.object({
  id: z.number(),
  eventType: eventTypeSchema,
  status: z.enum(DELIVERY_STATUSES),
  /** How many times it was posted. */
  attempts: z.number(),
  /** The endpoint's answer to the last try; null when it gave none (refused, timed out). */
  lastStatusCode: z.number().nullable(),
  lastError: z.string().nullable(),
  /** `webhook-id`: the same on every try and redelivery. */
  messageId: z.string(),
  /** When it is tried next, while pending. */
  nextAttemptAt: timestampSchema.nullable(),
  deliveredAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveryListSchema = z.array(webhookDeliverySchema);
export const webhookDeliveriesQuerySchema = pagedQuery({});

// The events' payloads: each delivery's `data`.

const orderLineSchema = z.object({
  id: z.number(),
  perfumeId: z.number().nullable(),
  name: z.string(),
  /** The bottle's size in ml; null for a line that has none (a gift card, a sample). */
  volume: z.number().nullable(),
  quantity: z.number(),
  unitPrice: moneySchema,
  total: moneySchema,
});

/** An order as every `order.*` event carries it. */
const orderDataSchema = z.object({
  id: z.number(),
  /** The invoice's number, once paid (`2026-000042`). */
  number: z.string().nullable(),
  status: z.string(),
  paymentStatus: z.string(),
  /** What the order costs, VAT and shipping included, in `currency`'s major units. */
  total: moneySchema,
  currency: z.string(),
  /** The buyer's address. */
  email: z.string(),
  lines: z.array(orderLineSchema),
  createdAt: timestampSchema,
  paidAt: timestampSchema.nullable(),
});

const subscriptionDataSchema = z.object({
  id: z.number(),
  status: z.string(),
  customerId: z.number(),
  name: z.string(),
  perfumeId: z.number().nullable(),
  volume: z.number().nullable(),
  quantity: z.number(),
  intervalWeeks: z.number(),
  /** The delivery it is at (1: the first, paid at checkout). */
  cycle: z.number(),
  nextRenewalAt: timestampSchema.nullable(),
  currency: z.string(),
  /** The order that started it (`subscription.created`) or renewed it (`subscription.renewed`). */
  orderId: z.number().nullable(),
  cancelledAt: timestampSchema.nullable(),
  /** Why it ended: `customer`, `staff`, `declined` (three declined renewals) or `formula`. */
  cancelReason: z.string().nullable(),
});

/** Each event's `data`. */
export const webhookPayloadSchemas = {
  'order.paid': orderDataSchema,
  'order.shipped': orderDataSchema.extend({ carrier: z.string().nullable(), trackingNumber: z.string().nullable() }),
  'order.refunded': orderDataSchema.extend({
    /** This refund, in `currency`'s major units. */
    amount: moneySchema,
    /** Everything refunded on the order so far. */
    refunded: moneySchema,
    creditNote: z.string(),
    /** The order is refunded in full. */
    whole: z.boolean(),
  }),
  'order.cancelled': orderDataSchema,
  'return.requested': z.object({
    id: z.number(),
    orderId: z.number(),
    status: z.literal('requested'),
    reason: z.string().nullable(),
    lines: z.array(z.object({ lineId: z.number(), quantity: z.number() })),
    createdAt: timestampSchema,
  }),
  'subscription.created': subscriptionDataSchema,
  'subscription.renewed': subscriptionDataSchema,
  'subscription.cancelled': subscriptionDataSchema,
  'customer.created': z.object({
    id: z.number(),
    email: z.string(),
    fullName: z.string(),
    locale: z.string(),
    createdAt: timestampSchema,
  }),
  'perfume.updated': z.object({
    id: z.number(),
    name: z.string(),
    archived: z.boolean(),
    /** The default size's price, in `currency` (the store currency). */
    price: moneySchema,
    currency: z.string(),
    /** Each size: its price and its bottles left (null: not tracked). */
    sizes: z.array(z.object({ volume: z.number(), price: moneySchema, stock: z.number().nullable() })),
    updatedAt: timestampSchema,
  }),
  'stock.low': z.object({
    perfumeId: z.number(),
    name: z.string(),
    volume: z.number(),
    /** Bottles left of that size. */
    stock: z.number(),
    /** The back office's low-stock mark: this many bottles or fewer. */
    threshold: z.number(),
  }),
} as const satisfies Record<WebhookEventType, z.ZodType>;

/** What an event's `data` holds. */
export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof webhookPayloadSchemas)[T]>;

/** The body of a delivery of `type` (Standard Webhooks): what is posted and signed. */
export function webhookEnvelopeSchema<T extends WebhookEventType>(type: T) {
  return z.object({
    type: z.literal(type),
    /** When the event happened (ISO 8601). */
    timestamp: timestampSchema,
    data: webhookPayloadSchemas[type],
  });
}
