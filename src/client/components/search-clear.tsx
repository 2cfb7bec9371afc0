import type { KeyboardEvent } from 'react';
import { X } from 'lucide-react';
import { useI18n } from '@/client/lib/i18n';

/**
 * A search box's classes that hide the browser's own clear button (Chromium's blue ×) and its
 * decoration: the house draws its own, `SearchClearButton`, inside the box's right padding (`pr-11`).
 */
export const HIDE_NATIVE_CLEAR =
  'pr-11 [&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none';

/** The house's clear button, drawn inside a search box (its wrapper is `relative`) while it holds words. */
export function SearchClearButton({ shown, onClear }: { shown: boolean; onClear: () => void }) {
  const { t } = useI18n();
  if (!shown) return null;
  return (
    <button
      type="button"
      aria-label={t('Clear search')}
      onClick={onClear}
      className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-ink-soft transition-colors hover:bg-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
    >
      <X aria-hidden="true" strokeWidth={1.5} className="size-4" />
    </button>
  );
}

/**
 * A search box's Escape: empties the box first (`onClear`); with the box already empty the key is left
 * to whatever holds it (a sheet, a dialog).
 */
export const escapeClears = (value: string, onClear: () => void) => (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key !== 'Escape' || value === '') return;
  e.preventDefault();
  e.stopPropagation();
  onClear();
};
