import { useEffect, useRef } from 'react';

/**
 * For wizards: when the step changes, move focus to the new step's heading (so screen
 * readers announce it) and bring the top of the wizard back into view if it has scrolled
 * away. Give `containerRef` a scroll margin clearing the sticky header (e.g. scroll-mt-24).
 * A `null` step is one still being settled (a builder resuming its draft): the step it
 * settles on is where the page opens, not a move, so focus stays where it is.
 */
export function useStepFocus<C extends HTMLElement = HTMLElement, H extends HTMLElement = HTMLHeadingElement>(
  step: number | null,
) {
  const containerRef = useRef<C>(null);
  const headingRef = useRef<H>(null);
  const previous = useRef(step);

  useEffect(() => {
    if (previous.current === step) return;
    const settling = previous.current === null || step === null;
    previous.current = step;
    if (settling) return;
    headingRef.current?.focus({ preventScroll: true });
    const container = containerRef.current;
    if (!container) return;
    const margin = parseFloat(getComputedStyle(container).scrollMarginTop) || 0;
    if (container.getBoundingClientRect().top < margin) {
      const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      container.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
    }
  }, [step]);

  return { containerRef, headingRef };
}

/**
 * A short rise-and-fade for a step's panel as it mounts (CSS @starting-style). Apply it
 * only after the first step change, so the page itself does not fade in on load.
 */
export const stepEnterClasses =
  'motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:ease-out motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0';
