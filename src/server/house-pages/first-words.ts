import type { Locale } from '../../domain/i18n/locales';
import type { HousePageSlug } from '../../domain/pages/house-text';
import { HELP_WORDS } from './first-words/help';
import { HELP_WORDS_FR } from './first-words/help-fr';
import { LEGAL_WORDS } from './first-words/legal';
import { LEGAL_WORDS_FR } from './first-words/legal-fr';
import { STORY_WORDS } from './first-words/story';
import { STORY_WORDS_FR } from './first-words/story-fr';

type Words = Record<HousePageSlug, { intro: string; body: string }>;

/**
 * The house's first words for its pages (domain/pages/house-text.ts says the format): what a page
 * shows until the owner saves it in the back office. Every delivery time, price and window is a
 * {fact}, read from the settings it describes when the page is read.
 */
export const FIRST_WORDS: Words = {
  ...HELP_WORDS,
  ...LEGAL_WORDS,
  ...STORY_WORDS,
};

/** The same in the shop's other languages, by language: the same {facts}, the same sections and anchors. */
export const FIRST_WORDS_IN: Readonly<Record<Locale, Words>> = {
  fr: { ...HELP_WORDS_FR, ...LEGAL_WORDS_FR, ...STORY_WORDS_FR },
};

/** A page's first words in `locale` (in English for a language the house has not written them in). */
export function firstWords(locale: Locale, slug: HousePageSlug): { intro: string; body: string } {
  return (Object.hasOwn(FIRST_WORDS_IN, locale) ? FIRST_WORDS_IN[locale]! : FIRST_WORDS)[slug];
}
