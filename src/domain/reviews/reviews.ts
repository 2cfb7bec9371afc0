// No zod here: the product page's bundle reads these words and the summary rule, and the server
// keeps each perfume's totals with the same rule (decision 066).
import { msg } from '../i18n/translator';

/** The seasons a review may say a perfume suits. */
export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

export const SEASON_LABELS: Readonly<Record<Season, string>> = {
  spring: msg('Spring'),
  summer: msg('Summer'),
  autumn: msg('Autumn'),
  winter: msg('Winter'),
};

/** How long a perfume lasts on the skin, 1 to 5, in words (messages: shown with `t(word)`). */
export const LONGEVITY_WORDS: readonly string[] = [
  msg('Fleeting'),
  msg('Weak'),
  msg('Moderate'),
  msg('Long-lasting'),
  msg('Eternal'),
];
/** How far a perfume carries, 1 to 5, in words (messages: shown with `t(word)`). */
export const SILLAGE_WORDS: readonly string[] = [
  msg('Intimate'),
  msg('Soft'),
  msg('Moderate'),
  msg('Strong'),
  msg('Room-filling'),
];

/** The word of a 1–5 score (a mean is rounded to the nearest step). */
export function scoreWord(words: readonly string[], score: number): string {
  const step = Math.min(5, Math.max(1, Math.round(score)));
  return words[step - 1]!;
}

export const REVIEW_STATUSES = ['pending', 'approved', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The longest review body, in characters. */
export const MAX_REVIEW_LENGTH = 2000;
/** The longest reply of the house. */
export const MAX_REPLY_LENGTH = 2000;
/** Reviews an account may write in 24 hours. */
export const REVIEWS_PER_DAY = 5;
/** The invitation to review is mailed this long after the order is shipped. */
export const REVIEW_INVITATION_DAYS = 14;
/** The most reviews the product page's JSON-LD carries. */
export const JSON_LD_REVIEWS = 5;

/** What a perfume's approved reviews add up to: what the server keeps per perfume. */
export interface ReviewTotals {
  count: number;
  ratingSum: number;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars. */
  distribution: readonly [number, number, number, number, number];
  longevitySum: number;
  sillageSum: number;
}

/** A perfume's reviews as the product page shows them. */
export interface ReviewSummary {
  count: number;
  /** The mean of the stars, to one decimal; null without a review. */
  average: number | null;
  /** How many reviews gave each number of stars: `{ 1: n, …, 5: n }`. */
  distribution: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** The means of longevity and sillage (1–5), to one decimal; null without a review. */
  longevity: number | null;
  sillage: number | null;
}

export const NO_REVIEWS: ReviewTotals = {
  count: 0,
  ratingSum: 0,
  distribution: [0, 0, 0, 0, 0],
  longevitySum: 0,
  sillageSum: 0,
};

/** The totals of some reviews (the approved ones of a perfume). */
export function totalsOf(reviews: readonly { rating: number; longevity: number; sillage: number }[]): ReviewTotals {
  const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
  let ratingSum = 0;
  let longevitySum = 0;
  let sillageSum = 0;
  for (const r of reviews) {
    distribution[r.rating - 1]!++;
    ratingSum += r.rating;
    longevitySum += r.longevity;
    sillageSum += r.sillage;
  }
  return { count: reviews.length, ratingSum, distribution, longevitySum, sillageSum };
}

/** `sum / count` to one decimal, half up, in integers (4.25 → 4.3, never 4.2 by a float's whim). */
export function meanToOneDecimal(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}

/** The summary the product page shows of a perfume's totals. */
export function summarize(totals: ReviewTotals): ReviewSummary {
  const [one, two, three, four, five] = totals.distribution;
  return {
    count: totals.count,
    average: meanToOneDecimal(totals.ratingSum, totals.count),
    distribution: { 1: one, 2: two, 3: three, 4: four, 5: five },
    longevity: meanToOneDecimal(totals.longevitySum, totals.count),
    sillage: meanToOneDecimal(totals.sillageSum, totals.count),
  };
}

/** How a review is signed: the first name and the initial of the last ("Ada L."), or "A customer" (a message). */
export function authorName(fullName: string | null | undefined): string {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return msg('A customer');
  const first = words[0]!.slice(0, 40);
  const last = words.length > 1 ? words[words.length - 1]! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}
