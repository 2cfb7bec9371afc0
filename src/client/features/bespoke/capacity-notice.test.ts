import { describe, expect, it } from 'vitest';
import { emptyDesign, setDrops, setPerfumeType, toggleIngredient, type BespokeDesign } from '@/domain/bespoke/bespoke';
import { capacityRefusal } from './capacity-notice';

/** An Eau de Cologne (50 drops) with Bergamot (1) and Lemon (2) at the given drops. */
function cologne(bergamot: number, lemon: number): BespokeDesign {
  let d = setPerfumeType(emptyDesign(), 'eau-de-cologne');
  d = toggleIngredient(toggleIngredient(d, 'top', 1), 'top', 2);
  return setDrops(setDrops(d, 'top', 1, bergamot), 'top', 2, lemon);
}

describe('the capacity notice', () => {
  it('says how many drops are left when a rise is refused', () => {
    const d = cologne(45, 1); // 46 of 50: 4 left
    expect(capacityRefusal(d, 'top', 1, 50)).toBe('Only 4 drops left: the bottle holds 50.');
    expect(capacityRefusal(cologne(48, 1), 'top', 2, '5')).toBe('Only 1 drop left: the bottle holds 50.');
  });

  it('says the bottle is full when nothing is left', () => {
    expect(capacityRefusal(cologne(49, 1), 'top', 2, 2)).toBe('The bottle is full: it holds 50 drops.');
  });

  it('counts in the capacity of the type chosen', () => {
    let d = setPerfumeType(emptyDesign(), 'eau-de-toilette'); // 150 drops
    for (const id of [1, 2, 3, 4]) d = toggleIngredient(d, 'top', id);
    d = setDrops(setDrops(setDrops(d, 'top', 1, 50), 'top', 2, 50), 'top', 3, 40); // 141 with the fourth's 1 drop
    expect(capacityRefusal(d, 'top', 4, 20)).toBe('Only 9 drops left: the bottle holds 150.');
  });

  it('says nothing when the change goes through or lowers the count', () => {
    const d = cologne(45, 1);
    expect(capacityRefusal(d, 'top', 1, 49)).toBeNull();
    expect(capacityRefusal(d, 'top', 1, 10)).toBeNull();
    expect(capacityRefusal(d, 'top', 1, 45)).toBeNull();
    // A value over 50 is first cut to 50 (the field's own rule): refused only when 50 does not fit.
    expect(capacityRefusal(cologne(1, 1), 'top', 1, 80)).toBe('Only 48 drops left: the bottle holds 50.');
    expect(capacityRefusal(setPerfumeType(cologne(1, 1), 'parfum'), 'top', 1, 80)).toBeNull();
  });

  it('says nothing for a change refused for another reason', () => {
    expect(capacityRefusal(cologne(45, 1), 'top', 9, 50)).toBeNull();
    const noType = toggleIngredient(emptyDesign(), 'top', 1);
    expect(capacityRefusal(noType, 'top', 1, 50)).toBeNull();
  });
});
