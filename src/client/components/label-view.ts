import type { CompositionLine, Label } from '@/domain/atelier/label';
import type { LabelAnswer } from '@/domain/atelier/schemas';
import { noteGroups, type NoteGroup } from '@/domain/bespoke/bespoke';
import { msg, type Translator } from '@/domain/i18n/translator';

/*
 * The label as the review step and the order page print it (the rule is the domain's `labelOf`): its
 * composition by note group and its allergen line, in the words the printed label uses.
 */

/** What the printed label shows: a label, its IFRA excesses (in red) when it has some. */
export type PrintableLabel = Omit<Label, 'ifraExcess'> & Partial<Pick<Label, 'ifraExcess'>>;

/** The label as the API answers it (the allergens' names, their amounts apart), as the printed label reads it. */
export function printableLabel(answer: LabelAnswer): PrintableLabel {
  const { allergens: names, allergenAmounts, ...rest } = answer;
  const percentOf = new Map(allergenAmounts.map((a) => [a.inci, a.percent]));
  return { ...rest, allergens: names.map((inci) => ({ inci, percent: percentOf.get(inci) ?? 0 })) };
}

/** A printed label names the middle notes the heart (catalogue messages: `t(labelGroupTitle[group])`). */
export const labelGroupTitle: Record<NoteGroup, string> = { top: msg('Top'), middle: msg('Heart'), base: msg('Base') };

/** The composition's lines by note group, top to base; a group without a line is left out. */
export function compositionByGroup(
  label: Pick<Label, 'composition'>,
): { group: NoteGroup; lines: CompositionLine[] }[] {
  return noteGroups
    .map((group) => ({ group, lines: label.composition.filter((line) => line.group === group) }))
    .filter(({ lines }) => lines.length > 0);
}

/** "Allergens: Limonene, Linalool", in the label's order; "No allergens to declare" when there is none. */
export function allergenLine(label: Pick<Label, 'allergens'>, t: Translator['t']): string {
  if (label.allergens.length === 0) return t('No allergens to declare');
  // The INCI names are the same in every language.
  return t('Allergens: {names}', { names: label.allergens.map((a) => a.inci).join(', ') });
}
