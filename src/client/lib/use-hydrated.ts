import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while the page hydrates, true after: what the server cannot know (the
 * URL's hash, the browser's languages) joins the page once it is the browser's.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
