import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { User } from '@/domain/accounts/schemas';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useLazyPopover } from '@/client/lib/use-lazy-activation';
import { AccountTrigger } from './account-trigger';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = lazy(loadPanel);

/**
 * The header's account area. Signed in: the user menu (its popover's code loads on first use).
 * Signed out: Login and Sign Up, on wide screens only (the mobile menu has its own).
 * While the session is checked the links hold their place invisibly, so a guest's header does not shift.
 */
export function HeaderAccount() {
  const { t } = useI18n();
  const { data: user, isPending } = useCurrentUser();
  if (user) return <UserMenu user={user} />;
  return (
    <div
      className={`ml-3 hidden items-center gap-2 xl:flex ${isPending ? 'invisible' : ''}`}
      aria-hidden={isPending || undefined}
    >
      <Link to={paths.login()} tabIndex={isPending ? -1 : undefined} className={buttonStyle('ghost', 'sm')}>
        {t('Login')}
      </Link>
      <Link
        to={paths.login({ tab: 'register' })}
        tabIndex={isPending ? -1 : undefined}
        className={buttonStyle('primary', 'sm')}
      >
        {t('Sign Up')}
      </Link>
    </div>
  );
}

function UserMenu({ user }: { user: User }) {
  const { mounted, initialOpen, preload, open, onClose } = useLazyPopover(loadPanel);
  if (!mounted) {
    return (
      <AccountTrigger
        user={user}
        className="ml-1"
        aria-expanded={false}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={open}
      />
    );
  }
  return (
    <Suspense fallback={<AccountTrigger user={user} className="ml-1" aria-expanded={false} />}>
      <UserMenuPanel user={user} initialOpen={initialOpen} onClose={onClose} />
    </Suspense>
  );
}
