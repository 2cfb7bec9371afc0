import type { Translator } from '../i18n/translator';
import type { Theme } from './theme';

/*
 * The contract between the server and its render of the landing pages (src/client/entry-server.tsx,
 * built by `vite build --ssr` into dist/ssr and loaded by src/server/pages/spa.ts). Both sides read
 * these types; neither writes its own copy. Types only: nothing here runs.
 */

/**
 * A page shoppers land on first. For them, index.html names the page's code up front, so the browser
 * fetches it beside the main bundle instead of one after the other; and the page arrives rendered
 * from `data` (query keys the server answers itself) when it can.
 */
export interface LandingPage {
  /** The paths it answers (stricter than its route: no other path gets its hints). */
  match: RegExp;
  /** Its lazy route module, relative to src/client: the build manifest's key for the page's chunks. */
  source: string;
  /** The query keys (API paths) it reads that the server answers itself: the store's config first. */
  data: (path: string) => string[];
  /** The page reads its query string (the collections' search and filters): it is rendered with it. */
  readsQuery?: boolean;
}

/**
 * The shopper's market as a page names it (decision 070): its code and its currency (ISO 4217), in
 * `<script type="application/json" id="page-market">`.
 */
export interface PageMarket {
  code: string;
  currency: string;
}

export interface RenderRequest {
  /** Absolute URL of the page (origin, path and query). */
  url: string;
  theme: Theme;
  /** Query cache entries to render from: [query key path, data], for the keys its landing page names. */
  data: [string, unknown][];
  /** The page's language (its path's prefix) and its translator (the server's, every message compiled). */
  locale: string;
  translator?: Translator;
  /** The shopper's market, whose prices `data` holds (none: the default market's). */
  market?: PageMarket;
}

export interface RenderedPage<State = unknown> {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The page's `<title>` text, when the page set one. */
  title?: string;
  /** What the browser hydrates from, in `<script type="application/json" id="ssr-state">`. */
  state: State;
}

/** What the server render's module exports. */
export interface ServerRender {
  /** The page's markup and state, or null when the browser should render it (a redirect, an error, a 404). */
  render: (request: RenderRequest) => Promise<RenderedPage | null>;
  /** The pages rendered by the server: the client is the one place that lists them. */
  landingPages: readonly LandingPage[];
  /** The HTTP status of a page path by the client's routes (404 for its not-found page). */
  pageStatus: (path: string) => Promise<number>;
}
