import { lazy, Suspense } from 'react';
import { useCartItemCount } from '@/client/lib/cart-query';
import { useLazyPopover } from '@/client/lib/use-lazy-activation';
import { CartTrigger } from './cart-trigger';

const loadPanel = () => import('./cart-popover-panel');
const CartPopoverPanel = lazy(loadPanel);

/**
 * Header cart: a badge with the total quantity; its popover's code loads on first use. The badge
 * reads the cart query alone, not `useCart()`, whose cart rules the first page does not need.
 */
export function CartPopover() {
  const count = useCartItemCount();
  const { mounted, preload, open, onClose } = useLazyPopover(loadPanel);
  if (!mounted) {
    return (
      <CartTrigger count={count} aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={open} />
    );
  }
  return (
    <Suspense fallback={<CartTrigger count={count} aria-expanded={false} />}>
      <CartPopoverPanel onClose={onClose} />
    </Suspense>
  );
}
