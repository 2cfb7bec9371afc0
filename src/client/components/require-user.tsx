import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { User } from '@/domain/accounts/schemas';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { useCurrentUser } from '@/client/lib/use-auth';
import { paths } from '@/domain/pages/paths';

interface RequireUserProps {
  /** Shown while the session is being checked, and while a sign-out takes the shopper away. */
  fallback: ReactNode;
  /** What the page is, for the load-error message, in the page's language: `t('your dashboard')`. */
  what: string;
  children: (user: User) => ReactNode;
}

/**
 * Pages that need a session: a skeleton while the session is checked, /login when
 * signed out. A user who goes away while the page is open has signed out (here, in the header
 * or the mobile menu), and every sign-out moves to "/" itself: redirecting to /login as well
 * would race it, so the page only shows its skeleton until it is gone.
 */
export function RequireUser({ fallback, what, children }: RequireUserProps) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const [seenUser, setSeenUser] = useState(false);
  if (user.data && !seenUser) setSeenUser(true);

  if (user.isPending) return fallback;
  if (user.isError && !user.data) {
    return (
      <section role="alert" className="container-page flex flex-col items-center py-32 text-center">
        <h1 className="font-serif text-4xl">{t('We could not load {what}', { what })}</h1>
        <p className="mt-4 text-ink-soft">{t('Please check your connection and try again.')}</p>
        <Button variant="outline" className="mt-8" onClick={() => void user.refetch()}>
          {t('Try Again')}
        </Button>
      </section>
    );
  }
  if (!user.data) return seenUser ? fallback : <Navigate to={paths.login()} replace />;
  return children(user.data);
}
