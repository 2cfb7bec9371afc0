import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Money } from '../../domain/currency/currency';
import { authenticateSimulatedCharge, confirmSimulatedCard, setupSimulatedCard } from '../../domain/api/payments';
import {
  AUTHENTICATION_TEST_CARD,
  type CardInput,
  DECLINED_TEST_CARD,
  digitsOnly,
  RENEWAL_DECLINED_TEST_CARD,
} from '../../domain/payments/schemas';
import type { Db } from '../db/client';
import { serve } from '../http/endpoint';
import { AppError } from '../http/errors';
import type {
  CreatedIntent,
  IntentInfo,
  IntentRequest,
  PaymentHooks,
  PaymentProvider,
  SavedCard,
  SavedCharge,
  SavedChargeRequest,
} from './provider';
import {
  attachSimulatedIntent,
  authenticateSimulatedIntent,
  completeSimulatedSetup,
  findSimulatedCard,
  findSimulatedIntent,
  findSimulatedIntentBySecret,
  findSimulatedSetup,
  insertSimulatedCard,
  insertSimulatedCharge,
  insertSimulatedIntent,
  insertSimulatedSetup,
  type SimulatedCardRow,
  type SimulatedIntentRow,
  updateSimulatedIntent,
} from './repo';

interface SimulatedConfirmResult {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  paymentIntentId: string;
  error?: { message: string };
}

const DECLINED = 'Your card was declined.';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** How a kept test card behaves when charged off-session; any other valid number renews. */
function behaviourOf(cardNumber: string): SimulatedCardRow['behaviour'] {
  if (cardNumber === RENEWAL_DECLINED_TEST_CARD) return 'declines';
  if (cardNumber === AUTHENTICATION_TEST_CARD) return 'confirms';
  return 'renews';
}

/** The intent an off-session charge of a card of each behaviour makes. */
const OFF_SESSION = {
  renews: { status: 'succeeded', lastError: null },
  declines: { status: 'requires_payment_method', lastError: DECLINED },
  confirms: { status: 'requires_action', lastError: null },
} as const;

/**
 * A card provider that charges nothing, for development and tests. Its intents live in the
 * store, so any server process can confirm or check them. 4000 0000 0000 0002 is declined. A card
 * kept for off-session charges (a refill's) is a token with the test card's behaviour: 4000 0000 0000 0341
 * pays on the form and declines off-session, 4000 0027 6000 3184 asks its holder to confirm each
 * off-session charge (DESIGN §4 "Refills"); the number itself is never stored.
 */
export class SimulatedProvider implements PaymentProvider {
  readonly name = 'simulated' as const;

  constructor(private readonly db: Db) {}

  async createIntent({ amountCents, currency, ownerKey, keepCard }: IntentRequest): Promise<CreatedIntent> {
    const { id, clientSecret } = newSecret('pi_sim');
    await insertSimulatedIntent(this.db, {
      id,
      clientSecret,
      amountCents,
      currency,
      ownerKey,
      keepCard: keepCard?.customer ?? null,
      status: 'requires_payment_method',
    });
    return { id, clientSecret };
  }

  async retrieve(intentId: string): Promise<IntentInfo | undefined> {
    const row = await findSimulatedIntent(this.db, intentId);
    return row && this.info(row);
  }

  /** Off-session: the kept card's behaviour decides at once; one intent per idempotency key, however many ask. */
  async chargeSaved({
    amount,
    card,
    customer,
    idempotencyKey,
    orderId,
    ownerKey,
  }: SavedChargeRequest): Promise<SavedCharge> {
    const kept = await findSimulatedCard(this.db, card);
    if (kept?.customer !== customer) throw new Error(`The simulated card ${card} is not kept for ${customer}`);
    const row = await insertSimulatedCharge(this.db, {
      ...newSecret('pi_sim'),
      amountCents: amount.minor,
      currency: amount.currency,
      ownerKey,
      orderId,
      cardToken: card,
      idempotencyKey,
      ...OFF_SESSION[kept.behaviour],
    });
    if (!row) throw new Error(`The simulated charge ${idempotencyKey} was not kept`);
    if (row.status === 'succeeded') return { status: 'succeeded', intent: await this.info(row) };
    if (row.status === 'requires_action')
      return { status: 'requires_action', intentId: row.id, clientSecret: row.clientSecret };
    return { status: 'declined', intentId: row.id, message: row.lastError ?? DECLINED };
  }

  async setupCard(customer: string): Promise<CreatedIntent> {
    const setup = newSecret('seti_sim');
    await insertSimulatedSetup(this.db, { ...setup, customer });
    return setup;
  }

