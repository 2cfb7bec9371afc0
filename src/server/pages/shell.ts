import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEME_COLORS, type ThemeChoice } from '../../domain/shared/theme';
import { MESSAGES_ID, shopMessagesPath } from '../../domain/i18n/catalogues';
import type { PageMarket } from '../../domain/shared/server-render';

/**
 * index.html as the client build wrote it, made into a page: in the shopper's theme, with the page's
 * code, styles and data named in its head for the browser to render, or with the server's render in it.
 */

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** JSON inside a `<script type="application/json">`: nothing in it may close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The build's index.html and what a page is made of, read once from `clientDir`. */
export function createShell(clientDir: string) {
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

  // No choice: no class, and the style sheet follows the system's (`prefers-color-scheme`), with no script.
  const themed = (page: string, theme: ThemeChoice) =>
    theme === 'system'
      ? page
      : page
          .replace('<html lang="en">', () => `<html lang="en" class="${theme}" style="color-scheme: ${theme}">`)
          .replace(`content="${THEME_COLORS.light}"`, () => `content="${THEME_COLORS[theme]}"`);

  /**
   * The page in a language: its `lang`, and the address of the storefront's messages in it, which the browser
   * fetches at once (a preload at low priority, beside the code, behind the styles) and reads before its first
   * render: kept by the browser across pages and visits, not carried in every page (a French page's body was two
   * thirds messages).
   */
  const localized = (page: string, locale: string, messagesVersion: string | undefined) => {
    const withLang = page.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`);
    if (messagesVersion === undefined) return withLang;
    const href = escapeHtml(shopMessagesPath(locale, messagesVersion));
    return withLang.replace(
      '</head>',
      () =>
        `  <link rel="preload" as="fetch" id="${MESSAGES_ID}" href="${href}" crossorigin="use-credentials" fetchpriority="low">\n  </head>`,
    );
  };

  /**
   * The page naming the shopper's market and its currency (decision 070), as data (the CSP allows no inline
   * script): the browser's first render writes its prices as the server's did (hydration matches), and a page it
   * renders alone in the currency its data comes in.
   */
  const marketed = (page: string, market: PageMarket) =>
    page.replace(
      '</body>',
      // The id the browser reads it by (src/client/lib/market.tsx, MARKET_ID).
      () => `  <script type="application/json" id="page-market">${scriptJson(market)}</script>\n  </body>`,
    );

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

  return { html, themed, localized, marketed, clientRendered, serverRendered };
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
