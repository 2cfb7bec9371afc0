import type { ReactNode } from 'react';
import { Loader2 } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { LoadError, SkeletonList } from '@/client/components/query-section';

export function PanelEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center border border-dashed border-line px-6 py-16 text-center">
      <p className="font-serif text-2xl">{title}</p>
      {children ? <p className="mt-2 max-w-sm text-sm text-ink-soft">{children}</p> : null}
    </div>
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
