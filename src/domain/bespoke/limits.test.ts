import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import {
  bespokeStepIds,
  canProceed,
  capacityProblem,
  emptyDesign,
  firstIncompleteBespokeStep,
  readDrops,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
  totalDrops,
  type BespokeDesign,
  type NoteGroup,
  type PerfumeTypeId,
} from './bespoke';

const en = createTranslator('en', {}, compileMessage).t;

/**
 * The builder's limits as the shopper meets them: a formula taken to a type too small for it stops
 * the builder with the reason, and a typed drop count that is not taken says why (never rounded or
 * clamped in silence).
 */

/** Ingredients 1.., `drops` each, spread over the three groups in turn; named and typed. */
function composed(type: PerfumeTypeId, drops: readonly number[]): BespokeDesign {
  let d = setCustomName(setPerfumeType(emptyDesign(), 'parfum'), 'Jardin de Minuit');
  drops.forEach((n, i) => {
    const group = (['top', 'middle', 'base'] as const)[i % 3]!;
    d = setDrops(toggleIngredient(d, group, i + 1), group, i + 1, n);
  });
  return setPerfumeType(d, type);
}

/** 241 drops, composed as an Eau de Parfum (250). */
const edp241 = () => composed('eau-de-parfum', [50, 50, 50, 50, 41]);

describe('a formula taken to a type too small for it', () => {
  it('stops every step, the type’s and the review’s included, until it fits again', () => {
    const edp = edp241();
    expect(totalDrops(edp)).toBe(241);
    expect(bespokeStepIds.map((_, step) => canProceed(edp, step))).toEqual([true, true, true, true, true, true]);

    const cologne = setPerfumeType(edp, 'eau-de-toilette');
    expect(bespokeStepIds.map((_, step) => canProceed(cologne, step))).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    // A larger type again, or the drops brought down to 150: the builder goes on.
    expect(canProceed(setPerfumeType(cologne, 'parfum'), 0)).toBe(true);
    let lowered = cologne;
    for (const [group, id] of [
      ['top', 1],
      ['middle', 2],
    ] as [NoteGroup, number][])
      lowered = setDrops(lowered, group, id, 5);
    expect(totalDrops(lowered)).toBe(151);
    expect(canProceed(lowered, 0)).toBe(false);
    lowered = setDrops(lowered, 'base', 3, 49);
    expect(totalDrops(lowered)).toBe(150);
    expect(bespokeStepIds.map((_, step) => canProceed(lowered, step))).toEqual([true, true, true, true, true, true]);
  });

  it('leaves every notes step reachable meanwhile, so the drops can be lowered where they are', () => {
    const cologne = setPerfumeType(edp241(), 'eau-de-cologne');
    expect(canProceed(cologne, 2)).toBe(false);
    expect(firstIncompleteBespokeStep(cologne)).toBe(bespokeStepIds.indexOf('review'));
  });

  it('says how far over it is, and what to do', () => {
    expect(capacityProblem(setPerfumeType(edp241(), 'eau-de-toilette'), en)).toBe(
      '241 drops are more than an Eau de Toilette holds (150). Remove 91 drops, or choose a larger type.',
    );
    expect(capacityProblem(composed('eau-de-cologne', [50, 1]), en)).toBe(
      '51 drops are more than an Eau de Cologne holds (50). Remove 1 drop, or choose a larger type.',
    );
    expect(capacityProblem(edp241(), en)).toBeNull();
    expect(capacityProblem(setPerfumeType(edp241(), ''), en)).toBeNull();
  });

  it('ticking one more ingredient into a full bottle stops the step too', () => {
    const full = composed('eau-de-cologne', [25, 25]);
    expect(canProceed(full, 2)).toBe(true);
    const over = toggleIngredient(full, 'base', 3);
    expect(totalDrops(over)).toBe(51);
    expect(canProceed(over, 4)).toBe(false);
  });
});

describe('the name step takes only a name the shop takes', () => {
  it('refuses a blank name, a tab or 81 characters, and takes 80', () => {
    const named = (name: string) => setCustomName(setPerfumeType(emptyDesign(), 'parfum'), name);
    for (const name of ['   ', 'Jardin\tde Minuit', 'x'.repeat(81)]) {
      expect(canProceed(named(name), 1), JSON.stringify(name)).toBe(false);
      expect(firstIncompleteBespokeStep(named(name)), JSON.stringify(name)).toBe(1);
    }
    expect(canProceed(named('x'.repeat(80)), 1)).toBe(true);
  });
});

describe('readDrops: a typed drop count', () => {
  // Eau de Toilette (150): ingredients 1 and 2 at 50 and 41, ingredient 3 (base) at 50: 141, 9 left.
  const toilette = composed('eau-de-toilette', [50, 41, 50]);

  it.each([
    ['60', 'At most 50 drops per ingredient.'],
    ['51', 'At most 50 drops per ingredient.'],
    ['0', 'At least 1 drop per ingredient: untick it to leave it out.'],
    ['-3', 'At least 1 drop per ingredient: untick it to leave it out.'],
    ['2.5', 'Drops are whole: enter 1 to 50.'],
    ['', 'Enter 1 to 50 drops.'],
    ['   ', 'Enter 1 to 50 drops.'],
  ])('%j is not taken: %s', (input, reason) => {
    expect(readDrops(toilette, 'middle', 2, input, en)).toEqual({ ok: false, reason });
  });

  it('says how many drops fit when the bottle cannot take the count', () => {
    // Middle ingredient 2 has 41; beside the others' 100, 50 fit: 50 is taken, no more can be.
    expect(readDrops(toilette, 'middle', 2, '50', en)).toEqual({ ok: true, drops: 50 });
    const fuller = composed('eau-de-toilette', [50, 40, 50, 1]); // 141: ingredient 4 may go to 10
    expect(readDrops(fuller, 'top', 4, '20', en)).toEqual({
      ok: false,
      reason: 'Only 10 drops fit in an Eau de Toilette.',
    });
    expect(readDrops(fuller, 'top', 4, '10', en)).toEqual({ ok: true, drops: 10 });
    const cologne = composed('eau-de-cologne', [48, 1]); // 49 of 50: ingredient 2 may go to 2
    expect(readDrops(cologne, 'middle', 2, '9', en)).toEqual({
      ok: false,
      reason: 'Only 2 drops fit in an Eau de Cologne.',
    });
  });

  it('over capacity, a rise is refused and any lowering is taken', () => {
    const cologne = setPerfumeType(edp241(), 'eau-de-cologne');
    expect(readDrops(cologne, 'top', 1, '60', en)).toEqual({ ok: false, reason: 'At most 50 drops per ingredient.' });
    expect(readDrops(cologne, 'middle', 5, '45', en)).toEqual({
      ok: false,
      reason: 'No more drops fit in an Eau de Cologne: it holds 50.',
    });
    expect(readDrops(cologne, 'top', 1, '10', en)).toEqual({ ok: true, drops: 10 });
    expect(readDrops(cologne, 'top', 1, '50', en)).toEqual({ ok: true, drops: 50 });
  });

  it('takes whole numbers however they are written, without a type too', () => {
    const noType = setPerfumeType(composed('parfum', [1]), '');
    expect(readDrops(noType, 'top', 1, ' 12 ', en)).toEqual({ ok: true, drops: 12 });
    expect(readDrops(noType, 'top', 1, '1e1', en)).toEqual({ ok: true, drops: 10 });
    expect(readDrops(noType, 'top', 1, '50', en)).toEqual({ ok: true, drops: 50 });
  });
});
