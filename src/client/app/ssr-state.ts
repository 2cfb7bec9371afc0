import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser, in `<script type="application/json" id="ssr-state">`
 * (data, not code: the CSP allows no inline script). The browser starts from exactly what the server
 * rendered with, so hydration matches and nothing is fetched again.
 */
export interface SsrState {
  /** The query cache the page was rendered from (catalogue, config; the guest's signed-out user). */
  queries: DehydratedState;
  /** The router's loader data and errors. */
  router: HydrationState;
}

export const SSR_STATE_ID = 'ssr-state';
