import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LandingPage, ServerRender } from '../../domain/shared/server-render';
import { THEME_COLORS, type Theme } from '../../domain/shared/theme';
import { type PageHead, withHead } from './seo';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** index.html for a request, and the status to send it with. */
export interface SpaPage {
  status: number;
  html: string;
}

export interface PageRequest {
  path: string;
  /** The query string as requested, with its `?` ('' for none). */
  search?: string;
  theme: Theme;
  /** Signed-in shoppers get the client-rendered page: the server render is a guest's. */
  signedIn: boolean;
}

export interface SpaOptions {
  /**
   * The server render and its landing pages (from loadServerRender). Without it every page is
   * index.html as built, rendered in the browser with no hints; without `data`, the landing pages
   * get their hints but are rendered in the browser.
   */
  render?: ServerRender;
  /** The data the server holds for a query key (the catalogue, the config), or undefined. */
  data?: (key: string) => Promise<unknown>;
  /** Changes whenever that data changes: rendered pages are cached under it. */
  version?: () => Promise<string>;
  /** Told when a render fails; the page is then sent for the browser to render. */
  onError?: (err: unknown, path: string) => void;
  /** The page's own description, canonical link, Open Graph tags and JSON-LD (`found` false for a 404). */
  head?: (path: string, found: boolean) => Promise<PageHead>;
}

const MAX_CACHED = 200;
/** Pages rendered for a query string (`/collections?family=woody`): the latest few, so made-up ones cannot fill memory. */
const MAX_CACHED_QUERIES = 100;
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

/** JSON inside a `<script type="application/json">`: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, 'utf8'))
    : {};

  const chunkFiles = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
  };
  const alreadyLinked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
  const pageScripts = (source: string) => [...new Set(chunkFiles(source))].filter((f) => f.endsWith('.js'));
  const pageStyles = (source: string) =>
    (manifest[source]?.css ?? []).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);

  const themed = (page: string, theme: Theme) =>
    theme === 'light'
      ? page
      : page
          .replace('<html lang="en">', () => `<html lang="en" class="${theme}" style="color-scheme: ${theme}">`)
          .replace(`content="${THEME_COLORS.light}"`, () => `content="${THEME_COLORS[theme]}"`);

  /** For the browser to render: the page's code, styles and data named in the head, fetched at once. */
  const clientRendered = (source: string, data: string[]) => {
    const links = [
      ...data.map((u) => `<link rel="preload" as="fetch" href="${u}" crossorigin="use-credentials">`),
      ...pageScripts(source)
        .filter((f) => !alreadyLinked.has(f))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...pageStyles(source),
    ];
    return html.replace('</head>', () => `    ${links.join('\n    ')}\n  </head>`);
  };

  /**
   * Rendered here: the styles as above, but the code through boot.ts, which runs it after the first
   * paint (the page is already there). The code is fetched from the start at low priority, so the
   * styles and fonts the page paints with go first, and it is there when the page has painted: the
   * page is live soon after it looks ready (docs/decisions/025-budgets.md). Its data is in the page.
   */
  const bootFile = manifest['boot.ts']?.file;
  const entryFile = manifest['index.html']?.file;
  const serverRendered = (source: string, rendered: { html: string; title?: string; state: unknown }) => {
    const { title } = rendered;
    let page = title ? html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`) : html;
    if (bootFile && entryFile) {
      // What boot.ts itself imports (the bundler's runtime) comes beside it, not a round trip later.
      const bootImports = chunkFiles('boot.ts').filter((f) => f !== bootFile);
      const code = [...new Set([...chunkFiles('index.html'), ...pageScripts(source)])].filter(
        (f) => f.endsWith('.js') && !bootImports.includes(f),
      );
      const links = [
        ...bootImports.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        `<script type="module" crossorigin src="/${bootFile}" data-entry="/${entryFile}"></script>`,
        ...code.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${f}">`),
      ];
      page = page
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => links.join('\n    '));
    }
    return page
      .replace('</head>', () => `    ${pageStyles(source).join('\n    ')}\n  </head>`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="ssr-state">${scriptJson(rendered.state)}</script>`,
      );
  };

  const hinted = new Map<string, string>();
  const rendered = new Map<string, string>();
  const renderedQueries = new Map<string, string>();
  let renderedVersion = '';

  const renderPage = async (
    request: PageRequest,
    landing: LandingPage,
    dataKeys: string[],
  ): Promise<string | undefined> => {
    const { source } = landing;
    const render = options.render?.render;
    const { data } = options;
    if (!render || !data || request.signedIn) return undefined;
    const version = (await options.version?.()) ?? '';
    if (version !== renderedVersion) {
      rendered.clear();
      renderedQueries.clear();
      renderedVersion = version;
    }
    // Kept per path and theme. A page that reads its query string (the collections' filters) is
    // rendered with it, exactly as the browser will read it, and kept apart among the latest
    // MAX_CACHED_QUERIES; for any other page a query string changes nothing and is ignored.
    const search = landing.readsQuery && request.search && request.search !== '?' ? request.search : '';
    const cache = search ? renderedQueries : rendered;
    const key = `${request.theme}|${request.path}${search}`;
    const cached = cache.get(key);
    if (cached) {
      if (search) {
        // The latest used stays longest.
        cache.delete(key);
        cache.set(key, cached);
      }
      return cached;
    }

    const values = await Promise.all(dataKeys.map(async (k) => [k, await data(k)] as [string, unknown]));
    if (values.some(([, v]) => v === undefined)) return undefined;
    let page: Awaited<ReturnType<ServerRender['render']>>;
    try {
      // The host plays no part in what is rendered (and a request's Host header is the client's to choose).
      page = await render({ url: `http://shop.invalid${request.path}${search}`, theme: request.theme, data: values });
    } catch (err) {
      options.onError?.(err, request.path);
      return undefined;
    }
    if (!page) return undefined;
    const out = themed(serverRendered(source, page), request.theme);
    if (!search) {
      if (rendered.size < MAX_CACHED) rendered.set(key, out);
    } else if (search.length <= MAX_CACHED_QUERY_LENGTH) {
      if (renderedQueries.size >= MAX_CACHED_QUERIES) renderedQueries.delete(renderedQueries.keys().next().value!);
      renderedQueries.set(key, out);
    }
    return out;
  };

  /** A landing page whose data the server lacks (no such perfume) shows the client's not-found page. */
  const dataMissing = async (dataKeys: string[]) => {
    const { data } = options;
    if (!data) return false;
    return (await Promise.all(dataKeys.map((k) => data(k)))).some((v) => v === undefined);
  };

  const page = async (request: PageRequest): Promise<SpaPage> => {
    const page = landingPages.find((p) => p.match.test(request.path));
    const routeStatus = (await options.render?.pageStatus(request.path)) ?? 200;
    if (!page) return { status: routeStatus, html: themed(html, request.theme) };
    const dataKeys = page.data(request.path);
    if (routeStatus === 404 || (await dataMissing(dataKeys))) return { status: 404, html: themed(html, request.theme) };
    const ssr = await renderPage(request, page, dataKeys);
    if (ssr) return { status: 200, html: ssr };

    const key = `${page.source}|${dataKeys.join(',')}`;
    let out = hinted.get(key);
    if (!out) {
      out = clientRendered(page.source, dataKeys);
      if (hinted.size < MAX_CACHED) hinted.set(key, out);
    }
    return { status: 200, html: themed(out, request.theme) };
  };

  return async (request) => {
    const answer = await page(request);
    const head = await options.head?.(request.path, answer.status !== 404);
    return head ? { ...answer, html: withHead(answer.html, head) } : answer;
  };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
