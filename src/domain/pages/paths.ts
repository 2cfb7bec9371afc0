import type { Gender } from '../catalogue/catalogue';

/*
 * The shop's pages, each a function of its parameters and search: every link, redirect and
 * `navigate` of the browser is made here, and the router's patterns (client/app/routes.tsx) too, so
 * a page's address is written once (a prefix such as `/fr` is then one change). Types and template
 * strings only: the browser's first bundle reads it. tests/lint/page-paths.test.ts checks that no
 * page path is spelled out anywhere else in src/client.
 */

/** A search value; undefined, null and '' are left out. */
type SearchValue = string | number | boolean | null | undefined;

/** `path?name=value&…#hash`, each value encoded as `encodeURIComponent` does, in the search's order. */
function pageUrl(path: string, search?: object, hash?: string): string {
  const query = Object.entries((search ?? {}) as Record<string, SearchValue>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
  return `${path}${query ? `?${query}` : ''}${hash ? `#${hash}` : ''}`;
}

/** The client-care pages: one module shows each, by its path (features/info/info-pages.ts lists them). */
export const INFO_PAGES = ['shipping-returns', 'faq', 'refill', 'contact', 'privacy', 'terms'] as const;
type InfoPage = (typeof INFO_PAGES)[number];

/** A record's id as the back office links it (an audit entry's `entityId` is text). */
type Id = number | string;

/** The back office's address: its tab and what it opens (features/admin reads them). */
interface AdminSearch {
  tab?:
    | 'orders'
    | 'returns'
    | 'atelier'
    | 'catalogue'
    | 'customers'
    | 'reviews'
    | 'discounts'
    | 'analytics'
    | 'mail'
    | 'activity'
    | 'settings'
    | 'staff';
  section?: 'ingredients';
  order?: Id;
  perfume?: Id;
  ingredient?: Id;
  workOrder?: Id;
  customer?: Id;
  status?: 'awaiting-payment' | 'processing';
  q?: string;
}

/** The route patterns, relative to the layout (React Router's form): routes.tsx declares these. */
export const routePatterns = {
  collections: 'collections',
  collectionsOfGender: 'collections/:gender',
  product: 'product/:id',
  customPerfume: 'custom-perfume',
  recipeBuilder: 'recipe-builder',
  wishlist: 'wishlist',
  cart: 'cart',
  giftCards: 'gift-cards',
  giftCardBalance: 'gift-cards/balance',
  checkout: 'checkout',
  order: 'orders/:id',
  login: 'login',
  forgotPassword: 'forgot-password',
  resetPassword: 'reset-password',
  verifyEmail: 'verify-email',
  staffAccept: 'staff/accept',
  dashboard: 'dashboard',
  admin: 'admin',
  account: 'account',
  about: 'about',
} as const;

/** Every page's address. */
export const paths = {
  home: (hash?: 'testimonials-heading') => pageUrl('/', undefined, hash),
  collections: (gender?: Gender) => (gender ? `/collections/${gender}` : '/collections'),
  product: (id: number, search?: { review?: 1 }, hash?: 'reviews') => pageUrl(`/product/${id}`, search, hash),
  customPerfume: (search?: { step?: 'result' }) => pageUrl('/custom-perfume', search),
  recipeBuilder: (search?: { step?: 'review' }) => pageUrl('/recipe-builder', search),
  wishlist: () => '/wishlist',
  /** The cart; an abandoned-cart reminder's link carries the cart to bring back (`restore`). */
  cart: (search?: { restore?: string }) => pageUrl('/cart', search),
  giftCards: (hash?: 'corporate') => pageUrl('/gift-cards', undefined, hash),
  giftCardBalance: () => '/gift-cards/balance',
  checkout: () => '/checkout',
  /** An order's page; a guest's link carries the order's access key. */
  order: (id: number, search?: { key?: string; confirm?: string }) => pageUrl(`/orders/${id}`, search),
  login: (search?: { tab?: 'register'; next?: string }) => pageUrl('/login', search),
  forgotPassword: () => '/forgot-password',
  /** The links the server mails (a password reset, an address to confirm, a staff invitation). */
  resetPassword: (search: { token: string }) => pageUrl('/reset-password', search),
  verifyEmail: (search: { token: string }) => pageUrl('/verify-email', search),
  staffAccept: (search: { token: string }) => pageUrl('/staff/accept', search),
  dashboard: (search?: { tab?: 'creations' | 'subscription' }) => pageUrl('/dashboard', search),
  admin: (search?: AdminSearch) => pageUrl('/admin', search),
  account: (search?: { tab?: 'orders' }, hash?: 'security') => pageUrl('/account', search, hash),
  about: (hash?: 'membership') => pageUrl('/about', undefined, hash),
  info: (page: InfoPage, search?: { subject?: 'refill' }, hash?: string) => pageUrl(`/${page}`, search, hash),
} as const;
