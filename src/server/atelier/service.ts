import { formulaOfDesign, ifraMaxDrops, labelOf, materialsById } from '../../domain/atelier/label';
import { type LabelAnswer, type WorkOrderDetail, workOrderListSchema } from '../../domain/atelier/schemas';
import { differenceFrom } from '../http/json-text';
import {
  expectedShipDateOf,
  workOrderProgress,
  type WorkOrderLots,
  type WorkOrderStatus,
} from '../../domain/atelier/work-orders';
import { validateBespokeDesign } from '../../domain/bespoke/schemas';
import type { OrderAtelier } from '../../domain/orders/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { AuditService } from '../audit/service';
import type { CatalogueBackOffice } from '../catalogue/back-office';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { DEFAULT_LOCALE } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';
import { AppError } from '../http/errors';
import type { SettingsService } from '../settings/service';
import type { UsersService } from '../users/service';
import { type CustomLine, formulaOfLine, type Materials, presentLabel } from './formula';
import { toWorkOrder, workOrderDetail } from './present';
import {
  findWorkOrder,
  insertWorkOrder,
  listWorkOrdersJson,
  lockWorkOrdersOfOrder,
  openWorkOrdersOfOrder,
  updateWorkOrder,
  workOrdersById,
  workOrdersOfLines,
  type WorkOrderRow,
} from './repo';
import { moveWorkOrder, recordLots } from './steps';

export type { CustomLine } from './formula';

/** What AtelierService is built from (services.ts gives each by name). */
export interface AtelierDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'ingredients'>;
  backOffice: Pick<CatalogueBackOffice, 'materials'>;
  settings: Pick<SettingsService, 'madeToOrderDays' | 'macerationDays'>;
  users: Pick<UsersService, 'namesOf'>;
  audit: Pick<AuditService, 'record'>;
  /** Tests: every list the database writes is checked against the one this process would present. */
  checkWrittenLists: boolean;
}

/**
 * The atelier (decision 064): the label of a custom perfume, the work order each paid custom line
 * becomes, its steps in the back office, and what keeps an order from shipping before its perfumes
 * are bottled. The orders feature calls it in its own transactions (payment, status, refund).
 */
export class AtelierService {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'ingredients'>;
  private readonly backOffice: Pick<CatalogueBackOffice, 'materials'>;
  private readonly settings: Pick<SettingsService, 'madeToOrderDays' | 'macerationDays'>;
  private readonly users: Pick<UsersService, 'namesOf'>;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly checkWrittenLists: boolean;

  constructor({ db, catalogue, backOffice, settings, users, audit, checkWrittenLists }: AtelierDeps) {
    this.db = db;
    this.catalogue = catalogue;
    this.backOffice = backOffice;
    this.settings = settings;
    this.users = users;
    this.audit = audit;
    this.checkWrittenLists = checkWrittenLists;
  }

  /** The clock a perfume's rest is counted by (a test sets its own to move time on). */
  now: () => Date = () => new Date();

  madeToOrderDays(): Promise<number> {
    return this.settings.madeToOrderDays();
  }

  /** A bespoke design's label, checked as a cart line is (400 IFRA_LIMIT past a limit). */
  async bespokeLabel(design: unknown): Promise<LabelAnswer> {
    const ingredients = await this.catalogue.ingredients();
    const known = ingredients.map((i) => ({ ...i, maxDrops: ifraMaxDrops(i) }));
    const result = validateBespokeDesign(
      { ...(design as object), type: 'bespoke-perfume' },
      known,
      sharedLanguages().translator(DEFAULT_LOCALE).t,
    );
    if (!result.ok) throw AppError.badRequest(result.code ?? 'INVALID_CUSTOM_DESIGN', result.message);
    return presentLabel(labelOf(formulaOfDesign(result.design), materialsById(ingredients)));
  }

  private async materials(db: Db): Promise<Materials> {
    return materialsById(await this.backOffice.materials(db));
  }

  /**
   * Every custom line of an order just paid becomes a work order, queued, its formula and label as
   * they are now (an ingredient edited later never changes it), in the payment's transaction. Paid
   * twice (a retried settlement), nothing more is made.
   */
  async onPaid(orderId: number, lines: readonly CustomLine[], tx: Db): Promise<void> {
    if (lines.length === 0) return;
    const materials = await this.materials(tx);
    for (const line of lines) {
      const formula = formulaOfLine(line, materials);
      if (formula && formula.quantity > 0) await insertWorkOrder(tx, { orderId, lineId: line.id, formula });
    }
  }

  /**
   * Keeps the order's work orders true to it, in the caller's transaction (a status change, a refund):
   * a cancelled order or a line refunded in full cancels what is not bottled yet; a reopened order
   * queues its cancelled work again; a line partly refunded makes fewer bottles.
   */
  async sync(order: { id: number; status: string }, lines: readonly CustomLine[], tx: Db): Promise<void> {
    const workOrders = await lockWorkOrdersOfOrder(tx, order.id);
    if (workOrders.length === 0) return;
    const byLine = new Map(lines.map((l) => [l.id, l]));
    for (const wo of workOrders) {
      if (wo.status === 'bottled') continue;
      const line = byLine.get(wo.lineId);
      const left = line ? line.quantity - line.refundedQuantity : 0;
      const status: WorkOrderStatus =
        order.status === 'cancelled' || left <= 0 ? 'cancelled' : wo.status === 'cancelled' ? 'queued' : wo.status;
      // The bottles still to make: a line partly refunded makes fewer (one refunded in full keeps its count, cancelled).
      const formula = left > 0 && left !== wo.formula.quantity ? { ...wo.formula, quantity: left } : undefined;
      if (status !== wo.status || formula)
        await updateWorkOrder(
          tx,
          wo,
          { ...(status !== wo.status ? { status } : {}), ...(formula ? { formula } : {}) },
          null,
        );
    }
  }

