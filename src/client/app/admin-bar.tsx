import { Link } from 'react-router';
import { LogOut, Store } from 'lucide-react';
import { ROLE_LABELS } from '@/domain/accounts/roles';
import { PendingButton } from '@/client/components/form/pending-button';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useSignOut } from '@/client/lib/use-sign-out';
import { paths } from '@/domain/pages/paths';
import { Brand } from './brand';
import { ThemeToggle } from './theme-toggle';

/**
 * The back office's own bar, in place of the shop's header: the wordmark and "Back office", who is signed in, the
 * theme, the way back to the shop (View Store) and Logout. Quiet and short, so a tab's content starts high.
 */
export default function AdminBar() {
  const { t } = useI18n();
  const user = useCurrentUser().data;
  const staff = user?.isAdmin ? user : undefined;
  const { signOut, isPending } = useSignOut();
  return (
    <header className="sticky top-0 z-40 border-b border-line/80 bg-background/90 backdrop-blur-md">
      <div className="container-page flex h-14 items-center justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:gap-4">
          <Brand className="text-[1.2rem] sm:text-[1.35rem]" />
          <span className="text-[0.625rem] leading-none font-medium tracking-[0.2em] whitespace-nowrap text-accent uppercase sm:border-l sm:border-line sm:pl-4 sm:text-[0.6875rem]">
            {t('Back office')}
          </span>
        </div>
        <div className="flex shrink-0 items-center gap-1 sm:gap-2">
          {staff ? (
            <p className="mr-2 hidden max-w-56 truncate text-sm text-ink-soft lg:block">
              <span className="sr-only">{t('Signed in as')} </span>
              {staff.fullName || staff.username}
              {staff.role ? <span> · {t(ROLE_LABELS[staff.role])}</span> : null}
            </p>
          ) : null}
          <ThemeToggle />
          <Link to={paths.home()} className={buttonStyle('outline', 'sm', 'max-sm:w-9 max-sm:px-0')}>
            <Store aria-hidden="true" className="size-4" strokeWidth={1.5} />
            <span className="max-sm:sr-only">{t('View Store')}</span>
          </Link>
          {/* On a phone View Store and Logout are their icons, their words read out. Logout once the member is known. */}
          {user ? (
            <PendingButton
              variant="primary"
              size="sm"
              className="max-sm:w-9 max-sm:px-0"
              onClick={signOut}
              pending={isPending}
              pendingLabel={<span className="max-sm:sr-only">{t('Logging out...')}</span>}
              disableWhilePending
              icon={<LogOut aria-hidden="true" className="size-4" strokeWidth={1.5} />}
            >
              <span className="max-sm:sr-only">{t('Logout')}</span>
            </PendingButton>
          ) : null}
        </div>
      </div>
    </header>
  );
}
