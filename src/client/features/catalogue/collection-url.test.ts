import { describe, expect, it } from 'vitest';
import { priceRangeOf, searchString, withoutParams, withParam, withPriceRange } from './collection-url';

const p = (s: string) => new URLSearchParams(s);

describe("the collections page's address", () => {
  it('sets and removes one parameter, keeping the others', () => {
    expect(withParam(p('q=rose&sort=name'), 'family', 'woody').toString()).toBe('q=rose&sort=name&family=woody');
    expect(withParam(p('q=rose&sort=name'), 'q', '').toString()).toBe('sort=name');
    expect(withoutParams(p('q=rose&family=woody&minPrice=1'), 'q', 'minPrice').toString()).toBe('family=woody');
  });

  it('makes a link query string', () => {
    expect(searchString(p(''))).toBe('');
    expect(searchString(p('q=n%C3%A9roli'))).toBe('?q=n%C3%A9roli');
  });

  it('reads and writes price ranges', () => {
    expect(priceRangeOf(undefined, undefined)).toBe('');
    expect(priceRangeOf(undefined, 120)).toBe('under-120');
    expect(priceRangeOf(150, 200)).toBe('150-200');
    expect(priceRangeOf(200, undefined)).toBe('over-200');
    expect(priceRangeOf(130, 140)).toBe('custom');
    expect(withPriceRange(p('q=a&minPrice=1&maxPrice=2'), '120-150').toString()).toBe('q=a&minPrice=120&maxPrice=150');
    expect(withPriceRange(p('minPrice=1&maxPrice=2'), '').toString()).toBe('');
    expect(withPriceRange(p('minPrice=1&maxPrice=2'), 'custom').toString()).toBe('minPrice=1&maxPrice=2');
  });
});
