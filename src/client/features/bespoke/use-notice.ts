import { useCallback, useEffect, useRef, useState } from 'react';

const SHOW_MS = 3500;

/** A brief message for a polite live region; saying the same thing again re-announces it. */
export function useNotice(): [string, (message: string) => void] {
  const [notice, setNotice] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const announce = useCallback((message: string) => {
    clearTimeout(timer.current);
    // A trailing no-break space toggles, so a repeated message is still a change to announce.
    setNotice((prev) => (prev === message ? `${message}\u00a0` : message));
    timer.current = setTimeout(() => setNotice(''), SHOW_MS);
  }, []);

  return [notice, announce];
}
