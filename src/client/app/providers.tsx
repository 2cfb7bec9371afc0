import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WishlistProvider } from '@/client/lib/use-wishlist';
import { I18nProvider } from '@/client/lib/i18n';
import { MarketProvider, type PageMarket } from '@/client/lib/market';
import type { Translator } from '@/domain/i18n/translator';
import { type Theme, ThemeProvider } from './theme';
import { Toaster } from './toaster';

/**
 * The query rules: no retries, no refetch on focus, fresh forever. One per page load (or
 * server render). Every query brings its own key and fetcher (the `*Query()` factories).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/*
 * No app-wide TooltipProvider: Radix Tooltip carries the positioning engine (~17 kB gzip) and
 * nothing in the shop uses a tooltip. One that does should bring its own provider, in its own chunk.
 */
export function Providers({
  client,
  theme,
  translator,
  market = null,
  children,
}: {
  client: QueryClient;
  theme: Theme;
  /** The page's language (lib/i18n.tsx); the default language's when absent. */
  translator?: Translator;
  /** The shopper's market as the server named it (lib/market.tsx); none: the cookie's, read in the browser. */
  market?: PageMarket | null;
  children: ReactNode;
}) {
  const app = (
    <QueryClientProvider client={client}>
      <MarketProvider market={market}>
        <ThemeProvider initialTheme={theme}>
          <WishlistProvider>{children}</WishlistProvider>
          <Toaster />
        </ThemeProvider>
      </MarketProvider>
    </QueryClientProvider>
  );
  return translator ? <I18nProvider translator={translator}>{app}</I18nProvider> : app;
}
