import { getPerfume, getPerfumes, getPerfumeStock, getIngredients } from '@/domain/api/catalogue';
import type { Answer } from '@/domain/api/endpoint';
import { getAtelierInfo } from '@/domain/api/atelier';
import { getHouseFacts, getHousePage } from '@/domain/api/pages';
import { fillFacts, housePageTitles } from '@/domain/pages/house-text';
import { getPerfumeReviews, getReviewEligibility } from '@/domain/api/reviews';
import { getConfig } from '@/domain/api/system';
import { getRefillOffer } from '@/domain/api/refills';
import type { getMarkets } from '@/domain/api/markets';
import { perfumeSeeds } from '@/server/db/seeds/perfumes';
import { FIRST_WORDS } from '@/server/house-pages/first-words';
import { answer, fail } from './api';
import { ingredients, perfume } from './fixtures';

type Perfume = Answer<typeof getPerfume>;

/** The simulated card provider and the seeded sample price, as a test server answers GET /api/config. */
export const CONFIG: Answer<typeof getConfig> = {
  currency: 'EUR',
  samplePrice: 4,
  payments: { provider: 'simulated' },
};

/** The seeded markets, as a test server answers GET /api/markets in English (the header's and footer's selector). */
export const MARKETS: Answer<typeof getMarkets> = [
  {
    code: 'eu',
    name: 'Europe',
    label: 'Europe',
    currency: 'EUR',
    countries: ['FR', 'DE'],
    isDefault: true,
    dutiesOnDelivery: false,
  },
  {
    code: 'gb',
    name: 'United Kingdom',
    label: 'United Kingdom',
    currency: 'GBP',
    countries: ['GB'],
    isDefault: false,
    dutiesOnDelivery: false,
  },
  {
    code: 'ch',
    name: 'Switzerland',
    label: 'Switzerland',
    currency: 'CHF',
    countries: ['CH', 'LI'],
    isDefault: false,
    dutiesOnDelivery: true,
  },
  {
    code: 'us',
    name: 'United States',
    label: 'United States',
    currency: 'USD',
    countries: ['US'],
    isDefault: false,
    dutiesOnDelivery: true,
  },
];

/** The same markets as the server answers a French page (`?lang=fr`): the countries named in French. */
export const MARKETS_IN_FRENCH: Answer<typeof getMarkets> = MARKETS.map((m) => ({
  ...m,
  label: { 'United Kingdom': 'Royaume-Uni', Switzerland: 'Suisse', 'United States': 'États-Unis' }[m.name] ?? m.label,
}));

/** The refill programme as the seeded shop offers it (GET /api/refills): every 4, 8 or 12 weeks, 15 % off. */
const REFILL_OFFER: Answer<typeof getRefillOffer> = { intervals: [4, 8, 12], discountPercent: 15 };

/** The facts the house's pages state, as a seeded shop answers GET /api/house/facts (the product page's "Shipping from"). */
const HOUSE_FACT_ANSWER: Answer<typeof getHouseFacts> = {
  madeToOrderDays: '21',
  returnWindowDays: '14',
  shippingFrom: '€6.00',
  freeShippingFrom: '€150.00',
  shippingMethods: 'Europe: Standard €6.00 (3–5 days)',
  giftWrapPrice: '€5.00',
  samplePrice: '€4.00',
  sampleCreditDays: '60',
  maxQuantity: '10',
  maxCartLines: '20',
  maxOrderTotal: '€10,000.00',
  unpaidHours: '24',
  houseEmail: 'hello@maison-lumiere.test',
  privacyEmail: 'privacy@maison-lumiere.test',
  legalAddress: 'Maison Lumière, Paris',
  perfumeCount: 'twenty',
  PerfumeCount: 'Twenty',
};

/**
 * The shop's catalogue as the storefront reads it: the config, the 20 seeded perfumes (with
 * `changes` by id), each perfume (404 for any other id), its stock (nothing low), no reviews, the
 * ingredients, the atelier's 21 days for a made-to-order perfume, the house's facts, the refill offer and its pages' first words. Registered as fallbacks: a test's own answers for these endpoints come first.
 */
export function answerCatalogue(changes: Record<number, Partial<Perfume>> = {}) {
  const all = perfumeSeeds.map((_, i) => perfume(i + 1, changes[i + 1]));
  const byId = (id: string) => all.find((p) => p.id === Number(id));
  const fallback = { fallback: true };
  answer(getConfig, CONFIG, fallback);
  answer(getPerfumes, all, fallback);
  answer(
    getPerfume,
    ({ params }) =>
      byId(params.id ?? '') ?? fail(getPerfume, 404, { code: 'PERFUME_NOT_FOUND', message: 'Perfume not found' }),
    fallback,
  );
  answer(
    getPerfumeStock,
    ({ params }) => ({ sizes: (byId(params.id ?? '')?.sizes ?? []).map((s) => ({ volume: s.volume, left: null })) }),
    fallback,
  );
  answer(
    getPerfumeReviews,
    {
      summary: {
        count: 0,
        average: null,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        longevity: null,
        sillage: null,
      },
      reviews: [],
    },
    fallback,
  );
  answer(getReviewEligibility, { canReview: false, reason: 'signed-out', status: null }, fallback);
  answer(getIngredients, ingredients(), fallback);
  answer(getAtelierInfo, { madeToOrderDays: 21 }, fallback);
  answer(getHouseFacts, HOUSE_FACT_ANSWER, fallback);
  answer(getRefillOffer, REFILL_OFFER, fallback);
  answer(
    getHousePage,
    ({ params }) => {
      const slug = params.slug as keyof typeof FIRST_WORDS;
      const words = FIRST_WORDS[slug];
      return {
        slug,
        title: housePageTitles[slug],
        intro: fillFacts(words.intro, HOUSE_FACT_ANSWER),
        body: fillFacts(words.body, HOUSE_FACT_ANSWER),
        updatedAt: null,
      };
    },
    fallback,
  );
  return all;
}
