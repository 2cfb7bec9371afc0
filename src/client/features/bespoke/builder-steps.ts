import type { NoteGroup } from '@/domain/bespoke/bespoke';
import { msg } from '@/domain/i18n/translator';

/** The builder's steps and words: catalogue messages, shown through `t`. */
export const builderSteps = [
  msg('Perfume Type'),
  msg('Product Name'),
  msg('Top Notes'),
  msg('Middle Notes'),
  msg('Base Notes'),
  msg('Review & Create'),
] as const;

export const REVIEW_STEP = builderSteps.length - 1;

/** Steps 2–4 each choose one note group. */
export const noteStepGroup: Partial<Record<number, NoteGroup>> = { 2: 'top', 3: 'middle', 4: 'base' };

export const groupCopy: Record<NoteGroup, { title: string; intro: string }> = {
  top: {
    title: msg('Top Notes'),
    intro: msg('The first impression: bright, volatile notes that greet the skin and lift away within the hour.'),
  },
  middle: {
    title: msg('Middle Notes'),
    intro: msg('The heart of the perfume, unfolding as the top notes fade and carrying its character for hours.'),
  },
  base: {
    title: msg('Base Notes'),
    intro: msg('The foundation: deep, slow notes that anchor the composition and linger longest on the skin.'),
  },
};

export const stepIntro: readonly string[] = [
  msg(
    'Choose the concentration. It sets the longevity, the trail and how many drops of fragrance oil your bottle can hold.',
  ),
  msg('Give your creation a name of its own.'),
  groupCopy.top.intro,
  groupCopy.middle.intro,
  groupCopy.base.intro,
  msg('Check your formula, then create your perfume. It will be blended to order.'),
];

/** Why Next is disabled, said next to it. */
export const proceedHint: readonly string[] = [
  msg('Choose a perfume type to continue.'),
  msg('Give your perfume a name to continue.'),
  msg('Choose at least one top note to continue.'),
  msg('Choose at least one middle note to continue.'),
  msg('Choose at least one base note to continue.'),
  '',
];
