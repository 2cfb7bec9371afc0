import type { Locale } from '../../domain/i18n/locales';
import { leftToPay } from '../../domain/gift-cards/gift-cards';
import type { CreatedOrder } from '../../domain/orders/schemas';
import type { PaymentIntent } from '../../domain/payments/schemas';
import type { Buyer, ShippingDetails } from '../../domain/checkout/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { CartService, Destination } from '../cart/service';
import type { Market } from '../../domain/markets/markets';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { OrderLifecycle } from '../orders/lifecycle';
import type { GiftChoice } from '../orders/gift';
import type { OrderMails } from '../orders/mails';
import type { OrderPlacing } from '../orders/placing';
import type { RefundAsk } from '../orders/refunds/recording';
import type { IntentInfo, PaymentEvent } from '../payments/provider';
import type { PaymentService } from '../payments/service';
import type { PromotionService } from '../promotions/service';
import type { SampleService } from '../samples/service';
import type { GiftCardService } from '../gift-cards/service';
import { type Money, money, toMajorIn } from '../../domain/currency/currency';
import { addressIn, deliveryOf } from './delivery';
import type { CheckoutDeps } from './deps';
import { assertChargeable } from './charging';
import { onProviderRefund, refundLines } from './refunding';
import { paidByGiftCard, paysOrder, settle } from './settling';

/**
 * The path from a cart to a paid order, and back by a refund. It owns no table: the cart, the orders and the
 * payments are each reached through their own service, sharing one transaction where a step
 * must be all or nothing.
 */
export class CheckoutService {
  private readonly db: Db;
  private readonly cart: CartService;
  private readonly orders: OrderPlacing;
  private readonly lifecycle: Pick<OrderLifecycle, 'refunds' | 'recordPaymentGivenBack'>;
  private readonly mails: Pick<OrderMails, 'enqueue'>;
  private readonly payments: PaymentService;
  private readonly samples: Pick<SampleService, 'creditedElsewhere' | 'ofOrders'>;
  private readonly giftCards: GiftCardService;
  private readonly promotions: Pick<PromotionService, 'attach' | 'reserve' | 'take' | 'onPaid' | 'unreserve'>;
  private readonly refills: CheckoutDeps['refills'];
  private readonly webhooks: CheckoutDeps['webhooks'];

  constructor({
    db,
    cart,
    orders,
    lifecycle,
    mails,
    payments,
    samples,
    giftCards,
    promotions,
    refills,
    webhooks,
  }: CheckoutDeps) {
    this.db = db;
    this.cart = cart;
    this.orders = orders;
    this.lifecycle = lifecycle;
    this.mails = mails;
    this.payments = payments;
    this.samples = samples;
    this.giftCards = giftCards;
    this.promotions = promotions;
    this.refills = refills;
    this.webhooks = webhooks;
  }

  /** Its dependencies, as the use cases in its modules take them (settling.ts, refunding.ts). */
  private get deps(): CheckoutDeps {
    return {
      db: this.db,
      cart: this.cart,
      orders: this.orders,
      lifecycle: this.lifecycle,
      mails: this.mails,
      payments: this.payments,
      samples: this.samples,
      giftCards: this.giftCards,
      promotions: this.promotions,
      refills: this.refills,
      webhooks: this.webhooks,
    };
  }

  /**
   * The amount is the server's cart total, whatever the browser says, in the currency of the market the cart
   * is priced in (the shipping country's once named, decision 070).
   */
  async createIntent(owner: CartOwner, destination: Destination = {}): Promise<PaymentIntent> {
    const cart = await this.cart.priced(owner, undefined, destination);
    await this.cart.assertCheckoutable(cart, cart.currency);
    // What the cart's gift card leaves to pay by card (decision 062).
    const total = money(cart.totals.total, cart.currency);
    const toPay = leftToPay(total.minor, await this.giftCardPart(owner, total));
    if (toPay === 0) throw AppError.badRequest('NOTHING_TO_PAY');
    // A refill's card is kept with the provider for its renewals (DESIGN §1 "Refills"); never its number here.
    const keepCard =
      owner.kind === 'user' && cart.lines.some((l) => l.refillWeeks > 0)
        ? { customer: `user:${owner.userId}` }
        : undefined;
    return this.payments.createIntent(money(toPay, cart.currency), owner, keepCard);
  }

