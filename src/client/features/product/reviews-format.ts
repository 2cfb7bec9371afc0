import type { ReviewSummary } from '@/domain/reviews/reviews';

/* No zod here: the product page's and the cards' helpers for reviews. */

/** "4.3 out of 5 stars" for screen readers; the figure with one decimal. */
export const starsLabel = (average: number) => `${average.toFixed(1)} out of 5 stars`;

/** "1 review", "12 reviews". */
export const reviewCount = (n: number) => `${n.toLocaleString('en')} ${n === 1 ? 'review' : 'reviews'}`;

/** Each number of stars, 5 down to 1, with its count and its share of the reviews in whole percent. */
export function distributionBars(summary: Pick<ReviewSummary, 'count' | 'distribution'>) {
  return ([5, 4, 3, 2, 1] as const).map((stars) => {
    const count = summary.distribution[stars];
    return { stars, count, percent: summary.count ? Math.round((count * 100) / summary.count) : 0 };
  });
}

/** A 1–5 mean as the width of its bar, in percent (1 → 20 %, 5 → 100 %). */
export const scoreWidth = (score: number) => Math.min(100, Math.max(0, Math.round(score * 20)));

/** "1,234 / 2,000": the characters written and the most allowed. */
export const characterCount = (text: string, max: number) =>
  `${[...text].length.toLocaleString('en')} / ${max.toLocaleString('en')}`;

/** A review's day as the page shows it: "1 May 2026". */
export const reviewDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
