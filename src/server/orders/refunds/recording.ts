import { isPaid } from '../../../domain/orders/lifecycle';
import type { AtelierService } from '../../atelier/service';
import { customLinesOf } from '../present';
import { documentYear } from '../../../domain/invoices/numbering';
import type { RefundResult } from '../../../domain/orders/admin-schemas';
import { computeRefund, lineLeft, type Reduction } from '../../../domain/refunds/refunds';
import type { AuditService } from '../../audit/service';
import type { CatalogueStock } from '../../catalogue/stock';
import type { Db } from '../../db/client';
import { type Tx, withTransaction } from '../../db/transaction';
import { msg } from '../../../domain/i18n/translator';
import { AppError } from '../../http/errors';
import { orderRefundedMail } from '../mails/refunded';
import type { SampleService } from '../../samples/service';
import type { OrderMails } from '../mails';
import { setStockHeld, writeStatus } from '../lifecycle/repo';
import { findOrder, linesFor, lockOrder, nextDocumentNumber } from '../repo';
import {
  addRefundedAmount,
  addRefundedQuantities,
  completeRefund,
  dropRefundReservation,
  findRefund,
  insertRefundReservation,
  type RefundRecord,
  refundsOfOrder,
} from './repo';
import { answerOf, bottlesOf, isMade, type RefundAsk, refundableOf, rowsOf, sameAsk } from './reckoning';
import { toMajorIn } from '../../../domain/currency/currency';
import { orderData } from '../../webhooks/payloads';
import type { WebhookEvents } from '../../webhooks/service';

export type { RefundAsk } from './reckoning';

/**
 * The gift cards a refunded line bought (decision 062), through the gift cards feature's service:
 * cancelled when the refund is reserved (or the line refused, 409 GIFT_CARD_USED), live again when
 * the provider refuses it, their mails not yet gone withdrawn when it is recorded.
 */
export interface BoughtGiftCards {
  voidBought(
    orderId: number,
    refundId: number,
    lines: readonly { lineId: number; quantity: number }[],
    tx: Tx,
    opts?: { evenUsed?: boolean },
  ): Promise<void>;
  restoreVoided(refundId: number, tx: Tx): Promise<void>;
  withdrawMails(refundId: number, tx: Tx): Promise<void>;
}

/** What OrderRefunds is built from (the order lifecycle gives each by name). */
export interface OrderRefundsDeps {
  db: Db;
  stock: Pick<CatalogueStock, 'giveBack'>;
  samples: Pick<SampleService, 'release'>;
  audit: Pick<AuditService, 'record'>;
  mails: Pick<OrderMails, 'enqueue' | 'withdraw'>;
  giftCards: BoughtGiftCards;
  /** A line refunded in full cancels its work order; one partly refunded makes fewer bottles (decision 064). */
  atelier: Pick<AtelierService, 'sync'>;
  /** `order.refunded` (and `order.cancelled` for an order refunded in full before it left), in the record's transaction. */
  webhooks: WebhookEvents;
}

/** A refund whose request died between the provider and the record is finished by the next one after this long. */
const STALE_RESERVATION_MS = 10 * 60 * 1000;

/**
 * The orders feature's side of a refund (decision 059): reserved before the
 * provider is asked (the refund's idempotency key is its row's), then recorded in one transaction
 * once the provider agreed: its credit note (gapless, `CN-2026-000001`), the lines' refunded bottles,
 * the order's refunded sum and payment status, the bottles ticked back in stock, the history, the
 * audit row and the customer's mail. The provider is called by the checkout, between the two.
 * A gift card a refunded line bought is cancelled with the reservation, so nobody spends it while
 * the provider is asked (decision 062).
 */
export class OrderRefunds {
  private readonly db: Db;
  private readonly stock: Pick<CatalogueStock, 'giveBack'>;
  private readonly samples: Pick<SampleService, 'release'>;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly mails: Pick<OrderMails, 'enqueue' | 'withdraw'>;
  private readonly giftCards: BoughtGiftCards;
  private readonly atelier: Pick<AtelierService, 'sync'>;
  private readonly webhooks: WebhookEvents;

  constructor({ db, stock, samples, audit, mails, giftCards, atelier, webhooks }: OrderRefundsDeps) {
    this.db = db;
    this.stock = stock;
    this.samples = samples;
    this.audit = audit;
    this.mails = mails;
    this.giftCards = giftCards;
    this.atelier = atelier;
    this.webhooks = webhooks;
  }

  /** Refunds under way for longer than any provider takes: their request died, the next refund finishes them. */
  async stale(orderId: number, now = new Date()): Promise<RefundRecord[]> {
    return (await refundsOfOrder(this.db, orderId)).filter(
      (r) => !isMade(r) && now.getTime() - r.createdAt.getTime() > STALE_RESERVATION_MS,
    );
  }

