import { SAMPLE_CREDIT_DAYS, SAMPLE_ML } from '@/domain/samples/samples';

export const values = [
  {
    title: 'Craftsmanship',
    text: 'Every formula is weighed, macerated and filtered by hand in small batches, then left to rest for six weeks before it is bottled.',
  },
  {
    title: 'Responsible Sourcing',
    text: 'We buy naturals from growers we know by name: Calabrian bergamot, Grasse jasmine, Haitian vetiver, sandalwood from managed plantations.',
  },
  {
    title: 'Personal Expression',
    text: 'A perfume is worn closer than any garment. We believe it should say something true about the person wearing it, not about a trend.',
  },
  {
    title: 'Honest Composition',
    text: 'We show what is inside each bottle, note by note, and we price by what goes into it, never by what the label is worth.',
  },
] as const;

export const timeline = [
  {
    year: '2020',
    title: 'The atelier opens',
    text: 'Two perfumers and a single organ of 120 raw materials begin composing in a small workshop, one formula at a time.',
  },
  {
    year: '2021',
    title: 'The first collection',
    text: 'Ten fragrances, five for women and five for men, launch online and sell out their first batches within a season.',
  },
  {
    year: '2022',
    title: 'The Lifestyle Configurator',
    text: 'A four-step questionnaire turns the way you live into a personal recommendation, with your own name on the label.',
  },
  {
    year: '2023',
    title: 'Bespoke creation',
    text: 'Our recipe builder opens the organ to everyone: choose a concentration and compose top, heart and base, drop by drop.',
  },
  {
    year: '2024',
    title: 'Twenty signatures',
    text: 'The collection grows to twenty fragrances, each described note by note, from a fresh citrus to a smoky oud.',
  },
] as const;

export const approaches = [
  {
    title: 'Curated Collections',
    text: 'Twenty finished fragrances, edited with restraint. Each one is described by its top, heart and base so you can choose with confidence.',
    to: '/collections',
    cta: 'Explore Collections',
  },
  {
    title: 'Lifestyle Configurator',
    text: 'Answer questions about your surroundings, your preferences and your personality; we compose a recommendation that fits your days.',
    to: '/custom-perfume',
    cta: 'Find Your Scent',
  },
  {
    title: 'Bespoke Creation',
    text: 'For those who want to hold the pipette themselves: pick the concentration and build the formula ingredient by ingredient.',
    to: '/recipe-builder',
    cta: 'Create Bespoke',
  },
] as const;

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
