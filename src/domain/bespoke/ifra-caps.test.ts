import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import { dropCapsOf, ifraMaxDrops } from '../atelier/label';
import {
  canProceed,
  dropsOf,
  emptyDesign,
  ifraProblem,
  readDrops,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
  type BespokeDesign,
} from './bespoke';

const en = createTranslator('en', {}, compileMessage).t;

/**
 * The builder keeps each ingredient's IFRA limit as it keeps the bottle's capacity (decision 064):
 * a rise past the limit is not taken, said in the shopper's words, and a design past a limit (one
 * lowered after it was composed) goes no further until it is lowered.
 */

const materials = [
  { id: 1, name: 'Bergamot', ifraLimit: null, allergens: [] },
  { id: 2, name: 'Lemon', ifraLimit: 2, allergens: [] },
  { id: 3, name: 'Oakmoss', ifraLimit: 0.33, allergens: [] },
  { id: 4, name: 'Basil', ifraLimit: 1.3, allergens: [] },
  { id: 5, name: 'Trace', ifraLimit: 0.05, allergens: [] },
];
const caps = dropCapsOf(materials);

/** A named Eau de Parfum: Bergamot (top), a heart note without a limit (6), Oakmoss (base) at `oakmoss` drops. */
function design(oakmoss: number, limits = caps): BespokeDesign {
  let d = setCustomName(setPerfumeType(emptyDesign(), 'eau-de-parfum'), 'Sous-Bois');
  d = toggleIngredient(toggleIngredient(toggleIngredient(d, 'top', 1), 'middle', 6), 'base', 3);
  return setDrops(d, 'base', 3, oakmoss, limits);
}

describe('IFRA limits as drops', () => {
  it('turns a limit in percent of the bottle into whole drops of 0.1 %, rounded down', () => {
    expect(materials.map(ifraMaxDrops)).toEqual([null, 20, 3, 13, 0]);
    expect([...caps]).toEqual([
      [2, { name: 'Lemon', maxDrops: 20 }],
      [3, { name: 'Oakmoss', maxDrops: 3 }],
      [4, { name: 'Basil', maxDrops: 13 }],
      [5, { name: 'Trace', maxDrops: 0 }],
    ]);
  });

  it('setDrops takes a count up to the limit and ignores one past it (the same object)', () => {
    const d = design(3);
    expect(dropsOf(d, 'base', 3)).toBe(3);
    expect(setDrops(d, 'base', 3, 4, caps)).toBe(d);
    expect(setDrops(d, 'base', 3, 50, caps)).toBe(d);
    // Without the limits known, only the bottle and the 50 per ingredient bound it.
    expect(dropsOf(setDrops(d, 'base', 3, 4), 'base', 3)).toBe(4);
    // An ingredient without a limit is untouched by the others'.
    expect(dropsOf(setDrops(d, 'top', 1, 50, caps), 'top', 1)).toBe(50);
  });

  it('readDrops says the limit, naming the type, and takes any count that lowers', () => {
    expect(readDrops(design(3), 'base', 3, '4', en, caps)).toEqual({
      ok: false,
      reason: 'Oakmoss: at most 3 drops in an Eau de Parfum.',
    });
    expect(readDrops(design(1), 'base', 3, '3', en, caps)).toEqual({ ok: true, drops: 3 });
    const lowered = design(10, new Map()); // composed before the limit
    expect(readDrops(lowered, 'base', 3, '5', en, caps)).toEqual({ ok: true, drops: 5 });
    expect(readDrops(lowered, 'base', 3, '11', en, caps)).toEqual({
      ok: false,
      reason: 'Oakmoss: at most 3 drops in an Eau de Parfum.',
    });
  });

  it('a design past a limit stops every step, with the reason, until it is lowered', () => {
    const past = design(10, new Map());
    expect(ifraProblem(past, caps, en)).toBe('Oakmoss: at most 3 drops in an Eau de Parfum.');
    for (const step of [0, 1, 2, 3, 4, 5]) expect(canProceed(past, step, caps)).toBe(false);
    expect(canProceed(past, 5)).toBe(true); // limits unknown: the server still checks
    const fixed = setDrops(past, 'base', 3, 3, caps);
    expect(ifraProblem(fixed, caps, en)).toBeNull();
    expect(canProceed(fixed, 5, caps)).toBe(true);
    expect(ifraProblem(past, undefined, en)).toBeNull();
  });

  it('an ingredient whose limit allows not one drop is said so', () => {
    let d = setPerfumeType(emptyDesign(), 'eau-de-toilette');
    d = toggleIngredient(d, 'top', 5);
    expect(ifraProblem(d, caps, en)).toBe(
      'Trace cannot be used in an Eau de Toilette: its IFRA limit allows not one drop.',
    );
  });
});
