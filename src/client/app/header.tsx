import { NavLink } from 'react-router';
import { clsx } from 'clsx';
import { HeaderAccount } from '@/client/features/auth/header-account';
import { CartPopover } from '@/client/features/cart/cart-popover';
import { WishlistLink } from '@/client/features/wishlist/wishlist-link';
import { useI18n } from '@/client/lib/i18n';
import { Brand } from './brand';
import { LanguageSwitch } from './language-switch';
import { MarketSelect } from './market-select';
import { MobileMenu } from './mobile-menu';
import { navItems } from './nav-items';

/** `pending`: the link tapped, whose page is on its way (its underline breathes until it comes). */
const navLinkClasses = ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
  clsx(
    'relative py-2 text-[0.6875rem] font-medium whitespace-nowrap tracking-[0.2em] transition-colors duration-200 2xl:tracking-[0.22em]',
    'after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-left after:bg-accent after:transition-transform after:duration-300',
    isPending
      ? 'pending text-ink after:scale-x-100 motion-safe:after:animate-shimmer'
      : isActive
        ? 'text-ink after:scale-x-100'
        : 'text-ink-soft after:scale-x-0 hover:text-ink hover:after:scale-x-100',
  );

export function Header() {
  const { t } = useI18n();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-background/85 backdrop-blur-md">
      <div className="container-page flex h-16 items-center justify-between gap-4 lg:h-20 2xl:gap-6">
        <Brand />

        <nav aria-label={t('Main')} className="hidden lg:block">
          <ul className="flex items-center gap-6 2xl:gap-10">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClasses}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
          {/* Below xl the mobile menu carries them; the theme is in the footer and the menu, out of this rank. */}
          <MarketSelect compact className="mr-1 hidden h-5 items-center border-l border-line pl-3 xl:flex 2xl:pl-4" />
          <LanguageSwitch className="mr-1 hidden h-5 border-l border-line pl-3 xl:inline-flex 2xl:pl-4" />
          <WishlistLink />
          <CartPopover />
          <HeaderAccount />
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
