import { orderLineName } from '@/domain/catalogue/sizes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Perfume } from '@/domain/catalogue/catalogue';
import type { OrderLine } from '@/domain/orders/schemas';
import { LineArt } from '@/client/components/line-art';
import { LineDescription, useIngredientNames } from '@/client/components/line-description';
import { hasBespokeLine } from '@/client/components/line-info';
import { LineBadge } from '@/client/components/line-badge';
import { usePerfumes } from '@/client/lib/catalogue-queries';
import { usePrice } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { paths } from '@/domain/pages/paths';

/**
 * The order's lines: picture, name, what it is (a perfume's notes, a creation's formula), the
 * quantity at its unit price, and the line's total. Catalogue pictures and notes come from the
 * catalogue the shop already holds; the order keeps its own names and prices. `lineAction`: what
 * the shopper can do with a line (Order again), under its price.
 */
export function OrderLines({
  orderId,
  lines,
  lineAction,
  currency,
}: {
  orderId: number;
  lines: OrderLine[];
  /** The currency the order was placed in (its prices'); none: the shopper's market's. */
  currency?: string;
  lineAction?: (line: OrderLine) => ReactNode;
}) {
  const { t } = useI18n();
  const price = usePrice(currency);
  const { data: perfumes } = usePerfumes();
  const ingredientNames = useIngredientNames(hasBespokeLine(lines));
  const byId = new Map<number, Perfume>(perfumes?.map((p) => [p.id, p]));

  return (
    <ul aria-label={t('Items in order #{id}', { id: orderId })} className="divide-y divide-line border-y border-line">
      {lines.map((line, i) => {
        const perfume = line.perfumeId === null ? undefined : byId.get(line.perfumeId);
        const item = { ...line, perfume };
        return (
          <li
            key={i}
            data-testid="order-line"
            className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 py-6 sm:grid-cols-[auto_minmax(0,1fr)_auto] sm:gap-x-6"
          >
            <LineArt item={item} className="row-span-2 w-16 sm:row-span-1 sm:w-20" />
            <div className="min-w-0 text-[0.8125rem] leading-relaxed">
              {perfume && !line.isCustom ? (
                <Link
                  to={paths.product(perfume.id)}
                  className="font-serif text-xl leading-tight text-ink decoration-accent-soft underline-offset-4 hover:underline"
                >
                  {orderLineName(line)}
                </Link>
              ) : (
                <p className="font-serif text-xl leading-tight break-words text-ink">{orderLineName(line)}</p>
              )}
              <LineBadge item={line} className="mt-2" />
              <div className="mt-2">
                <LineDescription item={item} ingredientNames={ingredientNames} />
              </div>
              <p className="mt-2 text-ink-soft tabular-nums">
                <Rich
                  message="<sr>Quantity: </sr>{quantity} × {price}"
                  values={{ quantity: line.quantity, price: price(line.price) }}
                  tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
                />
              </p>
              {lineAction ? <div className="mt-2">{lineAction(line)}</div> : null}
            </div>
            <p className="text-right font-medium whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:text-left sm:pt-1">
              <Rich
                message="<sr>Line total: </sr>{total}"
                values={{ total: price(line.price, line.quantity) }}
                tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
              />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
