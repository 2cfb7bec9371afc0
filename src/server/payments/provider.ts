import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the shop needs to know of a card payment, whichever provider took it. */
export interface IntentInfo {
  id: string;
  status: 'succeeded' | 'requires_payment_method' | 'processing' | 'canceled' | string;
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** A test-mode payment (simulated, or Stripe test keys): the admin sees it marked. */
  isTest: boolean;
  /** The order the intent was attached to, when the provider keeps it. */
  orderId?: number;
  /** Whose cart the intent was made for (`guest:…` or `user:…`), when the provider keeps it. */
  ownerKey?: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** A provider telling the shop, on its own initiative, how an intent ended (Stripe's webhook). */
export interface PaymentEvent {
  type: 'succeeded' | 'failed';
  intent: IntentInfo;
}
export type PaymentEventHandler = (event: PaymentEvent, log: FastifyBaseLogger) => Promise<void>;

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  createIntent(input: { amountCents: number; currency: string; ownerKey: string }): Promise<CreatedIntent>;
  retrieve(intentId: string): Promise<IntentInfo | undefined>;
  /** Records which order an intent pays, so a webhook can settle it after the tab is closed. */
  attachOrder(intentId: string, orderId: number): Promise<void>;
  /** The provider's own HTTP routes (a card form's endpoint, a webhook), which report to `onEvent`. */
  routes(onEvent: PaymentEventHandler): FastifyPluginAsyncZod;
}
