import type { Locale } from '../../domain/i18n/locales';
import type { CreatedOrder } from '../../domain/orders/schemas';
import type { AtelierService } from '../atelier/service';
import { customLinesOf } from './present';
import {
  PLACEMENT_WINDOW_MS,
  type PlacementLimits,
  placementWait,
  STOCK_HOLD_MS,
  UNPAID_WINDOW_MS,
} from '../../domain/checkout/holds';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { toMajorIn } from '../../domain/currency/currency';
import type { CartOwner } from '../cart/owner';
import type { PricedCart } from '../cart/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/errors';
import type { SampleService } from '../samples/service';
import { rateFraction } from '../../domain/tax/vat';
import { methodNameIn } from '../../domain/shipping/shipping';
import { type GiftChoice, giftColumns, giftFields } from './gift';
import { issueKey } from './keys';
import { toOrderLine } from './present';
import type { OrderLifecycle } from './lifecycle';
import { stockLines } from './lifecycle/repo';
import {
  activityOf,
  attemptsWithIntents,
  claimAttachedIntent,
  findOrderByIntent,
  findOtherOrderPaidBy,
  insertOrder,
  lockLiveAttempts,
  markPaid,
  markPaymentFailed,
  newestWaiting,
  noteAttachedIntent,
  orderedCartLines,
  setStockHold,
} from './placing/repo';
import { findOrder, linesFor, lockOrder, type OrderRow } from './repo';

export type { OrderRow };

/** Why a paid intent could not settle its order: the order was cancelled meanwhile, or its bottles are gone. */
export type Unpayable = { reason: 'cancelled' } | { reason: 'sold-out'; error: AppError };

/** What OrderPlacing is built from (services.ts gives each by name). */
export interface OrderPlacingDeps {
  db: Db;
  stock: Pick<CatalogueStock, 'take' | 'assertInStock'>;
  samples: Pick<SampleService, 'record'>;
  lifecycle: Pick<OrderLifecycle, 'supersede'>;
  limits: PlacementLimits;
  /** Each custom line of an order just paid becomes a work order, in the payment's transaction (decision 064). */
  atelier: Pick<AtelierService, 'onPaid'>;
}

/**
 * Placing an order and paying for it, as the checkout does: the order written from the priced cart,
 * its bottles held a few minutes while a card payment is attached, then marked paid with its bottles
 * taken for good (or its payment failed). The orders and order_lines tables are written here and in
 * OrderLifecycle.
 */
export class OrderPlacing {
  private readonly db: Db;
  private readonly stock: Pick<CatalogueStock, 'take' | 'assertInStock'>;
  private readonly samples: Pick<SampleService, 'record'>;
  private readonly lifecycle: Pick<OrderLifecycle, 'supersede'>;
  private readonly limits: PlacementLimits;
  private readonly atelier: Pick<AtelierService, 'onPaid'>;

  constructor({ db, stock, samples, lifecycle, limits, atelier }: OrderPlacingDeps) {
    this.db = db;
    this.stock = stock;
    this.samples = samples;
    this.lifecycle = lifecycle;
    this.limits = limits;
    this.atelier = atelier;
  }

  /** 429 (with the wait) when the address has placed too many orders lately, or keeps too many unpaid. */
  async assertMayPlace(ip: string, now = new Date()): Promise<void> {
    const wait = placementWait(await activityOf(this.db, ip, PLACEMENT_WINDOW_MS, UNPAID_WINDOW_MS), this.limits, now);
    if (wait !== undefined) throw new AppError(429, 'ORDERS_LIMITED', undefined, undefined, wait);
  }

  /** The owner's waiting orders with a card payment attached: one may have gone through. */
  attemptsWithIntents(owner: CartOwner) {
    return attemptsWithIntents(this.db, ownerColumn(owner));
  }

