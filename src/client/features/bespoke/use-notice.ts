import { useCallback, useEffect, useRef, useState } from 'react';

const SHOW_MS = 3500;

/**
 * A brief message for a polite live region; saying the same thing again re-announces it. It is
 * cleared by `clear`, after a few seconds, and whenever `resetKey` changes (the builder's step: a
 * notice about one step says nothing on the next).
 */
export function useNotice(resetKey?: unknown): [string, (message: string) => void, () => void] {
  const [notice, setNotice] = useState('');
  const [key, setKey] = useState(resetKey);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (key !== resetKey) {
    setKey(resetKey);
    setNotice('');
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback((message: string) => {
    clearTimeout(timer.current);
    // A trailing no-break space toggles, so a repeated message is still a change to announce.
    setNotice((prev) => (prev === message ? `${message}\u00a0` : message));
    timer.current = setTimeout(() => setNotice(''), SHOW_MS);
  }, []);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setNotice('');
  }, []);

  return [notice, announce, clear];
}
