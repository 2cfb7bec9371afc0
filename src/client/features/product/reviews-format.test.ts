import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { compileCatalogue } from '@/domain/i18n/catalogues';
import reviews from '../../../../locales/fr/reviews.json';
import {
  characterCount,
  distributionBars,
  reviewCount,
  reviewDate,
  scoreWidth,
  starCount,
  starsLabel,
} from './reviews-format';

const english = createTranslator('en', compileCatalogue(reviews, compileMessage, true), compileMessage);
const french = createTranslator('fr', compileCatalogue(reviews, compileMessage), compileMessage);

describe('reviews on the product page', () => {
  it('shows the distribution from five stars down, as shares of the whole', () => {
    expect(distributionBars({ count: 3, distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 } })).toEqual([
      { stars: 5, count: 1, percent: 33 },
      { stars: 4, count: 2, percent: 67 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 0, percent: 0 },
      { stars: 1, count: 0, percent: 0 },
    ]);
    expect(distributionBars({ count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } })[0]!.percent).toBe(0);
  });

  it('says "1 star", not "1 stars", by each language’s plural forms', () => {
    expect([1, 2, 5].map((n) => starCount(n, english.t))).toEqual(['1 star', '2 stars', '5 stars']);
    expect([1, 2].map((n) => starCount(n, french.t))).toEqual(['1 étoile', '2 étoiles']);
  });

  it('words the figures', () => {
    expect(starsLabel(4, english)).toBe('4.0 out of 5 stars');
    expect(reviewCount(1, english.t)).toBe('1 review');
    expect(reviewCount(1200, english.t)).toBe('1,200 reviews');
    expect(scoreWidth(2.7)).toBe(54);
    expect(scoreWidth(5)).toBe(100);
    expect(characterCount('héllo', 2000, english.number)).toBe('5 / 2,000');
    expect(reviewDate('2026-05-01T23:30:00.000Z', english)).toBe('1 May 2026');
    expect(reviewDate('2026-05-01T23:30:00.000Z', french)).toBe('1 mai 2026');
  });
});
