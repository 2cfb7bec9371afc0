import { describe, expect, it } from 'vitest';
import { featuredPerfumes, type Perfume, relatedPerfumes } from './catalogue';

describe('catalogue rules', () => {
  const p = (id: number, gender: 'female' | 'male', flags: Partial<Perfume> = {}): Perfume => ({
    id,
    name: `P${id}`,
    price: 100,
    currency: 'EUR',
    imageSrc: '',
    notes: 'a, b, c',
    description: '',
    gender,
    family: 'floral',
    inStock: true,
    volume: 50,
    sizes: [],
    isNew: false,
    isBestseller: false,
    rating: null,
    ...flags,
  });

  it('features at most four bestsellers or new perfumes', () => {
    const list = [
      p(1, 'female', { isNew: true }),
      p(2, 'male'),
      p(3, 'male', { isBestseller: true }),
      p(4, 'female', { isNew: true }),
      p(5, 'male', { isNew: true }),
      p(6, 'female', { isBestseller: true }),
    ];
    expect(featuredPerfumes(list).map((x) => x.id)).toEqual([1, 3, 4, 5]);
  });

  it('relates up to four others of the same gender', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => p(id, 'female'));
    const related = relatedPerfumes([...list, p(7, 'male')], list[0]!);
    expect(related.map((x) => x.id)).toEqual([2, 3, 4, 5]);
  });
});
