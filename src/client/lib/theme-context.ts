import { createContext, useContext } from 'react';
import type { Theme, ThemeChoice } from '@/domain/shared/theme';

interface ThemeContextValue {
  /** The theme shown: the shopper's choice, else the system's. */
  theme: Theme;
  /** What the shopper chose; 'system' until they choose (or once they go back to it). */
  choice: ThemeChoice;
  setChoice: (choice: ThemeChoice) => void;
  /** The other theme than the one shown, remembered as the shopper's choice. */
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
