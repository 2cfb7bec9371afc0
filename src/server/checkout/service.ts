import { leftToPay } from '../../domain/gift-cards/gift-cards';
import { isPaid } from '../../domain/orders/lifecycle';
import type { CreatedOrder } from '../../domain/orders/schemas';
import type { PaymentIntent } from '../../domain/payments/schemas';
import type { Buyer, ShippingDetails } from '../../domain/checkout/schemas';
import { addressProblems, normaliseAddress } from '../../domain/addresses/address';
import { needsShipping } from '../../domain/cart/lines';
import type { FastifyBaseLogger } from 'fastify';
import { type CartOwner, ownerKey, ownerOfKey, ownerOfOrder } from '../cart/owner';
import type { CartService, Destination } from '../cart/service';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { orderConfirmationMail } from '../orders/mails/confirmation';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { GiftChoice } from '../orders/gift';
import type { OrderMails } from '../orders/mails';
import type { OrderPlacing, OrderRow, Unpayable } from '../orders/placing';
import type { RefundAsk } from '../orders/refunds/recording';
import type { IntentInfo, PaymentEvent } from '../payments/provider';
import type { PaymentService } from '../payments/service';
import type { PromotionService } from '../promotions/service';
import type { SampleService } from '../samples/service';
import type { GiftCardService } from '../gift-cards/service';
import { toCents, toMajor } from '../../domain/shared/money';

/**
 * Where an order goes (issue #43): the shipping details of a cart with something to ship (400
 * SHIPPING_REQUIRED without them); for a cart of gift cards only, the buyer's name and e-mail and no
 * address at all, and any shipping, method, gift wrap or billing address is refused (400
 * SHIPPING_NOT_NEEDED): nothing travels.
 */
function deliveryOf(
  lines: readonly { isCustom: boolean; customDetails: unknown }[],
  shippingDetails: ShippingDetails | undefined,
  choice: { shippingMethodId?: number | undefined; buyer?: Buyer | undefined } & GiftChoice,
): ShippingDetails {
  if (needsShipping(lines)) {
    if (!shippingDetails)
      throw AppError.badRequest('SHIPPING_REQUIRED', undefined, [
        { path: 'shippingDetails', message: 'Please give a shipping address.' },
      ]);
    return shippingDetails;
  }
  if (shippingDetails || choice.shippingMethodId !== undefined || choice.gift || choice.billingDetails)
    throw AppError.badRequest('SHIPPING_NOT_NEEDED');
  if (!choice.buyer)
    throw AppError.badRequest('VALIDATION', 'Please give your name and e-mail.', [
      { path: 'buyer', message: 'Please give your name and e-mail.' },
    ]);
  return { ...choice.buyer, address: '', city: '', postalCode: '', country: '' };
}

/**
 * The shipping address checked again against its country once the server has resolved it (issue #43):
 * the schema resolved codes and the names the shop prints; a name only older clients send ("Korea,
 * Republic of") is known here, and its postal code and region are held to the same rules.
 */
function addressIn(details: ShippingDetails, code: string | undefined): ShippingDetails {
  if (!code || details.country === code) return details;
  const problems = addressProblems({ ...details, country: code });
  if (problems[0])
    throw AppError.badRequest(
      'VALIDATION',
      problems[0].message,
      problems.map((p) => ({ path: `shippingDetails.${p.field}`, message: p.message })),
    );
  return normaliseAddress({ ...details, country: code });
}

/** What CheckoutService is built from (services.ts gives each by name). */
export interface CheckoutDeps {
  db: Db;
  currency: string;
  cart: CartService;
  orders: OrderPlacing;
  lifecycle: Pick<OrderLifecycle, 'refunds' | 'recordPaymentGivenBack'>;
  mails: Pick<OrderMails, 'enqueue'>;
  payments: PaymentService;
  samples: Pick<SampleService, 'creditedElsewhere' | 'ofOrders'>;
  giftCards: GiftCardService;
  promotions: Pick<PromotionService, 'attach' | 'reserve' | 'take' | 'onPaid' | 'unreserve'>;
}

