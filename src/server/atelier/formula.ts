import { formulaOfDesign, labelOf, weighed, type Label, type Material } from '../../domain/atelier/label';
import { lifestyleFormula } from '../../domain/atelier/lifestyle-formula';
import type { LabelAnswer } from '../../domain/atelier/schemas';
import type { WorkOrderFormula } from '../../domain/atelier/work-orders';
import { bespokeDetailsSchema } from '../../domain/bespoke/schemas';
import { strengthOfComposition } from '../../domain/bespoke/strength';
import { lifestyleNoteIngredients } from '../db/seeds/lifestyle-notes';

/** A custom line's formula and label: what a work order is made from, and what the order page shows. */

/** A custom line of an order, as the orders feature hands it over. */
export interface CustomLine {
  id: number;
  name: string;
  quantity: number;
  refundedQuantity: number;
  customDetails: unknown;
}

export type Materials = Map<number, Material & { slug: string }>;

/**
 * The label as the API answers it: the allergens' names, and their amounts apart; its strength the
 * formula's, from its drops (a work order paid when the label stated the type's keeps its formula).
 */
export function presentLabel(label: Omit<Label, 'ifraExcess'>): LabelAnswer {
  return {
    perfumeType: label.perfumeType,
    typeName: label.typeName,
    concentrationLabel: strengthOfComposition(label).label,
    volumeMl: label.volumeMl,
    composition: label.composition,
    fragranceMl: label.fragranceMl,
    alcoholMl: label.alcoholMl,
    alcoholPercent: label.alcoholPercent,
    allergens: label.allergens.map((a) => a.inci),
    allergenAmounts: label.allergens,
  };
}

/** A custom line's formula and label from its details, with these materials; undefined when they are not a design. */
export function formulaOfLine(line: CustomLine, materials: Materials): WorkOrderFormula | undefined {
  const details = (line.customDetails ?? {}) as Record<string, unknown>;
  const quantity = line.quantity - line.refundedQuantity;
  const code = typeof details.uniqueCode === 'string' ? details.uniqueCode : '';
  if (details.type === 'bespoke-perfume') {
    const parsed = bespokeDetailsSchema.safeParse(details);
    if (!parsed.success) return undefined;
    const { ifraExcess: _, ...label } = labelOf(formulaOfDesign(parsed.data), materials);
    return { ...weighed(label, materials), name: line.name, uniqueCode: code, kind: 'bespoke', quantity };
  }
  if (details.type === 'lifestyle') {
    const bySlug = new Map([...materials.values()].map((m) => [m.slug, m]));
    const text = (k: string) => (typeof details[k] === 'string' ? (details[k] as string) : '');
    const formula = lifestyleFormula(
      {
        topNotes: text('topNotes'),
        middleNotes: text('middleNotes'),
        baseNotes: text('baseNotes'),
        intensity: text('intensity'),
        lastingPower: text('lastingPower'),
      },
      (note) => {
        const slug = lifestyleNoteIngredients[note];
        return slug === undefined ? undefined : bySlug.get(slug);
      },
    );
    const { ifraExcess: _, ...label } = labelOf(formula, materials);
    return { ...weighed(label, materials), name: line.name, uniqueCode: code, kind: 'lifestyle', quantity };
  }
  return undefined;
}
