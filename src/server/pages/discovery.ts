import type { FastifyPluginAsync } from 'fastify';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import { paths } from '../../domain/pages/paths';

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
        const urls = [
          ...MAIN_PAGES.map((path) => `  <url><loc>${xml(`${publicUrl}${path}`)}</loc></url>`),
          ...perfumes.map(
            (p) =>
              `  <url><loc>${xml(`${publicUrl}${paths.product(p.id)}`)}</loc><lastmod>${p.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
          ),
        ];
        cached = {
          version,
          body: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
        };
      }
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(cached.body);
    });
  };
