import { Heart } from 'lucide-react';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { useI18n } from '@/client/lib/i18n';
import { useWishlist } from '@/client/lib/use-wishlist';
import { clsx as cn } from 'clsx';

interface WishlistButtonProps {
  perfume: Pick<Perfume, 'id' | 'name'>;
  /** `overlay` sits on a card's picture; `plain` stands beside text (the product page). */
  look?: 'overlay' | 'plain';
  className?: string;
}

/**
 * The heart: saves a perfume to the wishlist or takes it off. A toggle button (`aria-pressed`) named
 * for what a press does. Rendered unpressed on the server and at hydration; the saved state follows.
 */
export function WishlistButton({ perfume, look = 'plain', className }: WishlistButtonProps) {
  const { t } = useI18n();
  const { isSaved, toggle } = useWishlist();
  const saved = isSaved(perfume.id);
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={
        saved
          ? t('Remove {name} from your wishlist', { name: perfume.name })
          : t('Save {name} to your wishlist', { name: perfume.name })
      }
      data-testid="wishlist-toggle"
      onClick={() => toggle(perfume)}
      className={cn(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-[color,background-color,border-color,transform] duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-safe:active:scale-90',
        look === 'overlay' ? 'bg-surface/90 shadow-sm hover:bg-surface' : 'border border-line hover:border-ink/40',
        saved ? 'text-accent' : 'text-ink hover:text-accent',
        className,
      )}
    >
      <Heart aria-hidden="true" strokeWidth={1.5} className="size-5" fill={saved ? 'currentColor' : 'none'} />
    </button>
  );
}
