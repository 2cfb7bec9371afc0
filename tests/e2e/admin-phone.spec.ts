import { createDiscount } from '../../src/domain/api/promotions';
import { requestReturn } from '../../src/domain/api/returns';
import { postReview } from '../../src/domain/api/reviews';
import { inviteStaff } from '../../src/domain/api/staff';
import { setOrderStatus } from '../../src/domain/api/admin';
import { getOrderPage } from '../../src/domain/api/orders';
import { lifestyleCartLine } from '../shared/lifestyle';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { ADMIN, callApi, placePaidOrder, registerAccount, signIn } from './helpers';
import { login } from '../../src/domain/api/auth';

/*
 * The back office on a phone: every tab the owner sees fits 360 px, in the light and the dark
 * theme, with the kind of rows that make pages wide (long names and addresses, a made-to-order
 * perfume, a return, a review, an invitation, a long code, a day of sales).
 */

const WIDTH = 360;

/** Rows in every tab, made through the API as a customer and the owner would. */
async function fillTheBackOffice(page: Page, admin: APIRequestContext) {
  const id = crypto.randomUUID();
  const customer = {
    fullName: 'Anne-Sophie de la Rochefoucauld-Montmorency',
    username: `anne_${id.slice(0, 8)}`,
    email: `anne-sophie.${id}@example.com`,
    password: 'rochefoucauld-1613',
  };
  await registerAccount(page.request, customer);
  await signIn(page, customer);
  const shipping = {
    fullName: customer.fullName,
    email: customer.email,
    address: '12 rue des Lilas, Bâtiment B, escalier 3',
    city: 'Saint-Rémy-de-Provence',
    postalCode: '13210',
    country: 'FR',
  };
  // Delivered, so its bottle can be reviewed and returned.
  const delivered = await placePaidOrder(page.request, { lines: [{ perfumeId: 2, quantity: 2 }], shipping });
  // Made to order: a work order waits in the Atelier.
  await placePaidOrder(page.request, { lines: [lifestyleCartLine()], shipping });

  await callApi(admin, setOrderStatus, {
    params: { orderId: delivered.id },
    body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: `6A${id.slice(0, 10)}` },
  });
  await callApi(admin, setOrderStatus, { params: { orderId: delivered.id }, body: { status: 'completed' } });
  const order = await callApi(page.request, getOrderPage, {
    params: { orderId: delivered.id },
    query: { key: delivered.accessKey },
  });
  await callApi(page.request, requestReturn, {
    params: { orderId: delivered.id },
    query: { key: delivered.accessKey },
    body: {
      lines: [{ lineId: order.items[0]!.id, quantity: 1 }],
      reason: 'Unopened, a gift given twice: https://maison-lumiere.example/gift-registry/anne-sophie-rochefoucauld',
    },
  });
  await callApi(page.request, postReview, {
    params: { id: 2 },
    body: {
      rating: 4,
      longevity: 4,
      sillage: 3,
      seasons: ['spring'],
      body: 'A generous review with a word far too long for a phone: extraordinarilyfloralandpowderyfromdawntodusk.',
    },
  });

  await callApi(admin, inviteStaff, {
    body: { email: `fulfilment.team.${id}@maison-lumiere-parfums.example.com`, role: 'fulfilment' },
  });
  await callApi(admin, createDiscount, {
    body: { code: `SOLSTICE${id.slice(0, 8).toUpperCase()}EXTRA`, kind: 'percent', value: 15, minSubtotal: 100 },
  });
}

/** Resolves once the page has had no request in flight for a moment: a tab's rows, and its code, have come. */
function quietNetwork(page: Page): () => Promise<void> {
  let pending = 0;
  let last = Date.now();
  page.on('request', () => {
    pending++;
    last = Date.now();
  });
  const done = () => {
    pending--;
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () =>
    expect.poll(() => pending <= 0 && Date.now() - last > 400, { timeout: 20_000, intervals: [100] }).toBe(true);
}

/** How wide the page is, and, when too wide, the outermost elements that stick out (for the failure's message). */
function pageWidth(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (el: Element) => el.getBoundingClientRect().right > width + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter(
        (el) => outside(el) && !(el.parentElement && el.parentElement !== document.body && outside(el.parentElement)),
      )
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${String(el.className).slice(0, 80)}">`);
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`the back office at ${WIDTH} px, ${theme}`, () => {
    test.use({ viewport: { width: WIDTH, height: 780 } });

    test('every tab fits the screen: no page scrolls sideways, the tab strip included', async ({ page, browser }) => {
      test.slow(); // twelve tabs, each loading its rows and code
      const owner = await browser.newContext();
      try {
        await callApi(owner.request, login, { body: ADMIN });
        await fillTheBackOffice(page, owner.request);
      } finally {
        await owner.close();
      }
      await signIn(page, ADMIN);
      const quiet = quietNetwork(page);
      await page.goto('/admin');
      if (theme === 'dark') {
        await page.getByRole('button', { name: 'Toggle theme' }).click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      }
      // On a phone the tabs are a menu: a button naming the open tab, the tab's content right under it.
      const menu = page.getByRole('button', { name: /^Section/ });
      const tabs = page
        .getByRole('tablist', { name: 'Admin sections', includeHidden: true })
        .getByRole('tab', { includeHidden: true });
      await expect(menu).toBeVisible();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(tabs.first()).toBeHidden();
      const panelTop = (await page.getByRole('tabpanel').boundingBox())!.y;
      expect(panelTop, 'the open tab starts above the fold').toBeLessThan(780 * 0.7);
      const names = await tabs.allTextContents();
      // The owner sees every area (src/client/features/admin/admin-dashboard.tsx).
      expect(names.length).toBeGreaterThanOrEqual(12);

      for (const [i, name] of names.entries()) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        const tab = tabs.nth(i);
        await tab.click();
        // Chosen, the menu closes and names it; the focus is back on its button.
        await expect(menu).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeFocused();
        await expect(menu).toContainText(name);
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('tabpanel', { name })).toBeVisible();
        await quiet();
        const { scrollWidth, culprits } = await pageWidth(page);
        expect(scrollWidth, `${name}: ${culprits.join(' ')}`).toBeLessThanOrEqual(WIDTH);
      }
    });
  });
}
