import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cartTotals, type CartLine } from '@/domain/cart';
import type { Perfume } from '@/domain/catalogue';
import { toCents } from '@/domain/money';
import { toast } from '@/client/components/ui/use-toast';
import { apiRequest, isApiError } from './api';
import { getGuestId } from './guest-id';
import { queryKeys } from './query-keys';
import { useCurrentUser } from './use-auth';

/** A cart line with its catalogue perfume attached on the client (spec §3). */
export interface CartItem extends CartLine {
  perfume?: Perfume;
}

/** What POST /api/cart takes. Prices are the server's business: none is sent. */
export type AddItemInput =
  | { perfumeId: number; quantity: number; isCustom?: false }
  | { perfumeId: null; quantity: number; isCustom: true; customName: string; customDetails: Record<string, unknown> };

export const cartKey = (owner: string) => ['/api/cart', owner] as const;

/**
 * The one cart hook (spec §4): per guest, or per session once signed in. Every change
 * re-fetches the cart; `isUpdating` is true while one runs. A 404 reads as an empty cart.
 */
export function useCart() {
  const qc = useQueryClient();
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const guestId = getGuestId();
  const owner = user ? `user:${user.id}` : guestId;
  const key = cartKey(owner);
  const query = useQuery<CartLine[]>({
    queryKey: key,
    enabled: !userLoading,
    queryFn: async ({ signal }) => {
      try {
        return await apiRequest<CartLine[]>('GET', `/api/cart?guestId=${encodeURIComponent(guestId)}`, undefined, { signal });
      } catch (err) {
        if (isApiError(err, 404)) return [];
        if (err instanceof Error && isApiError(err)) throw new Error(`Error fetching cart: ${err.message.replace(/^\d+: /, '')}`);
        throw err;
      }
    },
  });
  const perfumes = useQuery<Perfume[]>({ queryKey: queryKeys.perfumes });

  const refetch = () => qc.invalidateQueries({ queryKey: key });

  const add = useMutation({
    mutationFn: (input: AddItemInput) => apiRequest('POST', '/api/cart', { ...input, guestId }),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      apiRequest('PUT', `/api/cart/${id}?guestId=${encodeURIComponent(guestId)}`, { quantity }),
    onError: () => toast({ title: 'Could not update quantity. Please try again.', variant: 'destructive' }),
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/cart/${id}?guestId=${encodeURIComponent(guestId)}`),
    onSuccess: () => toast({ title: 'Item removed', description: 'The item has been removed from your cart.' }),
    onError: () => toast({ title: 'Could not remove item. Please try again.', variant: 'destructive' }),
    onSettled: refetch,
  });
  const clear = useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/cart?guestId=${encodeURIComponent(guestId)}`),
    onSettled: refetch,
  });

  const items = useMemo<CartItem[]>(() => {
    const byId = new Map((perfumes.data ?? []).map((p) => [p.id, p]));
    return (query.data ?? []).map((line) => ({ ...line, perfume: line.perfumeId === null ? undefined : byId.get(line.perfumeId) }));
  }, [query.data, perfumes.data]);

  const totals = useMemo(() => cartTotals(items.map((i) => ({ unitPrice: toCents(i.price), quantity: i.quantity }))), [items]);

  return {
    items,
    totals,
    /** Total quantity, for the header badge. */
    count: totals.itemCount,
    guestId,
    isLoading: query.isLoading || userLoading,
    error: query.error,
    isUpdating: add.isPending || update.isPending || remove.isPending || clear.isPending || query.isFetching,
    /** Rejects on failure: the caller shows its own toast (product page, configurators). */
    addItem: (input: AddItemInput) => add.mutateAsync(input),
    updateQuantity: (id: number, quantity: number) => update.mutateAsync({ id, quantity }).catch(() => undefined),
    removeItem: (id: number) => remove.mutateAsync(id).catch(() => undefined),
    clearCart: () => clear.mutateAsync(),
  };
}
