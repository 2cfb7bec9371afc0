import { useQuery } from '@tanstack/react-query';
import { ingredientsQuery } from '@/client/lib/catalogue-queries';
import { SAMPLE_ML } from '@/domain/samples/samples';
import { giftCardDetails } from '@/domain/cart/lines';
import { formatDay } from '@/client/lib/dates';
import { bespokeSummary, lifestyleSummary, lineKind, type DescribedLine } from './line-info';

/** Ingredient names by id, fetched only when a bespoke line needs them. */
export function useIngredientNames(enabled: boolean): Map<number, string> | undefined {
  const { data } = useQuery({ ...ingredientsQuery(), enabled });
  return data ? new Map(data.map((i) => [i.id, i.name])) : undefined;
}

const formatMl = (ml: number) => `${Number.isInteger(ml) ? ml : ml.toFixed(2).replace(/0$/, '')} ml`;

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
  const description = <Described item={item} ingredientNames={ingredientNames} />;
  if (item.size !== 'sample') return description;
  return (
    <div className="grid gap-1">
      <p className="eyebrow">{SAMPLE_ML} ml sample</p>
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
  const kind = lineKind(item);

  if (kind === 'catalogue') {
    return <p className="text-ink-soft">{item.perfume?.notes ?? ''}</p>;
  }

  if (kind === 'lifestyle') {
    const { family, notes } = lifestyleSummary(item.customDetails);
    return (
      <div className="grid gap-1">
        {family ? <p className="text-ink">{family} family</p> : null}
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
          {summary.typeName}
          {summary.concentration ? <span className="text-ink-soft"> · {summary.concentration}</span> : null}
        </p>
        <ul className="grid gap-0.5 text-ink-soft" aria-busy={ingredientNames === undefined}>
          {summary.groups
            .filter((g) => g.ids.length > 0)
            .map((g) => (
              <li key={g.label}>
                <span className="text-ink">{g.label}:</span> {g.ids.map(name).join(', ')}
              </li>
            ))}
        </ul>
        {summary.totalDrops !== undefined && summary.totalMl !== undefined ? (
          <p className="text-ink-soft">
            {summary.totalDrops} drops · {formatMl(summary.totalMl)}
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
          For {card?.recipientName}
          {card?.recipientEmail ? <span className="text-ink-soft break-all"> · {card.recipientEmail}</span> : null}
        </p>
        <p className="text-ink-soft">
          {card?.sendOn ? `Sent by e-mail on ${formatDay(card.sendOn)}` : 'Sent by e-mail as soon as it is paid'} ·
          nothing to ship
        </p>
      </div>
    );
  }

  return <p className="text-ink-soft">A creation of your own</p>;
}
