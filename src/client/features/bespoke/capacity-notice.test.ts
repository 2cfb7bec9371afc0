import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { emptyDesign, setDrops, setPerfumeType, toggleIngredient, type BespokeDesign } from '@/domain/bespoke/bespoke';
import { capacityRefusal, dropRefusal, pastIfraLimit } from './capacity-notice';

const en = createTranslator('en', {}, compileMessage).t;

/** An Eau de Cologne (50 drops) with Bergamot (1) and Lemon (2) at the given drops. */
function cologne(bergamot: number, lemon: number): BespokeDesign {
  let d = setPerfumeType(emptyDesign(), 'eau-de-cologne');
  d = toggleIngredient(toggleIngredient(d, 'top', 1), 'top', 2);
  return setDrops(setDrops(d, 'top', 1, bergamot), 'top', 2, lemon);
}

describe('the capacity notice', () => {
  it('says how many drops are left when a rise is refused', () => {
    const d = cologne(45, 1); // 46 of 50: 4 left
    expect(capacityRefusal(d, 'top', 1, 50, en)).toBe('Only 4 drops left: the bottle holds 50.');
    expect(capacityRefusal(cologne(48, 1), 'top', 2, '5', en)).toBe('Only 1 drop left: the bottle holds 50.');
  });

  it('says the bottle is full when nothing is left', () => {
    expect(capacityRefusal(cologne(49, 1), 'top', 2, 2, en)).toBe('The bottle is full: it holds 50 drops.');
  });

  it('counts in the capacity of the type chosen', () => {
    let d = setPerfumeType(emptyDesign(), 'eau-de-toilette'); // 150 drops
    for (const id of [1, 2, 3, 4]) d = toggleIngredient(d, 'top', id);
    d = setDrops(setDrops(setDrops(d, 'top', 1, 50), 'top', 2, 50), 'top', 3, 40); // 141 with the fourth's 1 drop
    expect(capacityRefusal(d, 'top', 4, 20, en)).toBe('Only 9 drops left: the bottle holds 150.');
  });

  it('says nothing when the change goes through or lowers the count', () => {
    const d = cologne(45, 1);
    expect(capacityRefusal(d, 'top', 1, 49, en)).toBeNull();
    expect(capacityRefusal(d, 'top', 1, 10, en)).toBeNull();
    expect(capacityRefusal(d, 'top', 1, 45, en)).toBeNull();
    // A value over 50 is first cut to 50 (the field's own rule): refused only when 50 does not fit.
    expect(capacityRefusal(cologne(1, 1), 'top', 1, 80, en)).toBe('Only 48 drops left: the bottle holds 50.');
    expect(capacityRefusal(setPerfumeType(cologne(1, 1), 'parfum'), 'top', 1, 80, en)).toBeNull();
  });

  it('says nothing for a change refused for another reason', () => {
    expect(capacityRefusal(cologne(45, 1), 'top', 9, 50, en)).toBeNull();
    const noType = toggleIngredient(emptyDesign(), 'top', 1);
    expect(capacityRefusal(noType, 'top', 1, 50, en)).toBeNull();
  });
});

describe('a rise refused for an IFRA limit', () => {
  // Ingredient 7 (base), oakmoss-like: at most 3 drops; ingredient 1 (top) without a limit.
  const caps = new Map([[7, { name: 'Oakmoss', maxDrops: 3 }]]);
  const parfum = (oakmoss: number) => {
    let d = setPerfumeType(emptyDesign(), 'eau-de-parfum');
    d = toggleIngredient(toggleIngredient(d, 'top', 1), 'base', 7);
    return setDrops(d, 'base', 7, oakmoss, caps);
  };

  it('says the limit in the domain’s words, the type named', () => {
    expect(dropRefusal(parfum(3), 'base', 7, 4, caps, en)).toBe('Oakmoss: at most 3 drops in an Eau de Parfum.');
    expect(dropRefusal(setPerfumeType(parfum(3), 'parfum'), 'base', 7, '9', caps, en)).toBe(
      'Oakmoss: at most 3 drops in an Extrait de Parfum.',
    );
  });

  it('says the limit before the bottle’s capacity: no room would let it through', () => {
    let d = setPerfumeType(emptyDesign(), 'eau-de-cologne'); // 50 drops
    d = toggleIngredient(toggleIngredient(d, 'top', 1), 'base', 7);
    d = setDrops(setDrops(d, 'top', 1, 47, caps), 'base', 7, 3, caps); // full
    expect(dropRefusal(d, 'base', 7, 4, caps, en)).toBe('Oakmoss: at most 3 drops in an Eau de Cologne.');
    expect(dropRefusal(d, 'top', 1, 48, caps, en)).toBe('The bottle is full: it holds 50 drops.');
  });

  it('says nothing when the change goes through, lowers the count, or no limit is known', () => {
    expect(dropRefusal(parfum(2), 'base', 7, 3, caps, en)).toBeNull();
    expect(dropRefusal(parfum(3), 'base', 7, 2, caps, en)).toBeNull();
    expect(dropRefusal(parfum(3), 'top', 1, 40, caps, en)).toBeNull();
    expect(dropRefusal(parfum(3), 'base', 7, 4, undefined, en)).toBeNull();
    expect(dropRefusal(parfum(3), 'base', 9, 4, caps, en)).toBeNull(); // not ticked
  });

  it('finds the groups holding an ingredient past its limit (a limit lowered after composing)', () => {
    const lowered = new Map([
      [7, { name: 'Oakmoss', maxDrops: 1 }],
      [1, { name: 'Lemon', maxDrops: 20 }],
    ]);
    expect(pastIfraLimit(parfum(3), lowered)).toEqual([{ group: 'base', names: ['Oakmoss'] }]);
    expect(pastIfraLimit(parfum(1), lowered)).toEqual([]);
    expect(pastIfraLimit(parfum(3), undefined)).toEqual([]);
    const both = setDrops(parfum(3), 'top', 1, 30);
    expect(pastIfraLimit(both, lowered)).toEqual([
      { group: 'top', names: ['Lemon'] },
      { group: 'base', names: ['Oakmoss'] },
    ]);
  });
});
