import { bottleLineName } from '@/domain/catalogue/sizes';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { X } from 'lucide-react';
import { LineBadge } from '@/client/components/line-badge';
import { usePrice } from '@/client/lib/format';
import type { CartItem } from '@/client/lib/use-cart';
import { LineArt } from '@/client/components/line-art';
import { LineQuantity } from '@/client/components/line-quantity';
import { LineDescription, useIngredientNames } from '@/client/components/line-description';
import { RefillNote } from './refill-note';
import { hasBespokeLine, lineKind } from '@/client/components/line-info';
import { SaveCreation } from '@/client/components/save-creation';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

interface CartTableProps {
  items: CartItem[];
  /** The cart's currency (its summary's, decision 070); none yet: the shopper's market's. */
  currency?: string | undefined;
  onQuantityChange: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** Lets the page move focus to a neighbouring row's remove button after a removal. */
  removeButtonRef: (id: number) => Ref<HTMLButtonElement>;
}

const th = 'pb-4 text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase';

/**
 * The cart as a real table (Product, Description, Price, Quantity, Total, remove). Under the
 * `sm` breakpoint each row lays itself out as a card; the cells keep their table semantics.
 */
export function CartTable({ items, onQuantityChange, onRemove, removeButtonRef, currency }: CartTableProps) {
  const { t } = useI18n();
  const price = usePrice(currency);
  const ingredientNames = useIngredientNames(hasBespokeLine(items));

  return (
    <table className="w-full border-collapse text-left text-sm max-sm:block">
      <caption className="sr-only">{t('Items in your cart')}</caption>
      <thead className="border-b border-line max-sm:sr-only">
        <tr>
          <th scope="col" className={th}>
            {t('Product')}
          </th>
          <th scope="col" className={`${th} px-4`}>
            {t('Description')}
          </th>
          <th scope="col" className={`${th} px-3 text-right`}>
            {t('Price')}
          </th>
          <th scope="col" className={`${th} px-3`}>
            {t('Quantity')}
          </th>
          <th scope="col" className={`${th} px-3 text-right`}>
            {t('Total')}
          </th>
          <th scope="col" className={th}>
            <span className="sr-only">{t('Remove')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="max-sm:block">
        {items.map((item) => {
          return (
            <tr
              key={item.id}
              data-testid="cart-row"
              className="border-b border-line max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:items-center max-sm:gap-x-4 max-sm:gap-y-5 max-sm:py-6"
            >
              <td className="py-6 pr-4 align-top max-sm:p-0 sm:w-[32%]">
                <div className="flex items-start gap-4">
                  <LineArt item={item} className="w-16 sm:w-18" />
                  <div className="min-w-0 pt-1">
                    {item.perfume ? (
                      <Link
                        to={paths.product(item.perfume.id)}
                        className="font-serif text-xl leading-tight text-ink decoration-accent-soft underline-offset-4 hover:underline"
                      >
                        {bottleLineName(item)}
                      </Link>
                    ) : (
                      <p className="font-serif text-xl leading-tight text-ink">{bottleLineName(item)}</p>
                    )}
                    <RefillNote item={item} className="mt-1" />
                    <LineBadge item={item} className="mt-2" />
                    <SaveLine item={item} />
                    {/* Phones: the Description and Price columns fold in here, beside the picture. */}
                    <div className="mt-2 text-[0.8125rem] leading-relaxed sm:hidden">
                      <LineDescription item={item} ingredientNames={ingredientNames} />
                      <p className="mt-1.5 lining-nums tabular-nums text-ink">
                        {t('{price} each', { price: price(item.price) })}
                      </p>
                    </div>
                  </div>
                </div>
              </td>
              <td className="px-4 py-6 align-top text-[0.8125rem] leading-relaxed max-sm:hidden">
                <LineDescription item={item} ingredientNames={ingredientNames} />
              </td>
              <td className="px-3 pt-7 pb-6 text-right align-top whitespace-nowrap lining-nums tabular-nums max-sm:hidden">
                {price(item.price)}
              </td>
              <td className="px-3 py-6 align-top max-sm:p-0 sm:pt-5">
                <LineQuantity item={item} onChange={(q) => onQuantityChange(item, q)} />
              </td>
              <td className="px-3 py-6 text-right align-top font-medium whitespace-nowrap lining-nums tabular-nums max-sm:p-0 sm:pt-7">
                <span
                  aria-hidden="true"
                  className="mr-3 text-[0.6875rem] font-normal tracking-[0.18em] text-ink-soft uppercase sm:hidden"
                >
                  {t('Total')}
                </span>
                {price(item.price, item.quantity)}
              </td>
              <td className="py-6 pl-2 text-right align-top max-sm:col-start-2 max-sm:row-start-1 max-sm:self-start max-sm:p-0 sm:pt-5">
                <button
                  ref={removeButtonRef(item.id)}
                  type="button"
                  aria-label={t('Remove {name}', { name: item.name })}
                  onClick={() => onRemove(item)}
                  className="inline-flex size-9 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A custom line's "Save to my creations", for signed-in shoppers (nothing for others). */
function SaveLine({ item }: { item: CartItem }) {
  const kind = lineKind(item);
  if ((kind !== 'lifestyle' && kind !== 'bespoke') || !item.customDetails) return null;
  return (
    <SaveCreation look="inline" creation={{ kind, name: item.name, details: item.customDetails }} className="mt-2" />
  );
}
