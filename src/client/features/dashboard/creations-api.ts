import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCart } from '@/domain/api/cart';
import { addCreationToCart, deleteCreation, getCreations, updateCreation } from '@/domain/api/creations';
import type { LineSize } from '@/domain/samples/samples';
import { ApiError, call } from '@/client/lib/api';
import { invalidate } from '@/client/lib/query-keys';
import { serverFieldErrors } from '@/client/components/form/server-errors';

/** The words to show for a refusal: a field's own message first (a name too long…), else the server's. */
export function refusalOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return serverFieldErrors(err)[0]?.message ?? err.serverMessage ?? fallback;
  return fallback;
}

/** Rename, delete and put in the cart: each refreshes My creations, the cart ones every cart query too. */
export function useCreationActions() {
  const qc = useQueryClient();
  const refreshCreations = () => invalidate(qc, getCreations);
  // The cart, its summary and whatever else is read from /api/cart…
  const refreshCart = () =>
    qc.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(getCart.path),
    });

  const rename = useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      call(updateCreation, { params: { id }, body: { name } }),
    onSettled: refreshCreations,
  });
  const remove = useMutation({
    mutationFn: (id: number) => call(deleteCreation, { params: { id } }),
    onSettled: refreshCreations,
  });
  const toCart = useMutation({
    mutationFn: ({ id, size, refill }: { id: number; size: LineSize; refill?: { intervalWeeks: number } }) =>
      call(addCreationToCart, { params: { id }, body: refill ? { size, refill } : { size } }),
    onSettled: refreshCart,
  });
  return { rename, remove, toCart };
}
