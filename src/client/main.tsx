import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { applyTheme, readStoredTheme, type Theme } from './app/theme';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/routes';
import { SSR_STATE_ID, type SsrState } from './app/ssr-state';
import { earlyChanges, replayEarlyChanges, type EarlyChange } from './app/early-input';
import { loadPageTranslator, pageLocale } from './lib/i18n';
import { pageMarket } from './lib/market';
import { askApiIn } from './lib/api';
import { DEFAULT_LOCALE, localizedPath } from '@/domain/i18n/locales';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const queryClient = createQueryClient();
// The page's language: its calls ask for it; its links stay under its prefix. Its messages come beside its code
// (the head's preload), read before the first render, while the routes' code loads below.
const translatorLoaded = loadPageTranslator();
const locale = pageLocale();
askApiIn(locale === DEFAULT_LOCALE ? undefined : locale);
const basename = locale === DEFAULT_LOCALE ? undefined : localizedPath('/', locale);
const stateScript = document.getElementById(SSR_STATE_ID);
const ssrState = stateScript?.textContent ? (JSON.parse(stateScript.textContent) as SsrState) : undefined;

/**
 * The web fonts are named only under `<html data-fonts>` (styles.css). A page the browser renders
 * asks for them at once; a server-rendered one once it has painted (boot.ts), or else once hydrated.
 */
const askForWebFonts = () => (document.documentElement.dataset.fonts = '');
if (!ssrState) askForWebFonts();

// The server renders in the theme its cookie names; hydration starts from that, the browser's choice follows.
const theme: Theme = ssrState
  ? document.documentElement.classList.contains('dark')
    ? 'dark'
    : 'light'
  : readStoredTheme();
// Before the first render, so a dark-theme visitor never sees a light flash. (No inline script: the CSP forbids it.)
applyTheme(readStoredTheme());

if (ssrState) {
  // The server rendered this page (src/server/pages/spa.ts): start from its data, and load the
  // matched routes' code before hydrating, so the first render is the page the server sent.
  hydrate(queryClient, ssrState.queries);
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, { ...(await route.lazy()), lazy: undefined });
      } catch {
        // Offline at the wrong moment: the router loads it again and shows its error page if it must.
      }
    }),
  );
}

/** What the shopper did to the server's page before hydration (app/early-input.ts), played once hydrated. */
let early: EarlyChange[] = [];

/**
 * `<html data-ready>` once the app has rendered or hydrated, i.e. answers input (end-to-end tests
 * and boot.ts wait for it), with `performance.mark('hydrated')` for the bench (bench/hydration.ts).
 */
function MarkReady() {
  useEffect(() => {
    if (document.documentElement.dataset.ready) return;
    document.documentElement.dataset.ready = 'true';
    performance.mark('hydrated');
    askForWebFonts();
    replayEarlyChanges(early.splice(0));
  }, []);
  return null;
}

const translator = await translatorLoaded;
const router = createBrowserRouter(routes, { hydrationData: ssrState?.router, basename });
const app = (
  <StrictMode>
    <Providers client={queryClient} theme={theme} translator={translator} market={pageMarket()}>
      <RouterProvider router={router} />
      {/* entry-server.tsx renders a sibling in its place: the ids useId makes agree. */}
      <MarkReady />
    </Providers>
  </StrictMode>
);

// A transition render is time-sliced: the page is built (or hydrated) in small slices instead of one
// long task, which keeps the main thread responsive while a slow phone renders it (Total Blocking Time).
startTransition(() => {
  if (ssrState) {
    early = earlyChanges(container);
    hydrateRoot(container, app);
  } else createRoot(container).render(app);
});
