import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { WishlistProvider } from '@/client/lib/use-wishlist';
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
export function Providers({ client, theme, children }: { client: QueryClient; theme: Theme; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider initialTheme={theme}>
        <WishlistProvider>{children}</WishlistProvider>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
