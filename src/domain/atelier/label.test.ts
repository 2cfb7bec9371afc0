import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canProceed,
  emptyDesign,
  getPerfumeType,
  ifraProblem,
  perfumeTypes,
  readDrops,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
  type NoteGroup,
} from '../bespoke/bespoke';
import { validateBespokeDesign } from '../bespoke/schemas';
import { strengthOf } from '../bespoke/strength';
import {
  ALCOHOL_DENSITY,
  dropCapsOf,
  formulaOfDesign,
  fragranceGrams,
  gramsOf,
  MAX_DENSITY,
  MIN_DENSITY,
  weighed,
  ifraMaxDrops,
  inciList,
  ingredientsLine,
  labelOf,
  materialsById,
  nominalQuantity,
  type Formula,
  type Material,
} from './label';

const en = createTranslator('en', {}, compileMessage).t;

/** A few materials as a house would hold them: oakmoss bound by IFRA, lemon too, bergamot free. */
const bergamot: Material = {
  id: 1,
  name: 'Bergamot',
  ifraLimit: null,
  allergens: [
    { inci: 'Limonene', percent: 38 },
    { inci: 'Linalool', percent: 9 },
    { inci: 'Citral', percent: 0.4 },
  ],
};
const lemon: Material = { id: 2, name: 'Lemon', ifraLimit: 2, allergens: [{ inci: 'Limonene', percent: 68 }] };
const rose: Material = {
  id: 3,
  name: 'Rose',
  ifraLimit: null,
  allergens: [
    { inci: 'Citronellol', percent: 12 },
    { inci: 'Eugenol', percent: 1 },
  ],
};
const oakmoss: Material = {
  id: 4,
  name: 'Oakmoss',
  ifraLimit: 0.33,
  allergens: [{ inci: 'Evernia Prunastri Extract', percent: 30 }],
};
const sandalwood: Material = { id: 5, name: 'Sandalwood', ifraLimit: null, allergens: [] };
const materials = materialsById([bergamot, lemon, rose, oakmoss, sandalwood]);
const groupOf: Record<number, NoteGroup> = { 1: 'top', 2: 'top', 3: 'middle', 4: 'base', 5: 'base' };

const formula = (type: Formula['perfumeType'], drops: Record<number, number>): Formula => ({
  perfumeType: type,
  lines: Object.entries(drops).map(([id, n]) => ({ ingredientId: Number(id), group: groupOf[Number(id)]!, drops: n })),
});

