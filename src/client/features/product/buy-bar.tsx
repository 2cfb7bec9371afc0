import { buttonBase, buttonVariants } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';

/** The medium button's height and type, with tighter letters and sides (see below). */
const barButton = `${buttonBase} ${buttonVariants.primary} h-11 px-4 text-xs tracking-[0.12em] uppercase`;

interface BuyBarProps {
  name: string;
  /** The unit price, formatted. */
  price: string;
  quantity: number;
  adding: boolean;
  onAdd: () => void;
}

/**
 * Phones only: the perfume's name, price and Add to Cart, fixed to the bottom while the page's own
 * Add to Cart is out of view. It adds the quantity chosen above, through the same action. The page
 * leaves room for it at its end (styles.css, `data-buy-bar-page`), so the footer is never under it.
 */
export function BuyBar({ name, price, quantity, adding, onAdd }: BuyBarProps) {
  const { t } = useI18n();
  return (
    <section
      aria-label={t('Buy {name}', { name })}
      data-buy-bar=""
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-background/95 pr-[max(1.25rem,env(safe-area-inset-right))] pb-[env(safe-area-inset-bottom)] pl-[max(1.25rem,env(safe-area-inset-left))] shadow-[0_-12px_30px_-24px_rgb(28_25_23/0.5)] backdrop-blur-md motion-safe:transition-[translate] motion-safe:duration-300 motion-safe:ease-out motion-safe:starting:translate-y-full md:hidden"
    >
      <div className="flex h-[4.375rem] items-center gap-4">
        <div className="min-w-0 flex-1">
          <p className="truncate font-serif text-lg leading-tight">{name}</p>
          <p className="mt-0.5 text-sm text-ink-soft tabular-nums">
            {price}
            {quantity > 1 ? <span> · {t('Quantity {quantity}', { quantity })}</span> : null}
          </p>
        </div>
        {/* Tighter letters than a page button, so the spec's busy words fit a 360 px phone; the hidden
            copy of the longer label keeps the button one width whichever it shows. */}
        <button type="button" className={barButton} disabled={adding} onClick={onAdd}>
          <span className="grid justify-items-center">
            <span className="[grid-area:1/1]">{adding ? t('ADDING TO CART...') : t('ADD TO CART')}</span>
            <span aria-hidden="true" className="invisible [grid-area:1/1]">
              {t('ADDING TO CART...')}
            </span>
          </span>
        </button>
      </div>
    </section>
  );
}
