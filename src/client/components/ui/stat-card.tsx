import type { ComponentType, ReactNode, SVGProps } from 'react';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { Skeleton } from './skeleton';

interface StatCardProps {
  label: string;
  /** The figure; `undefined` while it loads. */
  value: ReactNode | undefined;
  caption?: ReactNode;
  icon?: ComponentType<SVGProps<SVGSVGElement>>;
  className?: string;
}

/**
 * One figure with its label and a short caption. Render several inside a `<dl>`:
 * each card is a term (the label) with its definitions (value, caption).
 */
export function StatCard({ label, value, caption, icon: Icon, className }: StatCardProps) {
  const { t } = useI18n();
  return (
    <div className={cn('@container flex min-w-0 flex-col border border-line bg-surface p-4 sm:p-6', className)}>
      <dt className="flex items-start justify-between gap-3 text-[0.6875rem] leading-4 font-medium tracking-[0.14em] text-ink-soft uppercase sm:tracking-[0.2em]">
        {label}
        {Icon ? <Icon aria-hidden="true" strokeWidth={1.25} className="size-5 shrink-0 text-accent" /> : null}
      </dt>
      {/* The figure scales with the card (container units), so "€12,345.67" fits a phone's half-width card. */}
      <dd className="mt-4 font-serif text-[clamp(1.5rem,17cqi,2.75rem)] leading-none whitespace-nowrap tabular-nums">
        {value === undefined ? (
          <>
            <Skeleton className="h-9 w-24" />
            <span className="sr-only">{t('Loading')}</span>
          </>
        ) : (
          value
        )}
      </dd>
      {caption ? <dd className="mt-3 text-sm text-ink-soft">{caption}</dd> : null}
    </div>
  );
}
