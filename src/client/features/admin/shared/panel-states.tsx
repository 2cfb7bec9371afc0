import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { EmptyState } from '@/client/components/empty-state';
import { Button } from '@/client/components/ui/button';
import { LoadError, SkeletonList } from '@/client/components/query-section';

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
  shown: number;
  noun: string;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}

/** "Showing 50 orders" and, while the server has more, a Load more button. */
export function LoadMore({ shown, noun, hasMore, loading, onLoadMore }: LoadMoreProps) {
  return (
    <div className="mt-8 flex flex-col items-center gap-4">
      <p className="text-sm text-ink-soft" aria-live="polite">
        Showing {shown.toLocaleString('en-US')} {shown === 1 ? noun : `${noun}s`}
        {hasMore ? '' : ' · all loaded'}
      </p>
      {hasMore ? (
        <Button variant="outline" size="sm" disabled={loading} onClick={onLoadMore}>
          {loading ? <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" /> : null}
          {loading ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}
