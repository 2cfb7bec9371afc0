import { expect, test, type Page } from './fixtures';
import { callApi, collectErrors, expectToast, perfume, scan, sendApi } from './helpers';
import { getWishlist } from '../../src/domain/api/wishlist';

const save = (page: Page, name: string) => page.getByRole('button', { name: `Save ${name} to your wishlist` });
const unsave = (page: Page, name: string) => page.getByRole('button', { name: `Remove ${name} from your wishlist` });
const headerLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
const wishlistCards = (page: Page) => page.getByRole('list', { name: 'Wishlist' }).getByRole('listitem');

function newAccount() {
  const id = crypto.randomUUID();
  return {
    fullName: 'Ada Lovelace',
    username: `ada_${id.slice(0, 8)}`,
    email: `ada.${id}@example.com`,
    password: 'lovelace-1815',
  };
}

async function accountWishlist(page: Page): Promise<number[]> {
  return (await callApi(page.request, getWishlist, {})).perfumeIds;
}

test.describe('wishlist', () => {
  test("a guest's hearts stay in the browser and join the new account at sign-in", async ({ page }) => {
    test.slow(); // sign-up, sign-in and two accessibility scans
    const errors = collectErrors(page);
    const [rose, neroli] = [await perfume(page, 1), await perfume(page, 3)];

    // A card's heart saves without leaving the collection.
    await page.goto('/collections');
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist');
    await expect(save(page, rose.name)).toHaveAttribute('aria-pressed', 'false');
    await save(page, rose.name).click();
    await expect(unsave(page, rose.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/collections$/);
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist, 1 perfume');

    // The product page's heart.
    await page.goto(`/product/${neroli.id}`);
    await save(page, neroli.name).click();
    await expect(unsave(page, neroli.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist, 2 perfumes');

    // Kept across a reload, shown on the server-rendered pages once they have hydrated, without a mismatch.
    await page.reload();
    await expect(unsave(page, neroli.name)).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/collections');
    await expect(unsave(page, rose.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(unsave(page, neroli.name)).toHaveAttribute('aria-pressed', 'true');
    expect(errors).toEqual([]);

    // The wishlist page lists both, newest first, each with Add to Cart.
    await headerLink(page).click();
    await expect(page).toHaveURL(/\/wishlist$/);
    await expect(page).toHaveTitle('Wishlist · Maison Lumière');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    await expect(wishlistCards(page).getByRole('heading')).toHaveText([neroli.name, rose.name]);
    await scan(page);
    await wishlistCards(page)
      .first()
      .getByRole('button', { name: /Add to Cart/i })
      .click();
    await expectToast(page, 'Added to cart', `${neroli.name} × 1`);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

    // A new account: registered, then signed in; the guest's list joins it and leaves the browser.
    const account = newAccount();
    await page.goto('/login?tab=register');
    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Account created!');
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await accountWishlist(page)).toEqual([neroli.id, rose.id]);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist, 2 perfumes');

    await page.getByRole('link', { name: 'My Wishlist' }).click();
    await expect(wishlistCards(page).getByRole('heading')).toHaveText([neroli.name, rose.name]);
    await expect(page.getByText('Saved on this device.')).toHaveCount(0);

    // Unsaving takes the card away, on the server too; focus stays in the list.
    await unsave(page, rose.name).click();
    await expect(wishlistCards(page)).toHaveCount(1);
    await expect(unsave(page, neroli.name)).toBeFocused();
    await expect.poll(() => accountWishlist(page)).toEqual([neroli.id]);
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist, 1 perfume');

    // Signed out, the heart shows this browser's list: empty, since it joined the account.
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('dialog', { name: account.fullName }).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(headerLink(page)).toHaveAccessibleName('Wishlist');
    expect((await sendApi(page.request, getWishlist, {})).status()).toBe(401);
  });

  // What it says and where it leads: src/client/features/wishlist/wishlist-page.test.tsx.
  test('an empty wishlist passes the accessibility scan', async ({ page }) => {
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { level: 2, name: 'Your wishlist is empty' })).toBeVisible();
    await scan(page);
  });

  test('the heart works from the keyboard and does not open the card', async ({ page }) => {
    const rose = await perfume(page, 1);
    await page.goto('/collections');
    const card = page.getByTestId('product-card').filter({ hasText: rose.name });
    await card.focus();
    await page.keyboard.press('Tab');
    await expect(save(page, rose.name)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(unsave(page, rose.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(unsave(page, rose.name)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(save(page, rose.name)).toHaveAttribute('aria-pressed', 'false');
    await expect(page).toHaveURL(/\/collections$/);
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull();
  });
});
