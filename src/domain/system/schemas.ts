import { z } from '../shared/zod';

/**
 * `/api/ready`: whether this server process can serve (docs/operations.md, "Readiness and liveness"). `reason`
 * says why not: it is `stopping` (SIGTERM: it finishes what it holds and exits), its store does not answer,
 * or the store lacks a migration this release ships.
 */
export const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  reason: z.enum(['stopping', 'store', 'migrations']).optional(),
});
