import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';
import { setToastPlacement } from '@/client/lib/toast';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { NavigationProgress, useSlowNavigation } from './navigation-progress';

/** The back office's own bar: its code comes with the back office, never with a shop's page. */
const AdminBar = lazy(() => import('./admin-bar'));

/** Whether a path (the router's, without its language) is the back office's: it has its own frame. */
const isBackOfficePath = (pathname: string) => pathname === paths.admin() || pathname.startsWith(`${paths.admin()}/`);

/**
 * `busy`: a navigation is taking a moment (./navigation-progress.tsx); the old page stays meanwhile. `loading`: the
 * first page's code is on its way (the back office's bar waits for it, so no Logout is pressed before the page is).
 */
function Shell({
  children,
  busy = false,
  loading = false,
}: {
  children?: ReactNode;
  busy?: boolean;
  loading?: boolean;
}) {
  const { t } = useI18n();
  const backOffice = isBackOfficePath(useLocation().pathname);
  useEffect(() => {
    setToastPlacement(backOffice ? 'back-office' : 'shop');
  }, [backOffice]);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] bg-primary px-4 py-3 text-sm text-primary-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Skip to content')}
      </a>
      <NavigationProgress shown={busy} />
      {backOffice ? (
        // The back office's frame: its own quiet bar, and none of the shop's footer, offers or navigation.
        loading ? (
          <AdminBarPlaceholder />
        ) : (
          <Suspense fallback={<AdminBarPlaceholder />}>
            <AdminBar />
          </Suspense>
        )
      ) : (
        <Header />
      )}
      {/* min-h-screen keeps the footer below the fold until the page's code has arrived (no layout shift). */}
      <main
        id="main"
        tabIndex={-1}
        aria-busy={busy || undefined}
        className={backOffice ? 'flex-1 outline-none' : 'min-h-screen flex-1 outline-none'}
      >
        {children}
      </main>
      {backOffice ? null : (
        <>
          <Footer />
          <LanguageOffer />
        </>
      )}
    </div>
  );
}

/** The bar's place while its code arrives, so the page does not move when it comes. */
function AdminBarPlaceholder() {
  return <div aria-hidden="true" className="sticky top-0 z-40 h-14 border-b border-line/80 bg-background" />;
}

export function Layout() {
  const loading = useSlowNavigation();
  return (
    <Shell busy={loading}>
      <Outlet />
      <ScrollRestoration />
    </Shell>
  );
}

/** Shown while the first page's code loads: the chrome, with an empty main. */
export function LayoutFallback() {
  return <Shell loading />;
}
