import type { ComponentProps } from 'react';
import { ShoppingBag } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

interface CartTriggerProps extends ComponentProps<'button'> {
  count: number;
}

/** "Cart", or "Cart, 3 items": the count is part of the button's name, the badge only shows it. */
export function cartLabel(count: number, t: Translator['t']): string {
  if (count <= 0) return t('Cart');
  return t('{count, plural, one {Cart, # item} other {Cart, # items}}', { count });
}

/** The header's cart button: bag icon and a badge with the total quantity (none when empty). */
export function CartTrigger({ count, className, ...props }: CartTriggerProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={cartLabel(count, t)}
      aria-haspopup="dialog"
      className={`${buttonStyle('ghost', 'icon', 'relative data-[state=open]:bg-muted')} ${className ?? ''}`}
      {...props}
    >
      <ShoppingBag aria-hidden="true" strokeWidth={1.5} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute top-0.5 right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold lining-nums tabular-nums text-primary-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}
