import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { LandingPage, ServerRender } from '../../domain/shared/server-render';
import { RENDER_LIMITS, RenderGate } from './render-gate';
import { createSpaPages, loadServerRender, type PageRequest, type SpaOptions } from './spa';

type RenderPage = ServerRender['render'];

/** Landing pages as the client's SSR build lists them (src/client/app/landing-pages.ts). */
const landingPages: LandingPage[] = [
  { match: /^\/$/, source: 'features/home/home-page.tsx', data: () => ['/api/config', '/api/perfumes'] },
  {
    match: /^\/collections$/,
    source: 'features/catalogue/collections-page.tsx',
    data: () => ['/api/config', '/api/perfumes'],
    readsQuery: true,
  },
  {
    match: /^\/product\/([1-9]\d{0,9})$/,
    source: 'features/product/product-page.tsx',
    data: (path) => ['/api/config', `/api/perfumes/${path.split('/')[2]}`, '/api/perfumes'],
  },
];

const notRendering: RenderPage = () => Promise.reject(new Error('not expected to render'));

/** The client's routes as pageStatus answers them: /nope is its not-found page. */
const pageStatus = async (path: string) => (path === '/nope' ? 404 : 200);

function fakeBuildPages(options?: SpaOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'spa-'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<html lang="en"><head><meta name="theme-color" content="#f8f5f0" /><title>Shop</title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/shared-2.js">',
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_shared.js'] },
      'boot.ts': { file: 'assets/boot-9.js', imports: ['_runtime.js'] },
      '_runtime.js': { file: 'assets/runtime-8.js' },
      '_shared.js': { file: 'assets/shared-2.js' },
      'features/home/home-page.tsx': {
        file: 'assets/home-page-3.js',
        imports: ['_shared.js', '_icons.js'],
        css: ['assets/home-4.css'],
      },
      '_icons.js': { file: 'assets/icons-5.js' },
      'features/product/product-page.tsx': { file: 'assets/product-page-6.js' },
    }),
  );
  return createSpaPages(dir, options);
}

/** The page's HTML only. */
function fakeBuild(options?: SpaOptions) {
  const pages = fakeBuildPages(options);
  return async (request: PageRequest) => (await pages(request)).html;
}

const guest = (path: string, extra: Partial<PageRequest> = {}): PageRequest => ({
  path,
  theme: 'light',
  signedIn: false,
  ...extra,
});

describe('pages the browser renders', () => {
  // No data to render from: the landing pages get their hints only.
  const page = fakeBuild({ render: { render: notRendering, landingPages, pageStatus } });

  it("names the home page's chunks, styles and data in the head", async () => {
    const html = await page(guest('/'));
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-3.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/icons-5.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-4.css">');
    expect(html).toContain('<link rel="preload" as="fetch" href="/api/perfumes" crossorigin="use-credentials">');
    // Already linked by index.html itself: not named twice.
    expect(html.match(/shared-2\.js/g)).toHaveLength(1);
  });

  it("preloads a product page's own perfume", async () => {
    expect(await page(guest('/product/7'))).toContain('href="/api/perfumes/7"');
    expect(await page(guest('/product/abc'))).not.toContain('/api/perfumes');
  });

  it('leaves other paths as they are, in the theme of the cookie', async () => {
    expect(await page(guest('/about'))).not.toContain('modulepreload" crossorigin href="/assets/home');
    const dark = await page(guest('/nope', { theme: 'dark' }));
    expect(dark).toContain('<html lang="en" class="dark" style="color-scheme: dark">');
    expect(dark).toContain('content="#13110e"');
  });

  it('without the server render, every page is index.html as built', async () => {
    const plain = fakeBuild();
    for (const path of ['/', '/product/7', '/about']) {
      const html = await plain(guest(path));
      expect(html).not.toContain('rel="preload"');
      expect(html).not.toContain('home-page-3.js');
      expect(html).toContain('<div id="root"></div>');
    }
  });
});

describe('loadServerRender', () => {
  const clientDir = (entry?: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'spa-load-'));
    mkdirSync(join(dir, 'client'));
    if (entry !== undefined) {
      mkdirSync(join(dir, 'ssr'));
      writeFileSync(join(dir, 'ssr', 'entry-server.js'), entry);
    }
    return join(dir, 'client');
  };

  it('finds nothing where the server render was not built', async () => {
    expect(await loadServerRender(clientDir())).toBeUndefined();
  });

  it("reads the render and the client's landing pages from the build", async () => {
    const ssr = await loadServerRender(
      clientDir(
        [
          "export const landingPages = [{ match: /^\\/$/, source: 'features/home/home-page.tsx', data: () => ['/api/config'] }];",
          "export async function render() { return { html: '<h1>Home</h1>', state: {} }; }",
          "export async function pageStatus(path) { return path === '/' ? 200 : 404; }",
        ].join('\n'),
      ),
    );
    expect(ssr?.landingPages.map((p) => p.source)).toEqual(['features/home/home-page.tsx']);
    expect(ssr?.landingPages[0]?.match.test('/')).toBe(true);
    expect(await ssr?.render({ url: 'http://shop.invalid/', theme: 'light', data: [], locale: 'en' })).toEqual({
      html: '<h1>Home</h1>',
      state: {},
    });
    expect(await ssr?.pageStatus('/nope')).toBe(404);
  });

  it('refuses a build that names no landing pages', async () => {
    await expect(loadServerRender(clientDir('export async function render() { return null; }'))).rejects.toThrow(
      /landingPages/,
    );
  });
});

