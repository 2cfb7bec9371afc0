import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { type Money, money } from '../../domain/currency/currency';
import { fromStripeAmount, toStripeAmount } from '../../domain/payments/amounts';
import { stripeWebhook } from '../../domain/api/payments';
import type { Config } from '../config';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import type { CreatedIntent, IntentInfo, IntentRequest, PaymentEvent, PaymentHooks, PaymentProvider } from './provider';

type StripeConfig = NonNullable<Config['stripe']>;

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol ?? 'https' } : {}),
    });
  }

  async createIntent({ amountCents, currency, ownerKey }: IntentRequest): Promise<CreatedIntent> {
    // Stripe's units of the currency (`toStripeAmount`), its code in lower case.
    const intent = await this.client.paymentIntents.create({
      amount: toStripeAmount(money(amountCents, currency)),
      currency: currency.toLowerCase(),
      metadata: { cartOwner: ownerKey },
      automatic_payment_methods: { enabled: true },
    });
    if (!intent.client_secret) throw new Error('Stripe created an intent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(intentId: string): Promise<IntentInfo | undefined> {
    try {
      return toInfo(await this.client.paymentIntents.retrieve(intentId));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  async attachOrder(intent: IntentInfo, orderId: number, amount: Money): Promise<void> {
    const charged = intent.status === 'succeeded' || intent.status === 'processing';
    const same = intent.amountCents === amount.minor && intent.currency === amount.currency;
    if (charged && (!same || (intent.orderId !== undefined && intent.orderId !== orderId))) {
      throw AppError.conflict('PAYMENT_OF_OTHER_ORDER');
    }
    // An intent opened before the shipping country changed the market is priced again in the order's currency.
    await this.client.paymentIntents.update(intent.id, {
      metadata: { orderId: String(orderId) },
      ...(charged || same
        ? {}
        : {
            amount: toStripeAmount(amount),
            ...(intent.currency === amount.currency ? {} : { currency: amount.currency.toLowerCase() }),
          }),
    });
  }

  async refund(intentId: string, amount: Money, idempotencyKey: string): Promise<{ refundId: string }> {
    const refund = await this.client.refunds.create(
      { payment_intent: intentId, amount: toStripeAmount(amount) },
      { idempotencyKey },
    );
    return { refundId: refund.id };
  }

  /** The signed webhook, so a payment settles even when the shopper closed the tab. */
  routes({ onEvent }: PaymentHooks): FastifyPluginAsync {
    return async (app) => {
      // The signature covers the exact bytes: this route keeps the raw body.
      app.removeAllContentTypeParsers();
      app.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
      serve(app, stripeWebhook, async (request) => {
        // The declaration has no body schema: the parser above hands over the raw bytes.
        const event = this.verifiedEvent(request.body as unknown as Buffer, request.headers['stripe-signature']);
        if (event) await onEvent(event, request.log);
        return { received: true as const };
      });
    };
  }

  /** The event of a webhook call, when it concerns a payment intent; throws on a bad or missing signature. */
  private verifiedEvent(rawBody: Buffer, signature: string | string[] | undefined): PaymentEvent | undefined {
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !this.config.webhookSecret) throw new Error('no signature to check');
      event = this.client.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw AppError.badRequest('INVALID_WEBHOOK_SIGNATURE');
    }
    if (event.type === 'payment_intent.succeeded') return { type: 'succeeded', intent: toInfo(event.data.object) };
    if (event.type === 'payment_intent.payment_failed') return { type: 'failed', intent: toInfo(event.data.object) };
    if (event.type === 'charge.refunded') {
      // Refunded in full (from the shop or Stripe's dashboard); a partial refund is left to staff.
      const charge = event.data.object;
      const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
      const refundId = charge.refunds?.data[0]?.id ?? `charge:${charge.id}`;
      if (intentId && charge.refunded) return { type: 'refunded', intentId, refundId };
    }
    return undefined;
  }
}

function toInfo(intent: Stripe.PaymentIntent): IntentInfo {
  const orderId = Number(intent.metadata?.orderId);
  const currency = intent.currency.toUpperCase();
  return {
    id: intent.id,
    status: intent.status,
    amountCents: fromStripeAmount(intent.amount, currency).minor,
    currency,
    isTest: !intent.livemode,
    ...(Number.isInteger(orderId) && orderId > 0 ? { orderId } : {}),
    ...(intent.metadata?.cartOwner ? { ownerKey: intent.metadata.cartOwner } : {}),
  };
}
