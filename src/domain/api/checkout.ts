import { confirmPaymentSchema, createOrderSchema, createPaymentIntentSchema } from '../checkout/schemas';
import { createdOrderSchema } from '../orders/schemas';
import { paymentIntentSchema, paymentStatusSchema } from '../payments/schemas';
import type { ErrorCode } from '../shared/errors';
import { endpoint } from './endpoint';

const tag = 'Checkout';

/** What pricing the shopper's cart at the server refuses, at both steps of paying (opening the payment, placing the order). */
const cartPricingRefusals = [
  'GUEST_ID_REQUIRED',
  'GUEST_ID_MISMATCH',
  'CART_EMPTY',
  'CART_FULL',
  'ORDER_TOO_LARGE',
  'COUNTRY_UNKNOWN',
  'SHIPPING_METHOD_UNKNOWN',
] as const satisfies readonly ErrorCode[];

export const createPaymentIntent = endpoint({
  method: 'POST',
  path: '/api/create-payment-intent',
  tag,
  summary: "Opens a card payment for the cart at the server's own total; the amount and currency sent are ignored.",
  body: createPaymentIntentSchema,
  responses: { 200: paymentIntentSchema },
  errors: {
    400: [
      ...cartPricingRefusals,
      'NOTHING_TO_PAY',
      // A bespoke line added before the back office lowered an IFRA limit (decision 064).
      'IFRA_LIMIT',
    ],
    404: ['COUNTRY_NOT_SHIPPED'],
    503: ['PAYMENTS_DISABLED'],
  },
});

export const placeOrder = endpoint({
  method: 'POST',
  path: '/api/orders',
  tag,
  summary:
    "Writes the order from the server's cart, priced to its country and shipping method with the VAT it holds, and attaches the payment named, which holds its bottles for 15 minutes; the order waits for its payment and supersedes the shopper's earlier one. The cart's gift card pays its part at once (409 GIFT_CARD_SPENT when its balance went elsewhere, GIFT_CARD_CANCELLED when a refund of the order that bought it cancelled it); an order it pays in full is answered paid.",
  body: createOrderSchema,
  responses: { 201: createdOrderSchema },
  errors: {
    400: [
      ...cartPricingRefusals,
      'DISCOUNT_INVALID',
      'IFRA_LIMIT',
      // Gift cards only: no shipping, method, gift wrap or billing address (issue #43); items to ship: their address.
      'SHIPPING_NOT_NEEDED',
      'SHIPPING_REQUIRED',
    ],
    404: ['COUNTRY_NOT_SHIPPED'],
    409: [
      'OUT_OF_STOCK',
      'CART_CHANGED',
      'GIFT_CARD_SPENT',
      'GIFT_CARD_CANCELLED',
      'DISCOUNT_INVALID',
      'ORDER_CANCELLED',
      'ORDER_ALREADY_PAID',
    ],
    429: ['ORDERS_LIMITED'],
  },
});

export const confirmPayment = endpoint({
  method: 'POST',
  path: '/api/confirm-payment',
  tag,
  summary:
    'Checks the payment with the provider and, once it has succeeded, marks the order paid and takes its lines out of the cart.',
  body: confirmPaymentSchema,
  responses: { 200: paymentStatusSchema },
  errors: {
    400: ['PAYMENT_VERIFICATION_FAILED'],
    404: ['ORDER_NOT_FOUND'],
    // A payment for an order cancelled meanwhile, or whose bottles are gone, is given back.
    409: ['ORDER_ALREADY_PAID', 'ORDER_CANCELLED', 'OUT_OF_STOCK', 'GIFT_CARD_SPENT'],
    503: ['PAYMENTS_DISABLED'],
  },
});
