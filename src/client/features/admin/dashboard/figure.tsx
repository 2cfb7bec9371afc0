import type { ReactNode } from 'react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

interface FigureProps {
  label: string;
  /** The figure; `undefined` while it loads. */
  value: ReactNode | undefined;
  caption?: ReactNode;
  className?: string;
}

/**
 * One of the overview's figures, compact: its label, the figure and a short caption, a cell of a strip. Render
 * several inside a `<dl>`: each is a term (the label) with its definitions (the figure, the caption).
 */
export function Figure({ label, value, caption, className }: FigureProps) {
  const { t } = useI18n();
  return (
    <div className={cn('flex min-w-0 flex-col px-4 py-3 sm:px-5', className)}>
      <dt className="truncate text-[0.625rem] leading-4 font-medium tracking-[0.16em] text-ink-soft uppercase">
        {label}
      </dt>
      <dd className="mt-1.5 font-serif text-[1.625rem] leading-none whitespace-nowrap tabular-nums lining-nums">
        {value === undefined ? (
          <>
            <Skeleton className="h-6 w-20" />
            <span className="sr-only">{t('Loading')}</span>
          </>
        ) : (
          value
        )}
      </dd>
      {caption ? <dd className="mt-1.5 text-xs leading-snug text-ink-soft">{caption}</dd> : null}
    </div>
  );
}
