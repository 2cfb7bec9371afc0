import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures';

/*
 * A flood of server renders. Every `/collections?q=<something new>` is a page the server renders
 * afresh: 50 connections asking for made-up searches kept it at 182 renders a second, slowed every other
 * answer (a cart summary ~500 ms) and took its memory from 297 to 550 MB, past its budget. Renders the
 * cache cannot answer are bounded, at once and per address (src/server/pages/render-gate.ts, whose
 * rates render-gate.test.ts proves on a clock of its own): past the bound the page goes out as the
 * shell the browser renders (200, the same page as a signed-in shopper gets), and cached pages are
 * always answered rendered.
 */

/** How long the render below takes: long enough for requests sent together to meet. */
const RENDER_MS = 150;

/** A built client with a server render beside it (dist/ssr) that takes RENDER_MS per page. */
function builtClient(): string {
  const root = mkdtempSync(join(tmpdir(), 'flood-'));
  const client = join(root, 'client');
  mkdirSync(client);
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(client, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta name="description" content="The house default." />\n<title>Shop</title>\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>',
  );
  writeFileSync(
    join(root, 'ssr', 'entry-server.js'),
    `
export const landingPages = [
  { match: /^\\/collections$/, source: 'collections', data: () => ['/api/config', '/api/perfumes'], readsQuery: true },
  { match: /^\\/product\\/([1-9]\\d{0,9})$/, source: 'product', data: (p) => ['/api/config', '/api/perfumes/' + p.split('/')[2]] },
];
export async function pageStatus() { return 200; }
let running = 0;
export async function render({ url }) {
  running += 1;
  const at = running;
  await new Promise((r) => setTimeout(r, ${RENDER_MS}));
  running -= 1;
  return { html: '<main data-running="' + at + '">rendered</main>', state: { url } };
}
`,
  );
  return client;
}

const t = useTestApp({ SERVE_CLIENT: 'true' }, () => ({ clientDir: builtClient() }));

let n = 0;
/** A search nobody made before, so the cache cannot answer it. */
const fresh = () => `/collections?q=new-${n++}-${Math.random().toString(36).slice(2, 8)}`;

async function page(url: string, from: string) {
  const res = await t.app.inject({ url, remoteAddress: from });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(res.headers['cache-control']).toBe('no-store');
  const rendered = res.body.includes('id="ssr-state"');
  const running = Number(/data-running="(\d+)"/.exec(res.body)?.[1] ?? 0);
  if (!rendered) {
    // The shell: the whole page, for the browser to render.
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body).toContain('<link rel="canonical"');
  }
  return { rendered, running };
}

const renderedCount = (answers: { rendered: boolean }[]) => answers.filter((a) => a.rendered).length;

describe('uncached server renders', () => {
  it('one address asking many at once gets three rendered (one waits its turn) and the shell for the rest, while another address still gets its page rendered', async () => {
    const flood = Promise.all(Array.from({ length: 20 }, () => page(fresh(), '127.0.0.2')));
    await new Promise((r) => setTimeout(r, 20));
    const other = await page(fresh(), '127.0.0.3');
    const answers = await flood;
    expect(renderedCount(answers)).toBe(3);
    expect(other.rendered).toBe(true);
  });

  it('runs at most two renders at once and lets few wait, whatever the number of addresses', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => page(fresh(), `127.0.0.${20 + i}`)));
    const rendered = renderedCount(answers);
    // Two run, eight may wait a second for their turn; the rest get the shell at once.
    expect(rendered).toBeGreaterThanOrEqual(2);
    expect(rendered).toBeLessThanOrEqual(10);
    expect(Math.max(...answers.map((a) => a.running))).toBe(2);
  });

  it('answers a page already rendered from the cache, rendered, even to an address past its bound', async () => {
    const known = fresh();
    expect((await page(known, '127.0.0.60')).rendered).toBe(true);
    const busy = Promise.all(Array.from({ length: 4 }, () => page(fresh(), '127.0.0.61')));
    await new Promise((r) => setTimeout(r, 20));
    expect((await page(fresh(), '127.0.0.61')).rendered).toBe(false);
    expect((await page(known, '127.0.0.61')).rendered).toBe(true);
    await busy;
  });
});
