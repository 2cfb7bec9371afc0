import type { WorkOrder, WorkOrderDetail } from '../../domain/atelier/schemas';
import type { WorkOrderStatus } from '../../domain/atelier/work-orders';
import type { Db } from '../db/client';
import type { UsersService } from '../users/service';
import { eventsOf, type WorkOrderRow } from './repo';

/** How the back office sees a work order: its fields, and its history with who moved it and which lots. */

export function toWorkOrder(row: WorkOrderRow): WorkOrder {
  return {
    id: row.id,
    orderId: row.orderId,
    lineId: row.lineId,
    batch: row.batch,
    status: row.status,
    formula: row.formula,
    lots: row.lots,
    readyOn: row.readyOn?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A work order with its history, its staff by their names. */
export async function workOrderDetail(
  row: WorkOrderRow,
  db: Db,
  users: Pick<UsersService, 'namesOf'>,
): Promise<WorkOrderDetail> {
  const events = await eventsOf(db, row.id);
  // Staff by their names (issue #43); null is the shop itself (made at payment, cancelled by a refund).
  const names = await users.namesOf(events.flatMap((e) => (e.changedBy === null ? [] : [e.changedBy])));
  const nameOf = new Map(row.formula.composition.map((l) => [String(l.ingredientId), l.name]));
  return {
    ...toWorkOrder(row),
    events: events.map((e) => ({
      from: e.fromStatus as WorkOrderStatus | null,
      to: e.toStatus as WorkOrderStatus,
      by: e.changedBy === null ? null : (names.get(e.changedBy) ?? 'a removed account'),
      at: e.createdAt.toISOString(),
      lots: e.lots
        ? Object.entries(e.lots).map(([id, lot]) => ({
            ingredientId: Number(id),
            name: nameOf.get(id) ?? `Ingredient ${id}`,
            lot,
          }))
        : null,
    })),
  };
}
