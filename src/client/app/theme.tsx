import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { parseTheme, THEME_COLORS, THEME_COOKIE, type Theme, type ThemeChoice } from '@/domain/shared/theme';
import { ThemeContext } from '@/client/lib/theme-context';

export { useTheme } from '@/client/lib/theme-context';

export type { Theme } from '@/domain/shared/theme';

const STORAGE_KEY = 'theme';
/**
 * Set beside a chosen theme. Before issue #51 every visit wrote its theme ("light" for all who never chose):
 * a "light" without it is no choice, and follows the system's.
 */
const CHOSEN_KEY = 'theme-chosen';
const ONE_YEAR = 365 * 24 * 60 * 60;
const DARK_QUERY = '(prefers-color-scheme: dark)';

/** The shopper's choice: light, dark, or (none made) the system's. */
function readChoice(): ThemeChoice {
  try {
    const stored = parseTheme(localStorage.getItem(STORAGE_KEY));
    return stored === 'light' && localStorage.getItem(CHOSEN_KEY) !== '1' ? 'system' : stored;
  } catch {
    return 'system';
  }
}

function systemTheme(): Theme {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

const resolve = (choice: ThemeChoice): Theme => (choice === 'system' ? systemTheme() : choice);

/** The theme to show: the shopper's choice, else the system's. */
export function readStoredTheme(): Theme {
  return resolve(readChoice());
}

/** A choice is remembered (and the server renders the next page in it); the system's is no choice: both forgotten. */
function storeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') {
      localStorage.removeItem(STORAGE_KEY);
      localStorage.removeItem(CHOSEN_KEY);
    } else {
      localStorage.setItem(STORAGE_KEY, choice);
      localStorage.setItem(CHOSEN_KEY, '1');
    }
  } catch {
    // Private mode or storage full: the theme still applies for this visit.
  }
  document.cookie =
    choice === 'system'
      ? `${THEME_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`
      : `${THEME_COOKIE}=${choice}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

/** Puts the theme on <html> (class-based: `dark` or `light`) and on the browser chrome colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/**
 * `initialTheme` is the theme the first render must show: the stored choice's, or, when hydrating a
 * server-rendered page, the theme the server rendered it in. Should the two differ (no choice made and a dark
 * system, or a choice made before the theme cookie existed), the shopper's follows right after hydration.
 * Until the shopper chooses, the theme follows the system's, even as it changes.
 */
export function ThemeProvider({ initialTheme, children }: { initialTheme: Theme; children: ReactNode }) {
  const [theme, setShown] = useState<Theme>(initialTheme);
  // Rendered as the system's on the server and at hydration; the stored choice follows.
  const [choice, setChoiceState] = useState<ThemeChoice>('system');
  const synced = useRef(false);

  useEffect(() => {
    if (!synced.current) {
      synced.current = true;
      const stored = readChoice();
      // No choice: forget what an earlier visit may have written for it (the cookie the server renders by).
      if (stored === 'system') storeChoice('system');
      // React's two-pass pattern for hydration: render what the server sent, then correct it once.
      /* eslint-disable react-hooks/set-state-in-effect */
      setChoiceState(stored);
      const shown = resolve(stored);
      if (shown !== theme) return setShown(shown);
      /* eslint-enable react-hooks/set-state-in-effect */
    }
    applyTheme(theme);
  }, [theme]);

  // No choice made: the system's theme, as it changes (a phone turning dark at night).
  useEffect(() => {
    if (choice !== 'system' || typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK_QUERY);
    const follow = () => setShown(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [choice]);

  const setChoice = useCallback((next: ThemeChoice) => {
    storeChoice(next);
    setChoiceState(next);
    setShown(resolve(next));
  }, []);
  const toggleTheme = useCallback(() => setChoice(theme === 'dark' ? 'light' : 'dark'), [theme, setChoice]);
  const value = useMemo(() => ({ theme, choice, setChoice, toggleTheme }), [theme, choice, setChoice, toggleTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
