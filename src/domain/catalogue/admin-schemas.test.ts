import { describe, expect, it } from 'vitest';
import { french } from '../../../tests/component/french';
import { MAX_DENSITY, MIN_DENSITY } from '../atelier/label';
import { ingredientInputSchema, perfumeInputSchema } from './admin-schemas';
import { perfumeFamilies } from './catalogue';
import { MAX_SIZES, MAX_VOLUME_ML, MIN_VOLUME_ML } from './sizes';

/*
 * The back office's catalogue forms: what each refused field says (recorded before each became a whole
 * catalogue message: the English word for word), and its French (a field's error has no values to fill).
 */

const perfume = {
  name: 'Amber Night',
  description: 'A warm amber for evenings.',
  notes: 'Amber, vanilla',
  gender: 'female',
  family: 'amber',
  price: 120,
  imageSrc: '/images/perfumes/amber.svg',
};
const ingredient = {
  name: 'Rose',
  category: 'middle',
  characteristics: 'Soft and floral',
  imageSrc: '/images/ingredients/rose.svg',
};

/** What is wrong, the form it is sent to, what is sent over a valid one, and the messages it gets back. */
const CASES: [string, 'perfume' | 'ingredient', Record<string, unknown>, string[]][] = [
  ['name missing', 'perfume', { name: undefined }, ['Name is required']],
  ['name short', 'perfume', { name: 'A' }, ['Name must be at least 2 characters']],
  ['name long', 'perfume', { name: 'a'.repeat(81) }, ['Name must be at most 80 characters']],
  ['name two lines', 'perfume', { name: 'Amber\nNight' }, ['Name must be on one line']],
  ['description missing', 'perfume', { description: undefined }, ['Description is required']],
  ['description short', 'perfume', { description: 'Short' }, ['Description must be at least 10 characters']],
  ['description long', 'perfume', { description: 'a'.repeat(2001) }, ['Description must be at most 2000 characters']],
  ['notes missing', 'perfume', { notes: undefined }, ['Notes is required']],
  ['notes short', 'perfume', { notes: 'ab' }, ['Notes must be at least 3 characters']],
  ['notes long', 'perfume', { notes: 'a'.repeat(201) }, ['Notes must be at most 200 characters']],
  ['notes two lines', 'perfume', { notes: 'Amber\nvanilla' }, ['Notes must be on one line']],
  ['gender', 'perfume', { gender: 'unisex' }, ['Gender must be female or male']],
  [
    'family',
    'perfume',
    { family: 'leather' },
    ['Scent family must be one of floral, woody, fresh, citrus, amber, gourmand, aromatic'],
  ],
  ['price text', 'perfume', { price: 'ten' }, ['Price must be a number']],
  ['price zero', 'perfume', { price: 0 }, ['Price must be more than 0']],
  ['price high', 'perfume', { price: 10001 }, ['Price must be at most 10,000']],
  ['price decimals', 'perfume', { price: 1.005 }, ['Price may have at most two decimals']],
  ['stock text', 'perfume', { stock: 'x' }, ['Stock must be a whole number']],
  ['stock fraction', 'perfume', { stock: 1.5 }, ['Stock must be a whole number']],
  ['stock negative', 'perfume', { stock: -1 }, ['Stock cannot be negative']],
  ['stock high', 'perfume', { stock: 1000001 }, ['Stock must be at most 1,000,000']],
  ['image missing', 'perfume', { imageSrc: undefined }, ['Image is required']],
  [
    'image elsewhere',
    'perfume',
    { imageSrc: 'https://example.com/a.png' },
    ['Image must be one of the shop’s images or an uploaded one'],
  ],
  ['no sizes', 'perfume', { sizes: [] }, ['A perfume needs at least one size']],
  [
    'too many sizes',
    'perfume',
    {
      sizes: [
        { volume: 5, price: 10 },
        { volume: 10, price: 10 },
        { volume: 15, price: 10 },
        { volume: 20, price: 10 },
        { volume: 30, price: 10 },
        { volume: 50, price: 10 },
        { volume: 100, price: 10 },
      ],
    },
    ['A perfume has at most 6 sizes'],
  ],
  [
    'a volume twice',
    'perfume',
    {
      sizes: [
        { volume: 50, price: 10 },
        { volume: 50, price: 12 },
      ],
    },
    ['Each volume may be listed once'],
  ],
  ['volume text', 'perfume', { sizes: [{ volume: 'x', price: 10 }] }, ['Volume must be a whole number of ml']],
  ['volume fraction', 'perfume', { sizes: [{ volume: 50.5, price: 10 }] }, ['Volume must be a whole number of ml']],
  ['volume small', 'perfume', { sizes: [{ volume: 4, price: 10 }] }, ['Volume must be at least 5 ml']],
  ['volume large', 'perfume', { sizes: [{ volume: 1001, price: 10 }] }, ['Volume must be at most 1000 ml']],
  [
    'description (fr) not text',
    'perfume',
    { translations: { fr: { description: 3 } } },
    ['Description (fr) must be text'],
  ],
  [
    'description (fr) short',
    'perfume',
    { translations: { fr: { description: 'Court' } } },
    ['Description (fr) must be at least 10 characters'],
  ],
  [
    'description (fr) long',
    'perfume',
    { translations: { fr: { description: 'a'.repeat(2001) } } },
    ['Description (fr) must be at most 2000 characters'],
  ],
  ['notes (fr) not text', 'perfume', { translations: { fr: { notes: 3 } } }, ['Notes (fr) must be text']],
  [
    'notes (fr) short',
    'perfume',
    { translations: { fr: { notes: 'ab' } } },
    ['Notes (fr) must be at least 3 characters'],
  ],
  [
    'notes (fr) long',
    'perfume',
    { translations: { fr: { notes: 'a'.repeat(201) } } },
    ['Notes (fr) must be at most 200 characters'],
  ],
  [
    'notes (fr) two lines',
    'perfume',
    { translations: { fr: { notes: 'Ambre\nvanille' } } },
    ['Notes (fr) must be on one line'],
  ],
  ['ingredient name short', 'ingredient', { name: 'R' }, ['Name must be at least 2 characters']],
  ['ingredient name long', 'ingredient', { name: 'a'.repeat(61) }, ['Name must be at most 60 characters']],
  ['ingredient name missing', 'ingredient', { name: undefined }, ['Name is required']],
  ['ingredient name two lines', 'ingredient', { name: 'Ro\nse' }, ['Name must be on one line']],
  ['group', 'ingredient', { category: 'heart' }, ['Group must be top, middle or base']],
  ['characteristics missing', 'ingredient', { characteristics: undefined }, ['Characteristics is required']],
  ['characteristics short', 'ingredient', { characteristics: 'ab' }, ['Characteristics must be at least 3 characters']],
  [
    'characteristics long',
    'ingredient',
    { characteristics: 'a'.repeat(161) },
    ['Characteristics must be at most 160 characters'],
  ],
  [
    'characteristics two lines',
    'ingredient',
    { characteristics: 'Soft\nfloral' },
    ['Characteristics must be on one line'],
  ],
  ['grade long', 'ingredient', { grade: 'a'.repeat(161) }, ['Grade is at most 160 characters']],
  ['grade two lines', 'ingredient', { grade: 'a\nb' }, ['Grade must be on one line']],
  ['ifra text', 'ingredient', { ifraLimit: 'x' }, ['IFRA limit must be a number']],
  ['ifra negative', 'ingredient', { ifraLimit: -1 }, ['IFRA limit must be between 0 and 100 %']],
  ['ifra high', 'ingredient', { ifraLimit: 101 }, ['IFRA limit must be between 0 and 100 %']],
  ['ifra decimals', 'ingredient', { ifraLimit: 1.0001 }, ['IFRA limit has at most three decimals']],
  ['allergen name missing', 'ingredient', { allergens: [{ percent: 1 }] }, ['Allergen name (INCI) is required']],
  [
    'allergen name short',
    'ingredient',
    { allergens: [{ inci: 'L', percent: 1 }] },
    ['Allergen name (INCI) must be at least 2 characters'],
  ],
  [
    'allergen name long',
    'ingredient',
    { allergens: [{ inci: 'a'.repeat(81), percent: 1 }] },
    ['Allergen name (INCI) must be at most 80 characters'],
  ],
  [
    'allergen name two lines',
    'ingredient',
    { allergens: [{ inci: 'Lin\nalool', percent: 1 }] },
    ['Allergen name (INCI) must be on one line'],
  ],
  [
    'allergen percent text',
    'ingredient',
    { allergens: [{ inci: 'Linalool', percent: 'x' }] },
    ['Allergen percent must be a number'],
  ],
  [
    'allergen percent zero',
    'ingredient',
    { allergens: [{ inci: 'Linalool', percent: 0 }] },
    ['Allergen percent must be more than 0'],
  ],
  [
    'allergen percent high',
    'ingredient',
    { allergens: [{ inci: 'Linalool', percent: 101 }] },
    ['Allergen percent must be at most 100', 'Allergens add up to at most 100 %'],
  ],
  [
    'allergen percent decimals',
    'ingredient',
    { allergens: [{ inci: 'Linalool', percent: 1.0001 }] },
    ['Allergen percent has at most three decimals'],
  ],
  [
    'too many allergens',
    'ingredient',
    { allergens: Array.from({ length: 41 }, (_, i) => ({ inci: `Allergen ${i}`, percent: 1 })) },
    ['At most 40 allergens per ingredient'],
  ],
  [
    'an allergen twice',
    'ingredient',
    {
      allergens: [
        { inci: 'Linalool', percent: 1 },
        { inci: 'linalool', percent: 2 },
      ],
    },
    ['Each allergen is listed once'],
  ],
  [
    'allergens over 100 %',
    'ingredient',
    {
      allergens: [
        { inci: 'Linalool', percent: 60 },
        { inci: 'Limonene', percent: 50 },
      ],
    },
    ['Allergens add up to at most 100 %'],
  ],
  ['density text', 'ingredient', { density: 'x' }, ['Density must be a number']],
  ['density low', 'ingredient', { density: 0.4 }, ['Density must be between 0.5 and 2 g/ml']],
  ['density high', 'ingredient', { density: 2.1 }, ['Density must be between 0.5 and 2 g/ml']],
  ['density decimals', 'ingredient', { density: 1.0001 }, ['Density has at most three decimals']],
  ['name (fr) not text', 'ingredient', { translations: { fr: { name: 3 } } }, ['Name (fr) must be text']],
  [
    'name (fr) short',
    'ingredient',
    { translations: { fr: { name: 'R' } } },
    ['Name (fr) must be at least 2 characters'],
  ],
  [
    'name (fr) long',
    'ingredient',
    { translations: { fr: { name: 'a'.repeat(61) } } },
    ['Name (fr) must be at most 60 characters'],
  ],
  [
    'name (fr) two lines',
    'ingredient',
    { translations: { fr: { name: 'Ro\nse' } } },
    ['Name (fr) must be on one line'],
  ],
  [
    'characteristics (fr) not text',
    'ingredient',
    { translations: { fr: { characteristics: 3 } } },
    ['Characteristics (fr) must be text'],
  ],
  [
    'characteristics (fr) short',
    'ingredient',
    { translations: { fr: { characteristics: 'ab' } } },
    ['Characteristics (fr) must be at least 3 characters'],
  ],
  [
    'characteristics (fr) long',
    'ingredient',
    { translations: { fr: { characteristics: 'a'.repeat(161) } } },
    ['Characteristics (fr) must be at most 160 characters'],
  ],
  [
    'characteristics (fr) two lines',
    'ingredient',
    { translations: { fr: { characteristics: 'Do\nux' } } },
    ['Characteristics (fr) must be on one line'],
  ],
];

