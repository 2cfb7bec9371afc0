import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

function Shell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] bg-primary px-4 py-3 text-sm text-primary-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      {/* min-h-screen keeps the footer below the fold until the page's code has arrived (no layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-screen flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}

export function Layout() {
  return (
    <Shell>
      <Outlet />
      <ScrollRestoration />
    </Shell>
  );
}

/** Shown while the first page's code loads: the chrome, with an empty main. */
export function LayoutFallback() {
  return <Shell />;
}
