import type { AuditEntry } from '../../domain/audit/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { type AuditInsert, countAudit, insertAudit, listAudit } from './repo';

/** What a staff member changed, for the record. */
export interface AuditRecord {
  /** Null for a change the shop made on its own (a provider's refund, an expiry). */
  adminId: number | null;
  action: string;
  entity: AuditInsert['entity'];
  entityId: string | number;
  details?: Record<string, unknown>;
}

/**
 * The admin_audit table's one owner: every change made in the back office (catalogue, order
 * status, refund) is recorded with who and when, in the same transaction as the change.
 */
export class AuditService {
  constructor(private readonly db: Db) {}

  record(entry: AuditRecord, db: Db = this.db): Promise<void> {
    return insertAudit(db, { ...entry, entityId: String(entry.entityId), details: entry.details ?? null });
  }

  /** A page of the record, newest first, and how many entries the filter finds. */
  async list(
    filter: { entity?: AuditInsert['entity']; entityId?: string },
    request: PageRequest,
  ): Promise<Page<AuditEntry>> {
    const [page, total] = await Promise.all([listAudit(this.db, filter, request), countAudit(this.db, filter)]);
    const rows = page.rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      admin: r.admin,
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      details: (r.details as Record<string, unknown> | null) ?? null,
    }));
    return { ...page, total, rows };
  }
}
