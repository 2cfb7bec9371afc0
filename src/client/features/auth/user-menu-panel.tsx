import { useEffect } from 'react';
import { Link } from 'react-router';
import { LayoutDashboard, LogOut, UserRound } from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from '@/client/components/ui/popover';
import { Avatar, displayName } from '@/client/components/ui/avatar';
import { AccountTrigger } from './account-trigger';
import { homeFor, useSignOut } from '@/client/lib/use-sign-out';
import { usePopoverOpen } from '@/client/lib/use-popover-open';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

const TITLE_ID = 'user-menu-title';

const itemClasses =
  'flex w-full items-center gap-3 px-5 py-3 text-left text-[0.6875rem] font-medium tracking-[0.2em] text-ink uppercase transition-colors duration-200 ' +
  'hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:opacity-60';

interface UserMenuPanelProps {
  user: User;
  initialOpen: boolean;
  /** Runs whenever the menu closes. */
  onClose?: () => void;
}

/** The signed-in user's popover: who is signed in, My Account, Dashboard and Logout. */
export default function UserMenuPanel({ user, initialOpen, onClose }: UserMenuPanelProps) {
  const { t } = useI18n();
  const [open, onOpenChange] = usePopoverOpen(initialOpen, onClose);
  const { signOut, isPending } = useSignOut();

  // Signing out unmounts the menu while open: the next sign-in must not find it open.
  useEffect(() => () => onClose?.(), [onClose]);

  const name = displayName(user);

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <AccountTrigger user={user} className="ml-1" />
      </PopoverTrigger>
      <PopoverContent aria-labelledby={TITLE_ID} className="w-[min(19rem,calc(100vw-1.5rem))] p-0">
        <div className="flex items-center gap-4 border-b border-line px-5 py-5">
          <Avatar user={user} className="size-11 text-sm" />
          <div className="min-w-0">
            <p id={TITLE_ID} className="truncate font-serif text-xl leading-tight">
              {name}
            </p>
            <p className="mt-0.5 truncate text-sm text-ink-soft">{user.email}</p>
          </div>
        </div>
        <ul className="py-2">
          <li>
            <PopoverClose asChild>
              <Link to={paths.account()} className={itemClasses}>
                <UserRound aria-hidden="true" strokeWidth={1.5} className="size-4 text-accent" />
                {t('My Account')}
              </Link>
            </PopoverClose>
          </li>
          <li>
            <PopoverClose asChild>
              <Link to={homeFor(user)} className={itemClasses}>
                <LayoutDashboard aria-hidden="true" strokeWidth={1.5} className="size-4 text-accent" />
                {t('Dashboard')}
              </Link>
            </PopoverClose>
          </li>
        </ul>
        <div className="border-t border-line py-2">
          <button type="button" onClick={signOut} disabled={isPending} className={itemClasses}>
            <LogOut aria-hidden="true" strokeWidth={1.5} className="size-4 text-accent" />
            {isPending ? t('Logging out...') : t('Logout')}
          </button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
