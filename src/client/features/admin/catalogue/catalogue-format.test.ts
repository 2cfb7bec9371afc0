import { perfumeFormSchema } from './perfume-sizes';
import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import type { AdminIngredient, AdminPerfume } from '@/domain/catalogue/admin-schemas';
import { ingredientInputSchema, perfumeInputSchema } from '@/domain/catalogue/admin-schemas';
import {
  countShown,
  editorSubject,
  imageFileProblem,
  ingredientErrorFields,
  ingredientFormValues,
  itemsToShow,
  MAX_ALLERGENS,
  perfumeFormValues,
  priceFromInput,
  stockFromInput,
  stockLevel,
} from './catalogue-format';

const en = createTranslator('en', {}, compileMessage);

describe('stockLevel', () => {
  it('tells untracked, sold out, low and in stock apart', () => {
    expect(stockLevel(null)).toBe('untracked');
    expect(stockLevel(0)).toBe('sold-out');
    expect(stockLevel(1)).toBe('low');
    expect(stockLevel(5)).toBe('low');
    expect(stockLevel(6)).toBe('in-stock');
    expect(stockLevel(3, 2)).toBe('in-stock');
  });
});

describe('itemsToShow and countShown', () => {
  const items = [
    { name: 'vetiver', archivedAt: null },
    { name: 'Ambre', archivedAt: '2026-06-01T10:00:00.000Z' },
    { name: 'Oud', archivedAt: null },
  ];

  it('shows one state at a time, by name', () => {
    expect(itemsToShow(items, 'on-sale').map((i) => i.name)).toEqual(['Oud', 'vetiver']);
    expect(itemsToShow(items, 'archived').map((i) => i.name)).toEqual(['Ambre']);
    expect(items[0]?.name).toBe('vetiver');
  });

  it('counts each state', () => {
    expect(countShown(items)).toEqual({ 'on-sale': 2, archived: 1 });
  });
});

describe('editorSubject', () => {
  it('reads new and ids', () => {
    expect(editorSubject('new')).toBe('new');
    expect(editorSubject('12')).toBe(12);
  });

  it('opens nothing for anything else', () => {
    for (const v of [null, '', '0', '-3', '1.5', 'New', '99999999999']) expect(editorSubject(v)).toBeNull();
  });
});

describe('perfumeFormValues', () => {
  it("a new perfume's values do not pass until filled in", () => {
    const result = perfumeInputSchema.safeParse(perfumeFormValues());
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['name', 'description', 'notes', 'price', 'imageSrc']));
  });

  it("an existing perfume's values pass the shared schema as they are", () => {
    const perfume: AdminPerfume = {
      id: 3,
      name: 'Oud Fumé',
      price: 145,
      rating: null,
      imageSrc: '/images/perfumes/oud-fume.svg',
      notes: 'Saffron, Oud, Leather',
      description: 'Smoke and resin over a quiet leather base.',
      gender: 'male',
      isNew: false,
      isBestseller: true,
      family: 'woody',
      inStock: true,
      stock: 4,
      archivedAt: null,
      volume: 50,
      sizes: [{ volume: 50, price: 145, inStock: true, stock: 4 }],
      updatedAt: '2026-06-01T10:00:00.000Z',
    };
    const values = perfumeFormValues(perfume);
    expect(values).not.toHaveProperty('id');
    // The form's schema: the API's input, its sizes the default one's Price and Stock with the other rows (blank ones left out).
    const {
      volume: _v,
      otherSizes: _o,
      longevityMin: _l,
      longevityMax: _m,
      splitTop: _t,
      splitMiddle: _s,
      ...fields
    } = values;
    expect(perfumeFormSchema.parse(values)).toEqual({
      ...fields,
      sizes: [{ volume: 50, price: 145, stock: 4 }],
      // Issue #51: the hours and the tiers' counts as the API takes them (empty: not said, one each).
      longevity: null,
      noteSplit: null,
    });
    expect(
      perfumeFormSchema.parse({ ...values, longevityMin: 6, longevityMax: 8, splitTop: 2, splitMiddle: 1 }),
    ).toMatchObject({ longevity: { min: 6, max: 8 }, noteSplit: { top: 2, middle: 1 } });
    expect(perfumeFormSchema.parse({ ...values, longevityMin: 6 })).toMatchObject({ longevity: { min: 6, max: 6 } });
  });
});

