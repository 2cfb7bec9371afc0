import { useCallback } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/**
 * Changes the query string from the address as it is now. React Router's functional
 * `setSearchParams(prev => …)` hands over the parameters of the last render, and the router
 * renders a navigation in a transition: while a new filter's list is still loading, the page
 * shows (and `prev` holds) the old address, so a second change made meanwhile (a search typed
 * before a status was picked, firing after it) would quietly drop the first. Reading
 * `window.location` sees every navigation already made.
 */
export function useUpdateParams() {
  const navigate = useNavigate();
  return useCallback(
    (update: (current: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const next = update(new URLSearchParams(window.location.search));
      void navigate(`?${next.toString()}`, options);
    },
    [navigate],
  );
}