describe('the label of a formula', () => {
  it('gives each ingredient its drops, ml and percent of the 50 ml bottle, and the alcohol fills the rest', () => {
    const label = labelOf(formula('eau-de-parfum', { 1: 40, 3: 25, 5: 60 }), materials);
    expect(label.composition).toEqual([
      { ingredientId: 1, name: 'Bergamot', group: 'top', drops: 40, ml: 2, percent: 4 },
      { ingredientId: 3, name: 'Rose', group: 'middle', drops: 25, ml: 1.25, percent: 2.5 },
      { ingredientId: 5, name: 'Sandalwood', group: 'base', drops: 60, ml: 3, percent: 6 },
    ]);
    expect(label).toMatchObject({
      typeName: 'Eau de Parfum',
      // 125 drops in the 50 ml: the formula's 12.5 %, not the type's 25 %.
      concentrationLabel: '12.5 %',
      volumeMl: 50,
      fragranceMl: 6.25,
      alcoholMl: 43.75,
      alcoholPercent: 87.5,
    });
  });

  it('sums each allergen over the ingredients, most first, and declares those above 0.001 %', () => {
    // Limonene: 40 drops × 38 % + 10 × 68 % of a thousandth = 0.0152 × 100 + … → 2.2 % of the bottle.
    const label = labelOf(formula('eau-de-parfum', { 1: 40, 2: 10, 3: 1 }), materials);
    expect(label.allergens).toEqual([
      { inci: 'Limonene', percent: 2.2 },
      { inci: 'Linalool', percent: 0.36 },
      { inci: 'Citral', percent: 0.016 },
      { inci: 'Citronellol', percent: 0.012 },
    ]);
    // Rose's eugenol: 1 drop × 1 % = exactly 0.001 %, the threshold: not above it, not declared.
    expect(label.allergens.map((a) => a.inci)).not.toContain('Eugenol');
    const two = labelOf(formula('eau-de-parfum', { 3: 2 }), materials);
    expect(two.allergens.map((a) => a.inci)).toContain('Eugenol');
  });

  it('treats an allergen named in different cases as one', () => {
    const shouting: Material = {
      id: 9,
      name: 'Accord',
      ifraLimit: null,
      allergens: [{ inci: 'LIMONENE', percent: 10 }],
    };
    const label = labelOf(
      {
        perfumeType: 'parfum',
        lines: [
          { ingredientId: 1, group: 'top', drops: 10 },
          { ingredientId: 9, group: 'base', drops: 10 },
        ],
      },
      materialsById([bergamot, shouting]),
    );
    expect(label.allergens.filter((a) => a.inci.toLowerCase() === 'limonene')).toEqual([
      { inci: 'Limonene', percent: 0.48 },
    ]);
  });

  it('names the ingredients past their IFRA limit, with how many drops fit', () => {
    const label = labelOf(formula('eau-de-parfum', { 2: 21, 4: 4, 1: 50 }), materials);
    expect(label.ifraExcess).toEqual([
      { ingredientId: 2, name: 'Lemon', drops: 21, maxDrops: 20 },
      { ingredientId: 4, name: 'Oakmoss', drops: 4, maxDrops: 3 },
    ]);
    expect(labelOf(formula('eau-de-parfum', { 2: 20, 4: 3 }), materials).ifraExcess).toEqual([]);
  });

  it('keeps its sums exact for any formula (fast-check)', () => {
    const lines = fc.uniqueArray(
      fc.record({ ingredientId: fc.constantFrom(1, 2, 3, 4, 5), drops: fc.integer({ min: 1, max: 50 }) }),
      { selector: (l) => l.ingredientId, minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...perfumeTypes.map((t) => t.id)), lines, (type, ls) => {
        const label = labelOf(
          { perfumeType: type, lines: ls.map((l) => ({ ...l, group: groupOf[l.ingredientId]! })) },
          materials,
        );
        const drops = ls.reduce((sum, l) => sum + l.drops, 0);
        // Percentages add up to the bottle, in tenths of a percent (exactly).
        const tenths = label.composition.reduce((sum, c) => sum + Math.round(c.percent * 10), 0);
        expect(tenths + Math.round(label.alcoholPercent * 10)).toBe(1000);
        // Millilitres too, in hundredths.
        const hundredths = label.composition.reduce((sum, c) => sum + Math.round(c.ml * 100), 0);
        expect(hundredths + Math.round(label.alcoholMl * 100)).toBe(5000);
        expect(Math.round(label.fragranceMl * 100)).toBe(drops * 5);
        // Every allergen declared is above the threshold, in the order of its amount.
        for (const a of label.allergens) expect(a.percent).toBeGreaterThan(0.001);
        const amounts = label.allergens.map((a) => a.percent);
        expect([...amounts].sort((x, y) => y - x)).toEqual(amounts);
        // An ingredient is past its limit exactly when its drops are above the drops the limit allows.
        for (const l of ls) {
          const max = ifraMaxDrops(materials.get(l.ingredientId)!);
          const over = label.ifraExcess.some((e) => e.ingredientId === l.ingredientId);
          expect(over).toBe(max !== null && l.drops > max);
        }
      }),
    );
  });

  it('declares an allergen exactly when its millionths of a percent pass 1,000 (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 1, max: 100_000 }), (drops, milli) => {
        const m: Material = {
          id: 7,
          name: 'X',
          ifraLimit: null,
          allergens: [{ inci: 'Geraniol', percent: milli / 1000 }],
        };
        const label = labelOf(
          { perfumeType: 'parfum', lines: [{ ingredientId: 7, group: 'top', drops }] },
          materialsById([m]),
        );
        // drops × 0.1 % of the bottle × content % = drops × milli millionths of a percent.
        expect(label.allergens.length === 1).toBe(drops * milli > 1000);
      }),
    );
  });
});

