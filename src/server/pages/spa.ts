import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LandingPage, PageMarket, ServerRender } from '../../domain/shared/server-render';
import type { ThemeChoice } from '../../domain/shared/theme';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { RenderGate } from './render-gate';
import { type PageHead, withHead } from './seo';
import { createShell } from './shell';

/** index.html for a request, and the status to send it with. */
export interface SpaPage {
  status: number;
  html: string;
}

export interface PageRequest {
  path: string;
  /** The query string as requested, with its `?` ('' for none). */
  search?: string;
  /** The cookie's choice; none: the system's (the page is rendered light, the style sheet follows the system). */
  theme: ThemeChoice;
  /** Signed-in shoppers get the client-rendered page: the server render is a guest's. */
  signedIn: boolean;
  /** The client's address: its renders the cache cannot answer are bounded (render-gate.ts). */
  address?: string;
  /**
   * The shopper's market (the `market` cookie; decision 070): the page's prices are in its currency, and the page
   * names it for the browser (shell.ts, `marketed`). None: the default market's, as the data reads.
   */
  market?: PageMarket;
}

export interface SpaOptions {
  /**
   * The server render and its landing pages (from loadServerRender). Without it every page is
   * index.html as built, rendered in the browser with no hints; without `data`, the landing pages
   * get their hints but are rendered in the browser.
   */
  render?: ServerRender;
  /**
   * The data the server holds for a query key (the catalogue, the config) in the page's language (its
   * path's: `/fr/…` reads the French descriptions) and the shopper's market (its code; none: the default), or
   * undefined.
   */
  data?: (key: string, locale: Locale, market: string | undefined) => Promise<unknown>;
  /** Changes whenever that data changes: rendered pages are cached under it. */
  version?: () => Promise<string>;
  /** Told when a render fails; the page is then sent for the browser to render. */
  onError?: (err: unknown, path: string) => void;
  /**
   * The page's own description, canonical link, Open Graph tags and JSON-LD (`found` false for a 404), its
   * offers in the shopper's market (its code; none: the default).
   */
  head?: (path: string, found: boolean, market: string | undefined) => Promise<PageHead>;
  /** Which renders the cache cannot answer may run; past it the browser renders the page. */
  gate?: RenderGate;
  /**
   * A language's translator, and the version of the storefront's compiled messages in it, whose address every page
   * of that language names (`<link id="messages">`, docs/decisions/069-languages.md).
   */
  languages?: { translator(locale: Locale): Translator; messagesVersion(locale: Locale, group: 'shop'): string };
}

const MAX_CACHED = 200;
/** Pages rendered for a query string (`/collections?family=woody`): the latest few, so made-up ones cannot fill memory. */
const MAX_CACHED_QUERIES = 100;
/** Paths whose status (by the client's routes) is kept. */
const MAX_CACHED_PATHS = 1000;
/** A longer query string is rendered but not kept. */
const MAX_CACHED_QUERY_LENGTH = 300;

