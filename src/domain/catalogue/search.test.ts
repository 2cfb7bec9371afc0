import { describe, expect, it } from 'vitest';
import type { Perfume } from './catalogue';
import { collectionQueryFromParams, searchEntries, searchPerfumes } from './search';

const perfume = (id: number, name: string, price: number, extra: Partial<Perfume> = {}): Perfume => ({
  id,
  name,
  price,
  currency: 'EUR',
  imageSrc: '/x.svg',
  notes: '',
  description: '',
  gender: 'female',
  isNew: false,
  isBestseller: false,
  family: 'floral',
  inStock: true,
  volume: 50,
  sizes: [{ volume: 50, price, inStock: true }],
  rating: null,
  ...extra,
});

const catalogue = searchEntries([
  perfume(1, 'Néroli Soleil', 150, { notes: 'Neroli, Orange Blossom', family: 'citrus' }),
  perfume(2, 'Vétiver Gris', 180, { notes: 'Vetiver, Grey Pepper', gender: 'male', family: 'woody' }),
  perfume(3, 'Oud Fumé', 240, { notes: 'Oud, Rose, Vetiver', gender: 'male', family: 'woody', isNew: true }),
  perfume(4, 'Rose de Minuit', 150.5, { notes: 'Rose, Musk', description: 'A midnight garden', isNew: true }),
  perfume(5, 'amber Nights', 99.99, { notes: 'Amber', family: 'amber' }),
]);
const names = (q: Parameters<typeof searchPerfumes>[1]) => searchPerfumes(catalogue, q).map((p) => p.name);

describe('searchPerfumes', () => {
  it('answers the whole catalogue without a query, new launches first ("Featured"), each group in its order', () => {
    expect(names({})).toEqual(['Oud Fumé', 'Rose de Minuit', 'Néroli Soleil', 'Vétiver Gris', 'amber Nights']);
  });

  it('ignores case and accents both ways, and reads notes and descriptions', () => {
    expect(names({ q: 'neroli' })).toEqual(['Néroli Soleil']);
    expect(names({ q: 'NÉROLI' })).toEqual(['Néroli Soleil']);
    expect(names({ q: 'fume' })).toEqual(['Oud Fumé']);
    expect(names({ q: 'garden' })).toEqual(['Rose de Minuit']);
  });

  it('needs every word, and puts name matches first', () => {
    expect(names({ q: 'rose  oud' })).toEqual(['Oud Fumé']);
    expect(names({ q: 'vetiver' })).toEqual(['Vétiver Gris', 'Oud Fumé']);
    expect(names({ q: 'rose' })).toEqual(['Rose de Minuit', 'Oud Fumé']);
    // Among name matches and among the rest, new launches first.
    expect(names({ q: 'o' })).toEqual(['Oud Fumé', 'Rose de Minuit', 'Néroli Soleil']);
    expect(names({ q: 'i' })).toEqual(['Rose de Minuit', 'Néroli Soleil', 'Vétiver Gris', 'amber Nights', 'Oud Fumé']);
    expect(names({ q: 'nothing-like-it' })).toEqual([]);
  });

  it('filters by gender, family and an inclusive price range compared in cents', () => {
    expect(names({ gender: 'male' })).toEqual(['Oud Fumé', 'Vétiver Gris']);
    expect(names({ family: 'woody', maxPrice: 200 })).toEqual(['Vétiver Gris']);
    expect(names({ minPrice: 150, maxPrice: 150.5 })).toEqual(['Rose de Minuit', 'Néroli Soleil']);
    expect(names({ maxPrice: 99.99 })).toEqual(['amber Nights']);
  });

  it('sorts by price both ways (ties by id), by name, and newest first', () => {
    expect(names({ sort: 'price_asc' })).toEqual([
      'amber Nights',
      'Néroli Soleil',
      'Rose de Minuit',
      'Vétiver Gris',
      'Oud Fumé',
    ]);
    expect(names({ sort: 'price_desc' })).toEqual([
      'Oud Fumé',
      'Vétiver Gris',
      'Rose de Minuit',
      'Néroli Soleil',
      'amber Nights',
    ]);
    expect(names({ sort: 'name' })).toEqual([
      'amber Nights',
      'Néroli Soleil',
      'Oud Fumé',
      'Rose de Minuit',
      'Vétiver Gris',
    ]);
    expect(names({ sort: 'newest' })).toEqual([
      'Rose de Minuit',
      'Oud Fumé',
      'amber Nights',
      'Vétiver Gris',
      'Néroli Soleil',
    ]);
  });

  it('does not reorder the entries it was given', () => {
    searchPerfumes(catalogue, { sort: 'price_desc' });
    expect(catalogue.map((e) => e.perfume.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("the collections page's URL", () => {
  const read = (s: string) => collectionQueryFromParams(new URLSearchParams(s));

  it('reads every parameter', () => {
    expect(read('q=rose%20oud&family=woody&minPrice=100&maxPrice=200.5&sort=price_asc')).toEqual({
      q: 'rose oud',
      family: 'woody',
      minPrice: 100,
      maxPrice: 200.5,
      sort: 'price_asc',
    });
  });

  it('ignores what does not parse, and swaps a min above the max', () => {
    expect(read('q=%20%20&family=smoky&minPrice=cheap&maxPrice=-3&sort=random&gender=male')).toEqual({});
    expect(read('minPrice=300&maxPrice=100')).toMatchObject({ minPrice: 100, maxPrice: 300 });
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});