describe("the label's stated concentration", () => {
  it("is the formula's, not the type's: 33 drops in an Extrait de Parfum are labelled 3.3 %", () => {
    const label = labelOf(formula('parfum', { 1: 20, 3: 10, 5: 3 }), materials);
    expect([label.typeName, label.concentrationLabel]).toEqual(['Extrait de Parfum', '3.3 %']);
    expect(label.fragranceMl).toBe(1.65);
    expect(labelOf(formula('eau-de-parfum', { 1: 50, 3: 50, 5: 50 }), materials).concentrationLabel).toBe('15.0 %');
  });

  it('equals drops × 0.05 ml / 50 ml for every type and formula it holds (fast-check)', () => {
    const lines = fc.uniqueArray(
      fc.record({ ingredientId: fc.constantFrom(1, 3, 5), drops: fc.integer({ min: 1, max: 50 }) }),
      { selector: (l) => l.ingredientId, minLength: 1, maxLength: 3 },
    );
    fc.assert(
      fc.property(fc.constantFrom(...perfumeTypes), lines, (type, ls) => {
        const drops = ls.reduce((sum, l) => sum + l.drops, 0);
        fc.pre(drops <= type.maxDrops);
        const label = labelOf(
          { perfumeType: type.id, lines: ls.map((l) => ({ ...l, group: groupOf[l.ingredientId]! })) },
          materials,
        );
        expect(label.concentrationLabel).toBe(`${((drops * 0.05 * 100) / 50).toFixed(1)} %`);
        expect(label.concentrationLabel).toBe(strengthOf(type.id, drops).label);
        expect(Number.parseFloat(label.concentrationLabel)).toBeLessThanOrEqual(type.concentration);
        expect(label.typeName).toBe(type.name);
      }),
    );
  });
});

describe("the label's ingredients and nominal quantity", () => {
  it('lists ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA, then the allergens declared by their INCI names, most first', () => {
    const label = labelOf(formula('eau-de-parfum', { 1: 40, 2: 10, 3: 1, 4: 3 }), materials);
    expect(inciList(label)).toEqual([
      'ALCOHOL DENAT.',
      'PARFUM (FRAGRANCE)',
      'AQUA',
      'LIMONENE',
      'LINALOOL',
      'EVERNIA PRUNASTRI EXTRACT',
      'CITRAL',
      'CITRONELLOL',
    ]);
    expect(ingredientsLine(labelOf(formula('parfum', { 5: 30 }), materials))).toBe(
      'Ingredients: ALCOHOL DENAT., PARFUM (FRAGRANCE), AQUA',
    );
  });

  it('states the 50 ml with the estimated sign', () => {
    expect(nominalQuantity(labelOf(formula('parfum', { 5: 30 }), materials))).toBe('50 ml \u212e');
  });
});

describe('IFRA limits in the builder and on the server', () => {
  const caps = dropCapsOf([bergamot, lemon, rose, oakmoss, sandalwood]);
  const known = [...materials.values()].map((m) => ({
    id: m.id,
    name: m.name,
    category: groupOf[m.id]!,
    maxDrops: ifraMaxDrops(m),
  }));

  it('turns a limit into the drops it allows: 0.1 % a drop, rounded down', () => {
    expect(ifraMaxDrops(oakmoss)).toBe(3);
    expect(ifraMaxDrops(lemon)).toBe(20);
    expect(ifraMaxDrops({ ifraLimit: 0.05 })).toBe(0);
    expect(ifraMaxDrops({ ifraLimit: 0.1 })).toBe(1);
    expect(ifraMaxDrops({ ifraLimit: 0.3 })).toBe(3);
    expect(ifraMaxDrops(bergamot)).toBeNull();
  });

  it.each(perfumeTypes.map((t) => [t.id, t.name] as const))(
    'holds oakmoss to its limit in an %s, and says how many drops fit',
    (type, name) => {
      let d = setCustomName(setPerfumeType(emptyDesign(), type), 'Sous-bois');
      d = toggleIngredient(toggleIngredient(toggleIngredient(d, 'top', 1), 'middle', 3), 'base', 4);
      const an = /^[aeiou]/i.test(name) ? 'an' : 'a';
      expect(readDrops(d, 'base', 4, '4', en, caps)).toEqual({
        ok: false,
        reason: `Oakmoss: at most 3 drops in ${an} ${name}.`,
      });
      expect(readDrops(d, 'base', 4, '3', en, caps)).toEqual({ ok: true, drops: 3 });
      const three = setDrops(d, 'base', 4, 3, caps);
      expect(setDrops(three, 'base', 4, 4, caps)).toBe(three);
      expect(canProceed(three, 4, caps)).toBe(true);
      // A design past the limit (a limit lowered since) stops the builder and the server alike.
      const past = setDrops(d, 'base', 4, 5);
      expect(ifraProblem(past, caps, en)).toBe(`Oakmoss: at most 3 drops in ${an} ${name}.`);
      expect(canProceed(past, 4, caps)).toBe(false);
      const served = validateBespokeDesign({ ...formulaDetails(past), type: 'bespoke-perfume' }, known, en);
      expect(served).toEqual({ ok: false, code: 'IFRA_LIMIT', message: `Oakmoss: at most 3 drops in ${an} ${name}` });
      expect(validateBespokeDesign({ ...formulaDetails(three), type: 'bespoke-perfume' }, known, en).ok).toBe(true);
      expect(getPerfumeType(type)?.name).toBe(name);
    },
  );

  it('lowers a count past a limit always', () => {
    let d = setPerfumeType(emptyDesign(), 'parfum');
    d = setDrops(toggleIngredient(d, 'top', 2), 'top', 2, 30);
    expect(readDrops(d, 'top', 2, '25', en, caps)).toEqual({ ok: true, drops: 25 });
    expect(setDrops(d, 'top', 2, 25, caps).drops.top['2']).toBe(25);
  });

  it('labels the same design the server accepts', () => {
    let d = setCustomName(setPerfumeType(emptyDesign(), 'eau-de-toilette'), 'Matin');
    d = setDrops(toggleIngredient(d, 'top', 1), 'top', 1, 30);
    d = setDrops(toggleIngredient(d, 'middle', 3), 'middle', 3, 20);
    d = setDrops(toggleIngredient(d, 'base', 5), 'base', 5, 10);
    const label = labelOf(formulaOfDesign({ ...d, perfumeType: 'eau-de-toilette' }), materials);
    expect(label.composition.map((c) => [c.name, c.drops])).toEqual([
      ['Bergamot', 30],
      ['Rose', 20],
      ['Sandalwood', 10],
    ]);
    expect(label.alcoholMl).toBe(47);
  });
});

