import { Progress } from '@/client/components/ui/progress';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { builderSteps } from './builder-steps';

/** A bar (role="progressbar", aria-valuenow = step number) with the six step names below. */
export function BuilderProgress({ step }: { step: number }) {
  const { t } = useI18n();
  const total = builderSteps.length;
  const label = t('Step {step} of {count}: {name}', { step: step + 1, count: total, name: t(builderSteps[step]!) });
  return (
    <div>
      <div className="flex items-baseline justify-between gap-4">
        <p className="eyebrow">{t('Step {step} of {count}', { step: step + 1, count: total })}</p>
        <p className="text-[0.6875rem] font-medium tracking-[0.2em] text-ink uppercase md:hidden">
          {t(builderSteps[step]!)}
        </p>
      </div>
      <Progress
        value={step + 1}
        max={total}
        aria-label={t('Bespoke perfume progress')}
        getValueLabel={() => label}
        className="mt-3 h-0.5"
      />
      <ol className="mt-3 hidden grid-cols-6 gap-2 md:grid" aria-label={t('Steps')}>
        {builderSteps.map((name, i) => (
          <li
            key={name}
            aria-current={i === step ? 'step' : undefined}
            className={cn(
              'text-[0.625rem] font-medium tracking-[0.18em] uppercase lg:text-[0.6875rem]',
              i === step ? 'text-ink' : i < step ? 'text-accent' : 'text-ink-soft',
            )}
          >
            <span aria-hidden="true" className="mr-1.5 font-serif text-sm tracking-normal normal-case italic">
              {i + 1}.
            </span>
            {t(name)}
            {i < step ? <span className="sr-only">{t(' (completed)')}</span> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
