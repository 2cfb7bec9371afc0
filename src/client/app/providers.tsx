import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { defaultQueryFn } from '@/client/lib/api';
import { ThemeProvider } from './theme';
import { Toaster } from './toaster';

/** The spec's query rules: no retries, no refetch on focus, fresh forever. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: defaultQueryFn,
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    },
    mutations: { retry: false },
  },
});

/*
 * No app-wide TooltipProvider: Radix Tooltip carries the positioning engine (~17 kB gzip) and
 * nothing in the first page uses it. `Tooltip` from components/ui/tooltip brings its own
 * provider with the spec's 700 ms delay and 300 ms skip delay.
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
