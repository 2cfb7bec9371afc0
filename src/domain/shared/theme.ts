/** The two themes. The browser keeps the choice in localStorage and in a cookie the server reads. */
export type Theme = 'light' | 'dark';

/** Cookie (readable, no secret) that lets server-rendered pages arrive in the shopper's theme. */
export const THEME_COOKIE = 'theme';

/** The browser chrome colour (`<meta name="theme-color">`) of each theme. */
export const THEME_COLORS: Record<Theme, string> = { light: '#f8f5f0', dark: '#13110e' };

export function parseTheme(value: string | undefined | null): Theme {
  return value === 'dark' ? 'dark' : 'light';
}