  /** What the cart's gift card pays of a total now (nothing when it is in another currency). */
  private async giftCardPart(owner: CartOwner, total: Money): Promise<number> {
    return (await this.giftCards.forCart(owner, total))?.appliedCents ?? 0;
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
    request: {
      ip: string;
      log: FastifyBaseLogger;
      accountEmail?: string | undefined;
      locale: Locale;
      /** The shopper's market (`request.market()`): a cart with nothing to ship is priced in it. */
      market?: Market | undefined;
    },
  ): Promise<CreatedOrder> {
    const { log } = request;
    const { paymentIntentId } = choice;
    const asked: Destination = {
      country: shippingDetails?.country,
      shippingMethodId: choice.shippingMethodId,
      giftWrap: choice.gift?.wrap,
      market: request.market,
    };
    // The market is read before the transaction prices the cart in it (decision 070).
    const destination = { ...asked, market: await this.cart.marketOf(asked) };
    await this.orders.assertMayPlace(request.ip);
    await this.settleWaitingPayments(owner, log);
    // Bottles are held only for a real payment of this shopper's.
    const intent = paymentIntentId ? await this.payments.find(paymentIntentId).catch(() => undefined) : undefined;
    const hold = intent !== undefined && (intent.ownerKey === undefined || intent.ownerKey === ownerKey(owner));
    const { order, toPay } = await withTransaction(this.db, async (tx) => {
      const cart = await this.cart.priced(owner, tx, destination);
      await this.cart.assertCheckoutable(cart, cart.currency);
      const details = addressIn(deliveryOf(cart.lines, shippingDetails, choice), cart.destination?.country);
      const placed = await this.orders.place(
        owner,
        cart,
        details,
        { ip: request.ip, hold, gift: choice.gift, billingDetails: choice.billingDetails, locale: request.locale },
        tx,
      );
      // The discount code the order was priced with, counted for every identity of this shopper: the account, its
      // e-mail and the order's shipping and billing e-mails (decision 061).
      const emails = [request.accountEmail, details.email, choice.billingDetails?.email];
      await this.promotions.attach(placed.id, owner, emails, cart.promotion, cart.totals.total, tx);
      // The cart's gift card pays its part now, taken off its balance in this transaction (decision 062).
      const total = money(cart.totals.total, cart.currency);
      const giftCard = await this.giftCards.applyToOrder(owner, placed.id, total, tx);
      // The cards it buys are issued in the order's currency.
      await this.giftCards.recordPurchases(placed.id, cart.currency, placed.items, tx);
      const left = money(total.minor - giftCard, cart.currency);
      const withCard = { ...placed, giftCard: toMajorIn(giftCard, cart.currency) };
      return { order: left.minor === 0 ? await paidByGiftCard(this.deps, withCard, tx) : withCard, toPay: left };
    });
    if (paymentIntentId && order.paymentStatus !== 'paid') {
      await this.payments
        .attachOrder(paymentIntentId, { id: order.id, total: toPay }, owner)
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
      await settle(this.deps, attempt.id, intent).catch((err: unknown) => {
        if (!(err instanceof AppError)) throw err;
        log.warn({ err, orderId: attempt.id }, 'a waiting order paid meanwhile could not be settled');
      });
    }
  }

  /**
   * Just before a card is charged where the shop sees it (the simulated card form): the payment must
   * pay an order that holds its bottles now, its gift card's part and its code's use, or no card is
   * charged (charging.ts).
   */
  assertChargeable(intent: IntentInfo): Promise<void> {
    return assertChargeable(this.deps, intent);
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
    return settle(this.deps, orderId, intent);
  }

  /**
   * What a provider reports by itself (Stripe's webhook). A refusal to settle (amount mismatch,
   * paid elsewhere) is final and only logged, so the provider stops retrying; anything else (the
   * store is down) is thrown, answers 500, and the provider delivers the event again.
   */
  async onPaymentEvent(event: PaymentEvent, log: FastifyBaseLogger): Promise<void> {
    if (event.type === 'refunded') return onProviderRefund(this.deps, event.intentId, event.refundId, log);
    const { type, intent } = event;
    if (intent.orderId === undefined) return;
    if (type === 'failed') {
      this.payments.failed();
      await this.orders.markPaymentFailed(intent.orderId);
      return this.promotions.unreserve(intent.orderId);
    }
    await settle(this.deps, intent.orderId, intent).catch((err: unknown) => {
      if (!(err instanceof AppError)) throw err;
      log.error({ err, orderId: intent.orderId, intent: intent.id }, 'webhook refused to settle the order');
    });
  }

  /**
   * Refunds lines and quantities of a paid order, and its shipping (no `lines`: everything left),
   * through the provider for exactly that amount: reserved, asked, then recorded (refunding.ts).
   */
  refundLines(orderId: number, ask: RefundAsk, adminId: number | null, log: FastifyBaseLogger) {
    return refundLines(this.deps, orderId, ask, adminId, log);
  }
}
