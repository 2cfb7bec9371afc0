import type { AuditEntry } from '@/domain/audit/schemas';
import { listAudit } from '@/domain/api/admin';
import { pagedList, usePagedRows } from '../shared/paged-list';

/** The activity log (`entity`), page by page, newest first; read afresh whenever the tab opens. */
export const useAdminAudit = (entity?: AuditEntry['entity']) =>
  usePagedRows({ ...pagedList(listAudit, { entity }), staleTime: 0 });
