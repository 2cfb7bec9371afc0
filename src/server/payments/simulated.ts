import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CardInput, DECLINED_TEST_CARD, digitsOnly, simulatedConfirmResultSchema, simulatedConfirmSchema } from '../../domain/checkout';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import type { CreatedIntent, IntentInfo, PaymentProvider } from './provider';
import { findSimulatedIntent, findSimulatedIntentBySecret, insertSimulatedIntent, updateSimulatedIntent } from './repo';

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

  async createIntent({ amountCents, currency }: { amountCents: number; currency: string; ownerKey: string }): Promise<CreatedIntent> {
    const id = `pi_sim_${randomBytes(12).toString('hex')}`;
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await insertSimulatedIntent(this.db, { id, clientSecret, amountCents, currency, status: 'requires_payment_method' });
    return { id, clientSecret };
  }

  async retrieve(intentId: string): Promise<IntentInfo | undefined> {
    const row = await findSimulatedIntent(this.db, intentId);
    return row && { id: row.id, status: row.status, amountCents: row.amountCents, currency: row.currency, isTest: true };
  }

  async attachOrder(): Promise<void> {
    // Nothing to record: the simulated flow always confirms through the server.
  }

  /** The simulated card form posts here; the shop then confirms the payment as with any provider. */
  routes(): FastifyPluginAsyncZod {
    return async (app) => {
      app.post(
        '/api/payments/simulated/confirm',
        { schema: { body: simulatedConfirmSchema, response: { 200: simulatedConfirmResultSchema } } },
        async (request) => this.confirmCard(request.body.clientSecret, request.body),
      );
    };
  }

  async confirmCard(clientSecret: string, card: CardInput): Promise<SimulatedConfirmResult> {
    const intent = await findSimulatedIntentBySecret(this.db, clientSecret);
    if (!intent) throw AppError.notFound('PAYMENT_NOT_FOUND');
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    if (digitsOnly(card.cardNumber) === DECLINED_TEST_CARD) {
      const message = 'Your card was declined.';
      await updateSimulatedIntent(this.db, intent.id, { status: 'requires_payment_method', lastError: message });
      return { status: 'requires_payment_method', paymentIntentId: intent.id, error: { message } };
    }
    await updateSimulatedIntent(this.db, intent.id, { status: 'succeeded', lastError: null });
    return { status: 'succeeded', paymentIntentId: intent.id };
  }
}
