import { createContext, useContext } from 'react';
import type { Theme } from '@/domain/shared/theme';

interface ThemeContextValue {
  theme: Theme;
  setTheme: (theme: Theme) => void;
  toggleTheme: () => void;
}

/**
 * The theme shown, provided by app/theme.tsx's ThemeProvider. It lives down here so that shared
 * components (the artwork's dark variants, lib/artwork.ts) can read it too.
 */
export const ThemeContext = createContext<ThemeContextValue | null>(null);

export function useTheme(): ThemeContextValue {
  const ctx = useContext(ThemeContext);
  if (!ctx) throw new Error('useTheme must be used inside ThemeProvider');
  return ctx;
}
