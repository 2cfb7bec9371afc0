import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { archivePerfume, restorePerfume, updatePerfume } from '../../src/domain/api/admin-catalogue';
import { getPerfume, getPerfumes } from '../../src/domain/api/catalogue';
import type { PerfumeUpdate } from '../../src/domain/catalogue/admin-schemas';
import { adminClient, useTestApp } from './fixtures';
import { Client } from './helpers';

/** What search engines read: each page's head, the sitemap and robots.txt, following the catalogue. */

const PUBLIC_URL = 'https://shop.example.com';

function builtClient(): string {
  const dir = mkdtempSync(join(tmpdir(), 'seo-client-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html>\n<html lang="en">\n<head>\n<meta name="description" content="The house default." />\n<title>Shop</title>\n</head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const t = useTestApp({ SERVE_CLIENT: 'true', PUBLIC_URL, AUTH_RATE_LIMIT: '1000' }, () => ({
  clientDir: builtClient(),
}));
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const head = async (path: string) => (await t.app.inject({ url: path })).body.split('</head>')[0]!;
const meta = (html: string, attr: string, name: string) =>
  new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(html)?.[1];

describe("a product page's head", () => {
  it("carries the product's own description, canonical link, Open Graph tags and Product JSON-LD with its Offer", async () => {
    const perfume = (await new Client(t.app).send(getPerfume, { params: { id: 3 } })).answer;
    const html = await head('/product/3');
    const description = meta(html, 'name', 'description')!;
    expect(description.replace(/&#39;|&amp;/g, '')).toContain(perfume.description.slice(0, 40).replace(/&/g, ''));
    expect(description.length).toBeLessThanOrEqual(160);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/product/3">`);
    expect(meta(html, 'property', 'og:title')).toBe(`${perfume.name} · Maison Lumière`);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe(`${PUBLIC_URL}${perfume.imageSrc}`);
    expect(meta(html, 'property', 'og:description')).toBe(description);

    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: perfume.name,
      description: perfume.description,
      image: `${PUBLIC_URL}${perfume.imageSrc}`,
      offers: {
        '@type': 'Offer',
        price: perfume.price.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
    // Only one description.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('says OutOfStock once the last bottle is gone, and names a new price', async () => {
    const body: PerfumeUpdate = {
      name: 'Muse Blanche',
      description: 'Clean white musk with a squeeze of lemon and a jasmine heart.',
      notes: 'Lemon, Jasmine, Musk',
      gender: 'female',
      family: 'fresh',
      price: 131,
      stock: 0,
      imageSrc: '/images/perfumes/muse-blanche.svg',
    };
    expect((await admin.send(updatePerfume, { params: { id: 10 }, body })).statusCode).toBe(200);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(await head('/product/10'))![1]!);
    expect(ld.offers).toMatchObject({ price: '131.00', availability: 'https://schema.org/OutOfStock' });
  });

  it('keeps a script-looking description from closing the JSON-LD or an attribute', async () => {
    const evil = 'Tuberose "at night" </script><script>alert(1)</script> & sandalwood.';
    const body: PerfumeUpdate = {
      name: 'Tubéreuse Velours',
      description: evil,
      notes: 'Mandarin, Tuberose, Sandalwood',
      gender: 'female',
      family: 'floral',
      price: 150,
      imageSrc: '/images/perfumes/tubereuse-velours.svg',
    };
    expect((await admin.send(updatePerfume, { params: { id: 4 }, body })).statusCode).toBe(200);
    const html = await head('/product/4');
    expect(html).not.toContain('<script>alert(1)');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);
    expect(ld.description).toBe(evil);
    expect(meta(html, 'name', 'description')).toContain('&quot;at night&quot; &lt;/script&gt;');
  });
});

describe('other pages', () => {
  it('the home page and the collections each have their own description and canonical link', async () => {
    const home = await head('/');
    const collections = await head('/collections');
    const forHim = await head('/collections/male');
    const descriptions = [home, collections, forHim].map((h) => meta(h, 'name', 'description'));
    expect(new Set(descriptions).size).toBe(3);
    expect(home).toContain(`<link rel="canonical" href="${PUBLIC_URL}/">`);
    expect(collections).toContain(`<link rel="canonical" href="${PUBLIC_URL}/collections">`);
    expect(meta(collections, 'property', 'og:type')).toBe('website');
  });

  it('each client-care page has its own description, canonical link and Open Graph title', async () => {
    const pages = {
      '/shipping-returns': 'Shipping & Returns',
      '/faq': 'Frequently Asked Questions',
      '/refill': 'Refill Program',
      '/contact': 'Contact Us',
      '/privacy': 'Privacy Policy',
      '/terms': 'Terms & Conditions',
    };
    const descriptions = new Set<string | undefined>([meta(await head('/'), 'name', 'description')]);
    for (const [path, title] of Object.entries(pages)) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      const html = res.body.split('</head>')[0]!;
      const description = meta(html, 'name', 'description');
      expect(description?.length, path).toBeLessThanOrEqual(160);
      descriptions.add(description);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}${path}">`);
      expect(meta(html, 'property', 'og:title')).toBe(`${title.replace('&', '&amp;')} · Maison Lumière`);
      expect(html).not.toContain('noindex');
    }
    // Seven different descriptions: none of them is the house's default.
    expect(descriptions.size).toBe(7);
  });

  it('a filtered or sorted collection names its collection as canonical, not its query', async () => {
    const search = await head('/collections?q=rose&sort=price_desc');
    expect(search).toContain(`<link rel="canonical" href="${PUBLIC_URL}/collections">`);
    expect(meta(search, 'property', 'og:url')).toBe(`${PUBLIC_URL}/collections`);
    expect(search).not.toContain('noindex');
    const forHer = await head('/collections/female?family=floral&minPrice=120&maxPrice=150&q=n%C3%A9roli');
    expect(forHer).toContain(`<link rel="canonical" href="${PUBLIC_URL}/collections/female">`);
    expect(forHer.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it("a shopper's own pages are not for search engines", async () => {
    expect(await head('/checkout')).toContain('<meta name="robots" content="noindex">');
    expect(await head('/orders/5')).toContain('<meta name="robots" content="noindex">');
    expect(await head('/wishlist')).toContain('<meta name="robots" content="noindex">');
  });
});

describe('a page in French', () => {
  it('says its language, its canonical address in it, and its alternates in every language', async () => {
    const res = await t.app.inject({ url: '/fr/collections' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="fr">');
    const html = res.body.split('</head>')[0]!;
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/fr/collections">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${PUBLIC_URL}/collections">`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/collections">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/collections">`);
    expect(meta(html, 'property', 'og:locale')).toBe('fr_FR');
    expect(meta(html, 'property', 'og:title')).toBe('La Collection · Maison Lumière');
    expect(meta(html, 'name', 'description')).toMatch(/^Les parfums de la maison/);
    // The English page names the same alternates, its canonical its own.
    const en = await head('/collections');
    expect(en).toContain(`<link rel="canonical" href="${PUBLIC_URL}/collections">`);
    expect(en).toContain(`<link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/collections">`);
    expect(meta(en, 'property', 'og:locale')).toBe('en_US');
  });

  it('names its own language’s messages, which the browser may keep until they change', async () => {
    const messagesOf = (page: string) =>
      /<link rel="preload" as="fetch" id="messages" href="([^"]+)" crossorigin="use-credentials" fetchpriority="low">/
        .exec(page)![1]!
        .replace(/&amp;/g, '&');
    const fr = (await t.app.inject({ url: '/fr' })).body;
    const frHref = messagesOf(fr);
    expect(frHref).toMatch(/^\/api\/messages\/shop\?lang=fr&v=[\w-]{16}$/);
    const answer = await t.app.inject({ url: frHref });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.json()['Explore Collections']).toEqual(['Découvrir les collections']);
    // Not in the page: a French page's body was two thirds messages.
    expect(fr).not.toContain('Découvrir les collections"]');
    // Another version (a page from before a deploy) is answered, but not to be kept.
    const stale = await t.app.inject({ url: '/api/messages/shop?lang=fr&v=older' });
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(stale.json()['Explore Collections']).toEqual(['Découvrir les collections']);

    const en = (await t.app.inject({ url: '/' })).body;
    expect(en).toContain('<html lang="en">');
    const enHref = messagesOf(en);
    expect(enHref).toMatch(/^\/api\/messages\/shop\?lang=en&v=/);
    expect(JSON.stringify((await t.app.inject({ url: enHref })).json())).not.toContain('Découvrir les collections');
    expect(messagesOf((await t.app.inject({ url: '/fr/account' })).body)).toBe(frHref);
  });
});

