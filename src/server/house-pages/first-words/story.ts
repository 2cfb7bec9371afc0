import type { HousePageSlug } from '../../../domain/pages/house-text';

/** The first words of the pages that tell the house: about, the collections, the clients' letters. */
export const STORY_WORDS: Record<
  Extract<HousePageSlug, 'about' | 'collections' | 'testimonials'>,
  { intro: string; body: string }
> = {
  about: {
    intro:
      'Maison Lumière is a small perfume house that composes finished fragrances, recommends personal ones and helps you create your own. Whichever way you come to us, the craft behind the bottle is the same.',
    body: `## Mission {#mission}

To make fine perfumery personal again: composed with care, explained with honesty and, when you wish it, made for one person only.

Perfume was once made to measure, for a patron and a season. Somewhere along the way it became a product made for everyone and no one. We keep the old discipline of the atelier, the weighing, the resting, the patience, and pair it with tools that let you take part in the composition yourself.

## Values {#values}

### Craftsmanship
Every formula is weighed, macerated and filtered by hand in small batches, then left to rest before it is bottled: a perfume made for you leaves the atelier in about {madeToOrderDays} days.

### Responsible Sourcing
We buy naturals from growers we know by name: Calabrian bergamot, Grasse jasmine, Haitian vetiver, sandalwood from managed plantations.

### Personal Expression
A perfume is worn closer than any garment. We believe it should say something true about the person wearing it, not about a trend.

### Honest Composition
We show what is inside each bottle, note by note, and we price by what goes into it, never by what the label is worth.

## Journey {#journey}

### 2020 · The atelier opens
Two perfumers and a single organ of 120 raw materials begin composing in a small workshop, one formula at a time.

### 2021 · The first collection
Ten fragrances, five for women and five for men, launch online and sell out their first batches within a season.

### 2022 · The Lifestyle Configurator
A four-step questionnaire turns the way you live into a personal recommendation, with your own name on the label.

### 2023 · Bespoke creation
Our recipe builder opens the organ to everyone: choose a concentration and compose top, heart and base, drop by drop.

### 2024 · Twenty signatures
The collection grows to twenty fragrances, each described note by note, from a fresh citrus to a smoky oud.`,
  },

  collections: {
    intro:
      '{PerfumeCount} fragrances, each composed around a single memory: a garden after rain, a leather-bound library, salt drying on warm skin.',
    body: `## Women

Luminous florals, sheer musks and softly spiced ambers, composed to sit close to the skin and linger.

## Men

Woods, resins, aromatic herbs and cool citrus, composed with restraint and made to last the day.`,
  },

  testimonials: {
    intro: 'Three of the letters we keep: what our clients wrote once their perfume had arrived.',
    body: `### Élodie Marchand · Creative Director · 5
I answered a few questions about my mornings by the sea and my weakness for old rose gardens. The perfume that arrived felt as if someone had been quietly taking notes on my life.

### Julien Okafor · Architect · 4.5
Composing my own fragrance drop by drop was absorbing in the best way. The capacity guide kept the formula balanced, and the bottle with my name on it now lives on my desk.

### Hannah Whitfield · Interior Designer · 5
The collection is edited with real restraint. The notes are described so clearly that choosing online felt like choosing at a counter, and the scent lasts well into the evening.`,
  },
};
