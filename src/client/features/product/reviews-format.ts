import type { ReviewSummary } from '@/domain/reviews/reviews';
import { DEFAULT_LOCALE } from '@/domain/i18n/locales';
import type { Translator } from '@/domain/i18n/translator';

/* No zod here: the product page's and the cards' helpers for reviews, in the page's language (`useI18n()`). */

/** "4.3 out of 5 stars" for screen readers; the figure with one decimal. */
export const starsLabel = (average: number, { t, number }: Pick<Translator, 't' | 'number'>) =>
  t('{average} out of 5 stars', { average: oneDecimal(average, number) });

/** "4.3": a mean with one decimal, as the language writes it. */
export const oneDecimal = (n: number, number: Translator['number']) =>
  number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "1 review", "12 reviews". */
export const reviewCount = (n: number, t: Translator['t']) =>
  t('{count, plural, one {# review} other {# reviews}}', { count: n });

/** "1 star", "4 stars": by the language's plural forms. */
export const starCount = (n: number, t: Translator['t']) =>
  t('{stars, plural, one {# star} other {# stars}}', { stars: n });

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
export const characterCount = (text: string, max: number, number: Translator['number']) =>
  `${number([...text].length)} / ${number(max)}`;

/** A review's day as the page shows it: "1 May 2026" in English (day first), the language's long date else. */
export const reviewDate = (iso: string, { locale, tag }: Pick<Translator, 'locale' | 'tag'>) =>
  new Date(iso).toLocaleDateString(locale === DEFAULT_LOCALE ? 'en-GB' : tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