/** Loads the server render next to a client build (dist/client → dist/ssr), if it was built. */
export async function loadServerRender(clientDir: string): Promise<ServerRender | undefined> {
  const entry = join(clientDir, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as Partial<ServerRender>;
  if (typeof mod.render !== 'function' || !Array.isArray(mod.landingPages) || typeof mod.pageStatus !== 'function') {
    throw new Error(`${entry} exports no render, landingPages and pageStatus: rebuild the client (npm run build)`);
  }
  return { render: mod.render, landingPages: mod.landingPages, pageStatus: mod.pageStatus };
}

/**
 * index.html for a request: in the shopper's theme, with its landing page's hints, rendered when it
 * can be, and with the status of the page the client will show (404 for its not-found page, so no
 * search engine takes an unknown path for a page).
 */
export function createSpaPages(
  clientDir: string,
  options: SpaOptions = {},
): (request: PageRequest) => Promise<SpaPage> {
  const landingPages = options.render?.landingPages ?? [];
  const { html, themed: themedOnly, localized, marketed, clientRendered, serverRendered } = createShell(clientDir);
  /**
   * The page in the shopper's theme and in its path's language, with that language's messages, naming the
   * shopper's market.
   */
  const themed = (page: string, request: PageRequest) => {
    const { locale } = splitLocalePath(request.path);
    const out = localized(themedOnly(page, request.theme), locale, options.languages?.messagesVersion(locale, 'shop'));
    return request.market ? marketed(out, request.market) : out;
  };
  /** A page's cache key: one per theme, market and path (a market's prices are in its page, not its URL). */
  const pageKey = (request: PageRequest) => `${request.theme}|${request.market?.code ?? ''}|${request.path}`;

  const gate = options.gate ?? new RenderGate();
  const hinted = new Map<string, string>();
  // Finished pages, their head written in: the rendered ones per theme and path (and query string,
  // for a page that reads it), and the others (the browser's pages, the not-found page) per theme and
  // path. A page asked for again is the same string, sent from its compressed copies (plugin.ts): a
  // flood of one page costs no render, no string and no compression.
  const rendered = new Map<string, string>();
  const renderedQueries = new Map<string, string>();
  const finished = new Map<string, SpaPage>();
  let cachedVersion = '';

  const withPageHead = async (request: PageRequest, found: boolean, page: string) => {
    const head = await options.head?.(request.path, found, request.market?.code);
    return head ? withHead(page, head) : page;
  };

  /** Kept among the latest `max` of `cache`, the latest used staying longest. */
  const keep = <T>(cache: Map<string, T>, key: string, value: T, max: number) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > max) cache.delete(cache.keys().next().value!);
  };
  const recall = <T>(cache: Map<string, T>, key: string): T | undefined => {
    const value = cache.get(key);
    if (value !== undefined) keep(cache, key, value, Infinity);
    return value;
  };

  /** A page that reads its query string is rendered with it; any other ignores it. */
  const searchOf = (request: PageRequest, landing: LandingPage) =>
    landing.readsQuery && request.search && request.search !== '?' ? request.search : '';

  /** A guest's rendered page, from the cache. */
  const cachedRender = (request: PageRequest, landing: LandingPage) => {
    const search = searchOf(request, landing);
    return recall(search ? renderedQueries : rendered, `${pageKey(request)}${search}`);
  };

  const renderPage = async (
    request: PageRequest,
    landing: LandingPage,
    dataKeys: string[],
  ): Promise<string | undefined> => {
    const render = options.render?.render;
    const { data } = options;
    if (!render || !data || request.signedIn) return undefined;
    const cached = cachedRender(request, landing);
    if (cached) return cached;

    const { locale } = splitLocalePath(request.path);
    const market = request.market?.code;
    const values = await Promise.all(
      dataKeys.map(async (k) => [k, await data(k, locale, market)] as [string, unknown]),
    );
    if (values.some(([, v]) => v === undefined)) return undefined;
    // A new render, past its bounds (too many at once, or from this address): the browser renders it.
    const leave = await gate.enter(request.address ?? '');
    if (!leave) return undefined;
    const search = searchOf(request, landing);
    let page: Awaited<ReturnType<ServerRender['render']>>;
    try {
      // The host plays no part in what is rendered (and a request's Host header is the client's to choose).
      page = await render({
        url: `http://shop.invalid${request.path}${search}`,
        theme: request.theme === 'dark' ? 'dark' : 'light',
        data: values,
        locale,
        translator: options.languages?.translator(locale),
        market: request.market,
      });
    } catch (err) {
      options.onError?.(err, request.path);
      return undefined;
    } finally {
      leave();
    }
    if (!page) return undefined;
    const out = await withPageHead(request, true, themed(serverRendered(landing.source, page), request));
    // Kept per path and theme; a page that reads its query string is kept apart among the latest
    // MAX_CACHED_QUERIES, and a long query string's page not at all.
    const key = `${pageKey(request)}${search}`;
    if (!search) {
      if (rendered.size < MAX_CACHED) rendered.set(key, out);
    } else if (search.length <= MAX_CACHED_QUERY_LENGTH) keep(renderedQueries, key, out, MAX_CACHED_QUERIES);
    return out;
  };

  /** A landing page whose data the server lacks (no such perfume) shows the client's not-found page. */
  const dataMissing = async (dataKeys: string[], locale: Locale, market: string | undefined) => {
    const { data } = options;
    if (!data) return false;
    return (await Promise.all(dataKeys.map((k) => data(k, locale, market)))).some((v) => v === undefined);
  };

  /** The status of a path by the client's routes: the same for a build, so asked once per path (the latest MAX_CACHED_PATHS). */
  const statuses = new Map<string, number>();
  const statusOf = async (path: string) => {
    let status = recall(statuses, path);
    if (status === undefined) {
      status = (await options.render?.pageStatus(path)) ?? 200;
      keep(statuses, path, status, MAX_CACHED_PATHS);
    }
    return status;
  };

  /** A page that is not rendered here, finished and kept: the browser's page, or the not-found page. */
  const plain = async (key: string, request: PageRequest, status: number, page: () => string) => {
    let out = recall(finished, key);
    if (!out) {
      out = {
        status,
        html: await withPageHead(request, status !== 404, themed(page(), request)),
      };
      keep(finished, key, out, MAX_CACHED);
    }
    return out;
  };

  return async (request) => {
    const version = (await options.version?.()) ?? '';
    if (version !== cachedVersion) {
      rendered.clear();
      renderedQueries.clear();
      finished.clear();
      cachedVersion = version;
    }
    // A page in another language is the same page under its prefix (`/fr/collections`).
    const pagePath = splitLocalePath(request.path).path;
    const landing = landingPages.find((p) => p.match.test(pagePath));
    const pathKey = pageKey(request);
    // Asked for before: no routing, no data, no render.
    const known =
      recall(finished, `other|${pathKey}`) ??
      (landing && (request.signedIn ? recall(finished, `browser|${pathKey}`) : cachedRender(request, landing)));
    if (known) return typeof known === 'string' ? { status: 200, html: known } : known;

    const routeStatus = await statusOf(request.path);
    if (!landing) return plain(`other|${pathKey}`, request, routeStatus, () => html);
    const dataKeys = landing.data(pagePath);
    if (
      routeStatus === 404 ||
      (await dataMissing(dataKeys, splitLocalePath(request.path).locale, request.market?.code))
    )
      return plain(`other|${pathKey}`, request, 404, () => html);
    const ssr = await renderPage(request, landing, dataKeys);
    if (ssr) return { status: 200, html: ssr };

    // For the browser to render, with its hints: a signed-in shopper's page, or one past the render's bounds.
    return plain(`browser|${pathKey}`, request, 200, () => {
      // The data is asked for in the page's language, as the page's calls will ask (client/lib/api.ts).
      const { locale } = splitLocalePath(request.path);
      const hints =
        locale === DEFAULT_LOCALE ? dataKeys : dataKeys.map((k) => `${k}${k.includes('?') ? '&' : '?'}lang=${locale}`);
      const key = `${landing.source}|${hints.join(',')}`;
      let out = hinted.get(key);
      if (!out) {
        out = clientRendered(landing.source, hints);
        if (hinted.size < MAX_CACHED) hinted.set(key, out);
      }
      return out;
    });
  };
}
