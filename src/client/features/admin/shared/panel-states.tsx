import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { EmptyState } from '@/client/components/empty-state';
import { Button } from '@/client/components/ui/button';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import type { PagedRows } from './paged-list';

export function PanelEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} className="py-16">
      {children}
    </EmptyState>
  );
}

export function PanelError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return <LoadError title={`The ${what} could not be loaded`} onRetry={onRetry} className="py-12" />;
}

export function PanelLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return <SkeletonList label={label} count={rows} className="gap-4" itemClassName="h-40 w-full" />;
}

interface LoadMoreProps {
  /** The paged list shown (paged-list.ts): its rows so far, and whether the server has more. */
  list: PagedRows;
  noun: string;
}

/** "Showing 50 orders" and, while the server has more, a Load more button. */
export function LoadMore({ list, noun }: LoadMoreProps) {
  const shown = list.items.length;
  return (
    <div className="mt-8 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-soft" aria-live="polite">
        Showing {shown.toLocaleString('en-US')} {shown === 1 ? noun : `${noun}s`}
        {list.hasNextPage ? '' : ' · all loaded'}
      </p>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {list.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
