import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { Gender } from '@/domain/catalogue/catalogue';
import { INFO_PAGES, routePatterns as at } from '@/domain/pages/paths';
import { Layout, LayoutFallback } from './layout';
import { RouteError } from './route-error';

/** Every page's code loads when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

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
          { path: at.collections, lazy: page(() => import('@/client/features/catalogue/collections-page')) },
          {
            path: at.collectionsOfGender,
            loader: genderLoader,
            lazy: page(() => import('@/client/features/catalogue/collections-page')),
          },
          { path: at.product, lazy: page(() => import('@/client/features/product/product-page')) },
          { path: at.customPerfume, lazy: page(() => import('@/client/features/lifestyle/custom-perfume-page')) },
          { path: at.recipeBuilder, lazy: page(() => import('@/client/features/bespoke/recipe-builder-page')) },
          { path: at.wishlist, lazy: page(() => import('@/client/features/wishlist/wishlist-page')) },
          { path: at.cart, lazy: page(() => import('@/client/features/cart/cart-page')) },
          { path: at.giftCards, lazy: page(() => import('@/client/features/gift-cards/gift-cards-page')) },
          {
            path: at.giftCardBalance,
            lazy: page(() => import('@/client/features/gift-cards/gift-card-balance-page')),
          },
          { path: at.checkout, lazy: page(() => import('@/client/features/checkout/checkout-page')) },
          { path: at.order, lazy: page(() => import('@/client/features/order/order-page')) },
          { path: at.login, lazy: page(() => import('@/client/features/auth/login-page')) },
          { path: at.forgotPassword, lazy: page(() => import('@/client/features/auth/forgot-password-page')) },
          { path: at.resetPassword, lazy: page(() => import('@/client/features/auth/reset-password-page')) },
          { path: at.verifyEmail, lazy: page(() => import('@/client/features/auth/verify-email-page')) },
          { path: at.staffAccept, lazy: page(() => import('@/client/features/auth/staff-accept-page')) },
          { path: at.dashboard, lazy: page(() => import('@/client/features/dashboard/dashboard-page')) },
          { path: at.admin, lazy: page(() => import('@/client/features/admin/admin-page')) },
          { path: at.account, lazy: page(() => import('@/client/features/account/account-page')) },
          { path: at.about, lazy: page(() => import('@/client/features/about/about-page')) },
          ...INFO_PAGES.map((path) => ({ path, lazy: infoPage })),
          { path: '*', lazy: page(() => import('@/client/features/not-found/not-found-page')) },
        ],
      },
    ],
  },
];
