import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CartLine } from '@/domain/cart/schemas';
import { getCart } from '@/domain/api/cart';
import { call, isApiError } from './api';
import { getGuestId } from './guest-id';
import { useCurrentUser } from './use-auth';
import { queryKeyOf } from './query-keys';

/*
 * The cart query on its own, without the cart rules: the header's badge reads it on every page,
 * so it must stay in the first bundle at almost no cost. `useCart()` in ./use-cart builds on it.
 * There is one cart cache per owner, under `cartQuery(owner, …).queryKey`, whatever page reads it
 * (the header, the cart page, checkout, the account's cart section).
 */

/** Every cart cache entry starts with this path; invalidate it to re-fetch whoever owns the cart. */

/**
 * GET /api/cart: the signed-in user's cart, else the guest's; the session decides, the
 * guest id is sent for the signed-out case. Keyed by owner ("user:{id}" or the guest id). A 404
 * reads as an empty cart.
 */
const cartQuery = (owner: string, guestId: string) =>
  queryOptions({
    queryKey: queryKeyOf(getCart, owner),
    queryFn: async ({ signal }): Promise<CartLine[]> => {
      try {
        return await call(getCart, { query: { guestId } }, { signal });
      } catch (err) {
        if (isApiError(err, 404)) return [];
        if (isApiError(err)) throw new Error(`Error fetching cart: ${err.message.replace(/^\d+: /, '')}`);
        throw err;
      }
    },
  });

/** The cart of whoever is browsing: the signed-in user's, else the guest's. */
export function useCartQuery() {
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const guestId = getGuestId();
  const owner = user ? `user:${user.id}` : guestId;
  const options = cartQuery(owner, guestId);
  const query = useQuery({ ...options, enabled: !userLoading });
  return { query, key: options.queryKey, owner, guestId, userLoading };
}

/** Total quantity in the cart (0 while unknown). */
export function useCartItemCount(): number {
  const { data } = useCartQuery().query;
  return data ? data.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
