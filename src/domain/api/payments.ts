import {
  simulatedAuthenticateSchema,
  simulatedConfirmResultSchema,
  simulatedConfirmSchema,
  simulatedSetupResultSchema,
  webhookAckSchema,
} from '../payments/schemas';
import { endpoint } from './endpoint';

const tag = 'Payments';

export const confirmSimulatedCard = endpoint({
  method: 'POST',
  path: '/api/payments/simulated/confirm',
  tag,
  summary: 'Charges a card with the simulated provider (development and tests); 4000 0000 0000 0002 is declined.',
  body: simulatedConfirmSchema,
  responses: { 200: simulatedConfirmResultSchema },
  errors: {
    404: ['PAYMENT_NOT_FOUND'],
    // Before the charge: the order was cancelled, its total changed, its bottles, its gift card's balance or its discount code's uses are gone.
    409: ['ORDER_CANCELLED', 'CART_CHANGED', 'OUT_OF_STOCK', 'GIFT_CARD_SPENT', 'DISCOUNT_INVALID'],
  },
});

export const authenticateSimulatedCharge = endpoint({
  method: 'POST',
  path: '/api/payments/simulated/authenticate',
  tag,
  summary:
    'Confirms, as its card holder, an off-session charge the simulated provider holds for confirmation (4000 0027 6000 3184).',
  body: simulatedAuthenticateSchema,
  responses: { 200: simulatedConfirmResultSchema },
  errors: {
    404: ['PAYMENT_NOT_FOUND'],
    409: ['ORDER_CANCELLED', 'CART_CHANGED', 'OUT_OF_STOCK', 'GIFT_CARD_SPENT', 'DISCOUNT_INVALID'],
  },
});

export const setupSimulatedCard = endpoint({
  method: 'POST',
  path: '/api/payments/simulated/setup',
  tag,
  summary:
    "Keeps a new card for a customer's later off-session charges with the simulated provider, charging nothing; 4000 0000 0000 0002 is refused.",
  body: simulatedConfirmSchema,
  responses: { 200: simulatedSetupResultSchema },
  errors: { 404: ['PAYMENT_NOT_FOUND'] },
});

export const stripeWebhook = endpoint({
  method: 'POST',
  path: '/api/stripe/webhook',
  tag,
  summary:
    "Stripe's signed report of how a payment ended or that it was refunded; the body is read raw to check its signature.",
  responses: { 200: webhookAckSchema },
  errors: { 400: ['INVALID_WEBHOOK_SIGNATURE'] },
});
