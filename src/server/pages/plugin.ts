import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type PublicConfig, publicConfigIn } from '../../domain/catalogue/catalogue';
import { money, toMinor } from '../../domain/currency/currency';
import { parseTheme, THEME_COOKIE } from '../../domain/shared/theme';
import { SESSION_HINT_COOKIE } from '../auth/session';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Config } from '../config';
import type { ReviewService } from '../reviews/service';
import type { SettingsService } from '../settings/service';
import type { HousePagesService } from '../house-pages/service';
import { isHousePageSlug } from '../../domain/pages/house-text';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { type CachedBody, cacheBody, sendEncoded } from '../http/cached-body';
import { pageHead, productHead } from './seo';
import { DEFAULT_LOCALE, type Locale, splitLocalePath } from '../../domain/i18n/locales';
import type { Languages } from '../i18n/languages';
import type { MarketsService } from '../markets/service';
import { createSpaPages, loadServerRender } from './spa';

interface ClientOptions {
  /** Where the built client lives; without its index.html, only the API is served. */
  clientDir: string;
  serveClient: boolean;
  catalogue: CatalogueSnapshot;
  publicConfig: PublicConfig;
  config: Config;
  /** A product's approved reviews in its JSON-LD. */
  reviews?: Pick<ReviewService, 'forStructuredData'>;
  /** The house's public details: the footer of every page, the contact page. */
  settings: Pick<SettingsService, 'publicHouse' | 'houseVersion'>;
  /** The house's own pages (Shipping & Returns, the FAQ, the terms), their facts read from the settings. */
  housePages: Pick<HousePagesService, 'page' | 'facts' | 'version'>;
  languages: Languages;
  /** The markets the header's and footer's selector lists (GET /api/markets). */
  markets: Pick<MarketsService, 'answers' | 'chosen' | 'amount'>;
}

/**
 * The answer of a GET API route the server can give without a request, in the page's language (the
 * catalogue's descriptions, notes and ingredients) and the shopper's market (the perfumes' prices; the API
 * answers the browser's calls in the same market, from the same cookie): what a server render starts from.
 */
function serverData(
  catalogue: CatalogueSnapshot,
  publicConfig: PublicConfig,
  settings: Pick<SettingsService, 'publicHouse'>,
  housePages: Pick<HousePagesService, 'page' | 'facts'>,
  markets: Pick<MarketsService, 'answers' | 'chosen' | 'amount'>,
) {
  const baseSample = money(toMinor(publicConfig.samplePrice, publicConfig.currency), publicConfig.currency);
  return async (key: string, locale: Locale = DEFAULT_LOCALE, market?: string): Promise<unknown> => {
    // The shopper's market's currency and sample price, as GET /api/config answers the browser.
    if (key === '/api/config')
      return publicConfigIn(publicConfig, await markets.amount(await markets.chosen(market), 'sample', baseSample));
    if (key === '/api/markets') return markets.answers(locale);
    if (key === '/api/house') return settings.publicHouse();
    const page = /^\/api\/pages\/([a-z-]{1,40})$/.exec(key);
    if (key === '/api/house/facts') return housePages.facts(locale);
    const slug = page?.[1];
    if (slug !== undefined) return isHousePageSlug(slug) ? housePages.page(slug, locale) : undefined;
    if (key === '/api/perfumes') return catalogue.perfumes(locale, market);
    if (key === '/api/ingredients') return catalogue.ingredients(locale);
    const perfume = /^\/api\/perfumes\/(\d{1,10})$/.exec(key);
    if (perfume) return catalogue.perfume(Number(perfume[1]), locale, market);
    return undefined;
  };
}

/**
 * The pages are answered here, not by a route, so the compression plugin (which hooks routes) never
 * sees them: each page's HTML is compressed here, once, and kept for the pages asked for most lately.
 * Kept by its text: a page's text is the same while the catalogue is unchanged (spa.ts caches the
 * renders), so looking one up costs a hash of the text, not a compression.
 */
