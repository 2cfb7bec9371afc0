import { describe, expect, it } from 'vitest';
import {
  authorName,
  LONGEVITY_WORDS,
  meanToOneDecimal,
  NO_REVIEWS,
  scoreWord,
  SILLAGE_WORDS,
  summarize,
  totalsOf,
} from './reviews';
import { reviewInputSchema } from './schemas';

describe('the reviews summary', () => {
  it('has no average, longevity or sillage before the first review', () => {
    expect(summarize(NO_REVIEWS)).toEqual({
      count: 0,
      average: null,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      longevity: null,
      sillage: null,
    });
  });

  it('averages to one decimal, half up, and counts each number of stars', () => {
    const totals = totalsOf([
      { rating: 5, longevity: 5, sillage: 2 },
      { rating: 4, longevity: 3, sillage: 3 },
      { rating: 4, longevity: 4, sillage: 3 },
    ]);
    expect(summarize(totals)).toEqual({
      count: 3,
      average: 4.3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      longevity: 4,
      sillage: 2.7,
    });
    expect(meanToOneDecimal(17, 4)).toBe(4.3); // 4.25 half up
    expect(meanToOneDecimal(5, 4)).toBe(1.3); // 1.25
    expect(meanToOneDecimal(1, 3)).toBe(0.3);
    expect(meanToOneDecimal(3, 0)).toBeNull();
  });

  it('names scores in words, a mean by its nearest step', () => {
    expect(LONGEVITY_WORDS).toEqual(['Fleeting', 'Weak', 'Moderate', 'Long-lasting', 'Eternal']);
    expect(SILLAGE_WORDS).toEqual(['Intimate', 'Soft', 'Moderate', 'Strong', 'Room-filling']);
    expect(scoreWord(LONGEVITY_WORDS, 4.4)).toBe('Long-lasting');
    expect(scoreWord(SILLAGE_WORDS, 4.5)).toBe('Room-filling');
    expect(scoreWord(SILLAGE_WORDS, 1)).toBe('Intimate');
  });

  it('signs with the first name and the initial of the last', () => {
    expect(authorName('Ada Lovelace')).toBe('Ada L.');
    expect(authorName('  jean   de la  fontaine ')).toBe('jean F.');
    expect(authorName('Mary')).toBe('Mary');
    expect(authorName('')).toBe('A customer');
    expect(authorName(null)).toBe('A customer');
  });
});

describe('a review as written', () => {
  const valid = { rating: 5, longevity: 3, sillage: 2, body: 'Lovely.' };
  it('keeps the seasons in their order, once each, and the text as written', () => {
    const parsed = reviewInputSchema.parse({ ...valid, seasons: ['winter', 'spring', 'winter'], body: ' <b>hi</b> ' });
    expect(parsed.seasons).toEqual(['spring', 'winter']);
    expect(parsed.body).toBe('<b>hi</b>');
    expect(reviewInputSchema.parse(valid).seasons).toEqual([]);
  });
  it('refuses scores outside 1–5, an empty body and one over 2,000 characters', () => {
    expect(reviewInputSchema.safeParse({ ...valid, rating: 0 }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, sillage: 2.5 }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, body: '   ' }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, body: 'x'.repeat(2000) }).success).toBe(true);
    expect(reviewInputSchema.safeParse({ ...valid, body: 'x'.repeat(2001) }).success).toBe(false);
    expect(reviewInputSchema.safeParse({ ...valid, seasons: ['monsoon'] }).success).toBe(false);
  });
});
