import type { Product, WithContext } from 'schema-dts';
import type { Perfume } from '../../domain/catalogue/catalogue';
import type { ReviewSummary } from '../../domain/reviews/reviews';
import { paths } from '../../domain/pages/paths';

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
}

const HOUSE = 'Maison Lumière';
const DEFAULT_DESCRIPTION =
  'Maison Lumière: curated fragrances, a lifestyle perfume configurator and bespoke perfumes composed drop by drop.';

const described: Record<string, { title: string; description: string }> = {
  '/': { title: `${HOUSE} · Perfumery`, description: DEFAULT_DESCRIPTION },
  '/collections': {
    title: `The Collection · ${HOUSE}`,
    description:
      'The fragrances of the house, for her and for him: florals, woods, citrus, ambers and gourmands, each in its own bottle.',
  },
  '/collections/female': {
    title: `For Her · ${HOUSE}`,
    description:
      'The house’s fragrances for her: rose, iris, neroli, tuberose and jasmine, composed in Grasse tradition.',
  },
  '/collections/male': {
    title: `For Him · ${HOUSE}`,
    description: 'The house’s fragrances for him: cedar, vetiver, oud, sandalwood and lavender, from fresh to smoky.',
  },
  '/custom-perfume': {
    title: `Custom Perfume · ${HOUSE}`,
    description: 'Answer four questions about your days and your tastes, and the house designs a perfume for you.',
  },
  '/recipe-builder': {
    title: `Bespoke Perfume · ${HOUSE}`,
    description:
      'Compose your own perfume drop by drop from top, middle and base notes, from eau de cologne to parfum.',
  },
  '/about': {
    title: `About Us · ${HOUSE}`,
    description:
      'A small Paris perfume house: fragrances composed by hand in small batches, personal recommendations, and perfumes you compose yourself.',
  },
  // The client-care pages (src/client/features/info).
  '/shipping-returns': {
    title: `Shipping & Returns · ${HOUSE}`,
    description:
      'Where we deliver and at what price, how to follow a parcel, how to return a bottle from the collection, and refunds to your card.',
  },
  '/faq': {
    title: `Frequently Asked Questions · ${HOUSE}`,
    description:
      'Delivery times, 2 ml samples credited against the bottle, returns of custom perfumes, card payment, order tracking and your account.',
  },
  '/refill': {
    title: `Refill Program · ${HOUSE}`,
    description:
      'Bring back or send your empty Maison Lumière bottle, or your own creation’s: refilled at the Paris atelier with the same formula, for less.',
  },
  '/contact': {
    title: `Contact Us · ${HOUSE}`,
    description:
      'Write to Maison Lumière, call, or visit the Paris atelier: our e-mail, phone, address and opening hours, and a form to send us a message.',
  },
  '/privacy': {
    title: `Privacy Policy · ${HOUSE}`,
    description:
      'What Maison Lumière keeps about you and why, who else sees it, the cookies we use, how long we keep it and your rights.',
  },
  '/terms': {
    title: `Terms & Conditions · ${HOUSE}`,
    description:
      'The terms of sale of Maison Lumière: orders, prices, card payment, delivery, the right of withdrawal and the guarantee.',
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

export function productHead(
  perfume: Perfume,
  ctx: { publicUrl: string; currency: string },
  rated?: StructuredReviews,
): PageHead {
  const url = `${ctx.publicUrl}${paths.product(perfume.id)}`;
  const image = `${ctx.publicUrl}${perfume.imageSrc}`;
  const description = summary(`${perfume.description} Notes: ${perfume.notes}.`);
  return {
    description,
    canonical: url,
    og: { type: 'product', title: `${perfume.name} · ${HOUSE}`, description, image },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: perfume.name,
      description: perfume.description,
      image,
      url,
      sku: `ML-${perfume.id}`,
      brand: { '@type': 'Brand', name: HOUSE },
      category: 'Perfume',
      offers: {
        '@type': 'Offer',
        url,
        price: perfume.price.toFixed(2),
        priceCurrency: ctx.currency,
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
export function pageHead(path: string, found: boolean, publicUrl: string): PageHead {
  if (!found) return { description: DEFAULT_DESCRIPTION, noindex: true };
  const page = described[path];
  if (page)
    return {
      description: page.description,
      canonical: `${publicUrl}${path === '/' ? '/' : path}`,
      og: { type: 'website', ...page },
    };
  return {
    description: DEFAULT_DESCRIPTION,
    canonical: `${publicUrl}${path}`,
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
    ...(head.og
      ? [
          `<meta property="og:site_name" content="${HOUSE}">`,
          `<meta property="og:type" content="${head.og.type}">`,
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
