import { useQuery } from '@tanstack/react-query';
import { ingredientsQuery } from '@/client/lib/catalogue-queries';
import { SAMPLE_ML } from '@/domain/samples/samples';
import { giftCardDetails } from '@/domain/cart/lines';
import { Rich, useI18n } from '@/client/lib/i18n';
import { bespokeSummary, lifestyleSummary, lineKind, type DescribedLine } from './line-info';

/** Ingredient names by id, fetched only when a bespoke line needs them. */
export function useIngredientNames(enabled: boolean): Map<number, string> | undefined {
  const { data } = useQuery({ ...ingredientsQuery(), enabled });
  return data ? new Map(data.map((i) => [i.id, i.name])) : undefined;
}

/**
 * A line's description: a catalogue perfume's notes, or a short account of a creation's
 * formula (lifestyle: scent family and notes; bespoke: strength, notes per tier and drops).
 */
export function LineDescription({
  item,
  ingredientNames,
}: {
  item: DescribedLine;
  ingredientNames: Map<number, string> | undefined;
}) {
  const { t } = useI18n();
  const description = <Described item={item} ingredientNames={ingredientNames} />;
  if (item.size !== 'sample') return description;
  return (
    <div className="grid gap-1">
      <p className="eyebrow">{t('{ml} ml sample', { ml: SAMPLE_ML })}</p>
      {description}
    </div>
  );
}

function Described({
  item,
  ingredientNames,
}: {
  item: DescribedLine;
  ingredientNames: Map<number, string> | undefined;
}) {
  const { t, day, number } = useI18n();
  const kind = lineKind(item);

  if (kind === 'catalogue') {
    return <p className="text-ink-soft">{item.perfume?.notes ?? ''}</p>;
  }

  if (kind === 'lifestyle') {
    const { family, notes } = lifestyleSummary(item.customDetails);
    return (
      <div className="grid gap-1">
        {family ? <p className="text-ink">{t('{family} family', { family: t(family) })}</p> : null}
        {notes ? <p className="text-ink-soft">{notes}</p> : null}
      </div>
    );
  }

  if (kind === 'bespoke') {
    const summary = bespokeSummary(item.customDetails);
    const name = (id: number) => ingredientNames?.get(id) ?? '…';
    return (
      <div className="grid gap-1">
        <p className="text-ink">
          {t(summary.typeName)}
          {summary.concentration ? <span className="text-ink-soft"> · {summary.concentration}</span> : null}
        </p>
        <ul className="grid gap-0.5 text-ink-soft" aria-busy={ingredientNames === undefined}>
          {summary.groups
            .filter((g) => g.ids.length > 0)
            .map((g) => (
              <li key={g.label}>
                <Rich
                  message="<group>{group}:</group> {ingredients}"
                  values={{ group: t(g.label), ingredients: g.ids.map(name).join(', ') }}
                  tags={{ group: (words) => <span className="text-ink">{words}</span> }}
                />
              </li>
            ))}
        </ul>
        {summary.totalDrops !== undefined && summary.totalMl !== undefined ? (
          <p className="text-ink-soft">
            {t('{drops, plural, other {# drops}} · {ml} ml', {
              drops: summary.totalDrops,
              ml: number(summary.totalMl, { maximumFractionDigits: 2 }),
            })}
          </p>
        ) : null}
      </div>
    );
  }

  if (kind === 'gift-card') {
    const card = giftCardDetails(item);
    return (
      <div className="grid gap-1">
        <p className="text-ink">
          {t('For {name}', { name: card?.recipientName })}
          {card?.recipientEmail ? <span className="text-ink-soft break-all"> · {card.recipientEmail}</span> : null}
        </p>
        <p className="text-ink-soft">
          {card?.sendOn
            ? t('Sent by e-mail on {day} · nothing to ship', { day: day(card.sendOn) })
            : t('Sent by e-mail as soon as it is paid · nothing to ship')}
        </p>
      </div>
    );
  }

  return <p className="text-ink-soft">{t('A creation of your own')}</p>;
}
