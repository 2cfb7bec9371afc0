import { useEffect, useMemo, useRef, useState } from 'react';
import { ALLERGEN_THRESHOLD_PERCENT, formulaOfDesign, labelOf, materialsById } from '@/domain/atelier/label';
import {
  BOTTLE_ML,
  capacity,
  dropsOf,
  dropsToMl,
  getPerfumeType,
  noteGroups,
  typeKey,
  totalDrops,
  type BespokeDesign,
  type PerfumeTypeId,
} from '@/domain/bespoke/bespoke';
import { strengthOf } from '@/domain/bespoke/strength';
import type { Ingredient } from '@/domain/catalogue/catalogue';
import { MadeToOrder } from '@/client/components/made-to-order';
import { SaveCreation } from '@/client/components/save-creation';
import { Skeleton } from '@/client/components/ui/skeleton';
import { PrintedLabel } from '@/client/components/printed-label';
import { useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { CapacityCalculator } from './capacity-calculator';
import { groupCopy } from './builder-steps';
import { bespokeCartDetails } from './cart-details';
import { dropsAndMl, strengthWords } from './format';
import { StrengthNotice } from './strength-notice';

interface ReviewStepProps {
  design: BespokeDesign;
  ingredients: Ingredient[] | undefined;
  /** The ingredients could not be loaded: the label cannot be composed. */
  loadError: boolean;
  /** Back to the notes steps, to add drops (a formula below its type's usual strength). */
  onAddDrops: () => void;
  /** Another type for the formula (the lighter one it reaches). */
  onSwitchType: (id: PerfumeTypeId) => void;
}

const termClasses = 'text-[0.625rem] font-medium tracking-[0.2em] text-ink-soft uppercase';

export function ReviewStep({ design, ingredients, loadError, onAddDrops, onSwitchType }: ReviewStepProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const money = useMoney();
  const type = getPerfumeType(design.perfumeType);
  const byId = useMemo(() => materialsById(ingredients ?? []), [ingredients]);
  const total = totalDrops(design);
  // The formula's real strength: what the label, the order and the batch sheet state (issue #43).
  const strength = type ? strengthOf(type.id, total) : undefined;
  // After a switch to the lighter type, where focus goes (the button pressed is gone) and what it says.
  const [switched, setSwitched] = useState<PerfumeTypeId | null>(null);
  const switchedRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (switched) switchedRef.current?.focus();
  }, [switched]);
  const switchType = (id: PerfumeTypeId) => {
    onSwitchType(id);
    setSwitched(id);
  };
  // The label as it will be printed, from the one rule the atelier prints it by (once the ingredients are known).
  const label = ingredients && type ? labelOf(formulaOfDesign({ ...design, perfumeType: type.id }), byId) : undefined;
  // Over the type's capacity or past an IFRA limit, it may not be saved either.
  const blocked = capacity(design).exceeds || (label !== undefined && label.ifraExcess.length > 0);
  const details = bespokeCartDetails(design);
  const said = strength ? strengthWords(strength.percent, i18n) : undefined;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-10">
      <div className="min-w-0">
        <dl className="grid gap-6 border-b border-line pb-8 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <dt className={termClasses}>{t('Name')}</dt>
            <dd className="mt-1 font-serif text-4xl leading-tight break-words">{design.customName.trim()}</dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Type')}</dt>
            <dd className="mt-1 font-serif text-xl">{type ? t(type.name) : null}</dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Concentration')}</dt>
            <dd className="mt-1 font-serif text-xl lining-nums tabular-nums">{said}</dd>
          </div>
          <div>
            <dt className={termClasses}>{t('Price')}</dt>
            <dd className="mt-1 font-serif text-xl lining-nums tabular-nums">{type ? money(type.priceCents) : '—'}</dd>
          </div>
        </dl>

        <div className="grid gap-8 py-8 md:grid-cols-3 md:gap-6">
          {noteGroups.map((group) => (
            <section key={group} aria-labelledby={`review-${group}`}>
              <h3 id={`review-${group}`} className="font-serif text-2xl">
                {t(groupCopy[group].title)}
              </h3>
              <ul className="mt-3 divide-y divide-line border-y border-line">
                {design.ingredients[group].map((id) => {
                  const drops = dropsOf(design, group, id);
                  return (
                    <li key={id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
                      <span>{byId.get(id)?.name ?? t('Ingredient {id}', { id: String(id) })}</span>
                      <span className="shrink-0 text-xs text-ink-soft lining-nums tabular-nums">
                        {dropsAndMl(drops, i18n)}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>

        <section aria-labelledby="review-formula" className="border border-line bg-muted/50 p-6 sm:p-8">
          <h3 id="review-formula" className="eyebrow">
            {t('Total formula')}
          </h3>
          <p className="mt-3 font-serif text-2xl leading-snug sm:text-3xl">
            {t('{ml} ml of fragrance oils in a {bottle}ml bottle', {
              ml: i18n.number(dropsToMl(total)),
              bottle: BOTTLE_ML,
            })}
          </p>
          <p className="mt-2 text-[0.9375rem] text-ink-soft">
            {t('{strength} concentration in an alcohol base · {total} drops in all', { strength: said, total })}
          </p>
        </section>

        {type && strength ? (
          <StrengthNotice
            type={type}
            drops={total}
            strength={strength}
            onAddDrops={onAddDrops}
            onSwitchType={switchType}
            className="mt-6"
          />
        ) : null}
        {switched && type && strength && switched === type.id && strength.verdict === 'within' ? (
          <p ref={switchedRef} tabIndex={-1} className="mt-6 text-sm text-ink-soft outline-none">
            {t(
              'Now {type, select, parfum {an Extrait de Parfum} edp {an Eau de Parfum} edt {an Eau de Toilette} other {an Eau de Cologne}}, at {price}: its label will say {strength}, within the usual strength of its type.',
              { type: typeKey(type), price: money(type.priceCents), strength: said },
            )}
          </p>
        ) : null}

        <section aria-labelledby="review-label" className="mt-10">
          <h3 id="review-label" className="eyebrow">
            {t('Label')}
          </h3>
          <p className="mt-2 text-sm text-ink-soft">
            {t(
              'As it will be printed on your bottle. It names every fragrance allergen above {threshold}% of the perfume.',
              {
                threshold: i18n.number(ALLERGEN_THRESHOLD_PERCENT),
              },
            )}
          </p>
          <div className="mt-4 max-w-lg">
            {label ? (
              <PrintedLabel name={design.customName.trim()} label={label} />
            ) : loadError ? (
              <p className="border border-line bg-surface p-5 text-sm text-ink-soft">
                {t('The label cannot be shown: the ingredients could not be loaded. Please reload the page.')}
              </p>
            ) : (
              <div aria-busy="true">
                <p role="status" className="sr-only">
                  {t('Composing the label…')}
                </p>
                <Skeleton className="h-80 w-full" />
              </div>
            )}
          </div>
        </section>
      </div>

      <aside aria-label={t('Capacity')} className="lg:sticky lg:top-28 lg:self-start">
        <CapacityCalculator design={design} />
        <MadeToOrder className="mt-6" />
        <SaveCreation
          creation={details ? { kind: 'bespoke', name: design.customName.trim(), details } : undefined}
          disabled={blocked}
          className="mt-6 w-full sm:items-stretch"
        />
      </aside>
    </div>
  );
}
