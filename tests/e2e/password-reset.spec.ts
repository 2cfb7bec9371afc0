import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { linkIn, mailsTo, waitForMail } from './mail';
import { registerAccount, sendApi } from './helpers';
import { checkPasswordReset, login, requestPasswordReset } from '../../src/domain/api/auth';

const SENT =
  'If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.';
const CHANGED = 'Your password has been changed. Please sign in with your new password.';

/** A fresh account per test: tests run in parallel on one store. */
async function newAccount(page: Page) {
  const id = crypto.randomUUID();
  const account = {
    fullName: 'Ada Lovelace',
    username: `ada_${id.slice(0, 8)}`,
    email: `ada.${id}@example.com`,
    password: 'lovelace-1815',
  };
  await registerAccount(page.request, account);
  return account;
}

const newPassword = (page: Page) => page.getByLabel('New password', { exact: true });
const confirmPassword = (page: Page) => page.getByLabel('Confirm new password', { exact: true });
const setPassword = (page: Page) => page.getByRole('button', { name: 'Set New Password' });

test.describe('password reset', () => {
  test('forgot password → the mailed link → a new password → sign in with it', async ({
    page,
    baseURL,
    playwright,
  }) => {
    test.slow(); // a whole journey through the mail sink: minutes on a loaded 2-core machine
    const account = await newAccount(page);

    // From the login form, the e-mail typed there comes along.
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await expect(page).toHaveTitle('Forgot Password · Maison Lumière');
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    const answer = page.waitForResponse((r) => r.url().endsWith(requestPasswordReset.path));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await expectNoA11yViolations(page);

    // The mail arrives over SMTP, and its link opens the reset page.
    const mail = await waitForMail(account.email, /password/i);
    const link = linkIn(mail, `${baseURL}/reset-password?token=`);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await expect(page).toHaveTitle('Choose a New Password · Maison Lumière');
    // The link was checked first: the form names the account, masked.
    const [name, domain] = account.email.split('@') as [string, string];
    await expect(page.getByText('A new password for')).toContainText(`${name[0]}•••${name.at(-1)}@${domain}`);
    await expect(page.getByText('A new password for')).not.toContainText(name);

    // The form's own checks first.
    await newPassword(page).fill('short');
    await setPassword(page).click();
    await expect(newPassword(page)).toHaveAccessibleDescription('Password must be at least 6 characters');
    await newPassword(page).fill('a-new-secret');
    await confirmPassword(page).fill('a-different-one');
    await setPassword(page).click();
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expectNoA11yViolations(page);

    await confirmPassword(page).fill('a-new-secret');
    await setPassword(page).click();
    const done = page.getByRole('heading', { level: 2, name: 'Password changed' });
    await expect(done).toBeVisible();
    await expect(done).toBeFocused();
    await expect(page.getByText(CHANGED)).toBeVisible();
    await expectNoA11yViolations(page);

    // The old password no longer signs in.
    const fresh = await playwright.request.newContext({ baseURL });
    expect((await sendApi(fresh, login, { body: { email: account.email, password: account.password } })).status()).toBe(
      401,
    );
    await fresh.dispose();

    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('a-new-secret');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once: opened again, it says so at once, with no form to fill in first.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 2, name: 'This link cannot be used' })).toBeVisible();
    await expect(page.getByText('This reset link has already been used. Please ask for a new one.')).toBeVisible();
    await expect(newPassword(page)).toHaveCount(0);
    await expect(setPassword(page)).toHaveCount(0);
    await expectNoA11yViolations(page);
    // Signed in, the way to a new link comes with the address filled in.
    const newLink = page.getByRole('link', { name: 'Ask for a New Link' });
    await expect(newLink).toHaveAttribute('href', '/forgot-password');
    await newLink.click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
  });

  test('an address no account uses gets the same answer, and no mail', async ({ page }) => {
    const email = `nobody.${crypto.randomUUID()}@example.com`;
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(email);
    const answer = page.waitForResponse((r) => r.url().endsWith(requestPasswordReset.path));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    expect((await answer).status()).toBe(202);
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await page.waitForTimeout(1_500);
    expect(await mailsTo(email)).toEqual([]);
  });

  test('an unknown link’s page passes the accessibility scan', async ({ page }) => {
    // What it says, and that the token goes in the body: reset-password-page.test.tsx; the 400: src/server/auth/reset-tokens.test.ts.
    await page.goto('/reset-password?token=made-up-token');
    await expect(page.getByRole('heading', { level: 2, name: 'This link cannot be used' })).toBeVisible();
    await expectNoA11yViolations(page);
  });
});

test.describe('password reset pages in the dark theme at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('both pages fit and pass the accessibility scan', async ({ page }) => {
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);

    await page.route(`**${checkPasswordReset.path}`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ email: 'a•••e@example.com' }),
      }),
    );
    await page.goto('/reset-password?token=some-token');
    await expect(newPassword(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoA11yViolations(page);
  });
});
