import { useCartItemCount } from '@/client/lib/cart-query';

/**
 * Total quantity in the cart, for the header badge. It reads the same cache as `useCart()`
 * but not the cart rules, which would pull zod into the first page's bundle.
 */
export function useCartCount(): number {
  return useCartItemCount();
}
