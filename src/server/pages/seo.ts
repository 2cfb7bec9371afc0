import { exponentOf } from '../../domain/currency/currency';
import type { Product, WithContext } from 'schema-dts';
import type { Perfume } from '../../domain/catalogue/catalogue';
import type { ReviewSummary } from '../../domain/reviews/reviews';
import { paths } from '../../domain/pages/paths';
import { DEFAULT_LOCALE, describeLocale, LOCALES, localizedPath, splitLocalePath } from '../../domain/i18n/locales';
import { msg, type Translator } from '../../domain/i18n/translator';

/**
 * What a page tells search engines and link previews: its own description, its canonical address,
 * Open Graph tags and, for a product, Product JSON-LD with its Offer. Written into the page's head by
 * the server, for every page, rendered here or in the browser.
 */
export interface PageHead {
  description: string;
  /** Absolute; absent on a page that is not found. */
  canonical?: string;
  og?: { type: 'website' | 'product'; title: string; description: string; image?: string };
  jsonLd?: WithContext<Product>;
  /** A page search engines should not index (not found, private). */
  noindex?: boolean;
  /** The page in each language (`hreflang`), and `x-default` (the English one): absolute. */
  alternates?: { hreflang: string; href: string }[];
  /** Open Graph's `og:locale`. */
  ogLocale?: string;
}

/** A found page's address in every language, and x-default, the default language's. */
function alternatesOf(path: string, publicUrl: string): PageHead['alternates'] {
  const url = (locale: string) => `${publicUrl}${localizedPath(path, locale)}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: locale, href: url(locale) })),
    { hreflang: 'x-default', href: url(DEFAULT_LOCALE) },
  ];
}

const HOUSE = 'Maison Lumière';
const DEFAULT_DESCRIPTION = msg(
  'Maison Lumière: curated fragrances, a lifestyle perfume configurator and bespoke perfumes composed drop by drop.',
);

/** The pages' titles and descriptions in English: each the catalogue's id of its translation. */
const described: Record<string, { title: string; description: string }> = {
  '/': { title: msg('Maison Lumière · Perfumery'), description: DEFAULT_DESCRIPTION },
  '/collections': {
    title: msg('The Collection · Maison Lumière'),
    description: msg(
      'The fragrances of the house, for her and for him: florals, woods, citrus, ambers and gourmands, each in its own bottle.',
    ),
  },
  '/collections/female': {
    title: msg('For Her · Maison Lumière'),
    description: msg(
      'The house’s fragrances for her: rose, iris, neroli, tuberose and jasmine, composed in Grasse tradition.',
    ),
  },
  '/collections/male': {
    title: msg('For Him · Maison Lumière'),
    description: msg(
      'The house’s fragrances for him: cedar, vetiver, oud, sandalwood and lavender, from fresh to smoky.',
    ),
  },
  '/custom-perfume': {
    title: msg('Custom Perfume · Maison Lumière'),
    description: msg('Answer four questions about your days and your tastes, and the house designs a perfume for you.'),
  },
  '/recipe-builder': {
    title: msg('Bespoke Perfume · Maison Lumière'),
    description: msg(
      'Compose your own perfume drop by drop from top, middle and base notes, from eau de cologne to parfum.',
    ),
  },
  '/about': {
    title: msg('About Us · Maison Lumière'),
    description: msg(
      'A small Paris perfume house: fragrances composed by hand in small batches, personal recommendations, and perfumes you compose yourself.',
    ),
  },
  // The client-care pages (src/client/features/info).
  '/shipping-returns': {
    title: msg('Shipping & Returns · Maison Lumière'),
    description: msg(
      'Where we deliver and at what price, how to follow a parcel, how to return a bottle from the collection, and refunds to your card.',
    ),
  },
  '/faq': {
    title: msg('Frequently Asked Questions · Maison Lumière'),
    description: msg(
      'Delivery times, 2 ml samples credited against the bottle, returns of custom perfumes, card payment, order tracking and your account.',
    ),
  },
  '/refill': {
    title: msg('Refill Program · Maison Lumière'),
    description: msg(
      'Bring back or send your empty Maison Lumière bottle, or your own creation’s: refilled at the Paris atelier with the same formula, for less.',
    ),
  },
  '/contact': {
    title: msg('Contact Us · Maison Lumière'),
    description: msg(
      'Write to Maison Lumière, call, or visit the Paris atelier: our e-mail, phone, address and opening hours, and a form to send us a message.',
    ),
  },
  '/privacy': {
    title: msg('Privacy Policy · Maison Lumière'),
    description: msg(
      'What Maison Lumière keeps about you and why, who else sees it, the cookies we use, how long we keep it and your rights.',
    ),
  },
  '/terms': {
    title: msg('Terms & Conditions · Maison Lumière'),
    description: msg(
      'The terms of sale of Maison Lumière: orders, prices, card payment, delivery, the right of withdrawal and the guarantee.',
    ),
  },
};

/** Pages of one shopper (account, cart, checkout, an order) are nobody's search result. */
const PRIVATE =
  /^\/(account|dashboard|wishlist|cart|checkout|admin|orders|login|register|reset-password|forgot-password|verify-email|staff)(\/|$)/;

/** Sentences for a meta description: the first ones that fit in about 160 characters. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' '))}…`;
}

