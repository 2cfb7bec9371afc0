import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Gender } from '@/domain/catalogue/catalogue';
import { Layout, LayoutFallback } from './layout';
import { RouteError } from './route-error';

/** Every page's code loads when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/** The client-care pages: one module shows each, by its path (features/info/info-pages.ts lists them). */
const INFO_PATHS = ['shipping-returns', 'faq', 'refill', 'contact', 'privacy', 'terms'] as const;
const infoPage = page(() => import('@/client/features/info/info-page'));

// Spelled out rather than imported: the domain module's zod schemas must stay out of the first bundle.
const GENDERS: readonly string[] = ['female', 'male'] satisfies Gender[];

/** /collections/:gender accepts female and male only; anything else is the 404 page. */
function genderLoader({ params }: LoaderFunctionArgs) {
  if (!GENDERS.includes(params.gender ?? '')) throw data('Not Found', { status: 404 });
  return null;
}

/**
 * The route tree: the browser router (main.tsx) and the server render (entry-server.tsx) share it.
 * The pages the server renders are listed in ./landing-pages.ts, kept out of this module so the
 * first bundle does not carry them (landing-pages.test.ts checks each is lazily loaded here).
 */
export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: LayoutFallback,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('@/client/features/home/home-page')) },
          { path: 'collections', lazy: page(() => import('@/client/features/catalogue/collections-page')) },
          {
            path: 'collections/:gender',
            loader: genderLoader,
            lazy: page(() => import('@/client/features/catalogue/collections-page')),
          },
          { path: 'product/:id', lazy: page(() => import('@/client/features/product/product-page')) },
          { path: 'custom-perfume', lazy: page(() => import('@/client/features/lifestyle/custom-perfume-page')) },
          { path: 'recipe-builder', lazy: page(() => import('@/client/features/bespoke/recipe-builder-page')) },
          { path: 'wishlist', lazy: page(() => import('@/client/features/wishlist/wishlist-page')) },
          { path: 'cart', lazy: page(() => import('@/client/features/cart/cart-page')) },
          { path: 'gift-cards', lazy: page(() => import('@/client/features/gift-cards/gift-cards-page')) },
          {
            path: 'gift-cards/balance',
            lazy: page(() => import('@/client/features/gift-cards/gift-card-balance-page')),
          },
          { path: 'checkout', lazy: page(() => import('@/client/features/checkout/checkout-page')) },
          { path: 'orders/:id', lazy: page(() => import('@/client/features/order/order-page')) },
          { path: 'login', lazy: page(() => import('@/client/features/auth/login-page')) },
          { path: 'forgot-password', lazy: page(() => import('@/client/features/auth/forgot-password-page')) },
          { path: 'reset-password', lazy: page(() => import('@/client/features/auth/reset-password-page')) },
          { path: 'verify-email', lazy: page(() => import('@/client/features/auth/verify-email-page')) },
          { path: 'staff/accept', lazy: page(() => import('@/client/features/auth/staff-accept-page')) },
          { path: 'dashboard', lazy: page(() => import('@/client/features/dashboard/dashboard-page')) },
          { path: 'admin', lazy: page(() => import('@/client/features/admin/admin-page')) },
          { path: 'account', lazy: page(() => import('@/client/features/account/account-page')) },
          { path: 'about', lazy: page(() => import('@/client/features/about/about-page')) },
          ...INFO_PATHS.map((path) => ({ path, lazy: infoPage })),
          { path: '*', lazy: page(() => import('@/client/features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];
