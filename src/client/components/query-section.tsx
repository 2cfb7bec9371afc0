import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/client/components/ui/button';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

/** A polite "Loading …" status with placeholder blocks in place of what is on its way. */
export function SkeletonList({
  label,
  count,
  className,
  itemClassName,
}: {
  label: string;
  count: number;
  className?: string;
  itemClassName: string;
}) {
  return (
    <div role="status" className={cn('grid gap-3', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className={itemClassName} />
      ))}
    </div>
  );
}

/** "… could not be loaded" with a Try Again button, announced as an alert. */
export function LoadError({ title, onRetry, className }: { title: string; onRetry: () => void; className?: string }) {
  const { t } = useI18n();
  return (
    <div
      role="alert"
      className={cn('flex flex-col items-center border border-danger/40 px-6 py-10 text-center', className)}
    >
      <p className="font-serif text-2xl">{title}</p>
      <p className="mt-2 text-sm text-ink-soft">{t('Please check your connection and try again.')}</p>
      <Button variant="outline" size="sm" className="mt-6" onClick={onRetry}>
        {t('Try Again')}
      </Button>
    </div>
  );
}

interface QuerySectionProps<T> {
  query: UseQueryResult<T>;
  /** Shown until the first answer arrives, usually a <SkeletonList>. */
  loading: ReactNode;
  /** The error's heading, e.g. "Your orders could not be loaded". */
  errorTitle: string;
  errorClassName?: string;
  /** Shown instead of the children when the data is an empty list. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** One query's states in the usual order: loading, error with retry, empty, then the data. */
export function QuerySection<T>({ query, loading, errorTitle, errorClassName, empty, children }: QuerySectionProps<T>) {
  if (query.isPending) return loading;
  if (query.isError)
    return <LoadError title={errorTitle} onRetry={() => void query.refetch()} className={errorClassName} />;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0) return empty;
  return children(query.data);
}