function pageEncoder(keep: number): (html: string) => CachedBody {
  const pages = new Map<string, CachedBody>();
  return (html) => {
    let page = pages.get(html);
    if (page) pages.delete(html);
    // As bytes: a client that reads no compression gets them as they are, not a string encoded again.
    else page = cacheBody(Buffer.from(html), 'good');
    pages.set(html, page);
    if (pages.size > keep) pages.delete(pages.keys().next().value!);
    return page;
  };
}

/**
 * The built browser app: hashed assets cached for a year, and every other GET path answered with
 * the single-page app (the landing pages rendered by the server). Unknown API paths are JSON 404s.
 */
export const clientPlugin = fp(
  async (
    app: FastifyInstance,
    {
      clientDir,
      serveClient: wanted,
      catalogue,
      publicConfig,
      config,
      reviews,
      settings,
      housePages,
      languages,
      markets,
    }: ClientOptions,
  ) => {
    const serveClient = wanted && existsSync(join(clientDir, 'index.html'));
    if (serveClient) {
      await app.register(fastifyStatic, {
        root: clientDir,
        wildcard: false,
        index: false,
        // The build compresses text assets once (scripts/compress-assets.mjs): sent as they are.
        preCompressed: true,
        // Cache-Control is ours (below); @fastify/static's own would overwrite it with max-age=0.
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('vary', 'accept-encoding');
          if (path.includes(`${join(clientDir, 'assets')}`)) {
            res.setHeader('cache-control', 'public, max-age=31536000, immutable');
          } else if (path.endsWith('index.html')) {
            res.setHeader('cache-control', 'no-store');
          } else {
            res.setHeader('cache-control', 'public, max-age=86400');
          }
        },
      });
    }
    const spaPage = serveClient
      ? createSpaPages(clientDir, {
          render: await loadServerRender(clientDir),
          data: serverData(catalogue, publicConfig, settings, housePages, markets),
          // Every page's footer shows the house's details and its header and footer the markets, and the
          // client-care pages the house's words and the facts they read: a change to any renders the pages again.
          version: async () =>
            `${await catalogue.version()}${await settings.houseVersion()}${await housePages.version()}${JSON.stringify(await markets.answers())}`,
          onError: (err, path) => app.log.error({ err, path }, 'server render failed; the browser renders the page'),
          head: async (path, found, market) => {
            const { locale, path: pagePath } = splitLocalePath(path);
            const translator = languages.translator(locale);
            const product = found ? /^\/product\/(\d{1,10})$/.exec(pagePath) : null;
            const perfume = product ? await catalogue.perfume(Number(product[1]), locale, market) : undefined;
            if (!perfume) return pageHead(path, found, config.publicUrl, translator);
            return productHead(perfume, config, await reviews?.forStructuredData(perfume.id), translator);
          },
          languages,
        })
      : undefined;

    const encodedPage = pageEncoder(64);
    app.setNotFoundHandler(async (request, reply) => {
      const at = request.url.indexOf('?');
      const path = at < 0 ? request.url : request.url.slice(0, at);
      if (path === '/api' || path.startsWith('/api/'))
        throw AppError.notFound('NOT_FOUND', msg('No API route answers this method and path'));
      if (!spaPage || (request.method !== 'GET' && request.method !== 'HEAD') || /\.[a-z0-9]+$/i.test(path))
        throw AppError.notFound();
      // Every other path is the single-page app: the landing pages arrive rendered, the client
      // renders the others (or its 404 page).
      // The shopper's market is its cookie's (the URL is one per language, never per market: decision 070).
      const { code, currency } = await request.market();
      const page = await spaPage({
        path,
        search: at < 0 ? '' : request.url.slice(at),
        theme: parseTheme(request.cookies[THEME_COOKIE]),
        signedIn: request.cookies[SESSION_HINT_COOKIE] === '1',
        address: request.ip,
        market: { code, currency },
      });
      return sendEncoded(
        request,
        reply.status(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8'),
        encodedPage(page.html),
      );
    });
  },
  { name: 'client' },
);
