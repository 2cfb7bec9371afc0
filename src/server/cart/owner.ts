import type { FastifyRequest } from 'fastify';
import { guestIdSchema } from '../../domain/cart-schemas';
import type { SessionService } from '../auth/session';
import { AppError } from '../http/errors';
import type { CartOwner } from './repo';

/**
 * Whose cart a request works on (DESIGN.md §1): a signed-in session's user whatever the
 * guestId says; otherwise the guest the request names.
 */
export async function resolveCartOwner(sessions: SessionService, request: FastifyRequest, guestId: unknown): Promise<CartOwner> {
  const user = await sessions.userFor(request);
  if (user) return { kind: 'user', userId: user.id };
  if (guestId === undefined || guestId === null || guestId === '') throw AppError.badRequest('guestId is required when not signed in');
  const parsed = guestIdSchema.safeParse(guestId);
  if (!parsed.success) throw AppError.badRequest(parsed.error.issues[0]?.message ?? 'Invalid guestId');
  return { kind: 'guest', guestId: parsed.data };
}