function formulaDetails(d: ReturnType<typeof emptyDesign>) {
  return { perfumeType: d.perfumeType, customName: d.customName, ingredients: d.ingredients, drops: d.drops };
}

describe('weighing in grams (issue #43)', () => {
  it('weighs millilitres at a density, to the hundredth of a gram', () => {
    expect(gramsOf(2, 0.876)).toBe(1.75);
    expect(gramsOf(0.75, 1.038)).toBe(0.78);
    expect(gramsOf(43.25, ALCOHOL_DENSITY)).toBe(34.17);
    expect(gramsOf(0.05, 0.9)).toBe(0.05);
    expect(gramsOf(0, 1.048)).toBe(0);
  });

  it('is ml × density within half a hundredth of a gram, for any drops and density (fast-check)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: MIN_DENSITY * 1000, max: MAX_DENSITY * 1000 }),
        (drops, milli) => {
          const ml = (drops * 5) / 100;
          const density = milli / 1000;
          const grams = gramsOf(ml, density);
          expect(Math.abs(grams - ml * density)).toBeLessThanOrEqual(0.005 + 1e-9);
          // Kept to the hundredth: no float tail.
          expect(Math.round(grams * 100) / 100).toBe(grams);
        },
      ),
    );
  });

  it('adds each known density and its grams to the label, the alcohol at 0.79, and invents none', () => {
    const known: Material[] = [
      { id: 1, name: 'Bergamot', ifraLimit: null, allergens: [], density: 0.876 },
      { id: 2, name: 'Rose', ifraLimit: null, allergens: [], density: null },
    ];
    const { ifraExcess: _, ...label } = labelOf(
      {
        perfumeType: 'eau-de-parfum',
        lines: [
          { ingredientId: 1, group: 'top', drops: 40 },
          { ingredientId: 2, group: 'middle', drops: 20 },
        ],
      },
      materialsById(known),
    );
    const result = weighed(label, materialsById(known));
    expect(result.composition[0]).toMatchObject({ density: 0.876, grams: 1.75 });
    expect(result.composition[1]).not.toHaveProperty('grams');
    expect(result.composition[1]).not.toHaveProperty('density');
    expect(result.alcoholGrams).toBe(gramsOf(47, 0.79));
    // A line without its grams: the fragrance has none either.
    expect(fragranceGrams(result)).toBeUndefined();
    expect(fragranceGrams({ composition: [result.composition[0]!] })).toBe(1.75);
  });
});
