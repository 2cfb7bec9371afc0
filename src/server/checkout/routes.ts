import type { FastifyPluginAsync } from 'fastify';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { resolveCartOwner } from '../cart/owner';
import { serve } from '../http/endpoint';
import type { CheckoutService } from './service';

export const checkoutRoutes =
  ({ checkout }: { checkout: CheckoutService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, createPaymentIntent, async (request) => checkout.createIntent(await resolveCartOwner(request)));

    serve(app, placeOrder, async (request, reply) => {
      const { shippingDetails, paymentIntentId } = request.body;
      const order = await checkout.placeOrder(
        await resolveCartOwner(request),
        shippingDetails,
        paymentIntentId,
        request,
      );
      return reply.status(201).send(order);
    });

    serve(app, confirmPayment, async (request) => checkout.confirm(request.body.orderId, request.body.paymentIntentId));
  };