describe('sitemap and robots', () => {
  it('robots.txt names the sitemap and keeps crawlers out of private pages', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
    expect(res.body).toMatch(/^Disallow: \/checkout$/m);
    expect(res.body).toMatch(/^Disallow: \/wishlist$/m);
  });

  it('the sitemap lists every product page and the main pages, and follows the catalogue', async () => {
    const urls = async () =>
      [...(await t.app.inject({ url: '/sitemap.xml' })).body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const before = await urls();
    const perfumes = (await new Client(t.app).send(getPerfumes)).answer;
    for (const p of perfumes) expect(before).toContain(`${PUBLIC_URL}/product/${p.id}`);
    const pages = [
      '/',
      '/collections',
      '/custom-perfume',
      '/recipe-builder',
      '/about',
      '/shipping-returns',
      '/faq',
      '/refill',
      '/contact',
      '/privacy',
      '/terms',
    ];
    for (const page of pages) expect(before).toContain(`${PUBLIC_URL}${page}`);
    // Each page in French too, every entry naming both languages and x-default.
    for (const p of perfumes) expect(before).toContain(`${PUBLIC_URL}/fr/product/${p.id}`);
    for (const page of pages) expect(before).toContain(`${PUBLIC_URL}${page === '/' ? '/fr' : `/fr${page}`}`);
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/fr/collections</loc><xhtml:link rel="alternate" hreflang="en" href="${PUBLIC_URL}/collections"/><xhtml:link rel="alternate" hreflang="fr" href="${PUBLIC_URL}/fr/collections"/><xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/collections"/></url>`,
    );

    await admin.send(archivePerfume, { params: { id: 2 } });
    expect(await urls()).not.toContain(`${PUBLIC_URL}/product/2`);
    await admin.send(restorePerfume, { params: { id: 2 } });
    expect(await urls()).toContain(`${PUBLIC_URL}/product/2`);
  });
});
