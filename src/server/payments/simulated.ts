import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import type { Money } from '../../domain/currency/currency';
import { confirmSimulatedCard } from '../../domain/api/payments';
import { type CardInput, DECLINED_TEST_CARD, digitsOnly } from '../../domain/payments/schemas';
import type { Db } from '../db/client';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import type { CreatedIntent, IntentInfo, IntentRequest, PaymentHooks, PaymentProvider } from './provider';
import {
  attachSimulatedIntent,
  findSimulatedIntent,
  findSimulatedIntentBySecret,
  insertSimulatedIntent,
  type SimulatedIntentRow,
  updateSimulatedIntent,
} from './repo';

interface SimulatedConfirmResult {
  status: 'succeeded' | 'requires_payment_method';
  paymentIntentId: string;
  error?: { message: string };
}

/**
 * A card provider that charges nothing, for development and tests. Its intents live in the
 * store, so any server process can confirm or check them. 4000 0000 0000 0002 is declined.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly db: Db) {}

  async createIntent({ amountCents, currency, ownerKey }: IntentRequest): Promise<CreatedIntent> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await insertSimulatedIntent(this.db, {
      id,
      clientSecret,
      amountCents,
      currency,
      ownerKey,
      status: 'requires_payment_method',
    });
    return { id, clientSecret };
  }

  async retrieve(intentId: string): Promise<IntentInfo | undefined> {
    const row = await findSimulatedIntent(this.db, intentId);
    return row && toInfo(row);
  }

  async attachOrder(intent: IntentInfo, orderId: number, amount: Money): Promise<void> {
    if (await attachSimulatedIntent(this.db, intent.id, orderId, amount)) return;
    // Already paid: it stands only for the order it paid, at that amount in that currency.
    const now = await this.retrieve(intent.id);
    if (now?.orderId !== orderId || now.amountCents !== amount.minor || now.currency !== amount.currency)
      throw AppError.conflict('PAYMENT_OF_OTHER_ORDER');
  }

  /** Immediate, and named by the order: a second refund of the same order has the same id. */
  async refund(intentId: string, amount: Money, idempotencyKey: string): Promise<{ refundId: string }> {
    const intent = await findSimulatedIntent(this.db, intentId);
    if (intent?.status !== 'succeeded') throw new Error(`The simulated intent ${intentId} was never charged`);
    // A refund is in the currency the card paid, as a provider's would be.
    if (amount.currency !== intent.currency)
      throw new Error(`A refund in ${amount.currency} of a payment in ${intent.currency}`);
    return { refundId: `re_sim_${idempotencyKey}` };
  }

  /** The simulated card form posts here; the shop then confirms the payment as with any provider. */
  routes(hooks: PaymentHooks): FastifyPluginAsync {
    return async (app) => {
      serve(app, confirmSimulatedCard, async (request) =>
        this.confirmCard(request.body.clientSecret, request.body, hooks),
      );
    };
  }

  private async confirmCard(
    clientSecret: string,
    card: CardInput,
    hooks: PaymentHooks,
  ): Promise<SimulatedConfirmResult> {
    const intent = await findSimulatedIntentBySecret(this.db, clientSecret);
    if (!intent) throw AppError.notFound('PAYMENT_NOT_FOUND');
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    if (digitsOnly(card.cardNumber) === DECLINED_TEST_CARD) {
      const message = 'Your card was declined.';
      await updateSimulatedIntent(this.db, intent.id, { status: 'requires_payment_method', lastError: message });
      return { status: 'requires_payment_method', paymentIntentId: intent.id, error: { message } };
    }
    await hooks.beforeCharge(toInfo(intent));
    await updateSimulatedIntent(this.db, intent.id, { status: 'succeeded', lastError: null });
    return { status: 'succeeded', paymentIntentId: intent.id };
  }
}

function toInfo(row: SimulatedIntentRow): IntentInfo {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amountCents,
    currency: row.currency,
    isTest: true,
    ...(row.orderId !== null ? { orderId: row.orderId } : {}),
    ...(row.ownerKey !== null ? { ownerKey: row.ownerKey } : {}),
  };
}
