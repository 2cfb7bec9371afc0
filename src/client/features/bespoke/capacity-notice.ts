import {
  capacity,
  dropsOf,
  getPerfumeType,
  noteGroups,
  normalizeDrops,
  readDrops,
  setDrops,
  type BespokeDesign,
  type DropCaps,
  type NoteGroup,
} from '@/domain/bespoke/bespoke';
import type { Translator } from '@/domain/i18n/translator';

/**
 * What to tell the shopper when a change of drops is refused for the bottle's capacity (the rule
 * is the domain's `setDrops`: a rise that would take the formula past the type's maximum is
 * ignored whole), in the language of `t`. Null when the change went through, lowered the count, or was refused for
 * another reason (no type, an ingredient not ticked): then there is nothing to say.
 */
export function capacityRefusal(
  design: BespokeDesign,
  group: NoteGroup,
  id: number,
  value: unknown,
  t: Translator['t'],
): string | null {
  const type = getPerfumeType(design.perfumeType);
  if (!type || !design.ingredients[group].includes(id)) return null;
  if (normalizeDrops(value) <= dropsOf(design, group, id)) return null;
  if (setDrops(design, group, id, value) !== design) return null;
  const { remaining, limit } = capacity(design);
  if (remaining === 0) return t('The bottle is full: it holds {limit} drops.', { limit });
  return t('Only {remaining, plural, one {# drop} other {# drops}} left: the bottle holds {limit}.', {
    remaining,
    limit,
  });
}

/**
 * What to tell the shopper when a rise of drops (a + click) is refused: past the ingredient's IFRA
 * limit ("Oakmoss: at most 3 drops in an Eau de Parfum.", the domain's words, said first: no room
 * in the bottle would let it through), else past the bottle's capacity (`capacityRefusal`). Null
 * when the change went through, lowered the count, or was refused for no reason worth saying.
 */
export function dropRefusal(
  design: BespokeDesign,
  group: NoteGroup,
  id: number,
  value: unknown,
  caps: DropCaps | undefined,
  t: Translator['t'],
): string | null {
  if (!design.ingredients[group].includes(id)) return null;
  const next = normalizeDrops(value);
  if (next <= dropsOf(design, group, id)) return null;
  if (setDrops(design, group, id, next, caps) !== design) return null;
  const cap = caps?.get(id);
  if (cap && next > cap.maxDrops) {
    // readDrops says an IFRA limit before the bottle's capacity, in the same words as a typed count.
    const reading = readDrops(design, group, id, String(next), t, caps);
    if (!reading.ok) return reading.reason;
  }
  return capacityRefusal(design, group, id, next, t);
}

/**
 * The note groups holding an ingredient past its IFRA limit (a limit lowered after the design was
 * composed), top to base, with those ingredients' names.
 */
export function pastIfraLimit(
  design: BespokeDesign,
  caps: DropCaps | undefined,
): { group: NoteGroup; names: string[] }[] {
  if (!caps) return [];
  return noteGroups
    .map((group) => ({
      group,
      names: design.ingredients[group].flatMap((id) => {
        const cap = caps.get(id);
        return cap && dropsOf(design, group, id) > cap.maxDrops ? [cap.name] : [];
      }),
    }))
    .filter(({ names }) => names.length > 0);
}
