import { AUDIT_ENTITIES } from './entities';
import { timestampSchema } from '../shared/fields';
import { pagedQuery } from '../shared/paging';
import { z } from '../shared/zod';

/** GET /api/admin/audit: every admin change, newest first. */
const auditEntrySchema = z.object({
  id: z.number(),
  at: timestampSchema,
  admin: z.string().nullable(),
  action: z.string(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.string(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListSchema = z.array(auditEntrySchema);
export const auditQuerySchema = pagedQuery({
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entityId: z.string().max(40).optional(),
});
