import { noContentSchema } from '../shared/fields';
import { webhookDeliveryParams, webhookIdParam } from '../shared/ids';
import {
  registeredWebhookSchema,
  webhookChangeSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  webhookRegistrationSchema,
} from '../webhooks/schemas';
import { endpoint } from './endpoint';

/*
 * Webhooks (DESIGN §1 "Webhooks and integrations", §4 "Webhooks"): the owner's endpoints, each posted the events it
 * chose, signed per Standard Webhooks, with a delivery log and redelivery. The payloads are described in the
 * OpenAPI document's `webhooks` section (domain/webhooks/openapi.ts).
 */

const tag = 'Back office: webhooks';

export const registerWebhook = endpoint({
  method: 'POST',
  path: '/api/admin/webhooks',
  tag,
  summary:
    'Registers an endpoint for the events named: answers it with its secret (`whsec_…`), shown this once. In production the address must be https and public (never a loopback, private or link-local one): 400 WEBHOOK_URL_REFUSED otherwise.',
  auth: 'admin',
  permission: 'integrations',
  body: webhookRegistrationSchema,
  responses: { 201: registeredWebhookSchema },
  errors: { 400: ['WEBHOOK_URL_REFUSED'] },
});

export const listWebhooks = endpoint({
  method: 'GET',
  path: '/api/admin/webhooks',
  tag,
  summary: 'The endpoints, newest first, each enabled or disabled (when, why) and failing since when; never a secret.',
  auth: 'admin',
  permission: 'integrations',
  responses: { 200: webhookEndpointListSchema },
});

export const changeWebhook = endpoint({
  method: 'PUT',
  path: '/api/admin/webhooks/:id',
  tag,
  summary:
    'Enables an endpoint again (one a day of failures disabled, say) or disables it; its deliveries given up meanwhile are redelivered one by one.',
  auth: 'admin',
  permission: 'integrations',
  params: webhookIdParam,
  body: webhookChangeSchema,
  responses: { 200: webhookEndpointSchema },
  errors: { 404: ['WEBHOOK_NOT_FOUND'] },
});

export const deleteWebhook = endpoint({
  method: 'DELETE',
  path: '/api/admin/webhooks/:id',
  tag,
  summary: 'Removes an endpoint: nothing is posted to it again; its delivery log stays.',
  auth: 'admin',
  permission: 'integrations',
  params: webhookIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['WEBHOOK_NOT_FOUND'] },
});

export const listWebhookDeliveries = endpoint({
  method: 'GET',
  path: '/api/admin/webhooks/:id/deliveries',
  tag,
  summary:
    "An endpoint's deliveries, newest first, a page at a time: the event, pending, delivered or failed, how many tries and the last answer.",
  auth: 'admin',
  permission: 'integrations',
  paged: true,
  params: webhookIdParam,
  query: webhookDeliveriesQuerySchema,
  responses: { 200: webhookDeliveryListSchema },
  errors: { 404: ['WEBHOOK_NOT_FOUND'] },
});

export const retryWebhookDelivery = endpoint({
  method: 'POST',
  path: '/api/admin/webhooks/:id/deliveries/:deliveryId/retry',
  tag,
  summary:
    'Posts a delivery again now, with the same `webhook-id` and body: one more try for a failed one, at once for a pending one.',
  auth: 'admin',
  permission: 'integrations',
  params: webhookDeliveryParams,
  responses: { 200: webhookDeliverySchema },
  errors: { 404: ['WEBHOOK_NOT_FOUND', 'WEBHOOK_DELIVERY_NOT_FOUND'] },
});
