import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { confirmPaymentSchema, createPaymentIntentSchema, simulatedConfirmSchema } from '../../domain/checkout';
import type { SessionService } from '../auth/session';
import { resolveCartOwner } from '../cart/owner';
import { AppError } from '../http/errors';
import type { PaymentService } from './service';
import { SimulatedProvider } from './simulated';
import { StripeProvider, toInfo } from './stripe';
import type { PaymentProvider } from './provider';

export const paymentRoutes =
  (payments: PaymentService, provider: PaymentProvider | undefined, sessions: SessionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post('/api/create-payment-intent', { schema: { body: createPaymentIntentSchema } }, async (request) => {
      return payments.createIntent(await resolveCartOwner(sessions, request, request.body.guestId));
    });

    app.post('/api/confirm-payment', { schema: { body: confirmPaymentSchema } }, async (request) => {
      return payments.confirm(request.body.orderId, request.body.paymentIntentId);
    });

    if (provider instanceof SimulatedProvider) {
      app.post('/api/payments/simulated/confirm', { schema: { body: simulatedConfirmSchema } }, async (request) =>
        provider.confirmCard(request.body.clientSecret, request.body),
      );
    }

    if (provider instanceof StripeProvider) {
      // The signature covers the exact bytes: this route keeps the raw body.
      await app.register(async (scope) => {
        scope.removeAllContentTypeParsers();
        scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
        scope.post('/api/stripe/webhook', async (request, reply) => {
          const signature = request.headers['stripe-signature'];
          let event;
          try {
            if (typeof signature !== 'string') throw new Error('missing signature');
            event = provider.parseWebhook(request.body as Buffer, signature);
          } catch {
            throw AppError.badRequest('Invalid webhook signature');
          }
          if (event.type === 'payment_intent.succeeded' || event.type === 'payment_intent.payment_failed') {
            const intent = toInfo(event.data.object);
            if (intent.orderId !== undefined) {
              if (event.type === 'payment_intent.succeeded') {
                // A refusal (amount mismatch, paid elsewhere) is final: acknowledge it. Anything else
                // (the store is down) answers 500 so Stripe delivers the event again.
                await payments.settle(intent.orderId, intent).catch((err: unknown) => {
                  if (!(err instanceof AppError)) throw err;
                  request.log.error({ err, orderId: intent.orderId, intent: intent.id }, 'webhook refused to settle the order');
                });
              } else {
                await payments.markFailed(intent.orderId);
              }
            }
          }
          return reply.send({ received: true });
        });
      });
    }
  };