const messagesOf = (kind: 'perfume' | 'ingredient', over: Record<string, unknown>): string[] => {
  const input = { ...(kind === 'perfume' ? perfume : ingredient), ...over };
  const result = (kind === 'perfume' ? perfumeInputSchema : ingredientInputSchema).safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('the catalogue forms’ messages', () => {
  it.each(CASES)('%s: the same English as ever', (_, kind, over, messages) => {
    expect(messagesOf(kind, over)).toEqual(messages);
  });

  it('each has its French', () => {
    const { t } = french();
    for (const [what, kind, over] of CASES)
      for (const message of messagesOf(kind, over)) expect(t(message), `${what}: ${message}`).not.toBe(message);
    expect(t(messagesOf('perfume', { name: 'A' })[0]!)).toBe('Le nom doit comporter au moins 2 caractères');
    expect(t(messagesOf('perfume', { translations: { fr: { notes: 'a\nb c' } } })[0]!)).toBe(
      'Les notes (fr) doivent tenir sur une ligne',
    );
    expect(t(messagesOf('perfume', { sizes: [{ volume: 4, price: 10 }] })[0]!)).toBe(
      'Le volume doit être d’au moins 5\u00a0ml',
    );
  });

  it('names the bounds the shop keeps (each written out in its message)', () => {
    const said = (kind: 'perfume' | 'ingredient', over: Record<string, unknown>) => messagesOf(kind, over)[0];
    expect(said('perfume', { sizes: [{ volume: MIN_VOLUME_ML - 1, price: 10 }] })).toBe(
      `Volume must be at least ${MIN_VOLUME_ML} ml`,
    );
    expect(said('perfume', { sizes: [{ volume: MAX_VOLUME_ML + 1, price: 10 }] })).toBe(
      `Volume must be at most ${MAX_VOLUME_ML} ml`,
    );
    const sizes = Array.from({ length: MAX_SIZES + 1 }, (_, i) => ({ volume: 10 + i, price: 10 }));
    expect(said('perfume', { sizes })).toBe(`A perfume has at most ${MAX_SIZES} sizes`);
    expect(said('perfume', { family: 'leather' })).toBe(`Scent family must be one of ${perfumeFamilies.join(', ')}`);
    expect(said('ingredient', { density: MAX_DENSITY + 1 })).toBe(
      `Density must be between ${MIN_DENSITY} and ${MAX_DENSITY} g/ml`,
    );
  });
});
