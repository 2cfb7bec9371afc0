import { useEffect, useMemo, useRef, useState } from 'react';
import { ALLERGEN_THRESHOLD_PERCENT, formulaOfDesign, labelOf, materialsById } from '@/domain/atelier/label';
import {
  BOTTLE_ML,
  capacity,
  dropsOf,
  dropsToMl,
  getPerfumeType,
  noteGroups,
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
import { formatMl, useMoney } from '@/client/lib/format';
import { CapacityCalculator } from './capacity-calculator';
import { groupCopy } from './builder-steps';
import { bespokeCartDetails } from './cart-details';
import { dropsAndMl } from './format';
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

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_19rem] lg:gap-10">
      <div className="min-w-0">
        <dl className="grid gap-6 border-b border-line pb-8 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <dt className={termClasses}>Name</dt>
            <dd className="mt-1 font-serif text-4xl leading-tight break-words">{design.customName.trim()}</dd>
          </div>
          <div>
            <dt className={termClasses}>Type</dt>
            <dd className="mt-1 font-serif text-xl">{type?.name}</dd>
          </div>
          <div>
            <dt className={termClasses}>Concentration</dt>
            <dd className="mt-1 font-serif text-xl lining-nums tabular-nums">{strength?.label}</dd>
          </div>
          <div>
            <dt className={termClasses}>Price</dt>
            <dd className="mt-1 font-serif text-xl lining-nums tabular-nums">{type ? money(type.priceCents) : '—'}</dd>
          </div>
        </dl>

        <div className="grid gap-8 py-8 md:grid-cols-3 md:gap-6">
          {noteGroups.map((group) => (
            <section key={group} aria-labelledby={`review-${group}`}>
              <h3 id={`review-${group}`} className="font-serif text-2xl">
                {groupCopy[group].title}
              </h3>
              <ul className="mt-3 divide-y divide-line border-y border-line">
                {design.ingredients[group].map((id) => {
                  const drops = dropsOf(design, group, id);
                  return (
                    <li key={id} className="flex items-baseline justify-between gap-3 py-2.5 text-sm">
                      <span>{byId.get(id)?.name ?? `Ingredient ${id}`}</span>
                      <span className="shrink-0 text-xs text-ink-soft lining-nums tabular-nums">
                        {dropsAndMl(drops)}
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
            Total formula
          </h3>
          <p className="mt-3 font-serif text-2xl leading-snug sm:text-3xl">
            {formatMl(dropsToMl(total))} ml of fragrance oils in a {BOTTLE_ML}ml bottle
          </p>
          <p className="mt-2 text-[0.9375rem] text-ink-soft">
            {strength?.label} concentration in an alcohol base · {total} drops in all
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
            Now {/^[aeiou]/i.test(type.name) ? 'an' : 'a'} {type.name}, at {money(type.priceCents)}: its label will say{' '}
            {strength.label}, within the usual strength of its type.
          </p>
        ) : null}

        <section aria-labelledby="review-label" className="mt-10">
          <h3 id="review-label" className="eyebrow">
            Label
          </h3>
          <p className="mt-2 text-sm text-ink-soft">
            As it will be printed on your bottle. It names every fragrance allergen above {ALLERGEN_THRESHOLD_PERCENT}%
            of the perfume.
          </p>
          <div className="mt-4 max-w-lg">
            {label ? (
              <PrintedLabel name={design.customName.trim()} label={label} />
            ) : loadError ? (
              <p className="border border-line bg-surface p-5 text-sm text-ink-soft">
                The label cannot be shown: the ingredients could not be loaded. Please reload the page.
              </p>
            ) : (
              <div aria-busy="true">
                <p role="status" className="sr-only">
                  Composing the label…
                </p>
                <Skeleton className="h-80 w-full" />
              </div>
            )}
          </div>
        </section>
      </div>

      <aside aria-label="Capacity" className="lg:sticky lg:top-28 lg:self-start">
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
