import { useQuery } from '@tanstack/react-query';
import type { CartLine } from '@/domain/cart-schemas';
import { apiRequest, isApiError } from './api';
import { getGuestId } from './guest-id';
import { useCurrentUser } from './use-auth';

/*
 * The cart query on its own, without the cart rules (`@/domain/cart` brings zod): the header's
 * badge reads it on every page, so it must stay in the first bundle at almost no cost.
 * `useCart()` in ./use-cart builds on it; there is one cart cache, under `cartKey(owner)`.
 */

/** Every cart cache entry starts with this path; invalidate it to re-fetch whoever owns the cart. */
export const CART_PATH = '/api/cart';
export const cartKey = (owner: string) => [CART_PATH, owner] as const;

/** The cart of the signed-in user, else the guest's (spec §4). A 404 reads as an empty cart. */
export function useCartQuery() {
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const guestId = getGuestId();
  const owner = user ? `user:${user.id}` : guestId;
  const key = cartKey(owner);
  const query = useQuery<CartLine[]>({
    queryKey: key,
    enabled: !userLoading,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<CartLine[]>('GET', `${CART_PATH}?guestId=${encodeURIComponent(guestId)}`, undefined, { signal });
      } catch (err) {
        if (isApiError(err, 404)) return [];
        if (isApiError(err)) throw new Error(`Error fetching cart: ${err.message.replace(/^\d+: /, '')}`);
        throw err;
      }
    },
  });
  return { query, key, owner, guestId, userLoading };
}

/** Total quantity in the cart (0 while unknown). */
export function useCartItemCount(): number {
  const { data } = useCartQuery().query;
  return data ? data.reduce((sum, line) => sum + line.quantity, 0) : 0;
}
