import { createTranslator } from '../../domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import type { Perfume } from '../../domain/catalogue/catalogue';
import { productHead, withHead } from './seo';

const perfume: Perfume = {
  id: 7,
  name: 'Oud Fumé',
  price: 145,
  currency: 'EUR',
  imageSrc: '/images/p.svg',
  notes: 'Oud',
  description: 'Smoke.',
  gender: 'male',
  isNew: false,
  isBestseller: false,
  family: 'woody',
  inStock: true,
  volume: 50,
  sizes: [],
  rating: { average: 4.5, count: 2 },
};
const ctx = { publicUrl: 'https://shop.example' };
const english = createTranslator('en');

describe("a product page's JSON-LD and its reviews", () => {
  it("offers it in the perfume's currency (the page's market's), with that currency's decimals", () => {
    expect(productHead(perfume, ctx, undefined, english).jsonLd).toMatchObject({
      offers: { price: '145.00', priceCurrency: 'EUR' },
    });
    const inPounds = { ...perfume, price: 125, currency: 'GBP' };
    expect(productHead(inPounds, ctx, undefined, english).jsonLd).toMatchObject({
      offers: { price: '125.00', priceCurrency: 'GBP' },
    });
    const inYen = { ...perfume, price: 18000, currency: 'JPY' };
    expect(productHead(inYen, ctx, undefined, english).jsonLd).toMatchObject({
      offers: { price: '18000', priceCurrency: 'JPY' },
    });
  });

  it('carries no rating before an approved review', () => {
    expect(productHead(perfume, ctx, undefined, english).jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('carries AggregateRating and the reviews, their text kept out of the page markup', () => {
    const head = productHead(
      perfume,
      ctx,
      {
        summary: { count: 2, average: 4.5, distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 1 }, longevity: 3, sillage: 2 },
        reviews: [{ rating: 5, author: 'Ada L.', createdAt: '2026-05-01T10:00:00.000Z', body: '</script><b>x</b>' }],
      },
      english,
    );
    expect(head.jsonLd).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Ada L.' },
          datePublished: '2026-05-01',
          reviewBody: '</script><b>x</b>',
          reviewRating: { '@type': 'Rating', ratingValue: 5 },
        },
      ],
    });
    const html = withHead('<html><head></head><body></body></html>', head);
    expect(html).not.toContain('</script><b>');
  });
});
