import { SAMPLE_CREDIT_DAYS, SAMPLE_ML } from '@/domain/samples/samples';
import { paths } from '@/domain/pages/paths';

/*
 * The About page's mission, values and journey are the owner's words (the back office's Pages,
 * "About Us"; server/house-pages/first-words.ts holds the first ones). The approaches and the
 * membership stay the shop's.
 */

interface Approach {
  title: string;
  /** Its words; a function of the collection's count in words ("Twenty-one"; undefined until known). */
  text: string | ((count: string | undefined) => string);
  to: string;
  cta: string;
}

export const approaches: readonly Approach[] = [
  {
    title: 'Curated Collections',
    text: (count) =>
      `${count ? `${count} finished` : 'Finished'} fragrances, edited with restraint. Each one is described by its top, heart and base so you can choose with confidence.`,
    to: paths.collections(),
    cta: 'Explore Collections',
  },
  {
    title: 'Lifestyle Configurator',
    text: 'Answer questions about your surroundings, your preferences and your personality; we compose a recommendation that fits your days.',
    to: paths.customPerfume(),
    cta: 'Find Your Scent',
  },
  {
    title: 'Bespoke Creation',
    text: 'For those who want to hold the pipette themselves: pick the concentration and build the formula ingredient by ingredient.',
    to: paths.recipeBuilder(),
    cta: 'Create Bespoke',
  },
];

/** Maison Privée, the membership in preparation: what it will bring, and nothing billed until it exists. */
export const membership = {
  coming: [
    { title: 'Early access', text: 'New compositions offered to members before they join the collection.' },
    {
      title: 'Atelier invitations',
      text: 'Evenings at the atelier with the perfumers, among raw materials and formulas in progress.',
    },
  ],
  already: {
    title: 'Samples, credited',
    text: `Already open to every client: a ${SAMPLE_ML} ml sample of any perfume, its price taken off the full bottle bought within ${SAMPLE_CREDIT_DAYS} days.`,
  },
} as const;