  /**
   * Writes the order and a snapshot of its lines (name, unit price, quantity, custom details)
   * from the cart the server priced, in its currency (its market's, decision 070), inside the caller's
   * transaction. The owner's earlier orders
   * still waiting for their payment are superseded: one cart, one order waiting. With a card payment
   * to attach (`hold`), the bottles are held for STOCK_HOLD_MINUTES; without one nothing is held,
   * and the order is refused when the bottles are gone either way.
   */
  async place(
    owner: CartOwner,
    cart: PricedCart,
    shippingDetails: ShippingDetails,
    opts: {
      ip: string;
      hold: boolean;
      locale: Locale;
      /** A refill's renewal (DESIGN §1 "Refills"): the subscription and the delivery it bills. */
      renewal?: { subscriptionId: number; cycle: number } | undefined;
    } & GiftChoice,
    tx: Tx,
  ): Promise<CreatedOrder> {
    // Supersede the owner's waiting orders (one may hold a sample credit this one takes); a renewal waits on its own.
    if (!opts.renewal)
      for (const attempt of await lockLiveAttempts(tx, ownerColumn(owner)))
        await this.lifecycle.supersede(attempt.id, tx);
    // An order the shop cannot fill is never written, and never charged.
    if (opts.hold) await this.stock.take(cart.lines, tx);
    else await this.stock.assertInStock(cart.lines, tx);
    // The VAT as charged, kept with the order and never recomputed (decision 059).
    const to = cart.destination;
    const { order, lines } = await insertOrder(
      tx,
      {
        userId: owner.kind === 'user' ? owner.userId : null,
        guestId: owner.kind === 'guest' ? owner.guestId : null,
        cartId: cart.cartId ?? null,
        subtotalCents: cart.totals.subtotal,
        discountCents: cart.totals.discount,
        shippingCents: cart.totals.shipping,
        totalCents: cart.totals.total,
        currency: cart.currency,
        shippingDetails: to ? { ...shippingDetails, country: to.country } : shippingDetails,
        countryCode: to?.country ?? null,
        taxRateBp: to?.rateBp ?? null,
        taxCents: to?.tax.tax ?? null,
        shippingTaxCents: to?.tax.shipping.tax ?? null,
        discountTaxCents: to ? (to.tax.discount?.tax ?? 0) : null,
        shippingMethodId: cart.method?.id ?? null,
        // Named in the order's language: its mails, invoice and page show this name (issue #46).
        shippingMethodName: cart.method ? methodNameIn(cart.method, opts.locale) : null,
        stockHeld: opts.hold,
        stockHeldUntil: opts.hold ? new Date(Date.now() + STOCK_HOLD_MS) : null,
        placedFrom: opts.ip,
        locale: opts.locale,
        subscriptionId: opts.renewal?.subscriptionId ?? null,
        subscriptionCycle: opts.renewal?.cycle ?? null,
        ...giftColumns(opts, cart, shippingDetails),
      },
      cart.lines.map((line, i) => {
        const taxed = to?.tax.lines[i];
        return {
          ...line,
          refillWeeks: line.refillWeeks > 0 ? line.refillWeeks : null,
          netCents: taxed?.net ?? null,
          taxCents: taxed?.tax ?? null,
          taxRateBp: taxed?.rateBp ?? null,
        };
      }),
    );
    await this.samples.record(order.id, cart.adjustments, tx);
    const accessKey = await issueKey(tx, order.id);
    const major = (minor: number) => toMajorIn(minor, order.currency);
    return {
      id: order.id,
      currency: order.currency,
      total: major(order.totalCents),
      subtotal: major(order.subtotalCents),
      discount: major(order.discountCents),
      shipping: major(order.shippingCents),
      tax: major(order.taxCents ?? 0),
      taxRate: rateFraction(order.taxRateBp ?? 0),
      giftCard: 0,
      invoiceNumber: null,
      items: lines.map((l) => toOrderLine(l, order.currency)),
      status: 'pending',
      paymentStatus: 'pending',
      accessKey,
      locale: order.locale,
      ...giftFields(order),
    };
  }

