import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import {
  BOTTLE_ML,
  DROP_ML,
  MAX_DROPS_PER_INGREDIENT,
  MIN_DROPS,
  bespokePriceCents,
  canProceed,
  capacity,
  dropsToMl,
  emptyDesign,
  getPerfumeType,
  groupDrops,
  normalizeDrops,
  perfumeTypeIds,
  perfumeTypes,
  setCustomName,
  setDrops,
  setPerfumeType,
  toggleIngredient,
  totalDrops,
  type BespokeDesign,
  type NoteGroup,
  type PerfumeTypeId,
} from './bespoke';
import { bespokeDetailsSchema, validateBespokeDesign, type KnownIngredient } from './schemas';

const en = createTranslator('en', {}, compileMessage).t;

/** A design with the given drops per ingredient id, per group. */
function designWith(
  perfumeType: PerfumeTypeId | '',
  groups: Partial<Record<NoteGroup, Record<number, number>>>,
  customName = 'My Scent',
): BespokeDesign {
  let d = setCustomName(setPerfumeType(emptyDesign(), perfumeType), customName);
  for (const [group, entries] of Object.entries(groups) as [NoteGroup, Record<number, number>][]) {
    for (const [id, drops] of Object.entries(entries)) {
      d = toggleIngredient(d, group, Number(id));
      d = { ...d, drops: { ...d.drops, [group]: { ...d.drops[group], [id]: drops } } };
    }
  }
  return d;
}

describe('constants and perfume types', () => {
  it('are 0.05 ml drops, 1 to 50 per ingredient, in a 50 ml bottle', () => {
    expect([DROP_ML, MIN_DROPS, MAX_DROPS_PER_INGREDIENT, BOTTLE_ML]).toEqual([0.05, 1, 50, 50]);
  });

  it.each([
    ['parfum', 'Extrait de Parfum', 40, '40%', '8-12 hours', 'Moderate', 28500, 400, 20],
    ['eau-de-parfum', 'Eau de Parfum', 25, '25%', '6-8 hours', 'Good', 19500, 250, 12.5],
    ['eau-de-toilette', 'Eau de Toilette', 15, '15%', '3-5 hours', 'Light', 14500, 150, 7.5],
    ['eau-de-cologne', 'Eau de Cologne', 5, '5%', '1-3 hours', 'Very Light', 9500, 50, 2.5],
  ] as const)('%s', (id, name, concentration, concentrationLabel, longevity, sillage, priceCents, maxDrops, maxMl) => {
    expect(getPerfumeType(id)).toEqual({
      id,
      name,
      concentration,
      concentrationLabel,
      longevity,
      sillage,
      priceCents,
      maxDrops,
      maxMl,
    });
    expect(dropsToMl(maxDrops)).toBe(maxMl);
    expect(bespokePriceCents(id)).toBe(priceCents);
  });

  it('lists the four types in order', () => {
    expect(perfumeTypes.map((t) => t.id)).toEqual(['parfum', 'eau-de-parfum', 'eau-de-toilette', 'eau-de-cologne']);
    expect([...perfumeTypeIds]).toEqual(perfumeTypes.map((t) => t.id));
  });

  it('prices an unknown or missing type at the default 195', () => {
    expect(bespokePriceCents()).toBe(19500);
    expect(bespokePriceCents('')).toBe(19500);
    expect(bespokePriceCents('extrait-de-parfum')).toBe(19500);
    expect(getPerfumeType('extrait-de-parfum')).toBeUndefined();
  });

  it('converts drops to ml rounded to 2 decimals', () => {
    expect(dropsToMl(0)).toBe(0);
    expect(dropsToMl(1)).toBe(0.05);
    expect(dropsToMl(3)).toBe(0.15);
    expect(dropsToMl(7)).toBe(0.35);
    expect(dropsToMl(333)).toBe(16.65);
  });
});

