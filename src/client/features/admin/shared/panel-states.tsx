import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { EmptyState } from '@/client/components/empty-state';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { usePageHref } from './page-nav';

export function PanelEmpty({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState title={title} className="py-16">
      {children}
    </EmptyState>
  );
}

/** `what` is the caller's words, in the page's language ("orders"): "The orders could not be loaded". */
export function PanelError({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useI18n();
  return <LoadError title={t('The {what} could not be loaded', { what })} onRetry={onRetry} className="py-12" />;
}

export function PanelLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  return <SkeletonList label={label} count={rows} className="gap-4" itemClassName="h-40 w-full" />;
}

/**
 * A refresh that failed while the panel shows what was loaded before: the rows stay, with this
 * above them (a failed background refresh must not wipe a list the admin is working on).
 */
export function RefreshFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const { t } = useI18n();
  return (
    <p
      role="alert"
      className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 border border-danger/40 px-4 py-2 text-sm"
    >
      {t('The {what} could not be refreshed; this is what was loaded before.', { what })}
      <Button variant="link" size="inline" onClick={onRetry}>
        {t('Try Again')}
      </Button>
    </p>
  );
}

/**
 * A back-office query's states: its placeholders while loading, "The … could not be loaded" with a
 * retry, then its data (with a notice above it when a later refresh failed).
 */
export function PanelQuery<T>({
  query,
  what,
  rows,
  children,
}: {
  query: UseQueryResult<T>;
  /** What it loads, as the messages name it, in the page's language: "shipping zones" → "Loading the shipping zones". */
  what: string;
  rows?: number;
  children: (data: T) => ReactNode;
}) {
  const { t } = useI18n();
  if (query.isPending) return <PanelLoading label={t('Loading the {what}', { what })} rows={rows} />;
  const retry = () => void query.refetch();
  if (query.isError && query.data === undefined) return <PanelError what={what} onRetry={retry} />;
  return (
    <>
      {query.isError ? <RefreshFailed what={what} onRetry={retry} /> : null}
      {children(query.data as T)}
    </>
  );
}

/**
 * A page the address names that no longer holds anything (its rows went, or the cursor is not one
 * of this list's): says so, with the way back to the first page.
 */
export function PageGone({ what }: { what: string }) {
  const { t } = useI18n();
  const { href } = usePageHref();
  return (
    <PanelEmpty title={t('This page is no longer there')}>
      {t('The {what} have moved on since this address was made.', { what })}{' '}
      <Link to={href({})} className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink">
        {t('Go to the first page')}
      </Link>
    </PanelEmpty>
  );
}
