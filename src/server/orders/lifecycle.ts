import { DEFAULT_LOCALE, localizedPath } from '../../domain/i18n/locales';
import { Periodic } from '../periodic';
import type { FastifyBaseLogger } from 'fastify';
import { backfillSearchText } from '../db/online-indexes';
import { isPaid, refusedTransition } from '../../domain/orders/lifecycle';
import { isCardOnly } from '../../domain/cart/lines';
import type { OrderStatus } from '../../domain/orders/schemas';
import type { AuditService } from '../audit/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { Db } from '../db/client';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { reviewInvitationMail } from '../reviews/mails/invitation';
import { orderCancelledMail } from './mails/cancelled';
import { orderShippedMail } from './mails/shipped';
import { REVIEW_INVITATION_DAYS } from '../../domain/reviews/reviews';
import type { SampleService } from '../samples/service';
import type { OrderMails } from './mails';
import { type BoughtGiftCards, OrderRefunds } from './refunds/recording';
import type { AtelierService } from '../atelier/service';
import { customLinesOf } from './present';
import { setStockHeld, stockLines, writeStatus } from './lifecycle/repo';
import { linesFor, lockOrder, type OrderRow } from './repo';
import { orderData } from '../webhooks/payloads';
import type { WebhookEvents } from '../webhooks/service';
import { endHolds, expireUnpaid, recordPaymentGivenBack, releaseOrder, supersede, type UnpaidDeps } from './unpaid';

/** Expired orders and ended stock holds are swept this often. */
const EXPIRY_INTERVAL_MS = 60 * 1000;
/** The history note of an order of gift cards only that completed itself once every card was mailed. */
const GIFT_CARDS_MAILED = 'gift cards mailed';

type Shipment = { carrier: string; trackingNumber: string };

/** What OrderLifecycle is built from (services.ts gives each by name). */
export interface OrderLifecycleDeps {
  db: Db;
  stock: Pick<CatalogueStock, 'take' | 'giveBack'>;
  samples: Pick<SampleService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  mails: Pick<OrderMails, 'enqueue' | 'withdraw'>;
  /**
   * Gift cards an unpaid order holds, let go with its bottles, and those a refunded order bought,
   * cancelled by its refunds (decision 062).
   */
  giftCards: { release(orderId: number, tx: Tx): Promise<void> } & BoughtGiftCards;
  /** Work orders hold an order's shipping until bottled, and follow its cancellation and refunds (decision 064). */
  atelier: Pick<AtelierService, 'assertShippable' | 'sync'>;
  /** Whether every gift card mail of an order has gone (the outbox's word). */
  cardMails: { allSent(orderId: number, kind: 'gift-card', db: Db): Promise<boolean> };
  /** `order.shipped`, `order.cancelled` and `order.refunded`, written in the change's transaction (issue #49). */
  webhooks: WebhookEvents;
}

/**
 * An order's life after it is placed: the back office's status changes, the refunds, the expiry of
 * unpaid orders and the cancellation of one a newer order supersedes. Each change is written with
 * its history, gives the order's bottles and sample credits back (or takes them again) and mails
 * the customer, in one transaction.
 */
export class OrderLifecycle {
  private readonly db: Db;
  private readonly stock: Pick<CatalogueStock, 'take' | 'giveBack'>;
  private readonly samples: Pick<SampleService, 'release'>;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly mails: Pick<OrderMails, 'enqueue' | 'withdraw'>;
  private readonly giftCards: { release(orderId: number, tx: Tx): Promise<void> } & BoughtGiftCards;
  private readonly atelier: Pick<AtelierService, 'assertShippable' | 'sync'>;

  constructor({ db, stock, samples, audit, mails, giftCards, atelier, cardMails, webhooks }: OrderLifecycleDeps) {
    this.db = db;
    this.stock = stock;
    this.samples = samples;
    this.audit = audit;
    this.mails = mails;
    this.giftCards = giftCards;
    this.atelier = atelier;
    this.cardMails = cardMails;
    this.webhooks = webhooks;
    this.refunds = new OrderRefunds({ db, stock, samples, audit, mails, giftCards, atelier, webhooks });
  }

  /** Refunds of lines and shipping: reserved, then recorded once the provider agreed (refunds/recording.ts). */
  readonly refunds: OrderRefunds;

  /** The clock a shipped order's invitation to review is counted from (a test sets its own). */
  now: () => Date = () => new Date();

  /** Whether every gift card mail of an order has gone (the outbox's word). */
  private readonly cardMails: OrderLifecycleDeps['cardMails'];