  /**
   * Reserves the refund a request asks for, in a transaction holding the order: 409 NOT_REFUNDABLE
   * unless paid (or partly refunded), 400 REFUND_TOO_LARGE for more than is left. A request for the
   * same lines as a refund under way is its retry: that refund is answered (`retry`), not a second.
   * A request of everything on an order refunded in full answers the order as it stands (`done`);
   * one of everything while refunds under way take all that is left is refused (409 NOT_REFUNDABLE),
   * never answered with their credit note. `reductions`: what came off the order (its adjustments),
   * shared among its lines by the refund rule.
   * The gift cards its lines bought are cancelled with it, or it is refused (409 GIFT_CARD_USED) when
   * one has been spent; `giftCardsRefunded`: the provider gave the money back already, so even a
   * spent card is cancelled (what is left on it), never refused.
   */
  reserve(
    orderId: number,
    ask: RefundAsk,
    opts: {
      withheldCents: number;
      adminId: number | null;
      reductions?: readonly Reduction[];
      giftCardsRefunded?: boolean;
    },
  ): Promise<{ kind: 'new' | 'retry'; refund: RefundRecord } | { kind: 'done'; answer: RefundResult }> {
    return withTransaction(this.db, async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
      const refunds = await refundsOfOrder(tx, orderId);
      if (order.paymentStatus === 'refunded' && ask.lines === undefined)
        return { kind: 'done' as const, answer: answerOf(order, undefined) };
      if (!isPaid(order)) throw AppError.conflict('NOT_REFUNDABLE');
      const lines = (await linesFor(tx, [orderId])).get(orderId) ?? [];
      const state = refundableOf(order, lines, refunds, opts.withheldCents, opts.reductions);
      const retried = refunds.find((r) => !isMade(r) && sameAsk(r, ask));
      if (retried) return { kind: 'retry' as const, refund: retried };
      // A return is refunded once: a second request for it (another process, a double click) is
      // the first one's retry, decided here under the order's lock.
      const ofReturn = ask.returnId === undefined ? undefined : refunds.find((r) => r.returnId === ask.returnId);
      if (ofReturn) return { kind: 'retry' as const, refund: ofReturn };
      const outcome = computeRefund(state, ask);
      if (!outcome.ok) {
        const { code } = outcome.refusal;
        // Everything asked while refunds under way take all that is left: its own answer, not theirs.
        const takenUnderWay =
          ask.lines === undefined &&
          refunds.some((r) => !isMade(r)) &&
          state.lines.every((l) => lineLeft(l) === 0) &&
          (state.shipping.refunded || state.shipping.grossCents === 0);
        // The refusal's catalogue message and its values: the reader's language says it.
        const { id, values } = takenUnderWay
          ? { id: msg('What is left of this order is being refunded by a refund under way.'), values: undefined }
          : outcome.refusal.text;
        throw code === 'NOT_REFUNDABLE'
          ? AppError.conflict(code, id, { values })
          : AppError.badRequest(code === 'REFUND_TOO_LARGE' ? code : 'BAD_REQUEST', id, { values });
      }
      const { refund } = outcome;
      const reservation = await insertRefundReservation(tx, {
        orderId,
        lines: refund.rows,
        shippingCents: refund.shippingCents,
        shippingTaxCents: refund.shippingTaxCents,
        amountCents: refund.amountCents,
        taxCents: refund.taxCents,
        restocked: Boolean(ask.restock),
        returnId: ask.returnId ?? null,
        createdBy: opts.adminId,
      });
      // Before the provider is asked: a spent gift card refuses the refund here, and nothing stays written.
      await this.giftCards.voidBought(
        orderId,
        reservation.id,
        refund.rows.flatMap((r) => (r.lineId === null ? [] : [{ lineId: r.lineId, quantity: r.quantity }])),
        tx,
        { evenUsed: opts.giftCardsRefunded ?? false },
      );
      return { kind: 'new' as const, refund: reservation };
    });
  }

  /** A reservation the provider refused: nothing was refunded, nothing stays reserved, the gift cards it cancelled are live again. */
  drop(refundId: number): Promise<void> {
    return withTransaction(this.db, async (tx) => {
      if (await dropRefundReservation(tx, refundId)) await this.giftCards.restoreVoided(refundId, tx);
    });
  }

  /**
   * Records a refund the provider made, in the caller's transaction, once: a second call answers
   * the refund as it was recorded. Answers the order's refund state and whether it is now refunded
   * in full (`whole`).
   */
  async record(
    refundId: number,
    providerRefundId: string | null,
    tx: Tx,
  ): Promise<{ answer: RefundResult; whole: boolean; recorded: boolean }> {
    const first = await findRefund(tx, refundId);
    if (!first) throw AppError.conflict('NOT_REFUNDABLE', msg('This refund was not made. Please try again.'));
    const order = await lockOrder(tx, first.orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    const reservation = (await findRefund(tx, refundId))!;
    if (isMade(reservation))
      return { answer: answerOf(order, reservation), whole: order.paymentStatus === 'refunded', recorded: false };
    const orderId = order.id;
    const rows = rowsOf(reservation);
    const goods = rows.flatMap((r) => (r.lineId === null ? [] : [{ lineId: r.lineId, quantity: r.quantity }]));
    await addRefundedQuantities(tx, goods);
    const lines = (await linesFor(tx, [orderId])).get(orderId) ?? [];
    const refunds = await refundsOfOrder(tx, orderId);
    const inOneGo = !refunds.some((r) => isMade(r) && r.id !== refundId);
    const whole =
      lines.every((l) => l.refundedQuantity >= l.quantity) &&
      (order.shippingCents + order.giftWrapCents === 0 ||
        refunds.some((r) => r.shippingCents > 0 && (isMade(r) || r.id === refundId)));
    const bottles = reservation.restocked && order.stockHeld ? bottlesOf(rows, lines) : [];
    if (bottles.length > 0) await this.stock.giveBack(bottles, tx);
    const restocked = bottles.length > 0;
    const creditNoteNumber = await nextDocumentNumber(tx, 'credit-note', documentYear(new Date()));
    const made = (await completeRefund(tx, refundId, { creditNoteNumber, providerRefundId, restocked }))!;
    // The gift cards it cancelled: their mails still waiting for their day never go.
    await this.giftCards.withdrawMails(refundId, tx);
    const updated = await addRefundedAmount(tx, orderId, made.amountCents, whole ? 'refunded' : 'partially_refunded');
    let to = order.status;
    if (whole) {
      // The money is back: so is any sample credit the order used; an order that has not left is cancelled.
      await this.samples.release(orderId, tx);
      if (restocked) await setStockHeld(tx, orderId, false);
      if (order.status === 'pending' || order.status === 'processing') to = 'cancelled';
    }
    // Every bottle back or refunded (a return, a refund in full): the invitation to review it, if still waiting, goes.
    if (lines.every((l) => l.refundedQuantity >= l.quantity))
      await this.mails.withdraw(`review-invitation:${orderId}`, tx);
    const note = `${whole ? 'refunded' : 'partially refunded'}${restocked ? ', bottles back in stock' : ''}`;
    await writeStatus(tx, order, to, made.createdBy, { note });
    await this.atelier.sync({ id: orderId, status: to }, customLinesOf(lines), tx);
    await this.audit.record(
      {
        adminId: made.createdBy,
        action: 'order.refunded',
        entity: 'order',
        entityId: orderId,
        details: {
          refundId: providerRefundId,
          creditNote: creditNoteNumber,
          amountCents: made.amountCents,
          lines: goods,
          shippingCents: made.shippingCents,
          restocked,
          whole,
          ...(made.returnId !== null ? { returnId: made.returnId } : {}),
        },
      },
      tx,
    );
    await this.mails.enqueue(
      { ...updated, status: to },
      (data) =>
        orderRefundedMail(data, {
          amountCents: made.amountCents,
          creditNote: creditNoteNumber,
          whole,
          // A whole order refunded in one go lists its lines, as its confirmation did.
          ...(whole && inOneGo
            ? {}
            : {
                lines: rows.filter((r) => r.lineId !== null),
                shippingCents: made.shippingCents,
              }),
        }),
      `order-refunded:${orderId}:${refundId}`,
      tx,
    );
    const data = orderData({ ...updated, status: to }, lines);
    await this.webhooks.emit(tx, 'order.refunded', `order.refunded:${orderId}:${refundId}`, {
      ...data,
      amount: toMajorIn(made.amountCents, updated.currency),
      refunded: toMajorIn(updated.refundedCents, updated.currency),
      creditNote: creditNoteNumber,
      whole,
    });
    if (to === 'cancelled' && order.status !== 'cancelled')
      await this.webhooks.emit(tx, 'order.cancelled', `order.cancelled:${orderId}:refund-${refundId}`, data);
    return { answer: answerOf({ ...updated, status: to }, made), whole, recorded: true };
  }

  /** The order's refund state as it stands, answered to a request that changed nothing. */
  async asItStands(orderId: number, refundId?: number): Promise<RefundResult> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    return answerOf(order, refundId === undefined ? undefined : await findRefund(this.db, refundId));
  }
}
