import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The pages a shopper lands on first: for them, index.html names the page's code and data up
 * front, so the browser fetches them beside the main bundle instead of one after the other.
 */
const landingPages: { match: RegExp; source: string; data: (path: string) => string[] }[] = [
  { match: /^\/$/, source: 'features/home/home-page.tsx', data: () => ['/api/perfumes'] },
  { match: /^\/collections(\/(female|male))?$/, source: 'features/catalogue/collections-page.tsx', data: () => ['/api/perfumes'] },
  {
    match: /^\/product\/([1-9]\d{0,9})$/,
    source: 'features/product/product-page.tsx',
    data: (path) => [`/api/perfumes/${path.split('/')[2]}`, '/api/perfumes'],
  },
  { match: /^\/custom-perfume$/, source: 'features/lifestyle/custom-perfume-page.tsx', data: () => [] },
  { match: /^\/recipe-builder$/, source: 'features/bespoke/recipe-builder-page.tsx', data: () => ['/api/ingredients'] },
];

/** index.html for a path, with preload hints for its landing page; built once per path shape. */
export function createSpaPages(clientDir: string): (path: string) => string {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

  const chunkFiles = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(k, seen))];
  };
  const alreadyLinked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));

  const cache = new Map<string, string>();
  return (path) => {
    const page = landingPages.find((p) => p.match.test(path));
    if (!page) return html;
    const data = page.data(path);
    const key = `${page.source}|${data.join(',')}`;
    let out = cache.get(key);
    if (!out) {
      const scripts = [...new Set(chunkFiles(page.source))].filter((f) => !alreadyLinked.has(f) && f.endsWith('.js'));
      const css = manifest[page.source]?.css ?? [];
      const links = [
        ...['/api/config', ...data].map((u) => `<link rel="preload" as="fetch" href="${u}" crossorigin="use-credentials">`),
        ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
        ...css.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ];
      out = html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      if (cache.size < 200) cache.set(key, out);
    }
    return out;
  };
}
