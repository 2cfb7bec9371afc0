import { randomUUID } from 'node:crypto';
import { infoPaths } from '../../src/client/features/info/info-pages';
import { expect, test, type Page } from './fixtures';
import { addToCart, ADMIN, callApi, placePaidOrder, registerAccount, scan, signIn } from './helpers';
import { setOrderStatus } from '../../src/domain/api/admin';

/*
 * The accessibility sweep: every page of the shop, as it first shows, in light and dark, on a phone and on a
 * desktop, scanned by axe (WCAG 2.0 A/AA, 2.1 AA). Journeys scan only the states a page reaches through them (an
 * open dialog, a refused form, a step of a wizard); a page as it loads is scanned here, once per theme and width.
 * A new page is a new row below.
 */

const WIDTHS = [
  { name: 'desktop', size: { width: 1280, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;
const THEMES = ['light', 'dark'] as const;

/**
 * Opens `path` in each theme (the cookie the server renders by, and the choice the app keeps: the page is loaded
 * again), and scans it at each width (the window resized, as a turned tablet or a narrowed window is).
 */
async function sweep(page: Page, path: string) {
  test.slow(); // four scans of a long page (the back office's lists) on a busy machine
  for (const theme of THEMES) {
    await page.context().addCookies([{ name: 'theme', value: theme, url: test.info().project.use.baseURL! }]);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await page.setViewportSize(WIDTHS[0].size);
    await page.goto(path);
    // The page as it settles, its data shown: a list still loading ends its fetch mid-scan otherwise, and a button
    // enabled then (the back office's Refresh) is measured halfway through its fade.
    await page.waitForLoadState('networkidle');
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    for (const width of WIDTHS) {
      await test.step(`${path} · ${theme} · ${width.name}`, async () => {
        await page.setViewportSize(width.size);
        await scan(page);
      });
    }
  }
}

const guestPages = [
  '/',
  '/collections',
  '/collections/female',
  '/product/1',
  '/custom-perfume',
  '/recipe-builder',
  '/wishlist',
  '/cart',
  '/checkout',
  '/orders/1?key=not-the-key',
  '/gift-cards',
  '/gift-cards/balance',
  '/login',
  '/login?tab=register',
  '/forgot-password',
  '/reset-password?token=not-a-token',
  '/verify-email?token=not-a-token',
  '/staff/accept?token=not-a-token',
  '/about',
  '/no-such-page',
  ...infoPaths.map((path) => `/${path}`),
];

test.describe('every page, in both themes, on a phone and a desktop', () => {
  for (const path of guestPages) test(`a guest's ${path}`, ({ page }) => sweep(page, path));

  test("a guest's cart and checkout with a bottle in the cart", async ({ page }) => {
    await page.goto('/');
    await addToCart(page, [{ perfumeId: 2, quantity: 1 }]);
    await sweep(page, '/cart');
    await sweep(page, '/checkout');
  });

  test("a guest's paid order", async ({ page, request }) => {
    const order = await placePaidOrder(request, { guestId: `guest_${randomUUID()}` });
    await sweep(page, `/orders/${order.id}?key=${order.accessKey}`);
  });

  for (const tab of ['orders', 'creations', 'subscription', 'profile'])
    test(`a customer's dashboard, ${tab}`, async ({ page }) => {
      await signedInCustomer(page);
      await sweep(page, `/dashboard?tab=${tab}`);
    });

  for (const tab of ['profile', 'orders', 'cart', 'settings', 'security', 'privacy'])
    test(`a customer's account, ${tab}`, async ({ page }) => {
      await signedInCustomer(page);
      await sweep(page, `/account?tab=${tab}`);
    });

  const adminTabs = [
    'orders',
    'returns',
    'atelier',
    'catalogue',
    'customers',
    'reviews',
    'discounts',
    'analytics',
    'mail',
    'activity',
    'settings',
    'staff',
  ];
  for (const tab of adminTabs)
    test(`the back office, ${tab}`, async ({ page, request }) => {
      // Something in each list whatever ran before: a paid order (its mails), and a change to it (the activity log).
      const order = await placePaidOrder(request, { guestId: `guest_${randomUUID()}` });
      await signIn(page, ADMIN);
      await callApi(page.request, setOrderStatus, { params: { orderId: order.id }, body: { status: 'processing' } });
      await sweep(page, `/admin?tab=${tab}`);
    });
});

/** A new customer, signed in through the API, with one paid order. */
async function signedInCustomer(page: Page) {
  const id = randomUUID();
  const account = {
    fullName: 'Inès Moreau',
    username: `ines_${id.slice(0, 8)}`,
    email: `ines.${id}@example.com`,
    password: 'a-long-sweep-password',
  };
  await registerAccount(page.request, account);
  await signIn(page, account);
  await placePaidOrder(page.request);
}
