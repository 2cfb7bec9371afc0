import { createElement, type ReactElement } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { createQueryClient, Providers } from '@/client/app/providers';
import { routes as appRoutes } from '@/client/app/routes';
import { currentUserQuery } from '@/client/lib/use-auth';
import type { Theme } from '@/client/app/theme';
import type { User } from '@/domain/accounts/schemas';
import { getCurrentUser } from '@/domain/api/auth';
import { getHouse } from '@/domain/api/house';
import { getWishlist } from '@/domain/api/wishlist';
import { DEFAULT_CONTACT } from '@/domain/settings/house';
import { getConfig } from '@/domain/api/system';
import { answer } from './api';
import { CONFIG, MARKETS } from './catalogue';
import { getMarkets } from '@/domain/api/markets';

export interface RenderOptions {
  /** The address the page is at (default `/`). */
  url?: string;
  /** The history state the page arrives with (what a `<Link state>` hands over). */
  state?: unknown;
  /** The route pattern `ui` is mounted at, when its page reads parameters (`/product/:id`); default the url's path. */
  path?: string;
  /** Other routes of the test's app (a page a link or navigation leads to); any other path shows its address. */
  routes?: RouteObject[];
  /** Signed in as this user (the `signed_in` hint cookie, `GET /api/auth/user` and an empty wishlist answered). */
  user?: User;
  theme?: Theme;
}

export interface Rendered extends RenderResult {
  /** Testing Library's user: clicks, typing and keys as a shopper does them. */
  user: UserEvent;
  /** The page's query cache (fresh per test, no retries, as the shop's). */
  queryClient: QueryClient;
  /** Where the router is now: path and query, e.g. `/checkout` or `/login?tab=register`. */
  location: () => string;
  /** Resolves once the page knows who is browsing (signed in or a guest): controls that wait for it then answer. */
  userKnown: () => Promise<void>;
}

/** What a path the test does not mount shows: its address, so a test sees where a link or a navigation led. */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return createElement('p', { 'data-testid': 'elsewhere' }, `${pathname}${search}`);
}

function signIn(user: User) {
  document.cookie = 'signed_in=1; path=/';
  answer(getCurrentUser, user, { fallback: true });
  answer(getWishlist, { perfumeIds: [] }, { fallback: true });
}

function mount(routes: RouteObject[], url: string, options: RenderOptions): Rendered {
  if (options.user) signIn(options.user);
  // Every page formats money in the shop's currency (GET /api/config): a test shop's, unless the test answers otherwise.
  answer(getConfig, CONFIG, { fallback: true });
  // The header's and footer's market selector lists the markets (the seeded four, unless the test answers otherwise).
  answer(getMarkets, MARKETS, { fallback: true });
  const queryClient = createQueryClient();
  // The browser's own router over happy-dom's history, as main.tsx makes it: the app reads window.location
  // (useUpdateParams) and window.history (Go Back) as well as the router's location.
  window.history.replaceState({ usr: options.state ?? null, key: 'default', idx: 0 }, '', url);
  const router = createBrowserRouter(routes);
  const result = render(
    createElement(Providers, {
      client: queryClient,
      theme: options.theme ?? 'light',
      children: createElement(RouterProvider, { router }),
    }),
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  const userKnown = () =>
    waitFor(() => {
      if (queryClient.getQueryState(currentUserQuery().queryKey)?.status !== 'success') throw new Error('user unknown');
    });
  return { ...result, user: userEvent.setup({ delay: null }), queryClient, location, userKnown };
}

/**
 * Renders `ui` as the page at `url`, inside the shop's own providers (query client, theme,
 * wishlist, toaster) and the browser's router (over happy-dom's history, at `url`). Requests go to the test's stubs (./api.ts); the shop's
 * config (currency, the simulated card provider) is answered unless the test answers it first.
 */
export function renderPage(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const url = options.url ?? '/';
  const path = options.path ?? new URL(url, 'http://shop.test').pathname;
  return mount(
    [{ path, element: ui }, ...(options.routes ?? []), { path: '*', element: createElement(Elsewhere) }],
    url,
    options,
  );
}

/**
 * Renders the shop's own route tree (src/client/app/routes.tsx: the layout, its header and footer, the
 * lazy page) at `url`. The footer's house details are answered (a fresh shop's); the header's cart is the test's.
 */
export function renderApp(url: string, options: Omit<RenderOptions, 'url' | 'path' | 'routes'> = {}): Rendered {
  answer(
    getHouse,
    { name: 'Maison Lumière', address: [], ...DEFAULT_CONTACT, hours: [...DEFAULT_CONTACT.hours], social: [] },
    { fallback: true },
  );
  return mount(appRoutes, url, options);
}

/** The toasts on screen (Radix's "Notifications" region), as the shopper reads them. */
export function toasts(): HTMLElement[] {
  const region = document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]');
  return region ? [...region.querySelectorAll<HTMLElement>('li')] : [];
}

/** Waits for the toast titled `title` (with `description` in it, when given) and answers it. */
export function findToast(title: string, description?: string): Promise<HTMLElement> {
  return waitFor(() => {
    const shown = toasts();
    const found = shown.find((li) => li.textContent?.includes(title));
    if (!found)
      throw new Error(`No toast "${title}"; shown: ${shown.map((li) => `"${li.textContent}"`).join(', ') || 'none'}`);
    if (description !== undefined && !found.textContent?.includes(description))
      throw new Error(`The toast "${title}" says "${found.textContent}", not "${description}"`);
    return found;
  });
}

/** A control's accessible description: the texts its aria-describedby names, in order (as a screen reader reads them). */
export function descriptionOf(element: Element): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Replaces a field's value as a shopper pasting it would (one input event: quicker than typing each key). */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.clear(field);
  if (text === '') return;
  await user.click(field);
  await user.paste(text);
}
