import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../users/schema';
import { adminAudit } from './schema';

export type AuditInsert = typeof adminAudit.$inferInsert;

export async function insertAudit(db: Db, entry: AuditInsert): Promise<void> {
  await db.insert(adminAudit).values(entry);
}

/** Newest first, with the admin's e-mail (null once the account is gone). */
export function listAudit(
  db: Db,
  limit: number,
  offset: number,
  filter: { entity?: AuditInsert['entity']; entityId?: string },
) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(adminAudit.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(adminAudit.entityId, filter.entityId));
  return db
    .select({
      id: adminAudit.id,
      createdAt: adminAudit.createdAt,
      admin: users.email,
      action: adminAudit.action,
      entity: adminAudit.entity,
      entityId: adminAudit.entityId,
      details: adminAudit.details,
    })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.adminId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit)
    .offset(offset);
}
