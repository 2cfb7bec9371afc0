import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/client/components/empty-state';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { usePageHref } from './page-nav';

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

/** A back-office query's states: its placeholders while loading, "The … could not be loaded" with a retry, then its data. */
export function PanelQuery<T>({
  query,
  what,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  /** What it loads, as the messages name it: "shipping zones" → "Loading the shipping zones". */
  what: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PanelLoading label={`Loading the ${what}`} rows={rows} />;
  if (query.isError) return <PanelError what={what} onRetry={() => void query.refetch()} />;
  return children(query.data);
}

/**
 * A page the address names that no longer holds anything (its rows went, or the cursor is not one
 * of this list's): says so, with the way back to the first page.
 */
export function PageGone({ what }: { what: string }) {
  const { href } = usePageHref();
  return (
    <PanelEmpty title="This page is no longer there">
      The {what} have moved on since this address was made.{' '}
      <Link to={href({})} className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink">
        Go to the first page
      </Link>
    </PanelEmpty>
  );
}
