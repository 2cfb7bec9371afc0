import { lazy, Suspense } from 'react';
import { useLazyPopover } from '@/client/lib/use-lazy-activation';
import { CartTrigger } from './cart-trigger';
import { useCartCount } from './use-cart-count';

const loadPanel = () => import('./cart-popover-panel');
const CartPopoverPanel = lazy(loadPanel);

/** Header cart: a badge with the total quantity; its popover's code loads on first use. */
export function CartPopover() {
  const count = useCartCount();
  const { mounted, preload, open, onClose } = useLazyPopover(loadPanel);
  if (!mounted) {
    return <CartTrigger count={count} aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={open} />;
  }
  return (
    <Suspense fallback={<CartTrigger count={count} aria-expanded={false} />}>
      <CartPopoverPanel onClose={onClose} />
    </Suspense>
  );
}