  /**
   * An order of gift cards only completes itself once the last of its cards is mailed (issue #43):
   * nothing ships, so nobody has to complete it by hand. Called when a gift card's mail is sent; an
   * order with something to ship, not paid, or not waiting (completed, cancelled) is left alone.
   * Written as any status change is: its history (by the shop, "gift cards mailed") and the activity
   * log's row, in one transaction. Answers whether it completed the order.
   */
  async completeMailedCards(orderId: number): Promise<boolean> {
    const cardMails = this.cardMails;
    return withTransaction(this.db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || (order.status !== 'processing' && order.status !== 'pending') || !isPaid(order)) return false;
      if (!isCardOnly((await linesFor(tx, [orderId])).get(orderId) ?? [])) return false;
      if (!(await cardMails.allSent(orderId, 'gift-card', tx))) return false;
      if (refusedTransition(order, 'completed')) return false;
      await writeStatus(tx, order, 'completed', null, { note: GIFT_CARDS_MAILED });
      await this.audit.record(
        {
          adminId: null,
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          details: { from: order.status, to: 'completed', reason: GIFT_CARDS_MAILED },
        },
        tx,
      );
      return true;
    });
  }

  /**
   * Sets the status and records the change, with who made it. Refused (409, with the reason) when
   * the status cannot be true of the order (refusedTransition): an unpaid order shipped or completed,
   * an order that has left cancelled or reopened, a paid order cancelled without its refund. Cancelling gives the bottles back; reopening a cancelled order takes them again.
   * Shipping (carrier and tracking number) and cancelling mail the customer, in the same
   * transaction. The same status again changes nothing.
   */
  async setStatus(orderId: number, status: OrderStatus, changedBy: number, shipment?: Shipment) {
    return withTransaction(this.db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
      if (order.status === status) return { id: orderId, status, previousStatus: order.status };
      const refusal = refusedTransition(order, status);
      if (refusal) throw AppError.conflict(refusal.code, refusal.message);
      // Gift cards are mailed, never shipped: an order of them alone completes itself (issue #43).
      if (status === 'shipped' && isCardOnly((await linesFor(tx, [orderId])).get(orderId) ?? []))
        throw AppError.conflict('NOTHING_TO_SHIP');
      // Its made-to-order perfumes leave once bottled: 409 WORK_ORDERS_OPEN, naming them, before.
      if ((status === 'shipped' || status === 'completed') && order.carrier === null)
        await this.atelier.assertShippable(orderId, tx);
      if (status === 'cancelled') {
        await this.release(order, tx);
      } else if (order.status === 'cancelled' && !order.stockHeld) {
        await this.stock.take(await stockLines(tx, order.id), tx);
        await setStockHeld(tx, order.id, true);
      }
      const historyId = await writeStatus(tx, order, status, changedBy, status === 'shipped' ? { shipment } : {});
      if (status === 'cancelled' || order.status === 'cancelled')
        await this.atelier.sync(
          { id: orderId, status },
          customLinesOf((await linesFor(tx, [orderId])).get(orderId) ?? []),
          tx,
        );
      await this.audit.record(
        {
          adminId: changedBy,
          action: 'order.status',
          entity: 'order',
          entityId: orderId,
          details: { from: order.status, to: status, ...(status === 'shipped' ? shipment : {}) },
        },
        tx,
      );
      if (status === 'shipped' && shipment) {
        await this.mails.enqueue(
          orderId,
          (data) => orderShippedMail({ ...data, ...shipment }),
          `order-shipped:${orderId}:${historyId}`,
          tx,
        );
        await this.inviteToReview(orderId, tx);
      } else if (status === 'cancelled') {
        await this.mails.enqueue(orderId, orderCancelledMail, `order-cancelled:${orderId}:${historyId}`, tx);
      }
      await this.tellWebhooks({ ...order, status }, historyId, shipment, tx);
      return { id: orderId, status, previousStatus: order.status };
    });
  }

  private readonly webhooks: WebhookEvents;

  /** A shipped or cancelled order is an event for the webhooks' endpoints that want it, once per change. */
  private async tellWebhooks(order: OrderRow, historyId: number, shipment: Shipment | undefined, tx: Tx) {
    const data = async () => orderData(order, (await linesFor(tx, [order.id])).get(order.id) ?? []);
    if (order.status === 'shipped')
      await this.webhooks.emit(tx, 'order.shipped', `order.shipped:${order.id}:${historyId}`, async () => ({
        ...(await data()),
        carrier: shipment?.carrier ?? null,
        trackingNumber: shipment?.trackingNumber ?? null,
      }));
    else if (order.status === 'cancelled')
      await this.webhooks.emit(tx, 'order.cancelled', `order.cancelled:${order.id}:${historyId}`, data);
  }

  /**
   * Fourteen days after shipping, the buyer (account or guest) is invited to review the catalogue
   * perfumes of the order, each linked to its product page's form: once per order (its event key),
   * however often it ships again.
   */
  private async inviteToReview(orderId: number, tx: Tx): Promise<void> {
    const perfumes = new Map<number, string>();
    for (const line of (await linesFor(tx, [orderId])).get(orderId) ?? [])
      if (!line.isCustom && line.perfumeId !== null && !perfumes.has(line.perfumeId))
        perfumes.set(line.perfumeId, line.name);
    if (perfumes.size === 0) return;
    const sendAt = new Date(this.now().getTime() + REVIEW_INVITATION_DAYS * 24 * 60 * 60_000);
    await this.mails.enqueue(
      orderId,
      (data) => {
        const origin = new URL(data.orderUrl).origin;
        return reviewInvitationMail({
          ...data,
          perfumes: [...perfumes].map(([id, name]) => ({
            name,
            reviewUrl: `${origin}${localizedPath(`/product/${id}?review=1#reviews`, data.tr?.locale ?? DEFAULT_LOCALE)}`,
          })),
        });
      },
      `review-invitation:${orderId}`,
      tx,
      { sendAt },
    );
  }

  /** Its dependencies, as unpaid.ts takes them. */
  private get unpaid(): UnpaidDeps {
    return { db: this.db, stock: this.stock, samples: this.samples, audit: this.audit, giftCards: this.giftCards };
  }

  /** Gives a locked order's sample credits back, and its bottles once, in the caller's transaction (`releaseOrder`). */
  private release(order: Pick<OrderRow, 'id' | 'stockHeld'>, tx: Tx, bottles = true): Promise<void> {
    return releaseOrder(this.unpaid, order, tx, bottles);
  }

  /** The shopper's unpaid order that a new order of theirs replaces: cancelled as `superseded` (unpaid.ts). */
  supersede(orderId: number, tx: Tx): Promise<void> {
    return supersede(this.unpaid, orderId, tx);
  }

  /** Unpaid orders older than 24 hours are cancelled (`expired`); answers how many (unpaid.ts). */
  expireUnpaid(now = new Date()): Promise<number> {
    return expireUnpaid(this.unpaid, now);
  }

  /** Unpaid orders whose short hold on their bottles has ended give them back; answers how many (unpaid.ts). */
  endHolds(now = new Date()): Promise<number> {
    return endHolds(this.unpaid, now);
  }

  /** A payment given back for an order that can no longer be paid: a waiting order is cancelled, once (unpaid.ts). */
  recordPaymentGivenBack(
    orderId: number,
    opts: { intentId: string; refundId: string; reason: 'cancelled' | 'sold-out'; amountCents: number },
  ): Promise<void> {
    return recordPaymentGivenBack(this.unpaid, orderId, opts);
  }

  private expiry: Periodic | undefined;

  /** Expires unpaid orders and ends stock holds now and every minute while the app runs. */
  startExpiry(log: FastifyBaseLogger, everyMs = EXPIRY_INTERVAL_MS): void {
    this.expiry = new Periodic(
      async () => {
        const expired = this.expireUnpaid()
          .then((n) => {
            if (n > 0) log.info({ expired: n }, 'unpaid orders expired; their bottles are back in stock');
          })
          .catch((err: unknown) => log.error({ err }, 'could not expire unpaid orders'));
        const ended = this.endHolds()
          .then((n) => {
            if (n > 0) log.info({ holds: n }, 'stock holds of unpaid orders ended; their bottles are back on sale');
          })
          .catch((err: unknown) => log.error({ err }, 'could not end stock holds'));
        // Orders a process that knew no search text wrote (a rolling deploy's older one) become findable.
        const filled = backfillSearchText(this.db).catch((err: unknown) =>
          log.error({ err }, 'could not fill search text'),
        );
        await Promise.all([expired, ended, filled]);
      },
      (err) => log.error({ err }, 'the expiry failed'),
    );
    this.expiry.start(everyMs);
  }

  /** Stops the expiry once its pass in flight has ended (the store closes after). */
  async stopExpiry(): Promise<void> {
    await this.expiry?.stop();
  }
}