describe('toggleIngredient', () => {
  it('adds with 1 drop and removes with its drops, leaving the input untouched', () => {
    const start = emptyDesign();
    const added = toggleIngredient(start, 'top', 7);
    expect(added.ingredients.top).toEqual([7]);
    expect(added.drops.top).toEqual({ '7': 1 });
    expect(start).toEqual(emptyDesign());

    const two = toggleIngredient(added, 'top', 9);
    expect(two.ingredients.top).toEqual([7, 9]);
    const removed = toggleIngredient(two, 'top', 7);
    expect(removed.ingredients.top).toEqual([9]);
    expect(removed.drops.top).toEqual({ '9': 1 });
    expect(two.ingredients.top).toEqual([7, 9]);
  });

  it('keeps groups apart', () => {
    const d = toggleIngredient(toggleIngredient(emptyDesign(), 'top', 1), 'base', 2);
    expect(d.ingredients).toEqual({ top: [1], middle: [], base: [2] });
    expect(groupDrops(d, 'top')).toBe(1);
    expect(groupDrops(d, 'middle')).toBe(0);
    expect(totalDrops(d)).toBe(2);
  });
});

describe('normalizeDrops', () => {
  it.each([
    [0, 1],
    [-3, 1],
    ['abc', 1],
    ['', 1],
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    [0.5, 1],
    [2.7, 2],
    ['12', 12],
    [' 8 ', 8],
    [50, 50],
    [51, 50],
    ['999', 50],
    [Number.POSITIVE_INFINITY, 50],
  ])('%j becomes %d', (input, expected) => {
    expect(normalizeDrops(input)).toBe(expected);
  });
});

describe('setDrops', () => {
  it('applies normalizeDrops', () => {
    const d = designWith('parfum', { top: { 1: 1 } });
    expect(setDrops(d, 'top', 1, 2.7).drops.top['1']).toBe(2);
    expect(setDrops(d, 'top', 1, 51).drops.top['1']).toBe(50);
    expect(setDrops(setDrops(d, 'top', 1, 10), 'top', 1, 'abc').drops.top['1']).toBe(1);
  });

  it('accepts exactly the maximum and ignores one over (same object)', () => {
    // Eau de Cologne holds 50 drops.
    const d = designWith('eau-de-cologne', { top: { 1: 20 }, middle: { 2: 20 }, base: { 3: 1 } });
    const full = setDrops(d, 'base', 3, 10);
    expect(totalDrops(full)).toBe(50);
    expect(capacity(full)).toMatchObject({ used: 50, limit: 50, remaining: 0, percent: 100, exceeds: false });
    expect(setDrops(full, 'base', 3, 11)).toBe(full);
    expect(setDrops(full, 'top', 1, 21)).toBe(full);
  });

  it('ignores ingredients that are not ticked and unchanged values', () => {
    const d = designWith('parfum', { top: { 1: 5 } });
    expect(setDrops(d, 'middle', 1, 3)).toBe(d);
    expect(setDrops(d, 'top', 2, 3)).toBe(d);
    expect(setDrops(d, 'top', 1, 5)).toBe(d);
  });

  it('applies only the per-ingredient bounds while no type is chosen', () => {
    let d = designWith('', {});
    for (let id = 1; id <= 10; id++) d = setDrops(toggleIngredient(d, 'top', id), 'top', id, 50);
    expect(totalDrops(d)).toBe(500);
    expect(capacity(d)).toMatchObject({ used: 500, limit: 0, exceeds: false });
  });

  it('keeps ingredients when switching to a smaller type, flags the excess, and lets drops go down', () => {
    const big = designWith('eau-de-parfum', { top: { 1: 50 }, middle: { 2: 40 }, base: { 3: 10 } });
    expect(capacity(big)).toMatchObject({ used: 100, limit: 250, remaining: 150, percent: 40, exceeds: false });

    const small = setPerfumeType(big, 'eau-de-cologne');
    expect(small.ingredients).toEqual(big.ingredients);
    expect(small.drops).toEqual(big.drops);
    expect(capacity(small)).toMatchObject({ used: 100, limit: 50, remaining: 0, percent: 100, exceeds: true });
    expect(capacity(small).usedMl).toBe(5);
    expect(capacity(small).limitMl).toBe(2.5);

    expect(setDrops(small, 'base', 3, 11)).toBe(small);
    const less = setDrops(small, 'top', 1, 10);
    expect(totalDrops(less)).toBe(60);
    expect(capacity(less).exceeds).toBe(true);
  });
});

