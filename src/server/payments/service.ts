import { cartTotals } from '../../domain/cart';
import { toMajor } from '../../domain/money';
import { type CartOwner, clearCart, listLinesByOwner } from '../cart/repo';
import { unitPriceCents } from '../cart/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { findOrder, findOtherOrderPaidBy, insertPayment, markPaid, markPaymentFailed } from '../orders/repo';
import type { IntentInfo, PaymentProvider } from './provider';

const VERIFICATION_FAILED = 'Payment verification failed';

function ownerKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export class PaymentService {
  constructor(
    private readonly db: Db,
    private readonly maybeProvider: PaymentProvider | undefined,
    private readonly currency: string,
  ) {}

  /** The disabled mode (production without Stripe keys) has no provider: payment calls answer 503. */
  private get provider(): PaymentProvider {
    if (!this.maybeProvider) throw new AppError(503, 'Payment processing is temporarily disabled', 'PAYMENTS_DISABLED');
    return this.maybeProvider;
  }

  /** The amount is the server's cart total, whatever the browser says. */
  async createIntent(owner: CartOwner) {
    const lines = await listLinesByOwner(this.db, owner);
    const { total } = cartTotals(lines.map((l) => ({ unitPrice: unitPriceCents(l), quantity: l.quantity })));
    if (total === 0) throw AppError.badRequest('Your cart is empty. Please add items before checking out.');
    const intent = await this.provider.createIntent({ amountCents: total, currency: this.currency, ownerKey: ownerKey(owner) });
    return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount: toMajor(total), currency: this.currency };
  }

  /**
   * Records which order an intent pays, only for the shopper the intent was made for and
   * only once: nobody can point someone else's payment at their own order.
   */
  async attachOrder(intentId: string, orderId: number, owner: CartOwner): Promise<void> {
    const intent = await this.provider.retrieve(intentId);
    if (!intent) throw AppError.badRequest(VERIFICATION_FAILED);
    if (intent.ownerKey !== undefined && intent.ownerKey !== ownerKey(owner)) throw AppError.forbidden('This payment belongs to another cart');
    if (intent.orderId !== undefined && intent.orderId !== orderId) throw AppError.conflict('This payment is attached to another order');
    await this.provider.attachOrder(intentId, orderId);
  }

  /**
   * Settles an order once its intent has succeeded with the order's exact amount and currency
   * and pays no other order: order paid, payment recorded and cart cleared in one transaction.
   * Calling it again for the same pair is a harmless success.
   */
  async confirm(orderId: number, intentId: string): Promise<{ status: string }> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('Order not found');
    if (order.paymentStatus === 'paid') {
      if (order.paymentIntentId === intentId) return { status: 'succeeded' };
      throw AppError.conflict('This order has already been paid');
    }
    const intent = await this.provider.retrieve(intentId);
    if (!intent) throw AppError.badRequest(VERIFICATION_FAILED);
    if (intent.status !== 'succeeded') return { status: intent.status };
    return this.settle(orderId, intent);
  }

  async settle(orderId: number, intent: IntentInfo): Promise<{ status: string }> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('Order not found');
    if (intent.amountCents !== order.totalCents || intent.currency !== order.currency) throw AppError.badRequest(VERIFICATION_FAILED);
    if (intent.orderId !== undefined && intent.orderId !== orderId) throw AppError.badRequest(VERIFICATION_FAILED);
    if (await findOtherOrderPaidBy(this.db, intent.id, orderId)) throw AppError.badRequest(VERIFICATION_FAILED);
    try {
      await this.db.transaction(async (tx) => {
        const paid = await markPaid(tx, orderId, intent.id, intent.isTest);
        if (!paid) return; // settled by a concurrent call; checked below
        await insertPayment(tx, {
          orderId,
          provider: this.provider.name,
          providerPaymentId: intent.id,
          amountCents: intent.amountCents,
          currency: intent.currency,
          status: 'succeeded',
          isTest: intent.isTest,
        });
        if (paid.cartId !== null) await clearCart(tx, paid.cartId);
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
    const after = await findOrder(this.db, orderId);
    if (after?.paymentStatus === 'paid' && after.paymentIntentId === intent.id) return { status: 'succeeded' };
    throw AppError.badRequest(VERIFICATION_FAILED);
  }

  async markFailed(orderId: number): Promise<void> {
    await markPaymentFailed(this.db, orderId);
  }
}