/**
 * The path from a cart to a paid order, and back by a refund. It owns no table: the cart, the orders and the
 * payments are each reached through their own service, sharing one transaction where a step
 * must be all or nothing.
 */
export class CheckoutService {
  private readonly db: Db;
  private readonly currency: string;
  private readonly cart: CartService;
  private readonly orders: OrderPlacing;
  private readonly lifecycle: Pick<OrderLifecycle, 'refunds' | 'recordPaymentGivenBack'>;
  private readonly mails: Pick<OrderMails, 'enqueue'>;
  private readonly payments: PaymentService;
  private readonly samples: Pick<SampleService, 'creditedElsewhere' | 'ofOrders'>;
  private readonly giftCards: GiftCardService;
  private readonly promotions: Pick<PromotionService, 'attach' | 'reserve' | 'take' | 'onPaid' | 'unreserve'>;

  constructor({
    db,
    currency,
    cart,
    orders,
    lifecycle,
    mails,
    payments,
    samples,
    giftCards,
    promotions,
  }: CheckoutDeps) {
    this.db = db;
    this.currency = currency;
    this.cart = cart;
    this.orders = orders;
    this.lifecycle = lifecycle;
    this.mails = mails;
    this.payments = payments;
    this.samples = samples;
    this.giftCards = giftCards;
    this.promotions = promotions;
  }

  /** The amount is the server's cart total, whatever the browser says. */
  async createIntent(owner: CartOwner, destination: Destination = {}): Promise<PaymentIntent> {
    const cart = await this.cart.priced(owner, undefined, destination);
    await this.cart.assertCheckoutable(cart, this.currency);
    // What the cart's gift card leaves to pay by card (decision 062).
    const toPay = leftToPay(cart.totals.total, await this.giftCardPart(owner, cart.totals.total));
    if (toPay === 0) throw AppError.badRequest('NOTHING_TO_PAY');
    return this.payments.createIntent(toPay, owner);
  }

