import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parseTheme, THEME_COLORS, THEME_COOKIE, type Theme } from '@/domain/shared/theme';
import { ThemeContext } from '@/client/lib/theme-context';

export { useTheme } from '@/client/lib/theme-context';

export type { Theme } from '@/domain/shared/theme';

const STORAGE_KEY = 'theme';
const ONE_YEAR = 365 * 24 * 60 * 60;

export function readStoredTheme(): Theme {
  try {
    return parseTheme(localStorage.getItem(STORAGE_KEY));
  } catch {
    return 'light';
  }
}

function storeTheme(theme: Theme): void {
  try {
    localStorage.setItem(STORAGE_KEY, theme);
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
  // The server renders the next page in this theme (no light flash before the code runs).
  document.cookie = `${THEME_COOKIE}=${theme}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/** Puts the theme on <html> (class-based) and on the browser chrome colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * `initialTheme` is the theme the first render must show: the stored choice, or, when hydrating a
 * server-rendered page, the theme the server rendered it in. Should the two differ (a choice made
 * before the theme cookie existed), the stored choice follows right after hydration.
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const synced = useRef(false);

  useEffect(() => {
    if (!synced.current) {
      synced.current = true;
      const stored = readStoredTheme();
      // React's two-pass pattern for hydration: render what the server sent, then correct it once.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      if (stored !== theme) return setTheme(stored);
    }
    applyTheme(theme);
    storeTheme(theme);
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((t) => (t === 'dark' ? 'light' : 'dark')), []);
  const value = useMemo(() => ({ theme, setTheme, toggleTheme }), [theme, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
