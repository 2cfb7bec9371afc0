import { Link } from 'react-router';
import { LogOut } from 'lucide-react';
import { Button, buttonClasses } from '@/client/components/ui/button';
import { useCurrentUser } from '@/client/lib/use-auth';
import { Avatar, displayName } from '@/client/components/ui/avatar';
import { useSignOut } from '@/client/lib/use-sign-out';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/**
 * The account block at the foot of the mobile menu. Signed in: who is signed in, My Account and
 * Logout. Signed out: Login and Sign Up. `onNavigate` closes the menu.
 */
export function MobileAccount({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useI18n();
  const { data: user, isPending } = useCurrentUser();
  const { signOut, isPending: signingOut } = useSignOut({ onSignedOut: onNavigate });

  if (isPending) return null;
  if (!user) {
    return (
      <div className="grid gap-3">
        <Link to={paths.login()} onClick={onNavigate} className={buttonClasses('outline', 'md', 'w-full')}>
          {t('Login')}
        </Link>
        <Link
          to={paths.login({ tab: 'register' })}
          onClick={onNavigate}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          {t('Sign Up')}
        </Link>
      </div>
    );
  }

  return (
    <div className="grid gap-5">
      <div className="flex items-center gap-4">
        <Avatar user={user} className="size-11 text-sm" />
        <div className="min-w-0">
          <p className="truncate font-serif text-xl leading-tight">{displayName(user)}</p>
          <p className="truncate text-sm text-ink-soft">{user.email}</p>
        </div>
      </div>
      <div className="grid gap-3">
        <Link to={paths.account()} onClick={onNavigate} className={buttonClasses('outline', 'md', 'w-full')}>
          {t('My Account')}
        </Link>
        <Button variant="ghost" className="w-full" onClick={signOut} disabled={signingOut}>
          <LogOut aria-hidden="true" strokeWidth={1.5} className="size-4" />
          {signingOut ? t('Logging out...') : t('Logout')}
        </Button>
      </div>
    </div>
  );
}
