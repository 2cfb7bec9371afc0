import type { HousePageSlug } from '../../domain/pages/house-text';
import { HELP_WORDS } from './first-words/help';
import { LEGAL_WORDS } from './first-words/legal';
import { STORY_WORDS } from './first-words/story';

/**
 * The house's first words for its pages (domain/pages/house-text.ts says the format): what a page
 * shows until the owner saves it in the back office. Every delivery time, price and window is a
 * {fact}, read from the settings it describes when the page is read.
 */
export const FIRST_WORDS: Record<HousePageSlug, { intro: string; body: string }> = {
  ...HELP_WORDS,
  ...LEGAL_WORDS,
  ...STORY_WORDS,
};