  /** What the cart's gift card pays of a total now. */
  private async giftCardPart(owner: CartOwner, totalCents: number): Promise<number> {
    return toCents((await this.giftCards.forCart(owner, totalCents))?.applied ?? 0);
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
    shippingDetails: ShippingDetails | undefined,
    choice: {
      paymentIntentId?: string | undefined;
      shippingMethodId?: number | undefined;
      buyer?: Buyer | undefined;
    } & GiftChoice,
    request: { ip: string; log: FastifyBaseLogger; accountEmail?: string | undefined },
  ): Promise<CreatedOrder> {
    const { log } = request;
    const { paymentIntentId } = choice;
    const destination = {
      country: shippingDetails?.country,
      shippingMethodId: choice.shippingMethodId,
      giftWrap: choice.gift?.wrap,
    };
    await this.orders.assertMayPlace(request.ip);
    await this.settleWaitingPayments(owner, log);
    // Bottles are held only for a real payment of this shopper's.
    const intent = paymentIntentId ? await this.payments.find(paymentIntentId).catch(() => undefined) : undefined;
    const hold = intent !== undefined && (intent.ownerKey === undefined || intent.ownerKey === ownerKey(owner));
    const { order, totalCents } = await withTransaction(this.db, async (tx) => {
      const cart = await this.cart.priced(owner, tx, destination);
      await this.cart.assertCheckoutable(cart, this.currency);
      const details = addressIn(deliveryOf(cart.lines, shippingDetails, choice), cart.destination?.country);
      const placed = await this.orders.place(
        owner,
        cart,
        details,
        { ip: request.ip, hold, gift: choice.gift, billingDetails: choice.billingDetails },
        tx,
      );
      // The discount code the order was priced with, counted for every identity of this shopper: the account, its
      // e-mail and the order's shipping and billing e-mails (decision 061).
      const emails = [request.accountEmail, details.email, choice.billingDetails?.email];
      await this.promotions?.attach(placed.id, owner, emails, cart.promotion, cart.totals.total, tx);
      // The cart's gift card pays its part now, taken off its balance in this transaction (decision 062).
      const giftCard = await this.giftCards.applyToOrder(owner, placed.id, cart.totals.total, tx);
      await this.giftCards.recordPurchases(placed.id, placed.items, tx);
      const left = cart.totals.total - giftCard;
      const withCard = { ...placed, giftCard: toMajor(giftCard) };
      return { order: left === 0 ? await this.paidByGiftCard(withCard, tx) : withCard, totalCents: left };
    });
    if (paymentIntentId && order.paymentStatus !== 'paid') {
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
   * An order its gift card pays in full: paid at once, with no payment intent (its payment named
   * `gift-card-{id}`), its invoice numbered, its lines and its discount code out of the cart and its
   * confirmation mailed.
   */
  private async paidByGiftCard(order: CreatedOrder, tx: Tx): Promise<CreatedOrder> {
    const paid = await this.orders.markPaid(order.id, `gift-card-${order.id}`, false, tx);
    if (!paid) throw AppError.conflict('ORDER_ALREADY_PAID');
    if ('reason' in paid) throw paid.reason === 'sold-out' ? paid.error : AppError.conflict('ORDER_CANCELLED');
    // Its discount code's use is taken now, as a card payment's is (decision 061); none left: nothing is written.
    if (this.promotions && !(await this.promotions.take(order.id, tx)))
      throw AppError.conflict('DISCOUNT_INVALID', 'This code has been used up.');
    if (paid.cartId !== null)
      await this.cart.removeOrdered(paid.cartId, await this.orders.cartLinesOf(order.id, tx), tx);
    // The cart lets go of the code it used, after its lines and before its gift card (the order the merge takes them in).
    await this.promotions?.onPaid(paid, tx);
    await this.giftCards.onPaid(paid, tx);
    await this.mails.enqueue(paid, orderConfirmationMail, `order-confirmation:${order.id}`, tx);
    return {
      ...order,
      status: 'processing',
      paymentStatus: 'paid',
      invoiceNumber: paid.invoiceNumber,
    };
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
   * Just before a card is charged where the shop sees it (the simulated card form): the payment must
   * pay an order that holds its bottles now, or no card is charged (decision 055). Its order is the
   * one it is attached to; an intent no order names yet (the order was placed before the intent, or
   * its attachment was lost) is attached now to its shopper's order waiting for a payment, and with
   * none waiting it is refused: a card is never charged before an order can take its bottles. The
   * amount must still be what the order leaves to pay. Then, in one transaction, the order's bottles
   * are held (taken again by a conditional update if its hold had ended, or had never been taken):
   * 409 OUT_OF_STOCK when they are gone; its gift card's part: 409 GIFT_CARD_SPENT when the balance
   * went elsewhere (decision 062); its discount code's use: 409 DISCOUNT_INVALID when none is left
   * (decision 061).
   */
  async assertChargeable(intent: IntentInfo): Promise<void> {
    const orderId = intent.orderId ?? (await this.attachToWaitingOrder(intent));
    const order = await this.orders.find(orderId);
    if (order?.status === 'cancelled') throw AppError.conflict('ORDER_CANCELLED');
    const toPay = order ? leftToPay(order.totalCents, await this.giftCards.paidBy(orderId)) : 0;
    if (!order || toPay !== intent.amountCents || order.paymentStatus === 'paid')
      throw AppError.conflict('CART_CHANGED');
    await withTransaction(this.db, async (tx) => {
      await this.orders.renewHold(orderId, tx);
      await this.giftCards.hold(orderId, tx);
      await this.promotions?.reserve(orderId, tx);
    });
  }

  /**
   * An intent about to be charged that no order names: it pays its shopper's order waiting for a
   * payment, at that order's amount, and only when no other payment is named for it (one claim
   * statement, so two intents charged at once for one order never both pass). Answers the order.
   */
  private async attachToWaitingOrder(intent: IntentInfo): Promise<number> {
    const owner = intent.ownerKey === undefined ? undefined : ownerOfKey(intent.ownerKey);
    const order = owner && (await this.orders.waitingOrder(owner));
    if (!owner || !order) throw AppError.conflict('CART_CHANGED', NO_ORDER_WAITING);
    const toPay = leftToPay(order.totalCents, await this.giftCards.paidBy(order.id));
    if (toPay !== intent.amountCents) throw AppError.conflict('CART_CHANGED');
    if (!(await this.orders.claimAttachment(order.id, intent.id)))
      throw AppError.conflict('CART_CHANGED', ANOTHER_PAYMENT_WAITING);
    await this.payments.attachOrder(intent.id, { id: order.id, totalCents: toPay }, owner);
    return order.id;
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
   * Order paid (its bottles taken for good), payment recorded, the order's lines and discount code
   * taken out of its cart and the confirmation mail written, in one transaction, once. An order that can no longer
   * be paid (cancelled meanwhile, or its bottles gone) is never marked paid: the provider gives the
   * money back, and the answer says so (409).
   */
  private async settle(orderId: number, intent: IntentInfo): Promise<{ status: string }> {
    const verificationFailed = () => AppError.badRequest('PAYMENT_VERIFICATION_FAILED');
    const order = await this.orders.find(orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const toPay = leftToPay(order.totalCents, await this.giftCards.paidBy(orderId));
    if (intent.amountCents !== toPay || intent.currency !== order.currency) throw verificationFailed();
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
        // Its gift card's part is kept (held again if its hold had ended: 409 GIFT_CARD_SPENT otherwise).
        await this.giftCards.hold(orderId, tx);
        if (this.promotions && !(await this.promotions.take(orderId, tx)))
          throw AppError.conflict('DISCOUNT_INVALID', 'This code has been used up.');
        await this.payments.record(orderId, intent, tx);
        if (paid.cartId !== null)
          await this.cart.removeOrdered(paid.cartId, await this.orders.cartLinesOf(orderId, tx), tx);
        // The cart lets go of the code it used (issue #43), after its lines, before its gift card.
        await this.promotions?.onPaid(paid, tx);
        await this.giftCards.onPaid(paid, tx);
        await this.mails.enqueue(paid, orderConfirmationMail, `order-confirmation:${orderId}`, tx);
      });
    } catch (err) {
      // Its bottles went while the card was being charged: nothing was written.
      if (
        err instanceof AppError &&
        (err.code === 'OUT_OF_STOCK' || err.code === 'GIFT_CARD_SPENT' || err.code === 'DISCOUNT_INVALID')
      )
        unpayable = { reason: 'sold-out', error: err };
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
    if (type === 'failed') {
      await this.orders.markPaymentFailed(intent.orderId);
      return this.promotions?.unreserve(intent.orderId);
    }
    await this.settle(intent.orderId, intent).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      log.error({ err, orderId: intent.orderId, intent: intent.id }, 'webhook refused to settle the order');
    });
  }

  /**
   * Refunds lines and quantities of a paid order, and its shipping (no `lines`: everything left),
   * through the provider for exactly that amount (DESIGN §1, "Refunds and returns"). The refund is
   * reserved first, in a transaction holding the order (two at once never give back more than the
   * total), and its row names it at the provider (`refund-{order}-{row}`), so a retry never refunds
   * twice; the provider is asked; then the refund is recorded in one transaction (credit note,
   * bottles, sums, stock ticked, history, audit, mail). When the provider refuses, the reservation
   * goes and nothing changes (502). A return refunds its bottles through here, naming itself.
   */
  async refundLines(orderId: number, ask: RefundAsk, adminId: number | null, log: FastifyBaseLogger) {
    const order = await this.orders.find(orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const intentId = order.paymentIntentId;
    const placed = isPaid(order);
    if (placed && !intentId) throw AppError.conflict('NOT_REFUNDABLE');
    // Refunds whose request died between the provider and the record are finished first.
    if (placed && intentId)
      for (const stale of await this.lifecycle.refunds.stale(orderId))
        await this.makeRefund(intentId, stale, log, { dropOnFailure: true });
    // Samples already credited on other orders came back as those credits: the last refund withholds them.
    const withheldCents = await this.samples.creditedElsewhere(orderId);
    const reductions = await this.reductionsOf(orderId);
    const reserved = await this.lifecycle.refunds.reserve(orderId, ask, { withheldCents, adminId, reductions });
    if (reserved.kind === 'done') return reserved.answer;
    return this.makeRefund(intentId!, reserved.refund, log, { dropOnFailure: reserved.kind === 'new' });
  }

  /** What came off the order (its adjustments): each refund of a part gives back its lines net of their shares (decision 041). */
  private async reductionsOf(orderId: number) {
    return ((await this.samples.ofOrders([orderId])).get(orderId) ?? []).map((a) => ({
      kind: a.kind,
      amountCents: a.amountCents,
    }));
  }

  /** Asks the provider for a reserved refund (none for nothing), then records it. */
  private async makeRefund(
    intentId: string,
    refund: { id: number; orderId: number; amountCents: number; refundKey: string },
    log: FastifyBaseLogger,
    opts: { dropOnFailure: boolean },
  ) {
    let refundId: string | null = null;
    // The gift card that paid part of the order gets its part back first; the card the rest (decision 062).
    const cardCents = await withTransaction(this.db, (tx) =>
      this.giftCards.refund(refund.orderId, refund.id, refund.amountCents, tx),
    );
    if (cardCents > 0) {
      try {
        ({ refundId } = await this.payments.refundPart(intentId, cardCents, refund.refundKey));
      } catch (err) {
        // A retry of a refund still under way leaves it to its own request.
        if (opts.dropOnFailure) {
          await withTransaction(this.db, (tx) => this.giftCards.undoRefund(refund.id, tx));
          await this.lifecycle.refunds.drop(refund.id);
        }
        if (err instanceof AppError) throw err;
        log.error({ err, orderId: refund.orderId }, 'the payment provider refused the refund');
        throw new AppError(502, 'REFUND_FAILED');
      }
    }
    return this.recordRefund(intentId, refund.id, refundId);
  }

  private async recordRefund(intentId: string, refundRowId: number, refundId: string | null) {
    return withTransaction(this.db, async (tx) => {
      const done = await this.lifecycle.refunds.record(refundRowId, refundId, tx);
      if (done.recorded && refundId) await this.payments.markRefunded(intentId, refundId, tx);
      return done.answer;
    });
  }

  /**
   * A refund of the whole payment the provider reports (made in its dashboard, or the echo of our
   * last one): what is left is recorded once, without restocking. While a refund of ours is under
   * way, it records its own.
   */
  private async onProviderRefund(intentId: string, refundId: string, log: FastifyBaseLogger): Promise<void> {
    const order = await this.orders.findByIntent(intentId);
    if (!order) {
      log.warn({ intent: intentId }, 'a refund was reported for a payment no order holds');
      return;
    }
    if (!isPaid(order)) return;
    const reductions = await this.reductionsOf(order.id);
    const reserved = await this.lifecycle.refunds
      // The money is back already: a gift card it bought is cancelled even if spent (what is left on it).
      .reserve(order.id, {}, { withheldCents: 0, adminId: null, reductions, giftCardsRefunded: true })
      .catch((err: unknown) => {
        if (err instanceof AppError) return undefined; // nothing left to record
        throw err;
      });
    if (reserved?.kind !== 'new') return;
    await this.recordRefund(intentId, reserved.refund.id, refundId);
  }
}

const NO_ORDER_WAITING =
  'No order is waiting for this payment, so your card was not charged. Please place your order, then pay.';
const ANOTHER_PAYMENT_WAITING =
  'Another payment is already under way for this order, so this card was not charged. Please place your order again.';
const CANCELLED_BEFORE_PAYMENT =
  'This order was cancelled or replaced by a newer one before its payment arrived. The payment goes back to your card.';
const SOLD_OUT_WHILE_PAYING = 'It sold out while you were paying: the payment goes back to your card.';

/**
 * The intent is this order's: attached to it, or (its attachment lost) made for the order's own
 * shopper. Any other intent, of the same amount or not, never pays it.
 */
function paysOrder(intent: IntentInfo, order: Pick<OrderRow, 'id' | 'userId' | 'guestId'>): boolean {
  if (intent.orderId !== undefined) return intent.orderId === order.id;
  const owner = ownerOfOrder(order);
  return owner !== undefined && intent.ownerKey !== undefined && intent.ownerKey === ownerKey(owner);
}
