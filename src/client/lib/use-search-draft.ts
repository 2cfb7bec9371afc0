import { useEffect, useEffectEvent, useState } from 'react';

interface SearchDraftOptions {
  /** How long typing pauses before the address follows. */
  delayMs: number;
  /** What the address will hold for a typed value (the order search trims it). */
  normalize?: (value: string) => string;
}

const same = (value: string) => value;

/**
 * A search box whose text lives in the page's address (`urlQ`): what is typed shows at once and is
 * written to the address (`write`) a moment after typing stops, or at once with `submit` (Enter).
 *
 * A change of the address made elsewhere (Back, Forward, "Clear") puts its value in the box. The
 * box's own write does not: on a slow phone it can land after the shopper has typed on, and putting
 * its value back in the box would drop those keystrokes ("rose" became "rse").
 */
export function useSearchDraft(
  urlQ: string,
  write: (value: string) => void,
  { delayMs, normalize = same }: SearchDraftOptions,
): [draft: string, setDraft: (value: string) => void, submit: () => void] {
  const [draft, setDraft] = useState(urlQ);
  const [shownQ, setShownQ] = useState(urlQ);
  /** The value this box last wrote to the address, until the address shows it. */
  const [written, setWritten] = useState<string | undefined>(undefined);
  if (urlQ !== shownQ) {
    setShownQ(urlQ);
    setWritten(undefined);
    if (urlQ !== written) setDraft(urlQ);
  }

  const commit = (value: string) => {
    if (normalize(value) === urlQ) return;
    setWritten(normalize(value));
    write(value);
  };
  const commitLater = useEffectEvent(commit);
  useEffect(() => {
    if (normalize(draft) === urlQ) return;
    const timer = setTimeout(() => commitLater(draft), delayMs);
    return () => clearTimeout(timer);
  }, [draft, urlQ, delayMs, normalize]);

  return [draft, setDraft, () => commit(draft)];
}
