import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { infoPaths } from '@/client/features/info/info-pages';
import { INFO_PAGES } from '@/domain/pages/paths';
import { landingPages } from './landing-pages';

const clientDir = fileURLToPath(new URL('..', import.meta.url));
const pageFor = (path: string) => landingPages.find((p) => p.match.test(path));

describe('landing pages', () => {
  it("name modules that exist and that the routes load lazily (the manifest's keys)", () => {
    const routes = readFileSync(`${clientDir}app/routes.tsx`, 'utf8');
    for (const { source } of landingPages) {
      expect(existsSync(`${clientDir}${source}`), source).toBe(true);
      expect(routes, source).toContain(`import('@/client/${source.replace(/\.tsx$/, '')}')`);
    }
  });

  it('match their paths and no others', () => {
    expect(pageFor('/')?.source).toBe('features/home/home-page.tsx');
    for (const path of ['/collections', '/collections/female', '/collections/male']) {
      expect(pageFor(path)?.source).toBe('features/catalogue/collections-page.tsx');
    }
    expect(pageFor('/product/12')?.source).toBe('features/product/product-page.tsx');
    expect(pageFor('/custom-perfume')?.source).toBe('features/lifestyle/custom-perfume-page.tsx');
    expect(pageFor('/recipe-builder')?.source).toBe('features/bespoke/recipe-builder-page.tsx');
    expect(pageFor('/about')?.source).toBe('features/about/about-page.tsx');
    for (const path of ['/shipping-returns', '/faq', '/contact', '/refill', '/privacy', '/terms']) {
      expect(pageFor(path)?.source, path).toBe('features/info/info-page.tsx');
    }
    for (const path of [
      '/collections/kids',
      '/product/0',
      '/product/abc',
      '/product/12345678901',
      '/cart',
      '/about/us',
      '/Product/1',
      '//',
      '/faq/x',
      '/terms-of-use',
    ]) {
      expect(pageFor(path), path).toBeUndefined();
    }
  });

  it('include every client-care page, each a route of its own', () => {
    const routes = readFileSync(`${clientDir}app/routes.tsx`, 'utf8');
    expect(routes).toContain('...INFO_PAGES.map(');
    expect([...INFO_PAGES].sort()).toEqual([...infoPaths].sort());
    for (const path of infoPaths) expect(pageFor(`/${path}`)?.source, path).toBe('features/info/info-page.tsx');
  });

  it("read the store's config, the house's details (every page's footer), the markets (its selector) and the catalogue under the query factories' keys", () => {
    const shared = ['/api/config', '/api/house', '/api/markets'];
    // The testimonials, the collection's introductions and the About story are the owner's words (issue #43).
    expect(pageFor('/')?.data('/')).toEqual([...shared, '/api/perfumes', '/api/pages/testimonials']);
    expect(pageFor('/collections/male')?.data('/collections/male')).toEqual([
      ...shared,
      '/api/perfumes',
      '/api/pages/collections',
    ]);
    expect(pageFor('/about')?.data('/about')).toEqual([...shared, '/api/pages/about', '/api/house/facts']);
    expect(pageFor('/product/7')?.data('/product/7')).toEqual([
      ...shared,
      '/api/perfumes/7',
      '/api/perfumes',
      '/api/house/facts',
    ]);
    expect(pageFor('/custom-perfume')?.data('/custom-perfume')).toEqual(shared);
    expect(pageFor('/recipe-builder')?.data('/recipe-builder')).toEqual([...shared, '/api/ingredients']);
    expect(pageFor('/contact')?.data('/contact')).toEqual(shared);
    expect(pageFor('/refill')?.data('/refill')).toEqual(shared);
    // The house's own pages, with their words and facts (issue #43).
    for (const slug of ['shipping-returns', 'faq', 'terms', 'privacy'])
      expect(pageFor(`/${slug}`)?.data(`/${slug}`)).toEqual([...shared, `/api/pages/${slug}`]);
  });
});
