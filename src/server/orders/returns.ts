import type { FastifyBaseLogger } from 'fastify';
import { type AdminReturnStatus, mayMove, type ReturnStatus } from '../../domain/returns/returns';
import type { AdminReturn, OrderReturn, ReturnRequest } from '../../domain/returns/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { AuditService } from '../audit/service';
import type { SettingsService } from '../settings/service';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { returnDecisionMail } from './mails/return-decision';
import { returnProgressMail } from './mails/return-progress';
import type { OrderMails } from './mails';
import { viewerOpens } from './reading';
import { findOrder, type OrderRow } from './repo';
import {
  countReturns,
  findAdminReturn,
  lineNames,
  listReturns,
  lockReturn,
  refundOfReturn,
  returnsOfOrder,
  updateReturn,
} from './returns/repo';
import { askReturn, namedLines } from './returns/asking';
import { linesOf, toAdminReturn, toOrderReturn } from './returns/present';
import type { WebhookEvents } from '../webhooks/service';

/** Who opens an order's page: the holder of its key, or its signed-in owner. */
export interface OrderViewer {
  key?: string | undefined;
  userId?: number | undefined;
}

/**
 * The refund of some lines of an order in one step, as the checkout makes it (the provider, the
 * credit note, the mail, the audit row, the stock): named here so the orders feature does not
 * import the checkout, which imports it.
 */
interface LineRefunds {
  refundLines(
    orderId: number,
    what: {
      lines?: { lineId: number; quantity: number }[];
      shipping?: boolean;
      restock?: boolean;
      returnId?: number;
    },
    adminId: number,
    log: FastifyBaseLogger,
  ): Promise<unknown>;
}

/** What ReturnService is built from (services.ts gives each by name). */
export interface ReturnDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  mails: Pick<OrderMails, 'enqueue' | 'enqueueToHouse'>;
  /** The house's address (where an approved return is sent) and its contact address (told of each return asked). */
  house: Pick<SettingsService, 'settings' | 'contact'>;
  /** The checkout's refunds, given once the services exist (the checkout is made after the orders). */
  refunds: () => LineRefunds;
  /** The origin of the back office's links in the house's mails. */
  publicUrl: string;
  /** `return.requested`, written with the request (issue #49). */
  webhooks: WebhookEvents;
}

/**
 * Returns (decision 059): a customer asks from the order's page within 14 days
 * after delivery (domain/returns/window.ts; the customer is mailed, and the house's contact address
 * alerted), staff approve (the customer is mailed its RMA number and how to send perfume) or
 * refuses, marks the parcel received (mailed), then refunds its bottles in one step (mailed, with
 * the credit note's link).
 */
export class ReturnService {
  /** The returns being refunded by this process, by id. */
  private readonly refunding = new Map<number, Promise<AdminReturn>>();

  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly mails: Pick<OrderMails, 'enqueue' | 'enqueueToHouse'>;
  private readonly house: Pick<SettingsService, 'settings' | 'contact'>;
  private readonly refunds: () => LineRefunds;
  private readonly publicUrl: string;
  private readonly webhooks: WebhookEvents;

  constructor({ db, audit, mails, house, refunds, publicUrl, webhooks }: ReturnDeps) {
    this.db = db;
    this.audit = audit;
    this.mails = mails;
    this.house = house;
    this.refunds = refunds;
    this.publicUrl = publicUrl;
    this.webhooks = webhooks;
  }

  /**
   * Asks to return bottles of the order, for whoever may open its page (anyone else: 404, as for an
   * order that does not exist). The order is locked while the quantities are checked, so two
   * requests at once never ask back more than was bought. Refused (409, saying why) for a
   * made-to-order line, an order not delivered yet or past its window, or more than is left.
   */
  async request(orderId: number, viewer: OrderViewer, body: ReturnRequest, now = new Date()) {
    await this.assertOpens(orderId, viewer);
    // Read before the transaction: PGlite's one connection is the transaction's until it ends.
    const houseAddress = (await this.house.contact()).email;
    const row = await askReturn(
      { db: this.db, mails: this.mails, publicUrl: this.publicUrl, webhooks: this.webhooks },
      { orderId, body, houseAddress, now },
    );
    return { id: row.id, status: 'requested' as const };
  }

  /** The order's returns, newest first, for whoever may open its page. */
  async ofOrder(orderId: number, viewer: OrderViewer): Promise<OrderReturn[]> {
    await this.assertOpens(orderId, viewer);
    const rows = await returnsOfOrder(this.db, orderId);
    const names = await lineNames(this.db, [orderId]);
    return rows.map((r) => toOrderReturn(r, names));
  }

  /** A page of the returns, newest first, and how many the filter finds. */
  async list(filter: { status?: ReturnStatus | undefined }, page: PageRequest): Promise<Page<AdminReturn>> {
    const [found, total] = await Promise.all([listReturns(this.db, filter, page), countReturns(this.db, filter)]);
    const names = await lineNames(
      this.db,
      found.rows.map((r) => r.ret.orderId),
    );
    return { ...found, total, rows: found.rows.map((r) => toAdminReturn(r, names)) };
  }