  find(id: number): Promise<OrderRow | undefined> {
    return findOrder(this.db, id);
  }

  findByIntent(intentId: string): Promise<OrderRow | undefined> {
    return findOrderByIntent(this.db, intentId);
  }

  /** Another order already paid by this intent, if any. */
  findOtherPaidBy(intentId: string, orderId: number): Promise<OrderRow | undefined> {
    return findOtherOrderPaidBy(this.db, intentId, orderId);
  }

  /** The owner's order waiting for its payment, if any (one at a time: a newer one supersedes it). */
  waitingOrder(owner: CartOwner): Promise<OrderRow | undefined> {
    return newestWaiting(this.db, ownerColumn(owner));
  }

  /**
   * Names this card payment as the one paying the waiting order, unless another one is named already
   * (answers false): an order is paid by one payment, never two charged for it at once.
   */
  claimAttachment(orderId: number, intentId: string): Promise<boolean> {
    return claimAttachedIntent(this.db, orderId, intentId);
  }

  /** The card payment attached to the waiting order, so a payment that went through is never superseded. */
  noteAttached(orderId: number, intentId: string): Promise<void> {
    return noteAttachedIntent(this.db, orderId, intentId);
  }

  /**
   * Marks the order paid, in the caller's transaction, with its bottles: held ones become its own,
   * others are taken now. Answers the row when this call paid it; undefined when it was paid
   * already; `Unpayable` when it cannot be (cancelled meanwhile, or its bottles are gone: nothing is
   * then written and the caller gives the money back).
   */
  async markPaid(
    orderId: number,
    intentId: string,
    isTest: boolean,
    tx: Tx,
  ): Promise<OrderRow | Unpayable | undefined> {
    const current = await lockOrder(tx, orderId);
    if (!current || current.paymentStatus === 'paid') return undefined;
    if (current.status === 'cancelled') return { reason: 'cancelled' };
    if (!current.stockHeld) {
      try {
        await this.stock.take(await stockLines(tx, orderId), tx);
      } catch (err) {
        if (err instanceof AppError && err.code === 'OUT_OF_STOCK') return { reason: 'sold-out', error: err };
        throw err;
      }
      await setStockHold(tx, orderId, true, null);
    }
    const paid = await markPaid(tx, current, intentId, isTest);
    if (paid && this.atelier)
      await this.atelier.onPaid(orderId, customLinesOf((await linesFor(tx, [orderId])).get(orderId) ?? []), tx);
    return paid;
  }

  /**
   * Just before a card is charged: an order whose short hold has ended holds its bottles again for
   * another STOCK_HOLD_MINUTES, or is refused (409 OUT_OF_STOCK) so the card is not charged for
   * bottles that are gone.
   */
  async renewHold(orderId: number, tx: Tx): Promise<void> {
    const current = await lockOrder(tx, orderId);
    if (!current || current.paymentStatus === 'paid' || current.status === 'cancelled') return;
    if (!current.stockHeld) await this.stock.take(await stockLines(tx, orderId), tx);
    await setStockHold(tx, orderId, true, new Date(Date.now() + STOCK_HOLD_MS));
  }

  markPaymentFailed(orderId: number): Promise<void> {
    return markPaymentFailed(this.db, orderId);
  }

  /** An order's lines as written (a paid order's refill lines make its subscriptions, DESIGN §1 "Refills"). */
  async linesOf(orderId: number, db: Db = this.db) {
    return (await linesFor(db, [orderId])).get(orderId) ?? [];
  }

  /** The cart lines the order was made from, with the quantities ordered. */
  cartLinesOf(orderId: number, db: Db = this.db) {
    return orderedCartLines(db, orderId);
  }
}

/** The owner as the orders table names it. */
function ownerColumn(owner: CartOwner): { userId: number } | { guestId: string } {
  return owner.kind === 'user' ? { userId: owner.userId } : { guestId: owner.guestId };
}
