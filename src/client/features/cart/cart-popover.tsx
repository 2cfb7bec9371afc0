import { lazy, Suspense, useState } from 'react';
import { useLazyActivation } from '@/client/lib/use-lazy-activation';
import { CartTrigger } from './cart-trigger';
import { useCartCount } from './use-cart-count';

const loadPanel = () => import('./cart-popover-panel');
const CartPopoverPanel = lazy(loadPanel);

/*
 * A click on the cart while the first page is still loading lands on the loading shell's
 * header, which is then replaced by the real one: remembering the request here (outside any
 * component) lets the new header open the popover the shopper asked for.
 */
let openRequested = false;
const forgetRequest = () => {
  openRequested = false;
};

/** Header cart: a badge with the total quantity; its popover's code loads on first use. */
export function CartPopover() {
  const count = useCartCount();
  const { active, preload, activate } = useLazyActivation(loadPanel);
  const [requestedBefore] = useState(() => openRequested);
  if (!active && !requestedBefore) {
    const open = () => {
      openRequested = true;
      activate();
    };
    return <CartTrigger count={count} aria-expanded={false} onPointerEnter={preload} onFocus={preload} onClick={open} />;
  }
  return (
    <Suspense fallback={<CartTrigger count={count} aria-expanded={false} />}>
      <CartPopoverPanel onClose={forgetRequest} />
    </Suspense>
  );
}
