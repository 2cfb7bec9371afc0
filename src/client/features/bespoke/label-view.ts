import type { CompositionLine, Label } from '@/domain/atelier/label';
import { noteGroups, type NoteGroup } from '@/domain/bespoke/bespoke';

/*
 * The label as the review step prints it (the rule is the domain's `labelOf`): its composition by
 * note group and its allergen line, in the words the printed label uses.
 */

/** A printed label names the middle notes the heart. */
export const labelGroupTitle: Record<NoteGroup, string> = { top: 'Top', middle: 'Heart', base: 'Base' };

/** The composition's lines by note group, top to base; a group without a line is left out. */
export function compositionByGroup(
  label: Pick<Label, 'composition'>,
): { group: NoteGroup; lines: CompositionLine[] }[] {
  return noteGroups
    .map((group) => ({ group, lines: label.composition.filter((line) => line.group === group) }))
    .filter(({ lines }) => lines.length > 0);
}

/** "Allergens: Limonene, Linalool", in the label's order; "No allergens to declare" when there is none. */
export function allergenLine(label: Pick<Label, 'allergens'>): string {
  if (label.allergens.length === 0) return 'No allergens to declare';
  return `Allergens: ${label.allergens.map((a) => a.inci).join(', ')}`;
}