  /**
   * Approves or refuses a requested return, or marks an approved one received (409 for any other
   * move), with an audit row; an approval or a refusal mails the customer, with the message, in
   * the same transaction.
   */
  async setStatus(id: number, status: AdminReturnStatus, message: string | undefined, adminId: number) {
    // Read before the transaction: PGlite's one connection is the transaction's until it ends.
    const house = status === 'approved' ? await this.house.settings() : undefined;
    await withTransaction(this.db, async (tx) => {
      const ret = await lockReturn(tx, id);
      if (!ret) throw AppError.notFound('RETURN_NOT_FOUND');
      if (!mayMove(ret.status, status))
        throw AppError.conflict('RETURN_STATUS_NOT_ALLOWED', msg('A return {from} cannot be marked {to}.'), {
          values: { from: ret.status === 'requested' ? 'asked' : ret.status, to: status },
        });
      const decided = status === 'approved' || status === 'refused';
      const updated = await updateReturn(tx, id, { status, ...(decided ? { message: message ?? null } : {}) });
      await this.audit.record(
        {
          adminId,
          action: 'return.status',
          entity: 'return',
          entityId: id,
          details: { orderId: ret.orderId, from: ret.status, to: status, ...(message ? { message } : {}) },
        },
        tx,
      );
      if (status === 'received') {
        const lines = await namedLines(tx, ret.orderId, linesOf(updated));
        await this.mails.enqueue(
          ret.orderId,
          (data) => returnProgressMail(data, { returnId: id, lines }, 'received'),
          `return-received:${id}`,
          tx,
        );
      }
      if (decided) {
        const lines = await namedLines(tx, ret.orderId, linesOf(updated));
        await this.mails.enqueue(
          ret.orderId,
          (data) =>
            returnDecisionMail(
              data,
              {
                returnId: id,
                lines,
                message: updated.message,
                sendTo: house?.address ? { name: house.legalName, address: house.address } : undefined,
              },
              status === 'approved',
            ),
          `return-${status}:${id}`,
          tx,
        );
      }
    });
    return this.adminReturn(id);
  }

  /**
   * Refunds a received return's bottles through the checkout's line refund (the provider, the
   * credit note, the customer's mail, the stock when asked), then marks it refunded with its
   * refund. A refund already made for the return (the marking failed after it) is not made twice,
   * nor is one asked twice at once in this process (a double click): the second waits for the first.
   */
  refund(id: number, restock: boolean, adminId: number, log: FastifyBaseLogger): Promise<AdminReturn> {
    const under = this.refunding.get(id);
    if (under) return under;
    const run = this.refundOnce(id, restock, adminId, log).finally(() => this.refunding.delete(id));
    this.refunding.set(id, run);
    return run;
  }

  private async refundOnce(id: number, restock: boolean, adminId: number, log: FastifyBaseLogger) {
    const current = await findAdminReturn(this.db, id);
    if (!current) throw AppError.notFound('RETURN_NOT_FOUND');
    const ret = current.ret;
    if (ret.status === 'refunded') return this.adminReturn(id);
    if (ret.status !== 'received')
      throw AppError.conflict(
        'RETURN_STATUS_NOT_ALLOWED',
        msg('A return is refunded once its parcel is marked received.'),
      );
    let refundId = await refundOfReturn(this.db, id);
    if (refundId === undefined) {
      await this.refunds().refundLines(ret.orderId, { lines: linesOf(ret), restock, returnId: id }, adminId, log);
      refundId = await refundOfReturn(this.db, id);
    }
    await withTransaction(this.db, async (tx) => {
      const locked = await lockReturn(tx, id);
      if (!locked || locked.status !== 'received') return;
      await updateReturn(tx, id, { status: 'refunded', refundId: refundId ?? null });
      await this.audit.record(
        {
          adminId,
          action: 'return.refunded',
          entity: 'return',
          entityId: id,
          details: { orderId: ret.orderId, refundId: refundId ?? null, restock },
        },
        tx,
      );
    });
    return this.adminReturn(id);
  }

  /** A return's lines as its mails name them. */
  private async adminReturn(id: number): Promise<AdminReturn> {
    const row = await findAdminReturn(this.db, id);
    if (!row) throw AppError.notFound('RETURN_NOT_FOUND');
    return toAdminReturn(row, await lineNames(this.db, [row.ret.orderId]));
  }

  /** The same 404 as for an order that does not exist, unless the viewer holds its key or owns it. */
  private async assertOpens(orderId: number, viewer: OrderViewer): Promise<OrderRow> {
    const order = await findOrder(this.db, orderId);
    if (!order) throw AppError.notFound('ORDER_NOT_FOUND');
    if (!(await viewerOpens(this.db, order, viewer))) throw AppError.notFound('ORDER_NOT_FOUND');
    return order;
  }
}
