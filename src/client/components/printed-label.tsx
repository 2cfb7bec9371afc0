import {
  inciList,
  LABEL_WARNINGS,
  MADE_IN,
  nominalQuantity,
  PERIOD_AFTER_OPENING_MONTHS,
} from '@/domain/atelier/label';
import { strengthOfComposition } from '@/domain/bespoke/strength';
import { HOUSE } from '@/client/lib/house';
import { cn } from '@/client/lib/utils';
import { Rich, useI18n } from '@/client/lib/i18n';
import { allergenLine, compositionByGroup, labelGroupTitle, type PrintableLabel } from './label-view';

interface PrintedLabelProps {
  /** The perfume's name as the shopper gave it. */
  name: string;
  /**
   * The domain's `labelOf` the design's formula (the builder's review, its IFRA excesses in red), or
   * the label as the atelier answers it (the order page: `printableLabel`).
   */
  label: PrintableLabel;
}

const smallCaps = '[font-variant-caps:all-small-caps] tracking-[0.18em]';
/** A figure's cell: millilitres and percents alike are written to at most two decimals, in the page's language. */
const cell = 'py-1 pl-3 text-right align-baseline lining-nums tabular-nums';

/**
 * The bottle's label as the atelier will print it (the same rule, `labelOf`): name, type and the
 * formula's real concentration, the nominal volume (℮), the composition in drops, millilitres and
 * percent of the bottle by note group with the alcohol base that fills it, the allergens to declare,
 * the ingredient list in INCI form, the warnings and the period after opening. A bordered card drawn
 * like a paper label: a double rule, the house's name in small capitals. The builder's review shows
 * it, and the order page once the perfume is ordered.
 */
export function PrintedLabel({ name, label }: PrintedLabelProps) {
  const { t, number } = useI18n();
  const ml = (n: number) => number(Math.round(n * 100) / 100, { maximumFractionDigits: 2 });
  // The formula's real strength to its tenth ("3.3 %", "3,3 %"), the rule's figure written in the page's language.
  const strength = t('{percent} %', {
    percent: number(strengthOfComposition(label).percent, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  });
  const past = new Set((label.ifraExcess ?? []).map((e) => e.ingredientId));
  return (
    <div className="border border-ink/60 bg-surface p-1 shadow-[0_1px_2px_rgb(0_0_0/0.06)]">
      <div className="border border-ink/25 px-4 py-5 sm:px-7 sm:py-6">
        <p className={cn('text-center text-sm text-ink-soft', smallCaps)}>{HOUSE.name}</p>
        <p className="mt-1 text-center font-serif text-3xl leading-tight break-words" data-testid="label-name">
          {name}
        </p>
        <p className="mt-2 flex flex-wrap items-baseline justify-center gap-x-3 text-sm lining-nums">
          <span>{t(label.typeName)}</span>
          <span aria-hidden="true" className="text-ink-soft">
            ·
          </span>
          <span>{strength}</span>
          <span aria-hidden="true" className="text-ink-soft">
            ·
          </span>
          <span>{nominalQuantity(label)}</span>
        </p>

        <table className="mt-5 w-full border-t border-ink/25 text-[0.8125rem]">
          <caption className={cn('pt-3 pb-1 text-left text-sm font-medium', smallCaps)}>{t('Composition')}</caption>
          <thead>
            <tr className="text-[0.6875rem] text-ink-soft">
              <th scope="col" className="py-1 text-left font-normal">
                <span className="sr-only">{t('Ingredient')}</span>
              </th>
              <th scope="col" className={cn(cell, 'font-normal')}>
                {t('Drops')}
              </th>
              <th scope="col" className={cn(cell, 'font-normal')}>
                ml
              </th>
              <th scope="col" className={cn(cell, 'font-normal')}>
                <Rich
                  message="%<sr> of the bottle</sr>"
                  tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
                />
              </th>
            </tr>
          </thead>
          {compositionByGroup(label).map(({ group, lines }) => (
            <tbody key={group}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={4}
                  className={cn('pt-2 text-left text-xs font-medium text-ink-soft', smallCaps)}
                >
                  {t(labelGroupTitle[group])}
                </th>
              </tr>
              {lines.map((line) => (
                <tr key={line.ingredientId} className={cn(past.has(line.ingredientId) && 'font-medium text-danger')}>
                  <th scope="row" className="py-1 text-left font-normal">
                    {line.name}
                  </th>
                  <td className={cell}>{line.drops}</td>
                  <td className={cell}>{ml(line.ml)}</td>
                  <td className={cell}>{ml(line.percent)}</td>
                </tr>
              ))}
            </tbody>
          ))}
          <tbody className="border-t border-ink/25">
            <tr>
              <th scope="row" className="pt-2 pb-1 text-left font-normal">
                {t('Alcohol base')}
              </th>
              <td className={cn(cell, 'pt-2')}>
                <span aria-hidden="true" className="text-ink-soft">
                  –
                </span>
              </td>
              <td className={cn(cell, 'pt-2')}>{ml(label.alcoholMl)}</td>
              <td className={cn(cell, 'pt-2')}>{ml(label.alcoholPercent)}</td>
            </tr>
          </tbody>
        </table>

        <p className="mt-4 border-t border-ink/25 pt-3 text-xs leading-relaxed" data-testid="label-allergens">
          {allergenLine(label, t)}
        </p>
        <p className="mt-2 text-[0.6875rem] leading-relaxed break-words" data-testid="label-ingredients">
          {t('Ingredients: {list}', { list: inciList(label).join(', ') })}
        </p>
        <p className="mt-2 text-[0.6875rem] leading-relaxed text-ink-soft" data-testid="label-warnings">
          {LABEL_WARNINGS.map((warning) => t(warning)).join(' ')}{' '}
          {t('Use within {months} months of opening.', { months: PERIOD_AFTER_OPENING_MONTHS })} {t(MADE_IN)}.
        </p>
      </div>
    </div>
  );
}
