/** The two themes. The browser keeps the choice in localStorage and in a cookie the server reads. */
export type Theme = 'light' | 'dark';

/** What the shopper chose: a theme, or the system's (`prefers-color-scheme`) until they choose. */
export type ThemeChoice = Theme | 'system';

/** Cookie (readable, no secret) that lets server-rendered pages arrive in the shopper's theme. */
export const THEME_COOKIE = 'theme';

/** The browser chrome colour (`<meta name="theme-color">`) of each theme. */
export const THEME_COLORS: Record<Theme, string> = { light: '#f8f5f0', dark: '#13110e' };

/** A stored choice (the cookie's, localStorage's): none, or anything else, is the system's. */
export function parseTheme(value: string | undefined | null): ThemeChoice {
  return value === 'dark' || value === 'light' ? value : 'system';
}
