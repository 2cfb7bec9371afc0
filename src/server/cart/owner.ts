import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors';

/** Whose cart a call works on. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; guestId: string };

/** `user:…` or `guest:…`: the owner as one string, as a payment intent records it. */
export function ownerKey(owner: CartOwner): string {
  return owner.kind === 'user' ? `user:${owner.userId}` : `guest:${owner.guestId}`;
}

/** The owner an `ownerKey` names, or undefined for a key that names nobody. */
/** Whose cart an order was made from (an order keeps its user or its guest id). */
export function ownerOfOrder(order: { userId: number | null; guestId: string | null }): CartOwner | undefined {
  if (order.userId !== null) return { kind: 'user', userId: order.userId };
  return order.guestId !== null ? { kind: 'guest', guestId: order.guestId } : undefined;
}

export function ownerOfKey(key: string): CartOwner | undefined {
  const user = /^user:([1-9]\d{0,9})$/.exec(key);
  if (user) return { kind: 'user', userId: Number(user[1]) };
  if (key.startsWith('guest:guest_')) return { kind: 'guest', guestId: key.slice('guest:'.length) };
  return undefined;
}

/**
 * The guest a request names, in its query or its body (both already validated by the route's
 * schema). Naming two different guests at once is refused rather than guessed.
 */
function requestedGuestId(request: FastifyRequest): string | undefined {
  const fromQuery = (request.query as { guestId?: string } | undefined)?.guestId;
  const fromBody = (request.body as { guestId?: string } | undefined)?.guestId;
  if (fromQuery !== undefined && fromBody !== undefined && fromQuery !== fromBody)
    throw AppError.badRequest('GUEST_ID_MISMATCH');
  return fromQuery ?? fromBody;
}

/**
 * Whose cart a request works on: a signed-in session's user whatever the guestId says;
 * otherwise the guest the request names.
 */
export async function resolveCartOwner(request: FastifyRequest): Promise<CartOwner> {
  const user = await request.currentUser();
  if (user) return { kind: 'user', userId: user.id };
  const guestId = requestedGuestId(request);
  if (!guestId) throw AppError.badRequest('GUEST_ID_REQUIRED');
  return { kind: 'guest', guestId };
}
