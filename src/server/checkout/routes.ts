import type { FastifyPluginAsync } from 'fastify';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { resolveCartOwner } from '../cart/owner';
import { serve } from '../http/endpoint';
import type { CheckoutService } from './service';

export const checkoutRoutes =
  ({ checkout }: { checkout: CheckoutService }): FastifyPluginAsync =>
  async (app) => {
    serve(app, createPaymentIntent, async (request) => {
      const { country, shippingDetails, shippingMethodId, giftWrap } = request.body;
      // Charged in the shipping country's market's currency, else the shopper's market's (decision 070).
      return checkout.createIntent(await resolveCartOwner(request), {
        country: country ?? shippingDetails?.country,
        shippingMethodId,
        giftWrap,
        market: await request.market(),
      });
    });

    serve(app, placeOrder, async (request, reply) => {
      const { shippingDetails, paymentIntentId, shippingMethodId, gift, billingDetails, buyer, locale } = request.body;
      const owner = await resolveCartOwner(request);
      const order = await checkout.placeOrder(
        owner,
        shippingDetails,
        { paymentIntentId, shippingMethodId, gift, billingDetails, buyer },
        {
          ip: request.ip,
          log: request.log,
          accountEmail: (await request.currentUser())?.email,
          locale: locale ?? request.locale,
          market: await request.market(),
        },
      );
      return reply.status(201).send(order);
    });

    serve(app, confirmPayment, async (request) => checkout.confirm(request.body.orderId, request.body.paymentIntentId));
  };
