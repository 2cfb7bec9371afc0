import { Check } from 'lucide-react';
import { perfumeTypes, type PerfumeTypeId } from '@/domain/bespoke/bespoke';
import { typeStrengthRange } from '@/domain/bespoke/strength';
import { useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';

interface TypeStepProps {
  value: PerfumeTypeId | '';
  onChange: (id: PerfumeTypeId) => void;
}

const termClasses = 'text-[0.625rem] font-medium tracking-[0.2em] text-ink-soft uppercase';

/** Four cards as one radio group: arrow keys move between them, as with any radios. */
export function TypeStep({ value, onChange }: TypeStepProps) {
  const { t, number } = useI18n();
  const money = useMoney();
  return (
    <fieldset>
      <legend className="sr-only">{t('Choose a perfume type')}</legend>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {perfumeTypes.map((type) => {
          const checked = value === type.id;
          return (
            <div
              key={type.id}
              className={cn(
                'group relative flex flex-col border bg-surface p-6 transition-[border-color,box-shadow,background-color] duration-200',
                'hover:border-ink/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-primary shadow-[inset_0_0_0_1px_var(--primary)]' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="perfume-type"
                value={type.id}
                checked={checked}
                onChange={() => onChange(type.id)}
                aria-labelledby={`type-${type.id}-name`}
                aria-describedby={`type-${type.id}-details`}
                className="absolute inset-0 z-10 size-full cursor-pointer appearance-none opacity-0"
              />
              <div className="flex items-start justify-between gap-3">
                {/* Its usual strength, not a promise of the top of it: the label states the formula's own. */}
                <p className="font-serif text-4xl leading-none whitespace-nowrap text-accent italic" aria-hidden="true">
                  {typeStrengthRange(type.id)}
                </p>
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-6 items-center justify-center rounded-full border transition-colors',
                    checked ? 'border-primary bg-primary text-primary-ink' : 'border-line text-transparent',
                  )}
                >
                  <Check className="size-3.5" strokeWidth={2.25} />
                </span>
              </div>
              <h3 id={`type-${type.id}-name`} className="mt-6 font-serif text-2xl leading-tight">
                {t(type.name)}
              </h3>
              <dl
                id={`type-${type.id}-details`}
                className="mt-5 grid flex-1 grid-cols-2 content-start gap-x-4 gap-y-3 text-sm"
              >
                <div>
                  <dt className={termClasses}>{t('Concentration')}</dt>
                  <dd className="mt-0.5">{typeStrengthRange(type.id)}</dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('Longevity')}</dt>
                  <dd className="mt-0.5">{t(type.longevity)}</dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('Sillage')}</dt>
                  <dd className="mt-0.5">{t(type.sillage)}</dd>
                </div>
                <div>
                  <dt className={termClasses}>{t('Up to')}</dt>
                  <dd className="mt-0.5 lining-nums tabular-nums">
                    <span className="block">{t('{drops} drops', { drops: type.maxDrops })}</span>
                    <span className="block text-ink-soft">{t('{ml} ml', { ml: number(type.maxMl) })}</span>
                  </dd>
                </div>
                <div className="col-span-2 mt-2 flex items-baseline justify-between border-t border-line pt-4">
                  <dt className={termClasses}>{t('Price')}</dt>
                  <dd className="font-serif text-2xl lining-nums tabular-nums">{money(type.priceCents)}</dd>
                </div>
              </dl>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
