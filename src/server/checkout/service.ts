import type { CreatedOrder } from '../../domain/orders/schemas';
import type { PaymentIntent } from '../../domain/payments/schemas';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { type CartOwner, ownerKey, ownerOfKey } from '../cart/owner';
import type { CartService, Destination } from '../cart/service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { orderConfirmationMail } from '../mail/templates';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { OrderMails } from '../orders/mails';
import type { OrderPlacing, OrderRow, Unpayable } from '../orders/placing';
import type { IntentInfo, PaymentEvent } from '../payments/provider';
import type { PaymentService } from '../payments/service';
import type { SampleService } from '../samples/service';

/**
 * The path from a cart to a paid order, and back by a refund. It owns no table: the cart, the orders and the
 * payments are each reached through their own service, sharing one transaction where a step
 * must be all or nothing.
 */
export class CheckoutService {
  constructor(
    private readonly db: Db,
    private readonly currency: string,
    private readonly cart: CartService,
    private readonly orders: OrderPlacing,
    private readonly lifecycle: Pick<OrderLifecycle, 'recordRefund' | 'recordPaymentGivenBack'>,
    private readonly mails: Pick<OrderMails, 'enqueue'>,
    private readonly payments: PaymentService,
    private readonly samples: Pick<SampleService, 'creditedElsewhere'>,
  ) {}

  /** The amount is the server's cart total, whatever the browser says. */
  async createIntent(owner: CartOwner, destination: Destination = {}): Promise<PaymentIntent> {
    const cart = await this.cart.priced(owner, undefined, destination);
    this.cart.assertCheckoutable(cart, this.currency);
    return this.payments.createIntent(cart.totals.total, owner);
  }

  /**
   * Writes the order from the server's cart in one transaction. With the intent named, the order
   * is attached to it and the intent priced at the order's total before any card is charged, so
   * the amount charged is the order's and a webhook can settle it even if the shopper closes the
   * tab; the order then holds its bottles for a few minutes. A bottle that is gone answers 409
   * "Only N left" and no order exists to be charged. The owner's earlier order still waiting is
   * superseded, unless its payment went through (it is settled first). An address placing too many
   * orders, or keeping too many unpaid, is refused (429).
   */
  async placeOrder(
    owner: CartOwner,
    shippingDetails: ShippingDetails,
    choice: { paymentIntentId?: string | undefined; shippingMethodId?: number | undefined },
    request: { ip: string; log: FastifyBaseLogger },
  ): Promise<CreatedOrder> {
    const { log } = request;
    const { paymentIntentId } = choice;
    const destination = { country: shippingDetails.country, shippingMethodId: choice.shippingMethodId };
    await this.orders.assertMayPlace(request.ip);
    await this.settleWaitingPayments(owner, log);
    // Bottles are held only for a real payment of this shopper's.
    const intent = paymentIntentId ? await this.payments.find(paymentIntentId).catch(() => undefined) : undefined;
    const hold = intent !== undefined && (intent.ownerKey === undefined || intent.ownerKey === ownerKey(owner));
    const { order, totalCents } = await withTransaction(this.db, async (tx) => {
      const cart = await this.cart.priced(owner, tx, destination);
      this.cart.assertCheckoutable(cart, this.currency);
      return {
        order: await this.orders.place(owner, cart, shippingDetails, { ip: request.ip, hold }, tx),
        totalCents: cart.totals.total,
      };
    });
    if (paymentIntentId) {
      await this.payments
        .attachOrder(paymentIntentId, { id: order.id, totalCents }, owner)
        .then(() => this.orders.noteAttached(order.id, paymentIntentId))
        .catch((err: unknown) => {
          log.warn({ err, orderId: order.id }, 'could not attach the order to its payment intent');
        });
    }
    return order;
  }

