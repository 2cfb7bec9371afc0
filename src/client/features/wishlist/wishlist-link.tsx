import { Link } from 'react-router';
import { Heart } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useWishlist } from '@/client/lib/use-wishlist';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

/** "Wishlist", or "Wishlist, 3 perfumes": the count is part of the link's name, the badge only shows it. */
export function wishlistLabel(count: number, t: Translator['t']): string {
  if (count <= 0) return t('Wishlist');
  return t('{count, plural, one {Wishlist, # perfume} other {Wishlist, # perfumes}}', { count });
}

/**
 * The header's heart: a link to /wishlist with the number of saved perfumes (none shown when empty).
 * The narrowest phones have no room for it beside the cart and the menu, whose sheet carries the link.
 */
export function WishlistLink() {
  const { t } = useI18n();
  const { count } = useWishlist();
  return (
    <Link
      to={paths.wishlist()}
      aria-label={wishlistLabel(count, t)}
      className={buttonStyle('ghost', 'icon', 'relative max-sm:hidden')}
    >
      <Heart aria-hidden="true" strokeWidth={1.5} />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="wishlist-count"
          className="absolute top-0.5 right-0.5 inline-flex h-4 min-w-4 items-center justify-center rounded-full bg-primary px-1 text-[0.625rem] leading-none font-semibold tabular-nums text-primary-ink"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
