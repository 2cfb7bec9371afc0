import { bottleLineName } from '@/domain/catalogue/sizes';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { LineBadge } from '@/client/components/line-badge';
import { RefillNote } from './refill-note';
import { buttonClasses } from '@/client/components/ui/button';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/client/components/ui/popover';
import { Skeleton } from '@/client/components/ui/skeleton';
import { usePrice, useMoney } from '@/client/lib/format';
import { useCart } from '@/client/lib/use-cart';
import { usePopoverOpen } from '@/client/lib/use-popover-open';
import { CartTrigger } from './cart-trigger';
import { LineArt } from '@/client/components/line-art';
import { LineQuantity } from '@/client/components/line-quantity';
import { useRemovalFocus } from './use-removal-focus';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

const TITLE_ID = 'cart-popover-title';
const EMPTY_ID = 'cart-popover-empty';

/** Mounted open: it appears because the shopper clicked the cart. `onClose` runs whenever it closes. */
export default function CartPopoverPanel({ onClose }: { onClose?: () => void }) {
  const { t } = useI18n();
  const cart = useCart();
  // In the currency the server prices the cart in (decision 070).
  const money = useMoney(cart.currency);
  const price = usePrice(cart.currency);
  const [open, onOpenChange] = usePopoverOpen(true, onClose);
  const focus = useRemovalFocus(cart.items, EMPTY_ID);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <CartTrigger count={cart.count} />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={TITLE_ID} className="flex w-[min(24rem,calc(100vw-1.5rem))] flex-col p-0">
        <div className="flex items-baseline justify-between gap-4 px-6 pt-6">
          <h2 id={TITLE_ID} className="font-serif text-2xl">
            {t('Your Cart')}
          </h2>
          {cart.count > 0 ? (
            <p className="text-xs text-ink-soft">
              {t('{count, plural, one {# item} other {# items}}', { count: cart.count })}
            </p>
          ) : null}
        </div>

        {cart.isLoading ? (
          <div className="grid gap-4 px-6 py-6" aria-busy="true">
            <p role="status" className="sr-only">
              {t('Loading your cart…')}
            </p>
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-3">
                <Skeleton className="aspect-[4/5] w-12" />
                <div className="flex flex-1 flex-col gap-2 pt-1">
                  <Skeleton className="h-5 w-2/3" />
                  <Skeleton className="h-4 w-1/3" />
                </div>
              </div>
            ))}
          </div>
        ) : cart.items.length === 0 ? (
          <div className="px-6 pt-4 pb-6">
            <p id={EMPTY_ID} tabIndex={-1} className="font-serif text-xl outline-none">
              {t('Your cart is empty')}
            </p>
            <p className="mt-2 text-sm text-ink-soft">
              {t('Discover a fragrance from the collection, or compose one of your own.')}
            </p>
            <PopoverClose asChild>
              <Link to={paths.collections()} className={buttonClasses('outline', 'sm', 'mt-5 w-full')}>
                {t('Browse Collection')}
              </Link>
            </PopoverClose>
          </div>
        ) : (
          <>
            <ul
              className="mt-3 max-h-[min(24rem,calc(100dvh-18rem))] divide-y divide-line overflow-y-auto px-6"
              aria-label={t('Items in your cart')}
            >
              {cart.items.map((item) => (
                <li key={item.id} className="flex gap-3 py-4">
                  <LineArt item={item} className="w-12" />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                      <p className="font-serif text-lg leading-tight">{bottleLineName(item)}</p>
                      <LineBadge item={item} className="px-1.5 py-0.5 text-[0.5625rem]" />
                    </div>
                    <RefillNote item={item} className="mt-0.5 text-xs" />
                    <p className="mt-1 text-xs lining-nums tabular-nums text-ink-soft">
                      {t('{quantity} x {price}', { quantity: item.quantity, price: price(item.price) })}
                    </p>
                    <LineQuantity
                      item={item}
                      onChange={(q) => void cart.updateQuantity(item.id, q)}
                      className="mt-2.5"
                    />
                  </div>
                  <button
                    ref={focus.buttonRef(item.id)}
                    type="button"
                    aria-label={t('Remove {name}', { name: item.name })}
                    onClick={() => {
                      focus.willRemove(item.id);
                      void cart.removeItem(item.id);
                    }}
                    className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              ))}
            </ul>
            <div className="border-t border-line px-6 pt-5 pb-6">
              <div className="flex items-baseline justify-between gap-4" aria-live="polite" aria-atomic="true">
                <span className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">{t('Total')}</span>
                <span className="font-serif text-2xl lining-nums tabular-nums">{money(cart.totals.total)}</span>
              </div>
              {cart.totals.shipping > 0 ? (
                <p className="mt-1 text-right text-xs text-ink-soft">
                  {t('Including {amount} shipping', { amount: money(cart.totals.shipping) })}
                </p>
              ) : null}
              <div className="mt-5 grid grid-cols-2 gap-3">
                <PopoverClose asChild>
                  <Link to={paths.cart()} className={buttonClasses('outline', 'sm')}>
                    {t('View Cart')}
                  </Link>
                </PopoverClose>
                <PopoverClose asChild>
                  <Link to={paths.checkout()} className={buttonClasses('primary', 'sm')}>
                    {t('Checkout')}
                  </Link>
                </PopoverClose>
              </div>
            </div>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}
