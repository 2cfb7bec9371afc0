import {
  linesWithoutLot,
  missingLotsMessage,
  readyOnDate,
  refusedBottling,
  refusedWorkOrderMove,
  type WorkOrderLots,
  type WorkOrderStatus,
} from '../../domain/atelier/work-orders';
import type { AuditService } from '../audit/service';
import type { Tx } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { SettingsService } from '../settings/service';
import { lockWorkOrder, updateWorkOrder, type WorkOrderRow } from './repo';

/** A work order's steps in the back office, each in the caller's transaction, with its history and an audit row. */

interface StepDeps {
  settings: Pick<SettingsService, 'macerationDays'>;
  audit: Pick<AuditService, 'record'>;
  /** The clock a perfume's rest is counted by. */
  now: () => Date;
}

/** Moves a work order on to its next step (409 otherwise). */
export async function moveWorkOrder(
  tx: Tx,
  id: number,
  status: WorkOrderStatus,
  adminId: number,
  { settings, audit, now: clock }: StepDeps,
): Promise<WorkOrderRow> {
  const before = await lockWorkOrder(tx, id);
  if (!before) throw AppError.notFound('WORK_ORDER_NOT_FOUND');
  if (before.status === status) return before;
  const refusal = refusedWorkOrderMove(before.status, status);
  if (refusal) throw AppError.conflict('WORK_ORDER_STATUS_NOT_ALLOWED', refusal);
  const now = clock();
  let readyOn: Date | undefined;
  if (status === 'macerating') {
    // Traceability (issue #43): what was weighed is known, lot by lot, before it rests.
    const missing = linesWithoutLot(before.formula, before.lots);
    if (missing.length) throw AppError.conflict('WORK_ORDER_LOTS_MISSING', missingLotsMessage(missing));
    readyOn = readyOnDate(now, await settings.macerationDays(tx));
  }
  if (status === 'bottled') {
    const resting = refusedBottling(before.readyOn, now);
    if (resting) throw AppError.conflict('WORK_ORDER_RESTING', resting);
  }
  const after = await updateWorkOrder(tx, before, { status, ...(readyOn ? { readyOn } : {}) }, adminId);
  await audit.record(
    {
      adminId,
      action: 'work-order.status',
      entity: 'work-order',
      entityId: id,
      details: {
        batch: before.batch,
        orderId: before.orderId,
        from: before.status,
        to: status,
        ...(readyOn ? { readyOn: readyOn.toISOString() } : {}),
      },
    },
    tx,
  );
  return after;
}

/**
 * Records the raw-material lot of some ingredient lines (an empty one clears it), while the work order
 * is queued or compounding. 400 for a line not in its formula.
 */
export async function recordLots(
  tx: Tx,
  id: number,
  lots: WorkOrderLots,
  adminId: number,
  audit: Pick<AuditService, 'record'>,
): Promise<WorkOrderRow> {
  const before = await lockWorkOrder(tx, id);
  if (!before) throw AppError.notFound('WORK_ORDER_NOT_FOUND');
  if (before.status !== 'queued' && before.status !== 'compounding')
    throw AppError.conflict(
      'WORK_ORDER_LOTS_CLOSED',
      msg('This work order is {status}: its lots were recorded while it was compounded.'),
      { values: { status: before.status } },
    );
  const lines = new Set(before.formula.composition.map((l) => String(l.ingredientId)));
  const unknown = Object.keys(lots).find((key) => !lines.has(key));
  if (unknown !== undefined)
    throw AppError.badRequest('WORK_ORDER_LOT_UNKNOWN_LINE', msg('Ingredient {ingredient} is not in this formula.'), {
      values: { ingredient: unknown },
    });
  const next: WorkOrderLots = { ...before.lots };
  for (const [key, lot] of Object.entries(lots)) {
    if (lot) next[key] = lot;
    else delete next[key];
  }
  const changed = Object.keys({ ...before.lots, ...next }).some((k) => before.lots[k] !== next[k]);
  if (!changed) return before;
  const after = await updateWorkOrder(tx, before, { lots: next }, adminId);
  await audit.record(
    {
      adminId,
      action: 'work-order.lots',
      entity: 'work-order',
      entityId: id,
      details: { batch: before.batch, orderId: before.orderId, lots: next },
    },
    tx,
  );
  return after;
}
