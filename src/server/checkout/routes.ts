import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmPaymentSchema,
  createdOrderSchema,
  createOrderSchema,
  createPaymentIntentSchema,
  paymentIntentSchema,
  paymentStatusSchema,
} from '../../domain/checkout';
import { resolveCartOwner } from '../cart/owner';
import type { CheckoutService } from './service';

export const checkoutRoutes =
  ({ checkout }: { checkout: CheckoutService }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/create-payment-intent',
      { schema: { body: createPaymentIntentSchema, response: { 200: paymentIntentSchema } } },
      async (request) => checkout.createIntent(await resolveCartOwner(request)),
    );

    app.post('/api/orders', { schema: { body: createOrderSchema, response: { 201: createdOrderSchema } } }, async (request, reply) => {
      const { shippingDetails, paymentIntentId } = request.body;
      const order = await checkout.placeOrder(await resolveCartOwner(request), shippingDetails, paymentIntentId, request.log);
      return reply.status(201).send(order);
    });

    app.post('/api/confirm-payment', { schema: { body: confirmPaymentSchema, response: { 200: paymentStatusSchema } } }, async (request) =>
      checkout.confirm(request.body.orderId, request.body.paymentIntentId),
    );
  };