/** A product's approved reviews, as its JSON-LD carries them (at most a handful, newest first). */
export interface StructuredReviews {
  summary: ReviewSummary;
  reviews: { rating: number; author: string; createdAt: string; body: string }[];
}

/**
 * A product's head, `perfume` in the translator's language; its Offer in the perfume's currency (the page's
 * market's: decision 070), with that currency's decimals.
 */
export function productHead(
  perfume: Perfume,
  ctx: { publicUrl: string },
  rated: StructuredReviews | undefined,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): PageHead {
  const path = paths.product(perfume.id);
  const url = `${ctx.publicUrl}${localizedPath(path, locale)}`;
  const image = `${ctx.publicUrl}${perfume.imageSrc}`;
  const description = summary(`${perfume.description} ${t('Notes: {notes}.', { notes: perfume.notes })}`);
  return {
    description,
    canonical: url,
    alternates: alternatesOf(path, ctx.publicUrl),
    ogLocale: describeLocale(locale).openGraph,
    og: { type: 'product', title: `${perfume.name} · ${HOUSE}`, description, image },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: perfume.name,
      description: perfume.description,
      // The owner's photographs first, then the house's art (issue #51); the art alone when there are none.
      image: perfume.photos?.length ? [...perfume.photos.map((p) => `${ctx.publicUrl}${p.src}`), image] : image,
      url,
      sku: `ML-${perfume.id}`,
      brand: { '@type': 'Brand', name: HOUSE },
      category: t('Perfume'),
      offers: {
        '@type': 'Offer',
        url,
        price: perfume.price.toFixed(exponentOf(perfume.currency)),
        priceCurrency: perfume.currency,
        availability: perfume.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
      // Once a review is approved: the average of them all and the newest few.
      ...(rated && rated.summary.count > 0 && rated.summary.average !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: rated.summary.average,
              reviewCount: rated.summary.count,
              bestRating: 5,
              worstRating: 1,
            },
            review: rated.reviews.map((r) => ({
              '@type': 'Review',
              author: { '@type': 'Person', name: r.author },
              datePublished: r.createdAt.slice(0, 10),
              reviewBody: r.body,
              reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
            })),
          }
        : {}),
    },
  };
}

/**
 * The head of any other page; `found` false for the not-found page. `path` comes without its query,
 * so the canonical link never names one: `/collections?q=…&family=…&sort=…` is canonically its
 * collection (`/collections`, `/collections/female`). Search, family, price and sort are views of
 * that one page, and a free-text `q` makes endless addresses of near-copies; naming the collection
 * keeps one indexed page per collection (the ones the sitemap lists) and credits it with every link
 * to a filtered view.
 */
export function pageHead(
  localized: string,
  found: boolean,
  publicUrl: string,
  { t, locale }: Pick<Translator, 't' | 'locale'>,
): PageHead {
  if (!found) return { description: t(DEFAULT_DESCRIPTION), noindex: true };
  const { path } = splitLocalePath(localized);
  const page = described[path];
  const own = {
    canonical: `${publicUrl}${localizedPath(path, locale)}`,
    alternates: alternatesOf(path, publicUrl),
    ogLocale: describeLocale(locale).openGraph,
  };
  if (page) {
    const words = { title: t(page.title), description: t(page.description) };
    return { description: words.description, ...own, og: { type: 'website', ...words } };
  }
  return {
    description: t(DEFAULT_DESCRIPTION),
    ...own,
    ...(PRIVATE.test(path) ? { noindex: true } : {}),
  };
}

const attr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a `<script>` data block: nothing in it may close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** Writes the head into an index.html: its description replaced, the rest added before `</head>`. */
export function withHead(html: string, head: PageHead): string {
  const tags = [
    head.canonical ? `<link rel="canonical" href="${attr(head.canonical)}">` : '',
    head.noindex ? '<meta name="robots" content="noindex">' : '',
    ...(head.alternates ?? []).map(
      (a) => `<link rel="alternate" hreflang="${attr(a.hreflang)}" href="${attr(a.href)}">`,
    ),
    ...(head.og
      ? [
          `<meta property="og:site_name" content="${HOUSE}">`,
          `<meta property="og:type" content="${head.og.type}">`,
          head.ogLocale ? `<meta property="og:locale" content="${attr(head.ogLocale)}">` : '',
          `<meta property="og:title" content="${attr(head.og.title)}">`,
          `<meta property="og:description" content="${attr(head.og.description)}">`,
          head.canonical ? `<meta property="og:url" content="${attr(head.canonical)}">` : '',
          head.og.image ? `<meta property="og:image" content="${attr(head.og.image)}">` : '',
        ]
      : []),
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : '',
  ].filter(Boolean);
  return html
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${attr(head.description)}" />`,
    )
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
}
