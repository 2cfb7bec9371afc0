import type { FastifyPluginAsync } from 'fastify';
import type { Feature } from '../http/feature';
import type { PaymentHooks } from './provider';
import type { PaymentService } from './service';

/**
 * The provider's own routes (Stripe's webhook, the simulated card form), none when payments are disabled. What
 * a provider reports goes to the checkout (`CheckoutService.onPaymentEvent`), named here by the hooks' shape.
 */
const providerRoutes =
  ({
    payments,
    checkout,
  }: {
    payments: PaymentService;
    checkout: { onPaymentEvent: PaymentHooks['onEvent']; assertChargeable: PaymentHooks['beforeCharge'] };
  }): FastifyPluginAsync =>
  async (app) => {
    const routes = payments.routes({
      onEvent: (event, log) => checkout.onPaymentEvent(event, log),
      beforeCharge: (intent) => checkout.assertChargeable(intent),
    });
    if (routes) await app.register(routes);
  };

export const paymentsFeature = {
  name: 'payments',
  routes: [providerRoutes],
} satisfies Feature;
