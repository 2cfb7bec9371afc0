import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { paths } from '../../domain/pages/paths';
import { DEFAULT_LOCALE, LOCALES, localizedPath } from '../../domain/i18n/locales';

/** The pages a search engine should know, besides every product page. */
const MAIN_PAGES = [
  '/',
  '/collections',
  '/collections/female',
  '/collections/male',
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

const xml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * `/robots.txt` and `/sitemap.xml` (every product page and the main pages), written from the
 * catalogue and kept per catalogue version, so an edit changes the sitemap at once.
 */
export const discoveryRoutes =
  ({ catalogue, publicUrl }: { catalogue: CatalogueSnapshot; publicUrl: string }): FastifyPluginAsync =>
  async (app) => {
    app.get('/robots.txt', async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /admin',
            'Disallow: /account',
            'Disallow: /dashboard',
            'Disallow: /wishlist',
            'Disallow: /cart',
            'Disallow: /checkout',
            'Disallow: /orders/',
            '',
            `Sitemap: ${publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );

    let cached: { version: string; body: string } | undefined;
    app.get('/sitemap.xml', async (_request, reply) => {
      const version = await catalogue.version();
      if (cached?.version !== version) {
        const perfumes = await catalogue.perfumeDates();
        // Each page once per language, each naming all of them and x-default (the default language's).
        const alternates = (path: string) =>
          [...LOCALES.map((l) => [l, l] as const), ['x-default', DEFAULT_LOCALE] as const].map(
            ([hreflang, l]) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(`${publicUrl}${localizedPath(path, l)}`)}"/>`,
          );
        const entries = (path: string, lastmod?: Date) =>
          LOCALES.map(
            (l) =>
              `  <url><loc>${xml(`${publicUrl}${localizedPath(path, l)}`)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>` : ''}${alternates(path).join('')}</url>`,
          );
        const urls = [
          ...MAIN_PAGES.flatMap((path) => entries(path)),
          ...perfumes.flatMap((p) => entries(paths.product(p.id), p.updatedAt)),
        ];
        cached = {
          version,
          body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
        };
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(cached.body);
    });
  };