  async savedCardOf(setupId: string): Promise<SavedCard | undefined> {
    const setup = await findSimulatedSetup(this.db, { id: setupId });
    const card = setup?.cardToken ? await findSimulatedCard(this.db, setup.cardToken) : undefined;
    return card && savedCard(card);
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

  /**
   * The simulated card form posts here; the shop then confirms the payment as with any provider. The card
   * holder confirms a waiting off-session charge here too (or through `authenticate`), and changes a kept
   * card through `setup`.
   */
  routes(hooks: PaymentHooks): FastifyPluginAsync {
    return async (app) => {
      serve(app, confirmSimulatedCard, async (request) =>
        this.confirmCard(request.body.clientSecret, request.body, hooks, request.log),
      );
      serve(app, authenticateSimulatedCharge, async (request) => {
        const intent = await findSimulatedIntentBySecret(this.db, request.body.clientSecret);
        if (!intent) throw AppError.notFound('PAYMENT_NOT_FOUND');
        return this.authenticate(intent, hooks, request.log);
      });
      serve(app, setupSimulatedCard, async (request) => this.confirmSetup(request.body.clientSecret, request.body));
    };
  }

  private async confirmCard(
    clientSecret: string,
    card: CardInput,
    hooks: PaymentHooks,
    log: FastifyBaseLogger,
  ): Promise<SimulatedConfirmResult> {
    const intent = await findSimulatedIntentBySecret(this.db, clientSecret);
    if (!intent) throw AppError.notFound('PAYMENT_NOT_FOUND');
    if (intent.status === 'succeeded') return { status: 'succeeded', paymentIntentId: intent.id };
    // An off-session charge waiting for its holder: whatever card fields came with it, this is the confirmation.
    if (intent.status === 'requires_action') return this.authenticate(intent, hooks, log);
    const cardNumber = digitsOnly(card.cardNumber);
    if (cardNumber === DECLINED_TEST_CARD) {
      await updateSimulatedIntent(this.db, intent.id, { status: 'requires_payment_method', lastError: DECLINED });
      return { status: 'requires_payment_method', paymentIntentId: intent.id, error: { message: DECLINED } };
    }
    await hooks.beforeCharge(toInfo(intent));
    // A refill's first order: every test card but the declined one pays it, and is kept with its behaviour.
    const cardToken = intent.keepCard ? await this.keepCard(intent.keepCard, cardNumber) : null;
    await updateSimulatedIntent(this.db, intent.id, { status: 'succeeded', lastError: null, cardToken });
    return { status: 'succeeded', paymentIntentId: intent.id };
  }

  /**
   * The card holder confirms an off-session charge that waited for them (3-D Secure): it is charged, and the
   * shop told as Stripe's webhook would tell it, since no checkout page is there to confirm the payment.
   */
  private async authenticate(
    intent: SimulatedIntentRow,
    hooks: PaymentHooks,
    log: FastifyBaseLogger,
  ): Promise<SimulatedConfirmResult> {
    if (intent.status !== 'requires_action') return { status: intent.status, paymentIntentId: intent.id };
    await hooks.beforeCharge(toInfo(intent));
    if (await authenticateSimulatedIntent(this.db, intent.id)) {
      const paid = await findSimulatedIntent(this.db, intent.id);
      if (paid) await hooks.onEvent({ type: 'succeeded', intent: await this.info(paid) }, log);
    }
    return { status: 'succeeded', paymentIntentId: intent.id };
  }

  private async confirmSetup(
    clientSecret: string,
    card: CardInput,
  ): Promise<{ status: 'succeeded' | 'requires_payment_method'; setupId: string; error?: { message: string } }> {
    const setup = await findSimulatedSetup(this.db, { clientSecret });
    if (!setup) throw AppError.notFound('PAYMENT_NOT_FOUND');
    if (setup.cardToken) return { status: 'succeeded', setupId: setup.id };
    const cardNumber = digitsOnly(card.cardNumber);
    if (cardNumber === DECLINED_TEST_CARD)
      return { status: 'requires_payment_method', setupId: setup.id, error: { message: DECLINED } };
    await completeSimulatedSetup(this.db, setup.id, await this.keepCard(setup.customer, cardNumber));
    return { status: 'succeeded', setupId: setup.id };
  }

  /** A kept card: a token, its last four digits and its test behaviour, never its number. */
  private async keepCard(customer: string, cardNumber: string): Promise<string> {
    const token = `card_sim_${hex(12)}`;
    await insertSimulatedCard(this.db, {
      token,
      customer,
      last4: cardNumber.slice(-4),
      behaviour: behaviourOf(cardNumber),
    });
    return token;
  }

  /** The intent as the shop sees it, with the card it kept once it succeeded. */
  private async info(row: SimulatedIntentRow): Promise<IntentInfo> {
    const card =
      row.keepCard && row.cardToken && row.status === 'succeeded'
        ? await findSimulatedCard(this.db, row.cardToken)
        : undefined;
    return { ...toInfo(row), ...(card ? { savedCard: savedCard(card) } : {}) };
  }
}

function newSecret(prefix: string): CreatedIntent {
  const id = `${prefix}_${hex(12)}`;
  return { id, clientSecret: `${id}_secret_${hex(16)}` };
}

const savedCard = (card: SimulatedCardRow): SavedCard => ({ token: card.token, label: `•••• ${card.last4}` });

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
