import { useEffect, useState, type RefObject } from 'react';

/** The sticky header's height on phones (h-16): an element under it is out of view too. */
const HEADER_PX = 64;

/**
 * True while the element is out of the viewport, above or below it. False until the browser has
 * said (so the server's render and the first one agree) and where IntersectionObserver is missing.
 */
export function useOutOfView(ref: RefObject<Element | null>): boolean {
  const [out, setOut] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setOut(!entry.isIntersecting);
      },
      { rootMargin: `-${HEADER_PX}px 0px 0px 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return out;
}