describe('imageFileProblem', () => {
  it('lets PNG, JPEG and WebP up to 5 MB go', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp'])
      expect(imageFileProblem({ type, size: 5 * 1024 * 1024 }, en)).toBeNull();
  });

  it('refuses other types (SVG too) and larger files, in the server’s words', () => {
    expect(imageFileProblem({ type: 'image/svg+xml', size: 10 }, en)).toBe(
      'The file is not a PNG, JPEG or WebP image.',
    );
    expect(imageFileProblem({ type: '', size: 10 }, en)).toBe('The file is not a PNG, JPEG or WebP image.');
    expect(imageFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, en)).toBe('Images may be at most 5 MB.');
  });
});

describe('stockFromInput and priceFromInput', () => {
  it('reads an empty price as no price yet', () => {
    expect(priceFromInput('')).toBeUndefined();
    expect(priceFromInput('145.5')).toBe(145.5);
  });

  it('reads an empty stock as not tracked', () => {
    expect(stockFromInput('')).toBeNull();
    expect(stockFromInput('  ')).toBeNull();
    expect(stockFromInput('0')).toBe(0);
    expect(stockFromInput('12')).toBe(12);
  });

  it('keeps starting values that are already numbers (or null) as they are', () => {
    expect(stockFromInput(null)).toBeNull();
    expect(stockFromInput(7)).toBe(7);
    expect(priceFromInput(145)).toBe(145);
    expect(priceFromInput(undefined)).toBeUndefined();
  });
});

describe('the ingredient form', () => {
  const bergamot: AdminIngredient = {
    id: 3,
    name: 'Bergamot',
    category: 'top',
    characteristics: 'Fresh, zesty, bright',
    imageSrc: '/images/ingredients/bergamot.svg',
    grade: 'Essential oil, Calabria',
    ifraLimit: 2.5,
    allergens: [
      { inci: 'Limonene', percent: 40 },
      { inci: 'Linalool', percent: 12.5 },
    ],
    density: 0.876,
    archivedAt: null,
    updatedAt: '2026-06-01T10:00:00.000Z',
  };

  it('starts from the ingredient’s grade, IFRA limit and allergens, or from none for a new one', () => {
    expect(ingredientFormValues(bergamot)).toEqual({
      name: 'Bergamot',
      category: 'top',
      characteristics: 'Fresh, zesty, bright',
      imageSrc: '/images/ingredients/bergamot.svg',
      grade: 'Essential oil, Calabria',
      ifraLimit: 2.5,
      density: 0.876,
      allergens: [
        { inci: 'Limonene', percent: 40 },
        { inci: 'Linalool', percent: 12.5 },
      ],
    });
    expect(ingredientFormValues()).toMatchObject({ grade: '', ifraLimit: null, density: null, allergens: [] });
  });

  it('keeps its starting values as the API takes them', () => {
    expect(ingredientInputSchema.safeParse(ingredientFormValues(bergamot)).success).toBe(true);
  });

  it('takes a density between 0.5 and 2 g/ml to the thousandth, or none', () => {
    const withDensity = (density: unknown) =>
      ingredientInputSchema.safeParse({ ...ingredientFormValues(bergamot), density });
    for (const ok of [0.5, 0.79, 1.048, 2, null]) expect(withDensity(ok).success, String(ok)).toBe(true);
    for (const [bad, message] of [
      [0.49, 'Density must be between 0.5 and 2 g/ml'],
      [2.001, 'Density must be between 0.5 and 2 g/ml'],
      [0.8765, 'Density has at most three decimals'],
      ['heavy', 'Density must be a number'],
    ] as const) {
      const result = withDensity(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it('places the server’s word on each allergen row’s field', () => {
    expect(ingredientErrorFields).toContain('ifraLimit');
    expect(ingredientErrorFields).toContain('allergens');
    expect(ingredientErrorFields).toContain('allergens.0.inci');
    expect(ingredientErrorFields).toContain(`allergens.${MAX_ALLERGENS - 1}.percent`);
    expect(ingredientErrorFields).not.toContain(`allergens.${MAX_ALLERGENS}.percent`);
  });
});
