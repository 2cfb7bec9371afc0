import { and, eq, type SQL } from 'drizzle-orm';
import { isState } from '../db/sql-lists';
import type { ListTotal, PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import { countOrEstimate, keyset, pageOf } from '../db/keyset';
import { users } from '../users/schema';
import { adminAudit } from './schema';

export type AuditInsert = typeof adminAudit.$inferInsert;

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

type AuditFilter = { entity?: AuditInsert['entity']; entityId?: string };

function auditConditions(filter: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(isState(adminAudit.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(adminAudit.entityId, filter.entityId));
  return conditions.length ? and(...conditions) : undefined;
}

/** A page, newest first, with the staff member's e-mail (null once the account is gone). */
export async function listAudit(db: Db, filter: AuditFilter, page: PageRequest) {
  const k = keyset({ at: adminAudit.createdAt, id: adminAudit.id }, page);
  const rows = await db
    .select({
      id: adminAudit.id,
      createdAt: adminAudit.createdAt,
      cursorAt: k.cursorAt,
      admin: users.email,
      action: adminAudit.action,
      entity: adminAudit.entity,
      entityId: adminAudit.entityId,
      details: adminAudit.details,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.adminId))
    .where(and(auditConditions(filter), k.where))
    .orderBy(...k.orderBy)
    .limit(k.limit);
  return pageOf(rows, page, (r) => ({ at: r.cursorAt, id: r.id }));
}

/** How many entries the filter finds: counted up to a cap, then estimated. */
export function countAudit(db: Db, filter: AuditFilter): Promise<ListTotal> {
  return countOrEstimate(db, db.select({ id: adminAudit.id }).from(adminAudit).where(auditConditions(filter)).getSQL());
}
