import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Money } from '../../domain/currency/currency';

/** What the shop needs to know of a card payment, whichever provider took it. */
export interface IntentInfo {
  id: string;
  status: 'succeeded' | 'requires_payment_method' | 'processing' | 'canceled' | string;
  /** In minor units of `currency` by ISO 4217. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
  /** A test-mode payment (simulated, or Stripe test keys): a staff member sees it marked. */
  isTest: boolean;
  /** The order the intent was attached to, when the provider keeps it. */
  orderId?: number;
  /** Whose cart the intent was made for (`guest:…` or `user:…`), when the provider keeps it. */
  ownerKey?: string;
  /** Once an intent that kept its card (`IntentRequest.keepCard`) succeeded: that card, for off-session charges. */
  savedCard?: SavedCard;
}

/** A card the provider keeps for a customer: its reusable token (Stripe: `pm_…`) and what a person is shown. */
export interface SavedCard {
  token: string;
  /** "•••• 4242". */
  label: string;
}

/** What a card payment is opened for: the server's own amount, in its currency, for one cart's owner. */
export interface IntentRequest {
  /** In minor units of `currency` by ISO 4217 (a provider counting otherwise converts). */
  amountCents: number;
  currency: string;
  /** Whose cart it pays (`guest:…` or `user:…`). */
  ownerKey: string;
  /**
   * The payment also keeps the card for later off-session charges of this shop customer (`user:12`), as a
   * refill's first order does (Stripe: the customer's, with `setup_future_usage: 'off_session'`).
   */
  keepCard?: { customer: string };
}

/** A charge of a kept card, with nobody at the keyboard (a refill's renewal). */
export interface SavedChargeRequest {
  amount: Money;
  /** The kept card's token (`SavedCard.token`). */
  card: string;
  /** The shop customer it is kept for (`user:12`). */
  customer: string;
  /** Names the charge: asking again with the same key answers the same result and never charges twice. */
  idempotencyKey: string;
  /** The order it pays (so a webhook settles it), and whose it is. */
  orderId: number;
  ownerKey: string;
}

/**
 * How an off-session charge ended: paid; declined by the bank (`message` from the provider); or waiting for
 * its card holder to confirm it (3-D Secure), with the secret the provider's confirmation flow needs.
 */
export type SavedCharge =
  | { status: 'succeeded'; intent: IntentInfo }
  | { status: 'declined'; intentId: string; message: string }
  | { status: 'requires_action'; intentId: string; clientSecret: string };

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/**
 * A provider telling the shop, on its own initiative, how an intent ended or that its payment
 * was refunded (Stripe's webhook; a refund may be made in Stripe's dashboard).
 */
export type PaymentEvent =
  { type: 'succeeded' | 'failed'; intent: IntentInfo } | { type: 'refunded'; intentId: string; refundId: string };

/** What the shop does when a provider's own routes need it. */
export interface PaymentHooks {
  /** A provider reported how an intent ended (Stripe's webhook). */
  onEvent(event: PaymentEvent, log: FastifyBaseLogger): Promise<void>;
  /** Just before a card is charged where the shop sees it (the simulated form): throws when the amount no longer matches. */
  beforeCharge(intent: IntentInfo): Promise<void>;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'simulated';
  createIntent(input: IntentRequest): Promise<CreatedIntent>;
  retrieve(intentId: string): Promise<IntentInfo | undefined>;
  /**
   * Records which order an intent pays (so a webhook can settle it after the tab is closed) and
   * prices the intent at the order's total in the order's currency, before the card is charged. An intent
   * already charged can be attached only to its own order at its own amount and currency (409 otherwise).
   */
  attachOrder(intent: IntentInfo, orderId: number, amount: Money): Promise<void>;
  /**
   * Refunds `amount` of a succeeded intent (in its currency). `idempotencyKey` names the refund: asking again
   * with the same key never refunds twice.
   */
  refund(intentId: string, amount: Money, idempotencyKey: string): Promise<{ refundId: string }>;
  /** Charges a kept card off-session, confirmed at once; the same `idempotencyKey` never charges twice. */
  chargeSaved(input: SavedChargeRequest): Promise<SavedCharge>;
  /** Opens the provider's own flow to keep a new card for a customer (Stripe: a SetupIntent), charging nothing. */
  setupCard(customer: string): Promise<CreatedIntent>;
  /** The card a setup kept, once it succeeded; undefined before, or for a setup it does not know. */
  savedCardOf(setupId: string): Promise<SavedCard | undefined>;
  /** The provider's own HTTP routes (a card form's endpoint, a webhook). */
  routes(hooks: PaymentHooks): FastifyPluginAsync;
}
