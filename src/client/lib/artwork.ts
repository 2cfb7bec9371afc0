import type { Theme } from '@/domain/shared/theme';
import { useTheme } from './theme-context';

/**
 * The house's own artwork (scripts/generate-artwork.mjs): each bottle and ingredient is drawn on a
 * ground of its own colour, pale for the light theme; a twin in `dark/` beside it has a dark ground.
 * An `<img>` cannot see the page's theme, so the page picks the file. Pictures uploaded in the back
 * office (`/media/…`) keep their own pixels whatever the theme.
 */
const HOUSE_ART = /^\/images\/(perfumes|ingredients)\/([a-z0-9-]+\.svg)$/;

export function artworkSrc(src: string, theme: Theme): string {
  if (theme !== 'dark') return src;
  return src.replace(HOUSE_ART, (_, folder: string, file: string) => `/images/${folder}/dark/${file}`);
}

/** `src` for the theme shown. */
export function useArtworkSrc(src: string): string {
  return artworkSrc(src, useTheme().theme);
}