describe('canProceed', () => {
  it('follows the six steps of the builder', () => {
    let d = emptyDesign();
    expect(canProceed(d, 0)).toBe(false);
    d = setPerfumeType(d, 'eau-de-toilette');
    expect(canProceed(d, 0)).toBe(true);

    expect(canProceed(d, 1)).toBe(false);
    expect(canProceed(setCustomName(d, '   '), 1)).toBe(false);
    d = setCustomName(d, 'Summer Rain');
    expect(canProceed(d, 1)).toBe(true);

    expect([canProceed(d, 2), canProceed(d, 3), canProceed(d, 4)]).toEqual([false, false, false]);
    d = toggleIngredient(d, 'top', 1);
    expect([canProceed(d, 2), canProceed(d, 3), canProceed(d, 4)]).toEqual([true, false, false]);
    d = toggleIngredient(d, 'middle', 2);
    expect([canProceed(d, 2), canProceed(d, 3), canProceed(d, 4)]).toEqual([true, true, false]);
    d = toggleIngredient(d, 'base', 3);
    expect(canProceed(d, 4)).toBe(true);

    expect(canProceed(emptyDesign(), 5)).toBe(true);
    expect(canProceed(d, 6)).toBe(false);
    expect(canProceed(d, -1)).toBe(false);
  });
});

