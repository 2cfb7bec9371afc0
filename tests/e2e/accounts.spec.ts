import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, expectToast, registerAccount, signIn } from './helpers';
import { getPerfume } from '../../src/domain/api/catalogue';

interface Account {
  fullName: string;
  username: string;
  email: string;
  password: string;
}

/** A fresh account per test: tests run in parallel on one store. */
function newAccount(fullName = 'Ada Lovelace'): Account {
  const id = crypto.randomUUID();
  return { fullName, username: `ada_${id.slice(0, 8)}`, email: `ada.${id}@example.com`, password: 'lovelace-1815' };
}

async function registerViaApi(page: Page, account: Account) {
  await registerAccount(page.request, account);
}

async function signedInAccount(page: Page, fullName?: string): Promise<Account> {
  const account = newAccount(fullName);
  await registerViaApi(page, account);
  await signIn(page, account);
  return account;
}

const accountSection = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Account' }).getByRole('tab', { name });

test.describe('login and register', () => {
  test('a new customer registers, signs in from the Login tab and lands on the dashboard', async ({ page }) => {
    test.slow(); // five pages and five accessibility scans
    const account = newAccount();
    await page.goto('/login?tab=register');
    await expect(page).toHaveTitle(/Login/);
    await expect(page.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    await expectNoA11yViolations(page);

    await page.getByLabel('Full name').fill(account.fullName);
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expectToast(page, 'Account created!', 'Please log in with your new credentials');
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await expectNoA11yViolations(page);

    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!');
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    await expect(page).toHaveTitle(/My Dashboard/);
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    for (const name of ['My Orders', 'Subscription', 'Profile'])
      await expect(page.getByRole('tab', { name })).toBeVisible();

    // My Orders: nothing yet.
    await expect(page.getByRole('heading', { name: 'You have no orders yet' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Explore the Collection' })).toHaveAttribute(
      'href',
      '/collections',
    );
    await expectNoA11yViolations(page);

    // Subscription: inactive, with the premium promo.
    await page.getByRole('tab', { name: 'Subscription' }).click();
    await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(page.getByText('No plan', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your perfume, before the bottle runs dry' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Plans' })).toHaveAttribute('href', '/refill#programme');
    await expectNoA11yViolations(page);

    // Profile: who they are.
    await page.getByRole('tab', { name: 'Profile' }).click();
    const profile = page.getByRole('tabpanel');
    await expect(profile.getByRole('heading', { name: account.fullName })).toBeVisible();
    await expect(profile.getByText(account.username, { exact: true })).toBeVisible();
    await expect(profile.getByText(account.email)).toBeVisible();
    await expect(profile.getByText('Member since')).toBeVisible();
    await expect(profile.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/account');
    await expectNoA11yViolations(page);
  });
});

test.describe('who may see what', () => {
  test('signed out, /dashboard and /account lead to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer on /admin goes to /dashboard, and /login sends a signed-in customer on', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ada' })).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an admin signing in lands on /admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!');
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('account page', () => {
  test('each section is reachable and accessible', async ({ page }) => {
    test.slow(); // a whole journey: minutes on a loaded 2-core machine
    await signedInAccount(page);
    await page.goto('/account');
    await expect(page).toHaveTitle(/My Account/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    for (const name of ['Profile', 'Orders', 'Shopping Cart', 'Settings']) {
      await accountSection(page, name).click();
      await expect(accountSection(page, name)).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByText('Your cart is empty')).not.toBeVisible();
    await expect(page.getByRole('button', { name: 'Update Password' })).toBeDisabled();
    await accountSection(page, 'Orders').click();
    await expect(page.getByText('You have no orders yet')).toBeVisible();
  });

  test('the profile is saved and kept after a reload', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/account');
    await page.getByLabel('Full name').fill('Ada King');
    await page.getByLabel('Phone').fill('+44 20 7946 0000');
    await page.getByLabel('Date of birth').fill('1815-12-10');
    await page.getByLabel('Country').fill('United Kingdom');
    await page.getByLabel('Address', { exact: true }).fill('12 St James’s Square');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Postal code').fill('SW1Y 4LB');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Profile updated');

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Ada King');
    await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0000');
    await expect(page.getByLabel('Date of birth')).toHaveValue('1815-12-10');
    await expect(page.getByLabel('Country')).toHaveValue('United Kingdom');
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('12 St James’s Square');
    await expect(page.getByLabel('City')).toHaveValue('London');
    await expect(page.getByLabel('Postal code')).toHaveValue('SW1Y 4LB');

    // The dashboard's Profile tab shows the new details.
    await page.goto('/dashboard?tab=profile');
    const profile = page.getByRole('tabpanel');
    await expect(profile.getByText('+44 20 7946 0000')).toBeVisible();
    // In the UK's order (issue #43): the town, then the postcode on its own line.
    await expect(profile.getByText('London', { exact: true })).toBeVisible();
    await expect(profile.getByText('SW1Y 4LB', { exact: true })).toBeVisible();

    // A phone number that is not one is refused before any call: src/client/features/account/profile-form.test.tsx.
  });

  test("a guest's cart joins the account at sign-in and shows under Shopping Cart", async ({ page }) => {
    const account = newAccount();
    await registerViaApi(page, account);
    const perfume = await callApi(page.request, getPerfume, { params: { id: 1 } });

    await page.goto('/product/1');
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expectToast(page, 'Added to cart');

    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/account');
    await accountSection(page, 'Shopping Cart').click();
    const lines = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(perfume.name);
    await expect(lines.first()).toContainText('Quantity: 1');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
  });
});

test.describe('signing out', () => {
  test('the header user menu shows who is signed in, and its Logout goes home', async ({ page }) => {
    const account = await signedInAccount(page);
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('dialog', { name: account.fullName });
    await expect(menu).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account');
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expectNoA11yViolations(page);

    // Escape closes it and gives focus back to the trigger.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Account menu' })).toBeFocused();

    await header.getByRole('button', { name: 'Account menu' }).click();
    await menu.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(menu).toBeHidden();

    await header.getByRole('button', { name: 'Account menu' }).click();
    await menu.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/login?tab=register');
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0);

    // Signing in again (without a reload) does not find the menu open.
    await header.getByRole('link', { name: 'Login' }).click();
    // The home page (with its newsletter "Email address" field) stays until /login has loaded.
    await expect(page.getByRole('heading', { name: 'Welcome to the Maison' })).toBeVisible();
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone the menu sheet holds the account: My Account and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const account = await signedInAccount(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByText(account.fullName)).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expectNoA11yViolations(page);

    await sheet.getByRole('link', { name: 'My Account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(sheet).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sheet.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    await expect(sheet).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sheet.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });

  test('an admin’s user menu leads to the admin dashboard', async ({ page }) => {
    await signIn(page, ADMIN);
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
  });

  test('logout from the dashboard goes home', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout from the account sidebar goes home', async ({ page }) => {
    await signedInAccount(page);
    await page.goto('/account');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully');
    await expect(page).toHaveURL(/\/$/);
  });
});
