import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { formulaOfDesign, labelOf, materialsById, type Material } from '@/domain/atelier/label';
import { emptyDesign, setDrops, setPerfumeType, toggleIngredient } from '@/domain/bespoke/bespoke';
import { allergenLine, compositionByGroup, labelGroupTitle, printableLabel } from './label-view';

const { t } = createTranslator('en', {}, compileMessage);

const materials: Material[] = [
  {
    id: 1,
    name: 'Bergamot',
    ifraLimit: null,
    allergens: [
      { inci: 'Limonene', percent: 38 },
      { inci: 'Linalool', percent: 9 },
    ],
  },
  { id: 2, name: 'Sandalwood', ifraLimit: null, allergens: [] },
  { id: 3, name: 'Oakmoss', ifraLimit: 0.33, allergens: [{ inci: 'Evernia Prunastri Extract', percent: 30 }] },
];

function labelOfDrops(drops: { top?: number; base?: number; oakmoss?: number }) {
  let d = setPerfumeType(emptyDesign(), 'eau-de-parfum');
  if (drops.top) d = setDrops(toggleIngredient(d, 'top', 1), 'top', 1, drops.top);
  if (drops.base) d = setDrops(toggleIngredient(d, 'base', 2), 'base', 2, drops.base);
  if (drops.oakmoss) d = setDrops(toggleIngredient(d, 'base', 3), 'base', 3, drops.oakmoss);
  return labelOf(formulaOfDesign({ ...d, perfumeType: 'eau-de-parfum' }), materialsById(materials));
}

describe('the label as the review prints it', () => {
  it('groups the composition top to base, leaving out a group without a line', () => {
    const groups = compositionByGroup(labelOfDrops({ top: 10, base: 20, oakmoss: 3 }));
    expect(
      groups.map((g) => [labelGroupTitle[g.group], g.lines.map((l) => [l.name, l.drops, l.ml, l.percent])]),
    ).toEqual([
      ['Top', [['Bergamot', 10, 0.5, 1]]],
      [
        'Base',
        [
          ['Sandalwood', 20, 1, 2],
          ['Oakmoss', 3, 0.15, 0.3],
        ],
      ],
    ]);
  });

  it('names the middle notes the heart', () => {
    expect(Object.values(labelGroupTitle)).toEqual(['Top', 'Heart', 'Base']);
  });

  it('declares the allergens in the label’s order, or says there are none', () => {
    // Most first (limonene 3.8 %), then a tie (0.09 % each) by name.
    expect(allergenLine(labelOfDrops({ top: 10, oakmoss: 3 }), t)).toBe(
      'Allergens: Limonene, Evernia Prunastri Extract, Linalool',
    );
    expect(allergenLine(labelOfDrops({ top: 20, oakmoss: 3 }), t)).toBe(
      'Allergens: Limonene, Linalool, Evernia Prunastri Extract',
    );
    expect(allergenLine(labelOfDrops({ base: 20 }), t)).toBe('No allergens to declare');
    expect(allergenLine({ allergens: [] }, t)).toBe('No allergens to declare');
  });
});

describe('the label as the atelier answers it', () => {
  it('prints as the label it was made from: the allergens by name, in order, with their amounts', () => {
    const { ifraExcess: _, ...label } = labelOfDrops({ top: 10, oakmoss: 3 });
    const answer = {
      ...label,
      allergens: label.allergens.map((a) => a.inci),
      allergenAmounts: label.allergens,
    };
    const printable = printableLabel(answer);
    expect(printable).toEqual(label);
    expect(printable).not.toHaveProperty('allergenAmounts');
    expect(allergenLine(printable, t)).toBe('Allergens: Limonene, Evernia Prunastri Extract, Linalool');
  });

  it('names an allergen even when its amount is missing', () => {
    const { ifraExcess: _, ...label } = labelOfDrops({ base: 20 });
    const printable = printableLabel({ ...label, allergens: ['Linalool'], allergenAmounts: [] });
    expect(printable.allergens).toEqual([{ inci: 'Linalool', percent: 0 }]);
    expect(allergenLine(printable, t)).toBe('Allergens: Linalool');
  });
});
