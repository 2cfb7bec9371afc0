import type { FastifyPluginAsync } from 'fastify';
import Stripe from 'stripe';
import { type Money, money } from '../../domain/currency/currency';
import { fromStripeAmount, toStripeAmount } from '../../domain/payments/amounts';
import { stripeWebhook } from '../../domain/api/payments';
import type { Config } from '../config';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import type {
  CreatedIntent,
  IntentInfo,
  IntentRequest,
  PaymentEvent,
  PaymentHooks,
  PaymentProvider,
  SavedCard,
  SavedCharge,
  SavedChargeRequest,
} from './provider';

type StripeConfig = NonNullable<Config['stripe']>;

/** How many shop customers' Stripe ids a process remembers (a Customer's id never changes). */
const KNOWN_CUSTOMERS = 10_000;

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  readonly client: Stripe;
  /** Shop customer (`user:12`) → Stripe Customer id, as found or made. */
  private readonly customers = new Map<string, string>();

  constructor(private readonly config: StripeConfig) {
    this.client = new Stripe(config.secretKey, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol ?? 'https' } : {}),
    });
  }

  async createIntent({ amountCents, currency, ownerKey, keepCard }: IntentRequest): Promise<CreatedIntent> {
    // Stripe's units of the currency (`toStripeAmount`), its code in lower case.
    const intent = await this.client.paymentIntents.create({
      amount: toStripeAmount(money(amountCents, currency)),
      currency: currency.toLowerCase(),
      metadata: { cartOwner: ownerKey },
      automatic_payment_methods: { enabled: true },
      // The card paying a refill's first order is kept on the customer for the renewals.
      ...(keepCard
        ? { customer: await this.customerOf(keepCard.customer), setup_future_usage: 'off_session' as const }
        : {}),
    });
    if (!intent.client_secret) throw new Error('Stripe created an intent without a client secret');
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async retrieve(intentId: string): Promise<IntentInfo | undefined> {
    try {
      // The payment method expanded: a kept card's label is its last four digits.
      return toInfo(await this.client.paymentIntents.retrieve(intentId, { expand: ['payment_method'] }));
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  /**
   * Off-session and confirmed at once, under the caller's idempotency key (Stripe answers a replay with the
   * first answer, a decline included). A bank that wants its holder to confirm declines with
   * `authentication_required`: the intent's client secret lets the holder confirm it on the shop's page.
   */
  async chargeSaved({
    amount,
    card,
    customer,
    idempotencyKey,
    orderId,
    ownerKey,
  }: SavedChargeRequest): Promise<SavedCharge> {
    try {
      const intent = await this.client.paymentIntents.create(
        {
          amount: toStripeAmount(amount),
          currency: amount.currency.toLowerCase(),
          customer: await this.customerOf(customer),
          payment_method: card,
          off_session: true,
          confirm: true,
          metadata: { orderId: String(orderId), cartOwner: ownerKey },
        },
        { idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', intent: toInfo(intent) };
      if (intent.status === 'requires_action' && intent.client_secret)
        return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret };
      if (intent.status === 'requires_payment_method')
        return { status: 'declined', intentId: intent.id, message: intent.last_payment_error?.message ?? '' };
      throw new Error(`Stripe answered an off-session charge ${intent.id} with status ${intent.status}`);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeCardError)) throw err;
      const intent = err.payment_intent;
      if (err.code === 'authentication_required' && intent?.client_secret)
        return { status: 'requires_action', intentId: intent.id, clientSecret: intent.client_secret };
      return { status: 'declined', intentId: intent?.id ?? '', message: err.message };
    }
  }

  /** Stripe's SetupIntent: the card is kept on the customer for off-session use, nothing charged. */
  async setupCard(customer: string): Promise<CreatedIntent> {
    const setup = await this.client.setupIntents.create({
      customer: await this.customerOf(customer),
      usage: 'off_session',
      automatic_payment_methods: { enabled: true },
      metadata: { shopCustomer: customer },
    });
    if (!setup.client_secret) throw new Error('Stripe created a setup without a client secret');
    return { id: setup.id, clientSecret: setup.client_secret };
  }

  async savedCardOf(setupId: string): Promise<SavedCard | undefined> {
    try {
      const setup = await this.client.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
      return setup.status === 'succeeded' ? cardOf(setup.payment_method) : undefined;
    } catch (err) {
      if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return undefined;
      throw err;
    }
  }

  /**
   * The Stripe Customer of a shop customer, found by its metadata or made. Stripe's search may lag a minute
   * behind a creation: the creation's idempotency key (kept by Stripe for a day) then answers the same
   * Customer, so two processes never make two.
   */
  private async customerOf(shopCustomer: string): Promise<string> {
    const known = this.customers.get(shopCustomer);
    if (known) return known;
    const found = await this.client.customers.search({
      query: `metadata['shopCustomer']:'${shopCustomer.replace(/['\\]/g, '')}'`,
      limit: 1,
    });
    const id =
      found.data[0]?.id ??
      (
        await this.client.customers.create(
          { metadata: { shopCustomer } },
          { idempotencyKey: `shop-customer-${shopCustomer}` },
        )
      ).id;
    if (this.customers.size >= KNOWN_CUSTOMERS) this.customers.clear();
    this.customers.set(shopCustomer, id);
    return id;
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
        const event = await this.verifiedEvent(request.body as unknown as Buffer, request.headers['stripe-signature']);
        if (event) await onEvent(event, request.log);
        return { received: true as const };
      });
    };
  }

  /** An event's intent names its payment method by id only: one that kept its card is read again for the card's label. */
  private async withSavedCard(intent: Stripe.PaymentIntent): Promise<IntentInfo> {
    const named = intent.setup_future_usage === 'off_session' && typeof intent.payment_method === 'string';
    return (named && (await this.retrieve(intent.id))) || toInfo(intent);
  }

  /** The event of a webhook call, when it concerns a payment intent; throws on a bad or missing signature. */
  private async verifiedEvent(
    rawBody: Buffer,
    signature: string | string[] | undefined,
  ): Promise<PaymentEvent | undefined> {
    let event: Stripe.Event;
    try {
      if (typeof signature !== 'string' || !this.config.webhookSecret) throw new Error('no signature to check');
      event = this.client.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw AppError.badRequest('INVALID_WEBHOOK_SIGNATURE');
    }
    if (event.type === 'payment_intent.succeeded')
      return { type: 'succeeded', intent: await this.withSavedCard(event.data.object) };
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

/** A card payment method as the shop shows it; none for another kind, or one named by id only. */
function cardOf(method: string | Stripe.PaymentMethod | null): SavedCard | undefined {
  return typeof method === 'object' && method?.card
    ? { token: method.id, label: `•••• ${method.card.last4}` }
    : undefined;
}

function toInfo(intent: Stripe.PaymentIntent): IntentInfo {
  const orderId = Number(intent.metadata?.orderId);
  const currency = intent.currency.toUpperCase();
  const kept = intent.setup_future_usage === 'off_session';
  const savedCard = kept && intent.status === 'succeeded' ? cardOf(intent.payment_method) : undefined;
  return {
    id: intent.id,
    status: intent.status,
    amountCents: fromStripeAmount(intent.amount, currency).minor,
    currency,
    isTest: !intent.livemode,
    ...(Number.isInteger(orderId) && orderId > 0 ? { orderId } : {}),
    ...(intent.metadata?.cartOwner ? { ownerKey: intent.metadata.cartOwner } : {}),
    ...(savedCard ? { savedCard } : {}),
  };
}
