import { useState } from 'react';
import { NavLink, useLocation, useNavigation } from 'react-router';
import { Heart, Menu } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/client/components/ui/sheet';
import { MobileAccount } from '@/client/features/auth/mobile-account';
import { wishlistLabel } from '@/client/features/wishlist/wishlist-link';
import { useWishlist } from '@/client/lib/use-wishlist';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { LanguageSwitch } from './language-switch';
import { MarketSelect } from './market-select';
import { navItems } from './nav-items';
import { ThemeSetting } from './theme-toggle';
import { paths } from '@/domain/pages/paths';

/** `pending`: the link chosen, whose page is on its way (the menu is already closing). */
const linkClasses = ({ isActive, isPending }: { isActive: boolean; isPending: boolean }) =>
  cn(
    'flex items-center justify-between py-4 text-xs font-medium tracking-[0.22em] transition-colors',
    isPending ? 'pending text-accent opacity-70' : isActive ? 'text-accent' : 'text-ink hover:text-accent',
  );

/** Mounted open: it appears because the shopper pressed the menu button. */
export default function MobileMenuSheet() {
  const { t } = useI18n();
  const [open, setOpen] = useState(true);
  // Whatever moves us (a link here, the back button) closes the menu as the move starts, not once
  // the next page has come: while its code loads, the page below shows the progress bar.
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const destination = navigation.location?.pathname ?? pathname;
  const [shownFor, setShownFor] = useState(destination);
  if (destination !== shownFor) {
    setShownFor(destination);
    setOpen(false);
  }

  const close = () => setOpen(false);
  const { count: saved } = useWishlist();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('Open menu')} className="xl:hidden">
          <Menu aria-hidden="true" strokeWidth={1.5} />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="pr-12">{t('Menu')}</SheetTitle>
        <SheetDescription className="sr-only">{t('Site navigation')}</SheetDescription>
        <nav aria-label={t('Mobile')} className="mt-10">
          <ul className="flex flex-col">
            {navItems.map((item) => (
              <li key={item.to} className="border-b border-line">
                <NavLink to={item.to} onClick={close} className={linkClasses}>
                  {t(item.label)}
                </NavLink>
              </li>
            ))}
            <li className="border-b border-line">
              <NavLink
                to={paths.wishlist()}
                onClick={close}
                aria-label={wishlistLabel(saved, t)}
                className={linkClasses}
              >
                {t('WISHLIST')}
                <span className="flex items-center gap-2 text-ink-soft lining-nums tabular-nums">
                  {saved > 0 ? saved : null}
                  <Heart aria-hidden="true" strokeWidth={1.5} className="size-4" />
                </span>
              </NavLink>
            </li>
          </ul>
        </nav>
        <LanguageSwitch className="mt-6 flex" linkClassName="min-h-11 text-ink hover:text-accent" />
        <MarketSelect className="mt-2" placement="inline" buttonClassName="min-h-11 text-ink hover:text-accent" />
        <ThemeSetting
          className="mt-2 text-xs font-medium tracking-[0.22em] text-ink uppercase"
          buttonClassName="min-h-11 hover:text-accent"
        />
        <div className="mt-auto pt-10">
          <MobileAccount onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
