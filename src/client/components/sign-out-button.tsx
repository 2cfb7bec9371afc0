import { LogOut } from 'lucide-react';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';
import { useSignOut } from '@/client/lib/use-sign-out';

/** The Logout button at the head of the signed-in pages (dashboard, back office). */
export function SignOutButton() {
  const { t } = useI18n();
  const { signOut, isPending } = useSignOut();
  return (
    <PendingButton
      variant="primary"
      size="sm"
      onClick={signOut}
      pending={isPending}
      pendingLabel={t('Logging out...')}
      disableWhilePending
      icon={<LogOut aria-hidden="true" className="size-4" strokeWidth={1.5} />}
    >
      {t('Logout')}
    </PendingButton>
  );
}
