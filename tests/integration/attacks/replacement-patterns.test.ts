import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { exportAdminOrders, getMail, listMails, setOrderStatus } from '../../../src/domain/api/admin';
import { createPerfume } from '../../../src/domain/api/admin-catalogue';
import { adminClient, paidOrder, useTestApp } from '../fixtures';
import { type Client, newPerfume } from '../helpers';
import { readCsv } from './spreadsheet';

/*
 * Text as a replacement pattern. `String.prototype.replace(x, text)` reads `$&`, `` $` ``, `$'`, `$1`,
 * `$$` and `$<name>` in `text` as instructions: the match, what precedes it, what follows it, a group,
 * a dollar. A page built that way from a perfume's name pasted the page's own head or tail into itself
 * (`Cash $' Flow`: 475 kB and 21 doctypes) or broke the state the browser hydrates from (`Rock $& Roll`).
 * Every field that reaches a page, a mail or the CSV carries each pattern here, and must come out as
 * written.
 */

const PATTERNS = ['$&', '$`', "$'", '$1', '$$', '$<x>', '$0'];
const ALL = PATTERNS.join(' ');

/**
 * A built client as `npm run build` leaves it, with a server render of its own beside it (dist/ssr):
 * the render writes the perfumes' names and the search box's value into the page, and hands the data
 * it rendered from to the browser as its state, as the real one does (src/client/entry-server.tsx).
 */
function builtClient(): string {
  const root = mkdtempSync(join(tmpdir(), 'patterns-'));
  const client = join(root, 'client');
  mkdirSync(join(client, '.vite'), { recursive: true });
  mkdirSync(join(root, 'ssr'));
  writeFileSync(
    join(client, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="The house default." />',
      '    <meta name="theme-color" content="#f8f5f0" />',
      '    <title>Maison Lumière · Perfumery</title>',
      '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/app-2.js">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  writeFileSync(
    join(client, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_app.js'] },
      'boot.ts': { file: 'assets/boot-9.js' },
      '_app.js': { file: 'assets/app-2.js' },
      home: { file: 'assets/home-3.js', css: ['assets/home-4.css'] },
      collections: { file: 'assets/collections-5.js' },
      product: { file: 'assets/product-6.js' },
    }),
  );
  writeFileSync(
    join(root, 'ssr', 'entry-server.js'),
    `
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
export const landingPages = [
  { match: /^\\/$/, source: 'home', data: () => ['/api/config', '/api/perfumes'] },
  { match: /^\\/collections$/, source: 'collections', data: () => ['/api/config', '/api/perfumes'], readsQuery: true },
  { match: /^\\/product\\/([1-9]\\d{0,9})$/, source: 'product', data: (p) => ['/api/config', '/api/perfumes/' + p.split('/')[2], '/api/perfumes'] },
];
export async function pageStatus() { return 200; }
export async function render({ url, data }) {
  const u = new URL(url);
  const byKey = Object.fromEntries(data);
  const q = u.searchParams.get('q') ?? '';
  const one = Object.entries(byKey).find(([k]) => /^\\/api\\/perfumes\\/\\d+$/.test(k))?.[1];
  const names = (byKey['/api/perfumes'] ?? []).map((p) => '<li>' + esc(p.name) + '</li>').join('');
  return {
    html: '<input name="q" value="' + esc(q) + '"><h1>' + esc(one ? one.name : 'Shop') + '</h1><ul>' + names + '</ul>',
    title: one ? one.name + ' · Maison Lumière' : undefined,
    state: { url: u.pathname + u.search, queries: data },
  };
}
`,
  );
  return client;
}

const t = useTestApp({ SERVE_CLIENT: 'true', PUBLIC_URL: 'https://shop.example.com', AUTH_RATE_LIMIT: '1000' }, () => ({
  clientDir: builtClient(),
}));

let admin: Client;
let perfume: { id: number; name: string; description: string; notes: string; volume: number };
beforeAll(async () => {
  admin = await adminClient(t);
  const res = await admin.send(createPerfume, {
    body: newPerfume({
      name: `Rock ${PATTERNS.slice(0, 4).join(' Roll ')}`,
      description: `Cash ${ALL} Flow: a description with every pattern, ${ALL}, and more words after it.`,
      notes: `Rose ${ALL}, Oud`,
    }) as never,
  });
  expect(res.statusCode).toBe(201);
  perfume = res.answer;
});

const page = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** What a page must be, whatever text it holds: one document, its state JSON, its JSON-LD JSON. */
function wellFormed(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<\/html>/g)).toHaveLength(1);
  expect(html.match(/<head>/g)).toHaveLength(1);
  expect(html.match(/<div id="root">/g)).toHaveLength(1);
  expect(html.length).toBeLessThan(60_000);
  const state = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  expect(state, 'the page is rendered by the server').not.toBeNull();
  const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  return {
    state: JSON.parse(state![1]!) as { url: string; queries: [string, unknown][] },
    ld: ld ? (JSON.parse(ld[1]!) as Record<string, unknown>) : undefined,
  };
}

