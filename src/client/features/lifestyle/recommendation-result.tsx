import type { Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import { msg } from '@/domain/i18n/translator';
import {
  CUSTOM_NAME_MAX,
  customNameProblem,
  noteWords,
  scentFamilyWords,
  type GeneratedPerfume,
} from '@/domain/lifestyle/lifestyle';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { MadeToOrder } from '@/client/components/made-to-order';
import { SaveCreation } from '@/client/components/save-creation';
import { usePrice } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { lifestyleCartDetails } from './cart-details';
import { PerfumeBottle } from './perfume-bottle';

interface RecommendationResultProps {
  perfume: GeneratedPerfume;
  name: string;
  onNameChange: (name: string) => void;
  /** The domain's words for a name it refuses (a catalogue message). */
  nameError?: string;
  nameRef: Ref<HTMLInputElement>;
  disabled?: boolean;
}

const tiers = [
  { key: 'topNotes', label: msg('Top Notes') },
  { key: 'middleNotes', label: msg('Middle Notes') },
  { key: 'baseNotes', label: msg('Base Notes') },
] as const;

const termClasses = 'text-[0.6875rem] font-medium tracking-[0.2em] text-ink-soft uppercase';

/** Step 4: the generated perfume, its editable name and the bottle that carries it. */
export function RecommendationResult({
  perfume,
  name,
  onNameChange,
  nameError,
  nameRef,
  disabled,
}: RecommendationResultProps) {
  const { t } = useI18n();
  const price = usePrice();
  const problem = customNameProblem(name);
  const customName = name.trim();
  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)] lg:gap-16">
      <div className="relative flex items-center justify-center overflow-hidden border border-line bg-muted/50 px-6 py-8 sm:py-12 lg:sticky lg:top-28 lg:self-start">
        <PerfumeBottle
          name={name}
          uniqueCode={perfume.uniqueCode}
          scentFamily={perfume.scentFamily}
          className="w-full max-w-[15rem] sm:max-w-[19rem]"
        />
      </div>

      <div className="flex min-w-0 flex-col">
        <div className="flex flex-col gap-2">
          <Label htmlFor="perfume-name">{t('Perfume name')}</Label>
          <Input
            ref={nameRef}
            id="perfume-name"
            value={name}
            maxLength={CUSTOM_NAME_MAX}
            autoComplete="off"
            disabled={disabled}
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? 'perfume-name-hint perfume-name-error' : 'perfume-name-hint'}
            onChange={(e) => onNameChange(e.target.value)}
            className="h-14 px-4 font-serif text-2xl sm:text-3xl"
          />
          <p id="perfume-name-hint" className="text-xs text-ink-soft">
            {t('Make it yours: the name is printed on the label and shown in your orders.')}
          </p>
          {nameError ? (
            <p id="perfume-name-error" className="flex items-center gap-1.5 text-sm text-danger">
              <CircleAlert aria-hidden="true" className="size-4 shrink-0" strokeWidth={1.75} />
              {t(nameError)}
            </p>
          ) : null}
        </div>

        <dl className="mt-8 grid grid-cols-2 gap-x-6 gap-y-6 border-y border-line py-6 sm:grid-cols-3">
          <div>
            <dt className={termClasses}>{t('Reference')}</dt>
            <dd className="mt-1.5 font-serif text-xl lining-nums tabular-nums" data-testid="unique-code">
              {t('#{code}', { code: perfume.uniqueCode })}
            </dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Scent Family')}</dt>
            <dd className="mt-1.5 font-serif text-xl">{scentFamilyWords(t, perfume.scentFamily)}</dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Price')}</dt>
            <dd className="mt-1.5 font-serif text-xl lining-nums tabular-nums">{price(perfume.price)}</dd>
          </div>
        </dl>
        <MadeToOrder className="mt-4" />

        <section aria-labelledby="result-notes-heading" className="mt-8">
          <h3 id="result-notes-heading" className="font-serif text-2xl">
            {t('Notes')}
          </h3>
          <dl className="mt-4 grid gap-4 sm:grid-cols-3">
            {tiers.map((tier, i) => (
              <div key={tier.key}>
                <dt className={termClasses}>
                  <span
                    aria-hidden="true"
                    className="mr-2 font-serif text-base tracking-normal text-accent normal-case italic"
                  >
                    {['I', 'II', 'III'][i]}
                  </span>
                  {t(tier.label)}
                </dt>
                <dd className="mt-1 text-[0.9375rem]">{noteWords(t, perfume[tier.key])}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="result-description-heading" className="mt-8">
          <h3 id="result-description-heading" className="font-serif text-2xl">
            {t('Description')}
          </h3>
          <p className="mt-3 max-w-prose text-[0.9375rem] leading-relaxed text-ink-soft">{perfume.description}</p>
        </section>

        <SaveCreation
          creation={
            problem
              ? undefined
              : { kind: 'lifestyle', name: customName, details: lifestyleCartDetails(perfume, customName) }
          }
          invalid={problem && t(problem)}
          onInvalid={() => document.getElementById('perfume-name')?.focus()}
          disabled={disabled}
          className="mt-8 border-t border-line pt-6 sm:items-start"
        />
      </div>
    </div>
  );
}
