import type { LandingPage } from '@/domain/shared/server-render';
import { configQuery, ingredientsQuery, perfumeQuery, perfumesQuery } from '@/client/lib/catalogue-queries';
import { houseQuery } from '@/client/lib/house-query';
import { houseFactsQuery, housePageQuery } from '@/client/lib/house-page-query';
import { isHousePageSlug } from '@/domain/pages/house-text';
import { marketsQuery } from '@/client/lib/market';

const key = (query: { queryKey: readonly [string] }) => query.queryKey[0];

/**
 * Every page shows prices in the store currency, the house's details in its footer and the markets in its
 * header's and footer's selector.
 */
const withConfig = (...keys: string[]) => [key(configQuery()), key(houseQuery()), key(marketsQuery()), ...keys];

/** The pages routes.tsx loads lazily from these sources (landing-pages.test.ts checks they exist). */
export const landingPages: readonly LandingPage[] = [
  {
    match: /^\/$/,
    source: 'features/home/home-page.tsx',
    data: () => withConfig(key(perfumesQuery()), key(housePageQuery('testimonials'))),
  },
  {
    match: /^\/collections(\/(female|male))?$/,
    source: 'features/catalogue/collections-page.tsx',
    data: () => withConfig(key(perfumesQuery()), key(housePageQuery('collections'))),
    // ?q=&family=&minPrice=&maxPrice=&sort= narrow the collection (features/catalogue/collection-url.ts).
    readsQuery: true,
  },
  {
    match: /^\/product\/([1-9]\d{0,9})$/,
    source: 'features/product/product-page.tsx',
    // The facts: "Shipping from" the cheapest delivery method.
    data: (path) =>
      withConfig(key(perfumeQuery(Number(path.split('/')[2]))), key(perfumesQuery()), key(houseFactsQuery())),
  },
  // The builders keep their step in ?step= (use-step-param.ts): the server renders that step, as hydration will.
  {
    match: /^\/custom-perfume$/,
    source: 'features/lifestyle/custom-perfume-page.tsx',
    data: () => withConfig(),
    readsQuery: true,
  },
  {
    match: /^\/recipe-builder$/,
    source: 'features/bespoke/recipe-builder-page.tsx',
    data: () => withConfig(key(ingredientsQuery())),
    readsQuery: true,
  },
  // Client care: read by search engines and by shoppers arriving from a search, so rendered here too.
  // The house's own pages (Shipping & Returns, the FAQ, the terms) with their words and facts.
  {
    match: /^\/(shipping-returns|faq|refill|privacy|terms)$/,
    source: 'features/info/info-page.tsx',
    data: (path) => {
      const slug = path.slice(1);
      return isHousePageSlug(slug) ? withConfig(key(housePageQuery(slug))) : withConfig();
    },
  },
  // The house's story, in the owner's words, and the collection counted in the approaches.
  {
    match: /^\/about$/,
    source: 'features/about/about-page.tsx',
    data: () => withConfig(key(housePageQuery('about')), key(houseFactsQuery())),
  },
  // ?subject= chooses the contact form's subject (the Refill Program's link): rendered with it.
  { match: /^\/contact$/, source: 'features/info/info-page.tsx', data: () => withConfig(), readsQuery: true },
];
