import { useCart } from '@/client/lib/use-cart';

export interface AddToCartInput {
  perfumeId: number;
  quantity: number;
}

/**
 * Adds a catalogue perfume to the cart. Resolves once the server has the line (the cart then
 * re-fetches), rejects on failure: the caller shows the outcome in a toast.
 */
export function useAddToCart(): (input: AddToCartInput) => Promise<void> {
  const { addItem } = useCart();
  return async ({ perfumeId, quantity }) => {
    await addItem({ perfumeId, quantity });
  };
}
