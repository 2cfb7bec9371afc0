import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addCreationToCart, deleteCreation, updateCreation } from '@/domain/api/creations';
import type { LineSize } from '@/domain/samples/samples';
import { ApiError, call } from '@/client/lib/api';
import { serverFieldErrors } from '@/client/components/form/server-errors';
import { CART_PATH } from '@/client/lib/cart-query';
import { CREATIONS_PATH } from '@/client/lib/creations';

/** The words to show for a refusal: a field's own message first (a name too long…), else the server's. */
export function refusalOf(err: unknown, fallback: string): string {
  if (err instanceof ApiError) return serverFieldErrors(err)[0]?.message ?? err.serverMessage ?? fallback;
  return fallback;
}

/** Rename, delete and put in the cart: each refreshes My creations, the cart ones every cart query too. */
export function useCreationActions() {
  const qc = useQueryClient();
  const refreshCreations = () => qc.invalidateQueries({ queryKey: [CREATIONS_PATH] });
  // The cart, its summary and whatever else is read from /api/cart…
  const refreshCart = () =>
    qc.invalidateQueries({
      predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith(CART_PATH),
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
    mutationFn: ({ id, size }: { id: number; size: LineSize }) =>
      call(addCreationToCart, { params: { id }, body: { size } }),
    onSettled: refreshCart,
  });
  return { rename, remove, toCart };
}
