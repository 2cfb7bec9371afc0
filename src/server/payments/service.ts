import { type Money, money, toMajorIn } from '../../domain/currency/currency';
import type { PaymentIntent } from '../../domain/payments/schemas';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { Db } from '../db/client';
import { isTx } from '../db/transaction';
import { AppError } from '../http/errors';
import type { Tally } from '../observability/tally';
import type {
  CreatedIntent,
  IntentInfo,
  PaymentHooks,
  PaymentProvider,
  SavedCard,
  SavedCharge,
  SavedChargeRequest,
} from './provider';
import { findPaymentOfOrder, insertPayment, markPaymentRefunded } from './repo';

/** What PaymentService is built from (services.ts gives each by name). */
export interface PaymentDeps {
  db: Db;
  maybeProvider: PaymentProvider | undefined;
  /** Counts payments settled and failed for `GET /metrics`. */
  tally?: Tally;
}

/**
 * The card provider behind one interface, and the payments table's one owner. Every amount is in the currency
 * of the cart or order it pays (decision 070), in its ISO 4217 minor units.
 */
export class PaymentService {
  private readonly db: Db;
  private readonly maybeProvider: PaymentProvider | undefined;
  private readonly tally: Tally | undefined;

  constructor({ db, maybeProvider, tally }: PaymentDeps) {
    this.db = db;
    this.maybeProvider = maybeProvider;
    this.tally = tally;
  }

  /** The disabled mode (production without Stripe keys) has no provider: payment calls answer 503. */
  private get provider(): PaymentProvider {
    if (!this.maybeProvider) throw new AppError(503, 'PAYMENTS_DISABLED');
    return this.maybeProvider;
  }

  /**
   * A payment of `amount` in its currency (the priced cart's). With `keepCard` (a cart with refills), the card
   * that pays is also kept for that shop customer's renewals (`user:<id>`): `find` then answers it as `savedCard`.
   */
  async createIntent(amount: Money, owner: CartOwner, keepCard?: { customer: string }): Promise<PaymentIntent> {
    const intent = await this.provider.createIntent({
      amountCents: amount.minor,
      currency: amount.currency,
      ownerKey: ownerKey(owner),
      ...(keepCard ? { keepCard } : {}),
    });
    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount: toMajorIn(amount.minor, amount.currency),
      currency: amount.currency,
    };
  }

  /** The intent as the provider knows it; an unknown one cannot be verified. */
  async retrieve(intentId: string): Promise<IntentInfo> {
    const intent = await this.provider.retrieve(intentId);
    if (!intent) throw AppError.badRequest('PAYMENT_VERIFICATION_FAILED');
    return intent;
  }

  /**
   * Records which order an intent pays and prices it at the order's total in the order's currency, only for
   * the shopper the intent was made for and only once: nobody can point someone else's payment at their own
   * order, and the card is charged what the order costs.
   */
  async attachOrder(intentId: string, order: { id: number; total: Money }, owner: CartOwner): Promise<void> {
    const intent = await this.retrieve(intentId);
    if (intent.ownerKey !== undefined && intent.ownerKey !== ownerKey(owner))
      throw AppError.forbidden('PAYMENT_OF_OTHER_CART');
    if (intent.orderId !== undefined && intent.orderId !== order.id) throw AppError.conflict('PAYMENT_OF_OTHER_ORDER');
    await this.provider.attachOrder(intent, order.id, order.total);
  }

  /** The intent as the provider knows it (with its `savedCard` once a card kept succeeded), or undefined for an id it does not know. */
  find(intentId: string): Promise<IntentInfo | undefined> {
    return this.provider.retrieve(intentId);
  }

  /**
   * Charges a kept card with nobody at the keyboard (a renewal), for the order it pays. The same
   * `idempotencyKey` answers the same result and never charges twice; a new attempt needs a new key.
   */
  async chargeSaved(input: SavedChargeRequest): Promise<SavedCharge> {
    const charge = await this.provider.chargeSaved(input);
    if (charge.status === 'declined') this.tally?.count('payment_failed');
    return charge;
  }

  /** A payment the provider reported failed (its webhook): counted for `GET /metrics`. */
  failed(): void {
    this.tally?.count('payment_failed');
  }

  /** Opens the provider's own flow to keep a new card for a shop customer (`user:<id>`), charging nothing. */
  setupCard(customer: string): Promise<CreatedIntent> {
    return this.provider.setupCard(customer);
  }

  /** The card a setup kept, once its holder finished it; undefined before. */
  savedCardOf(setupId: string): Promise<SavedCard | undefined> {
    return this.provider.savedCardOf(setupId);
  }

  /** The payment of a settled order, inside the settling transaction. */
  async record(orderId: number, intent: IntentInfo, db: Db = this.db): Promise<void> {
    await insertPayment(db, {
      orderId,
      provider: this.provider.name,
      providerPaymentId: intent.id,
      amountCents: intent.amountCents,
      currency: intent.currency,
      status: 'succeeded',
      isTest: intent.isTest,
    });
    // Counted once its transaction has committed (a settlement that rolls back settled nothing).
    const settled = () => this.tally?.count('payment_settled');
    if (isTx(db)) db.afterCommit(`payment-settled:${intent.id}`, settled);
    else settled();
  }

  /**
   * Refunds part (or all) of a payment through the provider, in the payment's currency (the order's);
   * `refundKey` names the refund, so asking again with it never refunds twice.
   */
  refundPart(intentId: string, amount: Money, refundKey: string): Promise<{ refundId: string }> {
    return this.provider.refund(intentId, amount, refundKey);
  }

  /** Refunds an order's payment in full through the provider; the order names the refund, so a retry never refunds twice. */
  refund(intent: Pick<IntentInfo, 'id' | 'amountCents' | 'currency'>, orderId: number): Promise<{ refundId: string }> {
    return this.provider.refund(intent.id, money(intent.amountCents, intent.currency), `refund-order-${orderId}`);
  }

  /** Notes the refund on the payment, inside the refunding transaction. */
  markRefunded(intentId: string, refundId: string, db: Db = this.db): Promise<void> {
    return markPaymentRefunded(db, intentId, refundId);
  }

  /** How an order was paid, as the back office's order view shows it. */
  async ofOrder(
    orderId: number,
  ): Promise<{ provider: string; reference: string; amount: number; isTest: boolean; refundId: string | null } | null> {
    const row = await findPaymentOfOrder(this.db, orderId);
    return row
      ? {
          provider: row.provider,
          reference: row.providerPaymentId,
          // In the payment's own currency (the order's).
          amount: toMajorIn(row.amountCents, row.currency),
          isTest: row.isTest,
          refundId: row.refundId,
        }
      : null;
  }

  /** The provider's own routes; none in the disabled mode. */
  routes(hooks: PaymentHooks) {
    return this.maybeProvider?.routes(hooks);
  }
}
