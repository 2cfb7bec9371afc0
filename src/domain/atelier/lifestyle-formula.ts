import {
  MAX_DROPS_PER_INGREDIENT,
  noteGroups,
  type NoteGroup,
  type PerfumeTypeId,
  getPerfumeType,
} from '../bespoke/bespoke';
import { ifraMaxDrops, type Formula, type Material } from './label';

/**
 * A lifestyle result's formula (decision 064): its notes become the house's ingredients (the seed's
 * table of notes, `lifestyleNoteIngredients`), weighed within its type's capacity and every IFRA limit,
 * so the atelier can make it like a bespoke design.
 */

/** The type a lifestyle perfume is made as: its intensity chooses the concentration. */
export function lifestylePerfumeType(intensity: string): PerfumeTypeId {
  if (intensity === 'light') return 'eau-de-toilette';
  if (intensity === 'strong') return 'parfum';
  return 'eau-de-parfum';
}

/** Each group's share of the fragrance, in percent, by how long it should last: a longer wear, more base. */
const SHARES: Record<string, Record<NoteGroup, number>> = {
  'few-hours': { top: 40, middle: 35, base: 25 },
  'half-day': { top: 30, middle: 40, base: 30 },
  'all-day': { top: 20, middle: 35, base: 45 },
};
/** The fragrance fills this much of the type's capacity, leaving the perfumer room to balance. */
const FILL_PERCENT = 80;

export interface LifestyleNotes {
  topNotes: string;
  middleNotes: string;
  baseNotes: string;
  intensity: string;
  lastingPower: string;
}

/** "Bergamot, Neroli" → ["Bergamot", "Neroli"]. */
export const splitNotes = (notes: string): string[] =>
  notes
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);

/**
 * The formula of a lifestyle result. `materialFor` names the house's ingredient for a note (undefined:
 * the note has none, and is left out). Each group's drops are shared evenly among its ingredients,
 * each held within 50 drops and its IFRA limit; a note whose ingredient another note already gave is
 * weighed once.
 */
export function lifestyleFormula(
  perfume: LifestyleNotes,
  materialFor: (note: string) => Material | undefined,
): Formula {
  const perfumeType = lifestylePerfumeType(perfume.intensity);
  const type = getPerfumeType(perfumeType)!;
  const fragrance = Math.floor((type.maxDrops * FILL_PERCENT) / 100);
  const shares = SHARES[perfume.lastingPower] ?? SHARES['half-day']!;
  const notesOf: Record<NoteGroup, string> = {
    top: perfume.topNotes,
    middle: perfume.middleNotes,
    base: perfume.baseNotes,
  };
  const seen = new Set<number>();
  const lines: Formula['lines'][number][] = [];
  for (const group of noteGroups) {
    const materials: Material[] = [];
    for (const note of splitNotes(notesOf[group])) {
      const m = materialFor(note);
      if (m && !seen.has(m.id)) {
        seen.add(m.id);
        materials.push(m);
      }
    }
    if (materials.length === 0) continue;
    const each = Math.floor(Math.floor((fragrance * shares[group]) / 100) / materials.length);
    for (const m of materials) {
      const drops = Math.min(each, MAX_DROPS_PER_INGREDIENT, ifraMaxDrops(m) ?? Infinity);
      if (drops >= 1) lines.push({ ingredientId: m.id, group, drops });
    }
  }
  return { perfumeType, lines };
}