  /** 409 WORK_ORDERS_OPEN, naming the batches, when the order's perfumes are not all bottled. */
  async assertShippable(orderId: number, tx: Db): Promise<void> {
    const open = await openWorkOrdersOfOrder(tx, orderId);
    if (open.length === 0) return;
    const which = open.map((w) => `${w.batch} (${w.formula.name}, ${w.status})`).join(', ');
    throw AppError.conflict(
      'WORK_ORDERS_OPEN',
      msg(
        'This order has made-to-order perfumes that are not bottled yet: {which}. Mark them bottled in the Atelier first.',
      ),
      { values: { which } },
    );
  }

  /**
   * A page of the work orders, oldest first, each as JSON text the database wrote (the route sends
   * them as they are); in tests each page is checked against `toWorkOrder`'s presentation.
   */
  async list(filter: { status?: WorkOrderStatus | undefined }, page: PageRequest): Promise<Page<string>> {
    const found = await listWorkOrdersJson(this.db, filter, page);
    const rows = found.rows.map((r) => r.json);
    if (this.checkWrittenLists) {
      const byId = new Map(
        (
          await workOrdersById(
            this.db,
            found.rows.map((r) => r.id),
          )
        ).map((w) => [w.id, w]),
      );
      const reference = found.rows.map((r) => toWorkOrder(byId.get(r.id)!));
      const difference = differenceFrom(workOrderListSchema, rows, reference);
      if (difference) throw new Error(`The database wrote a work order list unlike its reference: ${difference}`);
    }
    return { ...found, rows };
  }

  async get(id: number, db: Db = this.db): Promise<WorkOrderDetail> {
    const row = await findWorkOrder(db, id);
    if (!row) throw AppError.notFound('WORK_ORDER_NOT_FOUND');
    return this.detail(row, db);
  }

  private detail(row: WorkOrderRow, db: Db): Promise<WorkOrderDetail> {
    return workOrderDetail(row, db, this.users);
  }

  /** Moves a work order on to its next step (409 otherwise), with its history and an audit row (steps.ts). */
  async setStatus(id: number, status: WorkOrderStatus, adminId: number): Promise<WorkOrderDetail> {
    const row = await withTransaction(this.db, (tx) =>
      moveWorkOrder(tx, id, status, adminId, { settings: this.settings, audit: this.audit, now: () => this.now() }),
    );
    return this.detail(row, this.db);
  }

  /**
   * Records the raw-material lot of some ingredient lines (an empty one clears it), while the work order
   * is queued or compounding: a line of its history and an audit row. 400 for a line not in its formula.
   */
  async setLots(id: number, lots: WorkOrderLots, adminId: number): Promise<WorkOrderDetail> {
    const row = await withTransaction(this.db, (tx) => recordLots(tx, id, lots, adminId, this.audit));
    return this.detail(row, this.db);
  }

  /** A work order with what its printed label and batch sheet need. */
  async forPrinting(id: number): Promise<WorkOrderRow> {
    const row = await findWorkOrder(this.db, id);
    if (!row) throw AppError.notFound('WORK_ORDER_NOT_FOUND');
    return row;
  }

  /**
   * The order page's made-to-order part: each custom line's label (as paid, once paid; as it would
   * be printed now, before) and where the atelier is with it; null when the order has none.
   */
  async forOrderPage(order: { paidAt: Date | null }, lines: readonly CustomLine[]): Promise<OrderAtelier | null> {
    if (lines.length === 0) return null;
    const [workOrders, days] = await Promise.all([
      workOrdersOfLines(
        this.db,
        lines.map((l) => l.id),
      ),
      this.settings.madeToOrderDays(),
    ]);
    const byLine = new Map(workOrders.map((w) => [w.lineId, w]));
    let materials: Materials | undefined;
    const out: OrderAtelier['lines'] = [];
    for (const line of lines) {
      const wo = byLine.get(line.id);
      let formula = wo?.formula;
      if (!formula) {
        materials ??= await this.materials(this.db);
        formula = formulaOfLine(line, materials);
      }
      if (!formula) continue;
      out.push({
        lineId: line.id,
        name: line.name,
        batch: wo?.batch ?? null,
        status: wo?.status ?? null,
        progress: wo ? workOrderProgress[wo.status] : null,
        readyOn: wo?.readyOn?.toISOString() ?? null,
        label: presentLabel(formula),
      });
    }
    if (out.length === 0) return null;
    // The Atelier's ready-on date of a resting perfume is the one the order page promises (issue #43).
    const readyOns = out.filter((l) => l.status !== 'cancelled').map((l) => byLine.get(l.lineId)?.readyOn ?? null);
    return {
      madeToOrderDays: days,
      expectedShipDate: order.paidAt ? expectedShipDateOf(order.paidAt, days, readyOns).toISOString() : null,
      lines: out,
    };
  }
}
