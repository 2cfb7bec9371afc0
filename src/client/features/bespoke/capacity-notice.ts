import {
  capacity,
  dropsOf,
  getPerfumeType,
  normalizeDrops,
  setDrops,
  type BespokeDesign,
  type NoteGroup,
} from '@/domain/bespoke/bespoke';
import { dropsLabel } from './format';

/**
 * What to tell the shopper when a change of drops is refused for the bottle's capacity (the rule
 * is the domain's `setDrops`: a rise that would take the formula past the type's maximum is
 * ignored whole). Null when the change went through, lowered the count, or was refused for
 * another reason (no type, an ingredient not ticked): then there is nothing to say.
 */
export function capacityRefusal(design: BespokeDesign, group: NoteGroup, id: number, value: unknown): string | null {
  const type = getPerfumeType(design.perfumeType);
  if (!type || !design.ingredients[group].includes(id)) return null;
  if (normalizeDrops(value) <= dropsOf(design, group, id)) return null;
  if (setDrops(design, group, id, value) !== design) return null;
  const { remaining, limit } = capacity(design);
  if (remaining === 0) return `The bottle is full: it holds ${limit} drops.`;
  return `Only ${dropsLabel(remaining)} left: the bottle holds ${limit}.`;
}
