import Stripe from 'stripe';
import type { Config } from '../config';
import type { CreatedIntent, IntentInfo, PaymentProvider } from './provider';

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

  async createIntent({ amountCents, currency, ownerKey }: { amountCents: number; currency: string; ownerKey: string }): Promise<CreatedIntent> {
    const intent = await this.client.paymentIntents.create({
      amount: amountCents,
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

  async attachOrder(intentId: string, orderId: number): Promise<void> {
    await this.client.paymentIntents.update(intentId, { metadata: { orderId: String(orderId) } });
  }

  /** Verifies a webhook's signature; throws on a bad or missing one. */
  parseWebhook(rawBody: Buffer, signature: string): Stripe.Event {
    if (!this.config.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    return this.client.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
  }
}

export function toInfo(intent: Stripe.PaymentIntent): IntentInfo {
  const orderId = Number(intent.metadata?.orderId);
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency.toUpperCase(),
    isTest: !intent.livemode,
    ...(Number.isInteger(orderId) && orderId > 0 ? { orderId } : {}),
    ...(intent.metadata?.cartOwner ? { ownerKey: intent.metadata.cartOwner } : {}),
  };
}
