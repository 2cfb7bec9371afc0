import { Link, Navigate } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { Skeleton } from '@/client/components/ui/skeleton';
import { RequireUser } from '@/client/components/require-user';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { loadAdminMessages, useI18n } from '@/client/lib/i18n';
import { AdminDashboard } from './admin-dashboard';
import { paths } from '@/domain/pages/paths';

// The back office's words come with its code, in the page's language.
await loadAdminMessages();

/**
 * /admin: the staff only. Signed out → /login; a customer → /dashboard; a member who must still set
 * up two-step verification is asked to first, and sees nothing of the back office until then.
 */
export default function AdminPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Admin Dashboard'));
  return (
    <RequireUser fallback={<AdminSkeleton />} what={t('the admin dashboard')}>
      {(user) =>
        !user.isAdmin ? (
          <Navigate to={paths.dashboard()} replace />
        ) : user.twoFactorSetupRequired ? (
          <TwoFactorFirst />
        ) : (
          <AdminDashboard />
        )
      }
    </RequireUser>
  );
}

/** The back office is closed until the member's sign-in asks for a second factor. */
function TwoFactorFirst() {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="two-factor-first"
      className="container-page flex flex-col items-center py-24 text-center sm:py-32"
    >
      <span className="flex size-14 items-center justify-center rounded-full border border-line text-accent">
        <ShieldCheck aria-hidden="true" className="size-6" strokeWidth={1.25} />
      </span>
      <p className="eyebrow mt-6">{t('Maison Lumière · Back office')}</p>
      <h1 id="two-factor-first" className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">
        {t('Set up two-step verification')}
      </h1>
      <p className="mt-5 max-w-xl text-[0.9375rem] leading-relaxed text-ink-soft">
        {t(
          'Everyone on the staff signs in with a password and a code from an authenticator app, so that a password alone never opens the back office. It takes a minute, in the Security part of your account; the back office opens as soon as it is on.',
        )}
      </p>
      <Link to={paths.account(undefined, 'security')} className={buttonStyle('primary', 'lg', 'mt-9')}>
        {t('Set it up now')}
      </Link>
    </section>
  );
}

function AdminSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="container-page pt-10 pb-24 sm:pt-14">
      <span className="sr-only">{t('Loading the admin dashboard')}</span>
      <Skeleton className="h-4 w-28" />
      <Skeleton className="mt-4 h-12 w-72 max-w-full" />
      <div className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-32 sm:h-36" />
        ))}
      </div>
      <Skeleton className="mt-12 h-11 w-full max-w-lg" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  );
}
