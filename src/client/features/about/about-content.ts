import { SAMPLE_CREDIT_DAYS, SAMPLE_ML } from '@/domain/samples/samples';
import { paths } from '@/domain/pages/paths';
import { msg } from '@/domain/i18n/translator';

/*
 * The About page's mission, values and journey are the owner's words (the back office's Pages,
 * "About Us"; server/house-pages/first-words.ts holds the first ones). The approaches and the
 * membership stay the shop's: messages, shown with `t()`.
 */

interface Approach {
  title: string;
  /**
   * Its words: a message given `{count}`, the collection's count in words ("Twenty-one"; `none` until
   * known).
   */
  text: string;
  to: string;
  cta: string;
}

export const approaches: readonly Approach[] = [
  {
    title: msg('Curated Collections'),
    text: msg(
      '{count, select, none {Finished fragrances, edited with restraint. Each one is described by its top, heart and base so you can choose with confidence.} other {{count} finished fragrances, edited with restraint. Each one is described by its top, heart and base so you can choose with confidence.}}',
    ),
    to: paths.collections(),
    cta: msg('Explore Collections'),
  },
  {
    title: msg('Lifestyle Configurator'),
    text: msg(
      'Answer questions about your surroundings, your preferences and your personality; we compose a recommendation that fits your days.',
    ),
    to: paths.customPerfume(),
    cta: msg('Find Your Scent'),
  },
  {
    title: msg('Bespoke Creation'),
    text: msg(
      'For those who want to hold the pipette themselves: pick the concentration and build the formula ingredient by ingredient.',
    ),
    to: paths.recipeBuilder(),
    cta: msg('Create Bespoke'),
  },
];

/**
 * Maison Privée, the membership in preparation: what it will bring, and nothing billed until it exists.
 * Messages; `already.text` is given `values`.
 */
export const membership = {
  coming: [
    {
      title: msg('Early access'),
      text: msg('New compositions offered to members before they join the collection.'),
    },
    {
      title: msg('Atelier invitations'),
      text: msg('Evenings at the atelier with the perfumers, among raw materials and formulas in progress.'),
    },
  ],
  already: {
    title: msg('Samples, credited'),
    text: msg(
      'Already open to every client: a {ml} ml sample of any perfume, its price taken off the full bottle bought within {days} days.',
    ),
    values: { ml: SAMPLE_ML, days: SAMPLE_CREDIT_DAYS },
  },
} as const;