describe('pages the server renders', () => {
  const catalogue: Record<string, unknown> = {
    '/api/config': { currency: 'EUR' },
    '/api/perfumes': [{ id: 1, name: 'Rose' }],
    '/api/perfumes/1': { id: 1, name: 'Rose' },
  };
  const setup = (render: RenderPage, version = () => Promise.resolve('v1')) => {
    const onError = vi.fn();
    const page = fakeBuild({
      render: { render, landingPages, pageStatus },
      data: async (key) => catalogue[key],
      version,
      onError,
      // The cache is what is tested here: renders are not rationed (render-gate.test.ts).
      gate: new RenderGate({ ...RENDER_LIMITS, burst: Infinity, perSecond: Infinity, burstPerAddress: Infinity }),
    });
    return { page, onError };
  };
  const rose: RenderPage = async ({ data }) => ({
    html: '<h1>Rose</h1>',
    state: { data, evil: '</script><script>alert(1)</script>' },
  });

  it('sends the markup with its data, and starts the code after the first paint', async () => {
    const render = vi.fn(rose);
    const { page } = setup(render);
    const html = await page(guest('/product/1'));
    expect(render).toHaveBeenCalledWith({
      url: 'http://shop.invalid/product/1',
      theme: 'light',
      data: [
        ['/api/config', { currency: 'EUR' }],
        ['/api/perfumes/1', { id: 1, name: 'Rose' }],
        ['/api/perfumes', [{ id: 1, name: 'Rose' }]],
      ],
      locale: 'en',
      translator: undefined,
    });
    expect(html).toContain('<div id="root"><h1>Rose</h1></div>');
    const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/.exec(html)![1]!;
    expect(state).not.toContain('</script>');
    expect(JSON.parse(state).evil).toBe('</script><script>alert(1)</script>');
    // boot.ts replaces the entry and runs it after the first paint; the entry and every chunk are
    // fetched from the start, at low priority, behind the styles and fonts.
    expect(html).not.toContain('src="/assets/index-1.js"');
    // boot.ts's own import (the bundler's runtime) comes beside it, at the usual priority.
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/runtime-8.js">\n    <script type="module" crossorigin src="/assets/boot-9.js" data-entry="/assets/index-1.js"></script>',
    );
    for (const file of ['index-1.js', 'shared-2.js', 'product-page-6.js']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/${file}">`);
    }
    expect(html.match(/modulepreload/g)).toHaveLength(4);
    expect(html).not.toContain('rel="preload" as="fetch"');
  });

  it("renders a page per market, from that market's data, naming its market and currency", async () => {
    const render = vi.fn(async ({ data }: { data: [string, unknown][] }) => ({
      html: `<p>${JSON.stringify(data[1]![1])}</p>`,
      state: {},
    }));
    const data = vi.fn(async (key: string, _locale: string, market: string | undefined) =>
      key === '/api/config' ? { currency: 'EUR' } : { id: 1, currency: market === 'gb' ? 'GBP' : 'EUR' },
    );
    const page = fakeBuild({ render: { render, landingPages, pageStatus }, data, version: async () => 'v1' });
    const gb = await page(guest('/product/1', { market: { code: 'gb', currency: 'GBP' } }));
    expect(gb).toContain('<script type="application/json" id="page-market">{"code":"gb","currency":"GBP"}</script>');
    expect(gb).toContain('"currency":"GBP"');
    expect(render).toHaveBeenLastCalledWith(expect.objectContaining({ market: { code: 'gb', currency: 'GBP' } }));
    const eu = await page(guest('/product/1', { market: { code: 'eu', currency: 'EUR' } }));
    expect(eu).toContain('{"code":"eu","currency":"EUR"}');
    expect(eu).toContain('"currency":"EUR"');
    // Each market's page is kept apart: asked again, neither is rendered again nor answers the other.
    expect(await page(guest('/product/1', { market: { code: 'gb', currency: 'GBP' } }))).toBe(gb);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("names the page's own title", async () => {
    const { page } = setup(async () => ({ html: '<h1>Rose</h1>', title: 'Rose & <Co> · Maison', state: {} }));
    expect(await page(guest('/product/1'))).toContain('<title>Rose &amp; &lt;Co&gt; · Maison</title>');
  });

  it('renders a page that reads no query string the same with one, from one cache entry', async () => {
    const render = vi.fn(rose);
    const { page } = setup(render);
    await page(guest('/', { search: '?utm_source=x' }));
    await page(guest('/', { search: '?anything=else' }));
    await page(guest('/'));
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0].url).toBe('http://shop.invalid/');
  });

  it('renders the collections with their query string, as the browser will read it', async () => {
    const render = vi.fn(async ({ url }: { url: string }) => ({ html: `<h1>${new URL(url).search}</h1>`, state: {} }));
    let version = 'v1';
    const { page } = setup(render, async () => version);
    expect(await page(guest('/collections', { search: '?q=rose&family=floral' }))).toContain(
      '<h1>?q=rose&family=floral</h1>',
    );
    expect(render).toHaveBeenLastCalledWith(
      expect.objectContaining({ url: 'http://shop.invalid/collections?q=rose&family=floral' }),
    );
    // Kept per query string and theme; the plain path is its own page.
    await page(guest('/collections', { search: '?q=rose&family=floral' }));
    expect(render).toHaveBeenCalledTimes(1);
    expect(await page(guest('/collections'))).toContain('<h1></h1>');
    expect(await page(guest('/collections', { search: '?' }))).toContain('<h1></h1>');
    expect(render).toHaveBeenCalledTimes(2);
    await page(guest('/collections', { search: '?q=rose&family=floral', theme: 'dark' }));
    expect(render).toHaveBeenCalledTimes(3);
    version = 'v2';
    await page(guest('/collections', { search: '?q=rose&family=floral' }));
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('keeps only the latest query-string pages: made-up ones cannot fill the cache', async () => {
    const render = vi.fn(rose);
    const { page } = setup(render);
    await page(guest('/collections', { search: '?q=keep' }));
    for (let i = 0; i < 150; i++) {
      await page(guest('/collections', { search: `?q=made-up-${i}` }));
      if (i % 10 === 0) await page(guest('/collections', { search: '?q=keep' })); // used often: stays
    }
    const calls = render.mock.calls.length;
    expect(calls).toBe(151);
    await page(guest('/collections', { search: '?q=keep' }));
    await page(guest('/collections', { search: '?q=made-up-149' }));
    expect(render).toHaveBeenCalledTimes(calls);
    await page(guest('/collections', { search: '?q=made-up-0' }));
    expect(render).toHaveBeenCalledTimes(calls + 1);
    // A long query string is rendered each time, never kept.
    const long = `?q=${'a'.repeat(400)}`;
    await page(guest('/collections', { search: long }));
    await page(guest('/collections', { search: long }));
    expect(render).toHaveBeenCalledTimes(calls + 3);
  });

  it('renders each page once per catalogue version and theme', async () => {
    const render = vi.fn(rose);
    let version = 'v1';
    const { page } = setup(render, async () => version);
    await page(guest('/'));
    await page(guest('/'));
    expect(render).toHaveBeenCalledTimes(1);
    await page(guest('/', { theme: 'dark' }));
    expect(render).toHaveBeenCalledTimes(2);
    version = 'v2';
    await page(guest('/'));
    expect(render).toHaveBeenCalledTimes(3);
  });

  it('answers a page asked for again from its finished copy: routed once, the same text, until the catalogue changes', async () => {
    const routes = vi.fn(pageStatus);
    let version = 'v1';
    const pages = fakeBuildPages({
      render: { render: rose, landingPages, pageStatus: routes },
      data: async (key) => catalogue[key],
      version: async () => version,
      head: async (path) => ({ description: 'A page', canonical: `https://shop.example${path}#${version}` }),
    });
    for (const request of [guest('/nope'), guest('/about'), guest('/', { signedIn: true }), guest('/')]) {
      const first = await pages(request);
      const again = await pages(request);
      expect(again).toEqual(first);
      expect(again.html).toBe(first.html);
    }
    expect(routes.mock.calls.map(([path]) => path)).toEqual(['/nope', '/about', '/']);
    version = 'v2';
    expect((await pages(guest('/about'))).html).toContain('https://shop.example/about#v2');
    expect(routes).toHaveBeenCalledTimes(3); // a path's status is the build's: asked once
  });

  it("answers 404 with the page for the client's not-found page and for a perfume the catalogue lacks", async () => {
    const pages = fakeBuildPages({
      render: { render: rose, landingPages, pageStatus },
      data: async (key) => catalogue[key],
    });
    const status = async (path: string, extra: Partial<PageRequest> = {}) => (await pages(guest(path, extra))).status;
    expect(await status('/nope')).toBe(404);
    expect(await status('/product/2')).toBe(404);
    expect(await status('/product/2', { signedIn: true })).toBe(404);
    expect((await pages(guest('/product/2'))).html).toContain('<div id="root"></div>');
    expect(await status('/product/1')).toBe(200);
    expect(await status('/about')).toBe(200);
  });

  it('leaves signed-in shoppers, unknown perfumes and failed renders to the browser', async () => {
    const { page, onError } = setup(async ({ url }) => {
      if (url.endsWith('/collections')) throw new Error('boom');
      return { html: '<h1>Rendered</h1>', state: {} };
    });
    expect(await page(guest('/', { signedIn: true }))).toContain('<div id="root"></div>');
    expect(await page(guest('/product/2'))).toContain('<div id="root"></div>');
    const failed = await page(guest('/collections'));
    expect(failed).toContain('<div id="root"></div>');
    expect(failed).toContain('src="/assets/index-1.js"');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), '/collections');
    expect(await page(guest('/'))).toContain('<h1>Rendered</h1>');
  });
});
