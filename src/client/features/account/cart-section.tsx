import { orderLineName } from '@/domain/catalogue/sizes';
import { Link } from 'react-router';
import { ArrowRight, ShoppingBag } from 'lucide-react';
import type { CartLine } from '@/domain/cart/schemas';
import { EmptyState } from '@/client/components/empty-state';
import { QuerySection, SkeletonList } from '@/client/components/query-section';
import { LineBadge } from '@/client/components/line-badge';
import { buttonClasses } from '@/client/components/ui/button';
import { useCartQuery } from '@/client/lib/cart-query';
import { usePrice, useMoney } from '@/client/lib/format';
import { totalsOf } from '@/client/lib/use-cart';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

/**
 * Shopping Cart: the server-side cart lines with name, quantity and price. The same
 * cache as the header's badge and the cart page, so a change made there shows here at once.
 */
export function CartSection() {
  const { t } = useI18n();
  const cart = useCartQuery().query;

  return (
    <QuerySection
      query={cart}
      loading={<SkeletonList label={t('Loading your cart')} count={2} itemClassName="h-16 w-full" />}
      errorTitle={t('Your cart could not be loaded')}
      empty={<EmptyCart />}
    >
      {(lines) => <CartLines lines={lines} />}
    </QuerySection>
  );
}

function EmptyCart() {
  const { t } = useI18n();
  return (
    <EmptyState
      title={t('Your cart is empty')}
      icon={ShoppingBag}
      action={
        <Link to={paths.collections()} className={buttonClasses('outline', 'sm', 'mt-6')}>
          {t('Browse Collection')}
        </Link>
      }
    >
      {t('Discover a fragrance from the collection, or compose one of your own.')}
    </EmptyState>
  );
}

function CartLines({ lines }: { lines: CartLine[] }) {
  const { t } = useI18n();
  const money = useMoney();
  const price = usePrice();
  const { itemCount: count, subtotal } = totalsOf(lines);
  return (
    <div>
      <ul className="divide-y divide-line border border-line bg-surface" aria-label={t('Cart items')}>
        {lines.map((line) => (
          <li key={line.id} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
            <div className="min-w-0">
              <p className="font-serif text-xl leading-tight break-words">
                {orderLineName(line)}
                <LineBadge item={line} className="ml-2 align-middle font-sans" />
              </p>
              <p className="mt-1 text-sm text-ink-soft">
                <Rich
                  message="Quantity: <quantity>{quantity}</quantity><dot> · </dot><comma>, </comma><price>{price}</price> each"
                  values={{ quantity: line.quantity, price: price(line.price) }}
                  tags={{
                    quantity: (words) => <span className="tabular-nums">{words}</span>,
                    dot: (words) => <span aria-hidden="true">{words}</span>,
                    comma: (words) => <span className="sr-only">{words}</span>,
                    price: (words) => <span className="tabular-nums">{words}</span>,
                  }}
                />
              </p>
            </div>
            <p className="shrink-0 tabular-nums">{price(line.price, line.quantity)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-ink-soft">
          <Rich
            message="{count, plural, one {# item} other {# items}} · Subtotal <amount>{subtotal}</amount>"
            values={{ count, subtotal: money(subtotal) }}
            tags={{ amount: (words) => <span className="text-ink tabular-nums">{words}</span> }}
          />
        </p>
        <Link to={paths.cart()} className={buttonClasses('primary', 'md')}>
          {t('View Cart')}
          <ArrowRight aria-hidden="true" className="size-4" strokeWidth={1.5} />
        </Link>
      </div>
    </div>
  );
}
