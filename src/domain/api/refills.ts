import { subscriptionIdParam } from '../shared/ids';
import {
  adminSubscriptionChangeSchema,
  adminSubscriptionDetailSchema,
  adminSubscriptionListSchema,
  cardChangeSchema,
  cardSetupSchema,
  adminSubscriptionsQuerySchema,
  refillOfferSchema,
  refillSubscriptionSchema,
  refillSubscriptionsSchema,
  renewedSchema,
  subscriptionChangeSchema,
} from '../refills/schemas';
import { endpoint } from './endpoint';

/*
 * Refills (DESIGN §1 "Refills"): a catalogue size or a creation delivered every 4, 8 or 12 weeks at the
 * refill price, the first delivery paid at checkout and the renewals charged to the card the provider kept.
 */

const tag = 'Refills';

export const getRefillOffer = endpoint({
  method: 'GET',
  path: '/api/refills',
  tag,
  summary: 'The refill programme: the intervals the house allows (weeks) and the discount on the size price (percent).',
  responses: { 200: refillOfferSchema },
});

export const listMySubscriptions = endpoint({
  method: 'GET',
  path: '/api/user/subscriptions',
  tag,
  summary:
    "The signed-in customer's refills, newest first: status, interval, next renewal, what is delivered and its refill price today in the subscription's currency.",
  auth: 'user',
  responses: { 200: refillSubscriptionsSchema },
});

export const changeMySubscription = endpoint({
  method: 'PUT',
  path: '/api/user/subscriptions/:id',
  tag,
  summary:
    'Skips the next delivery, pauses for one to three cycles, resumes, changes the interval or cancels (at once, confirmed by mail). Changes other than cancelling are refused in the 48 hours before a renewal.',
  auth: 'user',
  params: subscriptionIdParam,
  body: subscriptionChangeSchema,
  responses: { 200: refillSubscriptionSchema },
  errors: { 400: ['VALIDATION'], 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_LOCKED', 'SUBSCRIPTION_ENDED'] },
});

export const renewMySubscription = endpoint({
  method: 'POST',
  path: '/api/user/subscriptions/:id/renew',
  tag,
  summary:
    'The next delivery now: a paid order with its invoice, charged to the kept card. Concurrent calls make one order; the others are 409.',
  auth: 'user',
  params: subscriptionIdParam,
  responses: { 201: renewedSchema },
  errors: { 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_BUSY', 'SUBSCRIPTION_ENDED', 'RENEWAL_DECLINED'] },
});

export const startCardChange = endpoint({
  method: 'POST',
  path: '/api/user/subscriptions/:id/card',
  tag,
  summary:
    "Starts changing a refill's card through the provider's own setup (no card number reaches the shop): answers the setup the card form completes.",
  auth: 'user',
  params: subscriptionIdParam,
  responses: { 201: cardSetupSchema },
  errors: { 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_ENDED'] },
});

export const finishCardChange = endpoint({
  method: 'PUT',
  path: '/api/user/subscriptions/:id/card',
  tag,
  summary: "Keeps the card a completed setup saved as the refill's card: its next renewal or retry is charged to it.",
  auth: 'user',
  params: subscriptionIdParam,
  body: cardChangeSchema,
  responses: { 200: refillSubscriptionSchema },
  errors: { 400: ['CARD_SETUP_INCOMPLETE'], 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_ENDED'] },
});

export const listAdminSubscriptions = endpoint({
  method: 'GET',
  path: '/api/admin/subscriptions',
  tag: 'Back office: refills',
  summary: 'The refills, newest first, a page at a time, of one status with `?status=`.',
  auth: 'admin',
  permission: 'orders',
  paged: true,
  query: adminSubscriptionsQuerySchema,
  responses: { 200: adminSubscriptionListSchema },
});

export const getAdminSubscription = endpoint({
  method: 'GET',
  path: '/api/admin/subscriptions/:id',
  tag: 'Back office: refills',
  summary:
    'A refill with every attempt to bill its deliveries (cycle, attempt, order, outcome, who asked), newest first.',
  auth: 'admin',
  permission: 'orders',
  params: subscriptionIdParam,
  responses: { 200: adminSubscriptionDetailSchema },
  errors: { 404: ['SUBSCRIPTION_NOT_FOUND'] },
});

export const changeAdminSubscription = endpoint({
  method: 'PUT',
  path: '/api/admin/subscriptions/:id',
  tag: 'Back office: refills',
  summary:
    'Staff pause a refill for one to three deliveries, resume it or cancel it (the customer is mailed); answers the refill.',
  auth: 'admin',
  permission: 'orders',
  params: subscriptionIdParam,
  body: adminSubscriptionChangeSchema,
  responses: { 200: adminSubscriptionDetailSchema },
  errors: { 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_ENDED', 'SUBSCRIPTION_BUSY'] },
});

export const renewAdminSubscription = endpoint({
  method: 'POST',
  path: '/api/admin/subscriptions/:id/renew',
  tag: 'Back office: refills',
  summary: 'Bills a refill\'s next delivery now (as the customer\'s "next one now"); concurrent calls make one order.',
  auth: 'admin',
  permission: 'orders',
  params: subscriptionIdParam,
  responses: { 201: renewedSchema },
  errors: { 404: ['SUBSCRIPTION_NOT_FOUND'], 409: ['SUBSCRIPTION_BUSY', 'SUBSCRIPTION_ENDED', 'RENEWAL_DECLINED'] },
});
