import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { cartTotals, type CartTotals, pricedLineOf } from '@/domain/cart/cart';
import type { Adjustment, CartLine } from '@/domain/cart/schemas';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { centsOf } from './format';
import { useI18n } from './i18n';
import { toast } from '@/client/lib/toast';
import type { EndpointInput } from '@/domain/api/endpoint';
import { addCartLine, clearCart, getCart, getCartSummary, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { call, errorMessage, isApiError } from './api';
import { useCartQuery } from './cart-query';
import { perfumesQuery } from './catalogue-queries';
import { invalidate } from './query-keys';

/** A cart line with its catalogue perfume attached on the client. */
export interface CartItem extends CartLine {
  perfume?: Perfume;
}

/** What POST /api/cart takes, as its declaration says (the guest is added here). Prices are the server's business. */
type AddItemInput = Omit<EndpointInput<typeof addCartLine>['body'], 'guestId'>;

/** Subtotal, discount, shipping, total and item count of cart lines (their prices in major units). */
export function totalsOf(
  lines: readonly (Pick<CartLine, 'price' | 'quantity'> & Partial<Pick<CartLine, 'customDetails'>>)[],
  discount = 0,
): CartTotals {
  return cartTotals(
    lines.map((l) => pricedLineOf({ ...l, isCustom: true })),
    centsOf(discount),
  );
}

const NO_ADJUSTMENTS: Adjustment[] = [];

/**
 * The one cart hook: per guest, or per session once signed in. Every change
 * re-fetches the cart; `isUpdating` is true while one runs. A 404 reads as an empty cart.
 * Quantity changes and removals show at once (optimistically) and roll back on failure, so
 * quick clicks on − / + build on each other instead of on a stale server answer.
 */
export function useCart() {
  const { t } = useI18n();
  const qc = useQueryClient();
  const { query, key, owner, guestId, userLoading } = useCartQuery();
  const perfumes = useQuery(perfumesQuery());
  // What the server takes off (sample credits, the discovery set): under the cart's key, so every change re-asks.
  const hasLines = (query.data?.length ?? 0) > 0;
  const summary = useQuery({
    queryKey: [...key, 'summary'] as const,
    queryFn: ({ signal }) => call(getCartSummary, { query: { guestId } }, { signal }),
    enabled: hasLines && !userLoading,
  });

  const refetch = () => qc.invalidateQueries({ queryKey: key });

  /** Applies a change to the cached lines now; returns what to restore if the server refuses. */
  const optimistic = async (change: (lines: CartLine[]) => CartLine[]) => {
    await qc.cancelQueries({ queryKey: key });
    const previous = qc.getQueryData(key);
    if (previous) qc.setQueryData(key, change(previous));
    return { previous };
  };
  const rollback = (context: { previous?: CartLine[] } | undefined) => {
    if (context?.previous) qc.setQueryData(key, context.previous);
  };

  const add = useMutation({
    mutationFn: (input: AddItemInput) => call(addCartLine, { body: { ...input, guestId } }),
    onSettled: refetch,
  });
  const update = useMutation({
    mutationFn: ({ id, quantity }: { id: number; quantity: number }) =>
      call(updateCartLine, { params: { id }, query: { guestId }, body: { quantity } }),
    onMutate: ({ id, quantity }) => optimistic((lines) => lines.map((l) => (l.id === id ? { ...l, quantity } : l))),
    onError: (err, _vars, context) => {
      rollback(context);
      // More bottles than the shop has: the server's words say how many are left.
      const short = isApiError(err, 409) && err.code === 'OUT_OF_STOCK';
      toast(
        short
          ? {
              title: t('Could not update quantity.'),
              description: errorMessage(err, t('This perfume is sold out.')),
              variant: 'destructive',
            }
          : { title: t('Could not update quantity. Please try again.'), variant: 'destructive' },
      );
    },
    onSettled: refetch,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(removeCartLine, { params: { id }, query: { guestId } }),
    onMutate: (id) => optimistic((lines) => lines.filter((l) => l.id !== id)),
    onSuccess: () => toast({ title: t('Item removed'), description: t('The item has been removed from your cart.') }),
    onError: (_err, _id, context) => {
      rollback(context);
      toast({ title: t('Could not remove item. Please try again.'), variant: 'destructive' });
    },
    onSettled: refetch,
  });
  const clear = useMutation({
    mutationFn: () => call(clearCart, { query: { guestId } }),
    onSettled: refetch,
  });

  const items = useMemo<CartItem[]>(() => {
    const byId = new Map((perfumes.data ?? []).map((p) => [p.id, p]));
    return (query.data ?? []).map((line) => ({
      ...line,
      perfume: line.perfumeId === null ? undefined : byId.get(line.perfumeId),
    }));
  }, [query.data, perfumes.data]);

  const adjustments = hasLines ? (summary.data?.adjustments ?? NO_ADJUSTMENTS) : NO_ADJUSTMENTS;
  const discount = hasLines ? (summary.data?.discount ?? 0) : 0;
  // A held free-shipping code (decision 061): the server's summary says so; the lines' totals stay optimistic.
  const freeShipping = hasLines && (summary.data?.discountCode?.freeShipping ?? false);
  const totals = useMemo(() => {
    const t = totalsOf(items, discount);
    return freeShipping ? { ...t, shipping: 0, total: t.total - t.shipping } : t;
  }, [items, discount, freeShipping]);
  const giftSample = hasLines ? (summary.data?.giftSample ?? null) : null;

  return {
    items,
    totals,
    /** The server's adjustments, each with its label and amount. */
    adjustments,
    /** The automatic gift sample the server offers (null: none set up). */
    giftSample,
    /** A held code makes shipping free. */
    freeShipping,
    /**
     * The currency the server prices the cart in (its summary's: the market's, decision 070); undefined until the
     * summary has answered (the amounts are then written in the shopper's market's).
     */
    currency: hasLines ? summary.data?.currency : undefined,
    /** Total quantity, for the header badge. */
    count: totals.itemCount,
    guestId,
    /** Whose cart this is ("user:{id}" or the guest id): part of cache keys derived from the cart. */
    owner,
    isLoading: query.isLoading || userLoading,
    error: query.error,
    isUpdating: add.isPending || update.isPending || remove.isPending || clear.isPending || query.isFetching,
    /** Rejects on failure: the caller shows its own toast (product page, configurators). */
    addItem: (input: AddItemInput) => add.mutateAsync(input),
    updateQuantity: (id: number, quantity: number) => update.mutateAsync({ id, quantity }).catch(() => undefined),
    removeItem: (id: number) => remove.mutateAsync(id).catch(() => undefined),
    clearCart: () => clear.mutateAsync(),
    /** Asks the server for the cart now (e.g. before leaving for checkout); resolves with its lines. */
    refresh: async (): Promise<CartLine[]> => {
      const result = await query.refetch({ throwOnError: true });
      return result.data ?? [];
    },
    /**
     * After a paid order: the server has already emptied the cart. Show it empty at once
     * (header badge included), then re-fetch every cart entry to be sure.
     */
    afterCheckout: async (): Promise<void> => {
      qc.setQueryData(key, []);
      await invalidate(qc, getCart);
    },
  };
}