  /**
   * The owner's orders still waiting whose card payment went through before the shop heard of it
   * (the tab closed before confirm-payment, the webhook not yet in): settled now, so a new order
   * never supersedes an order that is paid.
   */
  private async settleWaitingPayments(owner: CartOwner, log: FastifyBaseLogger): Promise<void> {
    for (const attempt of await this.orders.attemptsWithIntents(owner)) {
      const intent = await this.payments.find(attempt.attachedIntentId).catch(() => undefined);
      if (intent?.status !== 'succeeded' || intent.orderId !== attempt.id) continue;
      await this.settle(attempt.id, intent).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        log.warn({ err, orderId: attempt.id }, 'a waiting order paid meanwhile could not be settled');
      });
    }
  }

  /**
   * Just before a card is charged where the shop sees it: the intent's amount must still be what
   * it pays for, its order's total once attached, else its cart's total now. Refused otherwise,
   * so no card is charged an amount no order will match.
   */
  async assertChargeable(intent: IntentInfo): Promise<void> {
    if (intent.orderId !== undefined) {
      const orderId = intent.orderId;
      const order = await this.orders.find(orderId);
      if (order?.status === 'cancelled') throw AppError.conflict('ORDER_CANCELLED');
      if (!order || order.totalCents !== intent.amountCents || order.paymentStatus === 'paid')
        throw AppError.conflict('CART_CHANGED');
      // Its bottles, held again if the hold has ended: 409 OUT_OF_STOCK before the card is charged.
      await withTransaction(this.db, (tx) => this.orders.renewHold(orderId, tx));
      return;
    }
    const owner = intent.ownerKey === undefined ? undefined : ownerOfKey(intent.ownerKey);
    if (!owner) return;
    const { totals } = await this.cart.priced(owner);
    if (totals.total !== intent.amountCents) throw AppError.conflict('CART_CHANGED');
  }

  /**
   * Settles an order once its intent has succeeded with the order's exact amount and currency
   * and pays no other order. Calling it again for the same pair is a harmless success. Only the
   * holder of the order's intent learns anything: an unknown order, an unknown intent and an
   * intent attached to another order all answer the same 404.
   */
  async confirm(orderId: number, intentId: string): Promise<{ status: string }> {
    const [order, intent] = await Promise.all([this.orders.find(orderId), this.payments.find(intentId)]);
    if (!order || !intent || !paysOrder(intent, order)) throw AppError.notFound('ORDER_NOT_FOUND');
    if (order.paymentStatus === 'paid') {
      if (order.paymentIntentId === intentId) return { status: 'succeeded' };
      throw AppError.conflict('ORDER_ALREADY_PAID');
    }
    if (intent.status !== 'succeeded') return { status: intent.status };
    return this.settle(orderId, intent);
  }

  /**
   * Order paid (its bottles taken for good), payment recorded, the order's lines taken out of its
   * cart and the confirmation mail written, in one transaction, once. An order that can no longer
   * be paid (cancelled meanwhile, or its bottles gone) is never marked paid: the provider gives the
   * money back, and the answer says so (409).
   */
  private async settle(orderId: number, intent: IntentInfo): Promise<{ status: string }> {
    const verificationFailed = () => AppError.badRequest('PAYMENT_VERIFICATION_FAILED');
    const order = await this.orders.find(orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    if (intent.amountCents !== order.totalCents || intent.currency !== order.currency) throw verificationFailed();
    if (!paysOrder(intent, order)) throw verificationFailed();
    if (await this.orders.findOtherPaidBy(intent.id, orderId)) throw verificationFailed();
    let unpayable: Unpayable | undefined;
    try {
      await withTransaction(this.db, async (tx) => {
        const paid = await this.orders.markPaid(orderId, intent.id, intent.isTest, tx);
        if (!paid) return; // settled by a concurrent call; checked below
        if ('reason' in paid) {
          unpayable = paid;
          return;
        }
        await this.payments.record(orderId, intent, tx);
        if (paid.cartId !== null)
          await this.cart.removeOrdered(paid.cartId, await this.orders.cartLinesOf(orderId, tx), tx);
        await this.mails.enqueue(paid, orderConfirmationMail, `order-confirmation:${orderId}`, tx);
      });
    } catch (err) {
      // Its bottles went while the card was being charged: nothing was written.
      if (err instanceof AppError && err.code === 'OUT_OF_STOCK') unpayable = { reason: 'sold-out', error: err };
      // Two settlements of one intent at once: the payments table's unique index lets one through.
      else if (!isUniqueViolation(err)) throw err;
    }
    if (unpayable) return this.giveBack(orderId, intent, unpayable);
    const after = await this.orders.find(orderId);
    if (after?.paymentStatus === 'paid' && after.paymentIntentId === intent.id) return { status: 'succeeded' };
    throw verificationFailed();
  }

  /**
   * A payment that went through for an order that can no longer be paid: refunded at the provider
   * (named by the order, so asking again refunds nothing twice), recorded, and refused with the reason.
   */
  private async giveBack(orderId: number, intent: IntentInfo, why: Unpayable): Promise<never> {
    const { refundId } = await this.payments.refund(intent.id, intent.amountCents, orderId);
    await this.lifecycle.recordPaymentGivenBack(orderId, {
      intentId: intent.id,
      refundId,
      reason: why.reason,
      amountCents: intent.amountCents,
    });
    if (why.reason === 'cancelled') throw AppError.conflict('ORDER_CANCELLED', CANCELLED_BEFORE_PAYMENT);
    throw AppError.conflict('OUT_OF_STOCK', `${why.error.message} ${SOLD_OUT_WHILE_PAYING}`);
  }

  /**
   * What a provider reports by itself (Stripe's webhook). A refusal to settle (amount mismatch,
   * paid elsewhere) is final and only logged, so the provider stops retrying; anything else (the
   * store is down) is thrown, answers 500, and the provider delivers the event again.
   */
  async onPaymentEvent(event: PaymentEvent, log: FastifyBaseLogger): Promise<void> {
    if (event.type === 'refunded') return this.onProviderRefund(event.intentId, event.refundId, log);
    const { type, intent } = event;
    if (intent.orderId === undefined) return;
    if (type === 'failed') return this.orders.markPaymentFailed(intent.orderId);
    await this.settle(intent.orderId, intent).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      log.error({ err, orderId: intent.orderId, intent: intent.id }, 'webhook refused to settle the order');
    });
  }

  /**
   * Refunds a paid order in full through the provider, then records it (payment refunded, an order
   * not yet shipped cancelled, bottles back in stock when asked, the customer mailed, the change
   * audited). The provider is asked first, with the order as the refund's idempotency key: when it
   * refuses, nothing changes (502); when recording fails after it agreed, asking again refunds
   * nothing twice and records it. An order already refunded answers as it stands.
   */
  async refund(orderId: number, restock: boolean, adminId: number, log: FastifyBaseLogger) {
    const order = await this.orders.find(orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    if (order.paymentStatus === 'refunded') {
      return refundAsItStands(order);
    }
    if (order.paymentStatus !== 'paid' || !order.paymentIntentId) throw AppError.conflict('NOT_REFUNDABLE');
    // Samples already credited on other orders came back as those credits: only the rest goes back.
    const amountCents = order.totalCents - (await this.samples.creditedElsewhere(orderId));
    if (amountCents <= 0)
      throw AppError.conflict(
        'NOT_REFUNDABLE',
        "This order's samples have already come off other orders as credits: nothing is left to refund.",
      );
    let refundId: string;
    try {
      ({ refundId } = await this.payments.refund(order.paymentIntentId, amountCents, orderId));
    } catch (err) {
      if (err instanceof AppError) throw err;
      log.error({ err, orderId }, 'the payment provider refused the refund');
      throw new AppError(502, 'REFUND_FAILED');
    }
    return this.recordRefund(orderId, order.paymentIntentId, refundId, { restock, adminId, amountCents });
  }

  private async recordRefund(
    orderId: number,
    intentId: string,
    refundId: string,
    opts: { restock: boolean; adminId: number | null; amountCents?: number },
  ) {
    const result = await withTransaction(this.db, async (tx) => {
      const done = await this.lifecycle.recordRefund(orderId, { ...opts, refundId, tx });
      if (done) await this.payments.markRefunded(intentId, refundId, tx);
      return done;
    });
    return result ?? refundAsItStands((await this.orders.find(orderId))!);
  }

  /** A refund the provider reports (made in its dashboard, or the echo of ours): recorded once, without restocking. */
  private async onProviderRefund(intentId: string, refundId: string, log: FastifyBaseLogger): Promise<void> {
    const order = await this.orders.findByIntent(intentId);
    if (!order) {
      log.warn({ intent: intentId }, 'a refund was reported for a payment no order holds');
      return;
    }
    if (order.paymentStatus !== 'paid') return;
    await this.recordRefund(order.id, intentId, refundId, { restock: false, adminId: null });
  }
}

const CANCELLED_BEFORE_PAYMENT =
  'This order was cancelled or replaced by a newer one before its payment arrived. The payment goes back to your card.';
const SOLD_OUT_WHILE_PAYING = 'It sold out while you were paying: the payment goes back to your card.';

/**
 * The intent is this order's: attached to it, or (its attachment lost) made for the order's own
 * shopper. Any other intent, of the same amount or not, never pays it.
 */
function paysOrder(intent: IntentInfo, order: Pick<OrderRow, 'id' | 'userId' | 'guestId'>): boolean {
  if (intent.orderId !== undefined) return intent.orderId === order.id;
  const owner: CartOwner | undefined =
    order.userId !== null
      ? { kind: 'user', userId: order.userId }
      : order.guestId !== null
        ? { kind: 'guest', guestId: order.guestId }
        : undefined;
  return owner !== undefined && intent.ownerKey !== undefined && intent.ownerKey === ownerKey(owner);
}

/** The refund answer for an order whose refund this call did not make (already refunded). */
function refundAsItStands(order: OrderRow) {
  return {
    id: order.id,
    status: order.status,
    paymentStatus: order.paymentStatus,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    restocked: false,
  };
}
