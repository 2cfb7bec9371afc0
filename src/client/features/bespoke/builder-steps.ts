import type { NoteGroup } from '@/domain/bespoke/bespoke';

export const builderSteps = [
  'Perfume Type',
  'Product Name',
  'Top Notes',
  'Middle Notes',
  'Base Notes',
  'Review & Create',
] as const;

export const REVIEW_STEP = builderSteps.length - 1;

/** Steps 2–4 each choose one note group. */
export const noteStepGroup: Partial<Record<number, NoteGroup>> = { 2: 'top', 3: 'middle', 4: 'base' };

export const groupCopy: Record<NoteGroup, { title: string; intro: string; short: string }> = {
  top: {
    title: 'Top Notes',
    short: 'top',
    intro: 'The first impression: bright, volatile notes that greet the skin and lift away within the hour.',
  },
  middle: {
    title: 'Middle Notes',
    short: 'middle',
    intro: 'The heart of the perfume, unfolding as the top notes fade and carrying its character for hours.',
  },
  base: {
    title: 'Base Notes',
    short: 'base',
    intro: 'The foundation: deep, slow notes that anchor the composition and linger longest on the skin.',
  },
};

export const stepIntro: readonly string[] = [
  'Choose the concentration. It sets the longevity, the trail and how many drops of fragrance oil your bottle can hold.',
  'Give your creation a name of its own.',
  groupCopy.top.intro,
  groupCopy.middle.intro,
  groupCopy.base.intro,
  'Check your formula, then create your perfume. It will be blended to order.',
];

/** Why Next is disabled, said next to it. */
export const proceedHint: readonly string[] = [
  'Choose a perfume type to continue.',
  'Give your perfume a name to continue.',
  'Choose at least one top note to continue.',
  'Choose at least one middle note to continue.',
  'Choose at least one base note to continue.',
  '',
];
