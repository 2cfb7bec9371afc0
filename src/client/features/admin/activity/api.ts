import type { AuditEntry } from '@/domain/audit/schemas';
import { listAudit } from '@/domain/api/admin';
import { pagedList, usePagedRows, type PageCursor } from '../shared/paged-list';

/** A page of the activity log (`entity`), newest first; read afresh whenever the tab opens. */
export const useAdminAudit = (entity: AuditEntry['entity'] | undefined, cursor: PageCursor) =>
  usePagedRows({ ...pagedList(listAudit, { entity }, cursor), staleTime: 0 });