describe('validateBespokeDesign', () => {
  const known: KnownIngredient[] = [
    { id: 1, category: 'top' },
    { id: 2, category: 'top' },
    { id: 10, category: 'middle' },
    { id: 11, category: 'middle', name: 'Rose' },
    { id: 20, category: 'base' },
  ];

  const valid = {
    type: 'bespoke-perfume',
    perfumeType: 'eau-de-toilette',
    customName: '  Evening Walk  ',
    ingredients: { top: [1, 2], middle: [10], base: [20] },
    drops: { top: { '1': 20, '2': 5 }, middle: { '10': 20 }, base: { '20': 15 } },
    // Sent by the client, ignored by the server.
    uniqueCode: '81234567',
    concentration: 15,
    name: 'Evening Walk',
    price: 1,
    totalIngredients: 4,
  };

  const refuse = (over: Record<string, unknown>) => validateBespokeDesign({ ...valid, ...over }, known, en);

  it('accepts a valid design with the type price and the total drops', () => {
    const r = validateBespokeDesign(valid, known, en);
    expect(r).toEqual({
      ok: true,
      priceCents: 14500,
      totalDrops: 60,
      design: {
        type: 'bespoke-perfume',
        perfumeType: 'eau-de-toilette',
        customName: 'Evening Walk',
        ingredients: valid.ingredients,
        drops: valid.drops,
      },
    });
  });

  it('accepts a design the builder produced', () => {
    let d = designWith('parfum', { top: { 1: 50 }, middle: { 11: 3 }, base: { 20: 1 } });
    d = setDrops(d, 'middle', 11, 4);
    const r = validateBespokeDesign({ ...d, type: 'bespoke-perfume' }, known, en);
    expect(r).toMatchObject({ ok: true, priceCents: 28500, totalDrops: 55 });
  });

  it('accepts exactly the type maximum', () => {
    const r = refuse({
      perfumeType: 'eau-de-cologne',
      drops: { top: { '1': 20, '2': 10 }, middle: { '10': 10 }, base: { '20': 10 } },
    });
    expect(r).toMatchObject({ ok: true, priceCents: 9500, totalDrops: 50 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'an unknown ingredient',
      { ingredients: { ...valid.ingredients, middle: [42] }, drops: { ...valid.drops, middle: { '42': 1 } } },
      'Ingredient 42 is not a known middle note',
    ],
    [
      'an ingredient of another group',
      { ingredients: { ...valid.ingredients, middle: [1] }, drops: { ...valid.drops, middle: { '1': 1 } } },
      'Ingredient 1 is a top note, not a middle note',
    ],
    [
      'a named ingredient of another group',
      { ingredients: { ...valid.ingredients, base: [11] }, drops: { ...valid.drops, base: { '11': 1 } } },
      'Rose is a middle note, not a base note',
    ],
    ['51 drops', { drops: { ...valid.drops, top: { '1': 51, '2': 5 } } }, 'Each ingredient takes 1 to 50 drops'],
    ['0 drops', { drops: { ...valid.drops, top: { '1': 0, '2': 5 } } }, 'Each ingredient takes 1 to 50 drops'],
    [
      'fractional drops',
      { drops: { ...valid.drops, top: { '1': 2.5, '2': 5 } } },
      'Each ingredient takes 1 to 50 drops',
    ],
    [
      'over capacity',
      { perfumeType: 'eau-de-cologne' },
      'The formula exceeds the maximum capacity for Eau de Cologne (50 drops)',
    ],
    [
      'over capacity by one',
      { perfumeType: 'eau-de-cologne', drops: { ...valid.drops, top: { '1': 11, '2': 5 } } },
      'The formula exceeds the maximum capacity for Eau de Cologne (50 drops)',
    ],
    ['a blank name', { customName: '   ' }, 'Please give your perfume a name'],
    ['no name', { customName: undefined }, 'Please give your perfume a name'],
    ['a missing type', { perfumeType: undefined }, 'Please choose a perfume type'],
    ["the spec's stray extrait id", { perfumeType: 'extrait-de-parfum' }, 'Please choose a perfume type'],
    ['the wrong kind of line', { type: 'lifestyle' }, 'This is not a bespoke perfume design'],
    [
      'an empty top group',
      { ingredients: { ...valid.ingredients, top: [] }, drops: { ...valid.drops, top: {} } },
      'Choose at least one top note',
    ],
    [
      'a missing middle group',
      { ingredients: { top: [1, 2], base: [20] }, drops: { ...valid.drops, middle: {} } },
      'Choose at least one middle note',
    ],
    [
      'a missing base group',
      { ingredients: { top: [1, 2], middle: [10] }, drops: { ...valid.drops, base: {} } },
      'Choose at least one base note',
    ],
    [
      'a duplicate ingredient',
      { ingredients: { ...valid.ingredients, top: [1, 1] } },
      'Each top note can be chosen only once',
    ],
    [
      'a chosen ingredient without drops',
      { drops: { ...valid.drops, top: { '1': 10 } } },
      'Please set the drops for Ingredient 2',
    ],
    [
      'drops for an unchosen ingredient',
      { drops: { ...valid.drops, middle: { '10': 20, '11': 3 } } },
      'Drops were given for Rose, which is not among the chosen middle notes',
    ],
    [
      'drops under a nonsense key',
      { drops: { ...valid.drops, base: { '20': 15, x: 1 } } },
      'Drops were given for Ingredient x, which is not among the chosen base notes',
    ],
  ])('refuses %s', (_what, over, message) => {
    expect(refuse(over)).toEqual({ ok: false, message });
  });

  it('refuses something that is not a design at all', () => {
    expect(validateBespokeDesign(null, known, en).ok).toBe(false);
    expect(validateBespokeDesign('design', known, en).ok).toBe(false);
  });

  it('drops the client-sent extras from the parsed design', () => {
    const parsed = bespokeDetailsSchema.parse(valid);
    expect(Object.keys(parsed).sort()).toEqual(['customName', 'drops', 'ingredients', 'perfumeType', 'type']);
  });
});
