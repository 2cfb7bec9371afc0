import { AUDIT_ENTITIES } from '../../domain/audit/entities';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The audit feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

/** Every change a staff member makes (catalogue, order status, refund): who, when, what. */
export const adminAudit = pgTable(
  'admin_audit',
  {
    id: serial('id').primaryKey(),
    adminId: integer('admin_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity', { enum: AUDIT_ENTITIES }).notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  // Its indexes, paged newest first and by entity, are built online at start (db/online-indexes.ts).
);
