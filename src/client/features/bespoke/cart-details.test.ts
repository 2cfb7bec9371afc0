import { describe, expect, it } from 'vitest';
import { emptyDesign, setCustomName, setPerfumeType, toggleIngredient } from '@/domain/bespoke/bespoke';
import { bespokeCartDetails } from './cart-details';

describe('bespoke cart details', () => {
  it('is nothing until a perfume type is chosen', () => {
    expect(bespokeCartDetails(emptyDesign())).toBeUndefined();
  });

  it('carries the type, the trimmed name, the notes and their drops, as the cart and My creations take them', () => {
    let design = setPerfumeType(emptyDesign(), 'eau-de-parfum');
    design = setCustomName(design, '  Salt Garden  ');
    design = toggleIngredient(design, 'top', 3);
    expect(bespokeCartDetails(design)).toEqual({
      type: 'bespoke-perfume',
      perfumeType: 'eau-de-parfum',
      customName: 'Salt Garden',
      ingredients: { top: [3], middle: [], base: [] },
      drops: { top: { 3: 1 }, middle: {}, base: {} },
      // One drop in the 50 ml: the formula's 0.1 %, not the type's 25 %.
      concentration: 0.1,
    });
  });
});
