import { TriangleAlert } from 'lucide-react';
import { capacity, getPerfumeType, type BespokeDesign } from '@/domain/bespoke/bespoke';
import { Progress } from '@/client/components/ui/progress';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { dropsLabel } from './format';

interface CapacityCalculatorProps {
  design: BespokeDesign;
  /** A short polite message (e.g. a change ignored at the limit); empty when there is none. */
  notice?: string;
  className?: string;
}

export function CapacityCalculator({ design, notice, className }: CapacityCalculatorProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const type = getPerfumeType(design.perfumeType);
  const c = capacity(design);
  const rows = [
    { key: 'used', label: t('Used'), drops: c.used, ml: c.usedMl },
    { key: 'limit', label: t('Limit'), drops: c.limit, ml: c.limitMl },
    { key: 'remaining', label: t('Remaining'), drops: c.remaining, ml: c.remainingMl },
  ];
  return (
    <section aria-labelledby="capacity-heading" className={cn('border border-line bg-surface p-5 sm:p-6', className)}>
      <div className="flex items-baseline justify-between gap-3">
        <h3 id="capacity-heading" className="font-serif text-xl">
          {t('Capacity Calculator')}
        </h3>
        {type ? <p className="text-xs text-ink-soft">{t(type.name)}</p> : null}
      </div>
      <Progress
        value={c.used}
        max={c.limit || 1}
        aria-label={t('Bottle capacity used')}
        getValueLabel={() => t('{used} of {limit} drops used', { used: c.used, limit: c.limit })}
        className={cn('mt-4 h-1.5', c.exceeds && 'bg-danger/20')}
        indicatorClassName={c.exceeds ? 'bg-danger' : c.percent >= 90 ? 'bg-accent' : 'bg-primary'}
      />
      <dl className="mt-4 grid grid-cols-3 gap-3">
        {rows.map((row) => (
          <div key={row.key}>
            <dt className="text-[0.625rem] font-medium tracking-[0.2em] text-ink-soft uppercase">{row.label}</dt>
            <dd
              className={cn('mt-1 text-sm lining-nums tabular-nums', row.key === 'used' && c.exceeds && 'text-danger')}
            >
              <span className="block font-medium">{dropsLabel(row.drops, i18n)}</span>
              <span className="block text-xs text-ink-soft">{t('{ml} ml', { ml: i18n.number(row.ml) })}</span>
            </dd>
          </div>
        ))}
      </dl>
      {c.exceeds && type ? (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 border border-danger/50 bg-danger/5 p-3 text-sm font-medium text-danger"
        >
          <TriangleAlert aria-hidden="true" className="mt-px size-4 shrink-0" strokeWidth={1.75} />
          {t('Exceeds maximum capacity for {type}', { type: t(type.name) })}
        </p>
      ) : null}
      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-xs text-accent empty:mt-0 empty:min-h-0">
        {notice}
      </p>
    </section>
  );
}

/**
 * Below the large breakpoint the calculator sits under a long grid; this strip keeps the
 * count in sight while scrolling it. It repeats what the calculator says, so it is hidden
 * from assistive technology (the calculator and its live region speak for both).
 */
export function CapacityStrip({ design, notice }: { design: BespokeDesign; notice?: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const type = getPerfumeType(design.perfumeType);
  const c = capacity(design);
  if (!type) return null;
  return (
    <div
      aria-hidden="true"
      className="sticky bottom-0 z-20 -mx-5 mt-6 border-t border-line bg-background/95 px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-md sm:-mx-8 sm:px-8 lg:hidden"
    >
      <div className="flex items-baseline justify-between gap-3 text-xs lining-nums tabular-nums">
        <span className={cn('font-medium', c.exceeds && 'text-danger')}>
          {t('{used} / {limit} drops · {ml} ml', { used: c.used, limit: c.limit, ml: i18n.number(c.usedMl) })}
        </span>
        <span
          className={cn('text-right', c.exceeds ? 'font-medium text-danger' : notice ? 'text-accent' : 'text-ink-soft')}
        >
          {c.exceeds
            ? t('Exceeds maximum capacity for {type}', { type: t(type.name) })
            : notice || t('{remaining, plural, one {# drop} other {# drops}} left', { remaining: c.remaining })}
        </span>
      </div>
      <div className={cn('mt-2 h-1 overflow-hidden', c.exceeds ? 'bg-danger/20' : 'bg-muted')}>
        <div
          className={cn('h-full transition-[width] duration-300', c.exceeds ? 'bg-danger' : 'bg-primary')}
          style={{ width: `${c.percent}%` }}
        />
      </div>
    </div>
  );
}
