import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useI18n } from '@/client/lib/i18n';

/** A navigation quicker than this shows nothing: a bar that flashes for a moment is noise. */
const PROGRESS_DELAY_MS = 150;

/**
 * Whether a navigation has been under way for longer than a moment (the next page's code or data is
 * still on its way). The old page stays until the new one is ready, the router's way, so the shopper
 * needs a sign that the tap was heard.
 */
export function useSlowNavigation(): boolean {
  const navigation = useNavigation();
  // Keyed by the navigation's destination: a later navigation waits its own moment.
  const key = navigation.state === 'idle' ? null : navigation.location.key;
  const [shownFor, setShownFor] = useState<string | null>(null);

  useEffect(() => {
    if (key === null) return;
    const timer = setTimeout(() => setShownFor(key), PROGRESS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key]);

  return key !== null && shownFor === key;
}

/**
 * A thin accent bar along the top of the window while a slow navigation lasts, and a polite
 * "Loading page" for screen readers. With reduced motion the bar stands still at full width.
 */
export function NavigationProgress({ shown }: { shown: boolean }) {
  const { t } = useI18n();
  return (
    <>
      {shown ? (
        <div
          role="progressbar"
          aria-label={t('Loading page')}
          className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden"
        >
          <div className="h-full origin-left bg-accent shadow-[0_0_6px_var(--accent-soft)] motion-safe:animate-nav-progress" />
        </div>
      ) : null}
      {/* Always there, so its words are announced when they come (a live region added with its text is not). */}
      <p role="status" className="sr-only">
        {shown ? t('Loading page') : ''}
      </p>
    </>
  );
}