const html = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

describe('text that looks like a replacement pattern', () => {
  it.each(['/', '/collections'])('%s holds the name as written and state that parses', async (path) => {
    const body = await page(path);
    const { state } = wellFormed(body);
    expect(body).toContain(`<li>${html(perfume.name)}</li>`);
    const perfumes = state.queries.find(([k]) => k === '/api/perfumes')![1] as { name: string }[];
    expect(perfumes.map((p) => p.name)).toContain(perfume.name);
  });

  it.each(PATTERNS)('the search box shows %s as typed, in a page rendered once', async (pattern) => {
    const q = `a ${pattern} b`;
    const body = await page(`/collections?q=${encodeURIComponent(q)}`);
    const { state } = wellFormed(body);
    expect(body).toContain(`<input name="q" value="${html(q)}">`);
    expect(new URLSearchParams(state.url.split('?')[1]).get('q')).toBe(q);
  });

  it('the product page: title, description, Open Graph tags and JSON-LD as written', async () => {
    const body = await page(`/product/${perfume.id}`);
    const { state, ld } = wellFormed(body);
    const head = body.split('</head>')[0]!;
    expect(head).toContain(`<title>${html(perfume.name)} · Maison Lumière</title>`);
    expect(head).toContain(`<meta property="og:title" content="${html(perfume.name)} · Maison Lumière">`);
    const description = /<meta name="description" content="([^"]*)"/.exec(head)![1]!;
    expect(description).toContain(html(`Cash ${ALL} Flow`));
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);
    expect(ld).toMatchObject({ name: perfume.name, description: perfume.description });
    expect(body).toContain(`<h1>${html(perfume.name)}</h1>`);
    const one = state.queries.find(([k]) => k === `/api/perfumes/${perfume.id}`)![1] as Record<string, unknown>;
    expect(one).toMatchObject({ name: perfume.name, description: perfume.description, notes: perfume.notes });
  });

  it('a page the browser renders (signed in) keeps its head whole', async () => {
    const res = await t.app.inject({ url: `/product/${perfume.id}`, cookies: { signed_in: '1' } });
    expect(res.body.match(/<!doctype html>/gi)).toHaveLength(1);
    expect(res.body).toContain(`<meta property="og:title" content="${html(perfume.name)} · Maison Lumière">`);
  });

  it('the sitemap lists the product once in each language, in one document', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.body.match(/<urlset/g)).toHaveLength(1);
    expect(res.body.match(new RegExp(`<loc>[^<]*/product/${perfume.id}</loc>`, 'g'))).toHaveLength(2);
    expect(res.body.match(new RegExp(`<loc>[^<]*/fr/product/${perfume.id}</loc>`, 'g'))).toHaveLength(1);
  });

  it("a mail (confirmation, shipping) and the CSV carry the customer's, the carrier's and the perfume's text as written", async () => {
    const fullName = `Jean ${ALL} Dupont`;
    const order = await paidOrder(t, { lines: [[perfume.id, 1]], shipping: { fullName, email: 'dollar@example.com' } });
    const carrier = `Post ${PATTERNS.slice(0, 5).join(' ')}`;
    const trackingNumber = `TR ${PATTERNS.slice(0, 5).join('')}`;
    expect(
      (
        await admin.send(setOrderStatus, {
          params: { orderId: order.id },
          body: { status: 'shipped', carrier, trackingNumber },
        })
      ).statusCode,
    ).toBe(200);

    const mails = (await admin.send(listMails, { query: { orderId: order.id } })).answer;
    const read = async (kind: string) => {
      const summary = mails.find((m) => m.kind === kind)!;
      return (await admin.send(getMail, { params: { id: summary.id } })).answer;
    };
    const confirmation = await read('order-confirmation');
    expect(confirmation.html).toContain(html(fullName).replace(/'/g, '&#39;'));
    expect(confirmation.html).toContain(html(perfume.name).replace(/'/g, '&#39;'));
    expect(confirmation.text).toContain(fullName);
    expect(confirmation.text).toContain(perfume.name);
    const shipped = await read('order-shipped');
    expect(shipped.text).toContain(`with ${carrier}.`);
    expect(shipped.text).toContain(`Tracking number: ${trackingNumber}`);
    expect(shipped.html).toContain(html(carrier).replace(/'/g, '&#39;'));
    for (const mail of [confirmation, shipped]) expect(mail.html?.match(/<html/g)).toHaveLength(1);

    const csv = (await admin.send(exportAdminOrders, { query: { q: 'dollar@example.com' } })).body;
    const [header, ...rows] = readCsv(csv, ',');
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    expect(row).toMatchObject({
      customer: fullName,
      items: `1 × ${perfume.name} — ${perfume.volume} ml`,
      carrier,
      tracking_number: trackingNumber,
    });
  });
});
