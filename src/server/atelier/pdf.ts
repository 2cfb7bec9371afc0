import { strengthOfComposition } from '../../domain/bespoke/strength';
import type { WorkOrderFormula } from '../../domain/atelier/work-orders';

/*
 * The atelier's two documents (decision 064), drawn from a work order's formula as it was paid: the
 * bottle's label at its real size (label-pdf.ts), and the batch sheet the perfumer weighs from
 * (batch-sheet-pdf.ts). In the house's look and fonts (../pdf-look.ts): ink on paper, Cormorant
 * Garamond and Inter. Neither has the estimated sign (℮, U+212E): the label draws it in a font of its
 * own (../estimated-sign-font.ts), embedded for that one character. What both share is here.
 */

/** Points in `mm` millimetres (1 mm = 72 / 25.4 pt). */
export const mm = (millimetres: number) => (millimetres * 72) / 25.4;

/**
 * "Extrait de Parfum · 3.3 %": the type's name and the formula's real strength, from the drops it
 * holds (a work order paid before the label said so keeps its formula, and is printed true).
 */
export const typeLine = (f: WorkOrderFormula) => `${f.typeName} · ${strengthOfComposition(f).label}`;
