import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useI18n } from '@/client/lib/i18n';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { NavigationProgress, useSlowNavigation } from './navigation-progress';

/** `busy`: a navigation is taking a moment (./navigation-progress.tsx); the old page stays meanwhile. */
function Shell({ children, busy = false }: { children?: ReactNode; busy?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] bg-primary px-4 py-3 text-sm text-primary-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t('Skip to content')}
      </a>
      <NavigationProgress shown={busy} />
      <Header />
      {/* min-h-screen keeps the footer below the fold until the page's code has arrived (no layout shift). */}
      <main id="main" tabIndex={-1} aria-busy={busy || undefined} className="min-h-screen flex-1 outline-none">
        {children}
      </main>
      <Footer />
      <LanguageOffer />
    </div>
  );
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
  return <Shell />;
}
