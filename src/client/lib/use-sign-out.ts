import { useNavigate } from 'react-router';
import type { User } from '@/domain/accounts/schemas';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useLogout } from '@/client/lib/use-auth';
import { paths } from '@/domain/pages/paths';

/** Where a user lands after signing in: admins on /admin, everyone else on /dashboard. */
export const homeFor = (user: Pick<User, 'isAdmin'>) => (user.isAdmin ? paths.admin() : paths.dashboard());

/**
 * Logout with its messages: 'Logged out successfully' and a move to "/", or
 * 'Logout failed' / 'Please try again'. `mutateAsync` keeps the follow-up running even when
 * the button that started it has gone (the header swaps the user menu for Login at once).
 */
export function useSignOut(options: { onSignedOut?: () => void } = {}) {
  const { t } = useI18n();
  const logout = useLogout();
  const navigate = useNavigate();
  const { onSignedOut } = options;

  const signOut = () => {
    if (logout.isPending) return;
    logout.mutateAsync().then(
      async () => {
        toast({ variant: 'success', title: t('Logged out successfully') });
        onSignedOut?.();
        await navigate(paths.home());
      },
      () => toast({ variant: 'destructive', title: t('Logout failed'), description: t('Please try again') }),
    );
  };

  return { signOut, isPending: logout.isPending };
}
