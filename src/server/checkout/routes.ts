import type { FastifyPluginAsync } from 'fastify';
import { confirmPayment, createPaymentIntent, placeOrder } from '../../domain/api/checkout';
import { type CartOwner, resolveCartOwner } from '../cart/owner';
import { serve } from '../http/endpoint';
import type { CheckoutService } from './service';

/**
 * What the checkout tells of the box "E-mail me about new perfumes and offers" and a guest's typed address
 * (MarketingService.atCheckout, named by its shape: that feature reaches the cart, as the checkout does).
 */
interface CheckoutConsent {
  atCheckout(input: {
    owner: CartOwner;
    email: string;
    account?: { id: number; email: string } | undefined;
    consent: boolean | undefined;
    locale: string;
  }): Promise<void>;
}

export const checkoutRoutes =
  ({ checkout, marketing }: { checkout: CheckoutService; marketing: CheckoutConsent }): FastifyPluginAsync =>
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
      const account = await request.currentUser();
      const order = await checkout.placeOrder(
        owner,
        shippingDetails,
        { paymentIntentId, shippingMethodId, gift, billingDetails, buyer },
        {
          ip: request.ip,
          log: request.log,
          accountEmail: account?.email,
          locale: locale ?? request.locale,
          market: await request.market(),
        },
      );
      // The box's answer, and a guest's typed address kept on the cart for its reminder (DESIGN §1 "Abandoned carts and consent").
      const email = shippingDetails?.email ?? buyer?.email;
      if (email)
        await marketing.atCheckout({
          owner,
          email,
          account,
          consent: request.body.marketingConsent,
          locale: locale ?? request.locale,
        });
      return reply.status(201).send(order);
    });

    serve(app, confirmPayment, async (request) => checkout.confirm(request.body.orderId, request.body.paymentIntentId));
  };
