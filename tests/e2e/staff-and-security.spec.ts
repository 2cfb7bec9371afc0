import { readFileSync } from 'node:fs';
import { Secret, TOTP } from 'otpauth';
import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, expectToast, registerAccount, sendApi, signIn } from './helpers';
import { linkIn, waitForMail } from './mail';
import { listAdminOrders } from '../../src/domain/api/admin';
import { getCurrentUser, login, logout } from '../../src/domain/api/auth';

/*
 * Decision 065 from the browser: the owner invites a catalogue member, who joins from the mailed link,
 * sets up a second factor and sees only the catalogue; a shopper confirms the address, signs another
 * device out, downloads the data and deletes the account. Mail is read from the run's SMTP sink.
 */

const unique = () => crypto.randomUUID().slice(0, 8);

/** The code the authenticator app would show for this secret, one step ahead (a step already used is refused). */
function codeFor(secret: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, '')), digits: 6, period: 30 });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Sets up a second factor from the account's Security section: the password first (a session alone is not enough). */
async function setUpSecondFactor(page: Page, password: string): Promise<string> {
  await page.goto('/account#security');
  const section = page.getByRole('region', { name: /Two-step verification/ });
  await section.getByRole('button', { name: 'Set up' }).click();
  const passwordField = section.getByLabel('Your password');
  await passwordField.fill('not-the-password');
  await section.getByRole('button', { name: 'Continue' }).click();
  // The server's refusal is told at the field.
  await expect(passwordField).toHaveAccessibleDescription(/Current password is incorrect/);
  await passwordField.fill(password);
  await section.getByRole('button', { name: 'Continue' }).click();
  await expect(section.getByRole('img', { name: /QR code for your authenticator app/ })).toBeVisible();
  const secret = ((await section.locator('code').first().textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await section.getByLabel('Authentication code').fill(codeFor(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await expectNoA11yViolations(page);
  return secret;
}

test.describe('staff', () => {
  test('the owner invites a catalogue member, who joins, sets up a second factor and sees only the catalogue', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow(); // a whole journey through the mail sink and two browsers
    const email = `perfumer.${unique()}@example.com`;

    await signIn(page, ADMIN);
    await page.goto('/admin?tab=staff');
    const invite = page.getByRole('form', { name: 'Invite someone to the staff' });
    await invite.getByLabel('E-mail address').fill(email);
    await invite.getByLabel('Role').selectOption({ label: 'Catalogue' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(
      page
        .getByRole('cell', { name: new RegExp(email) })
        .or(page.getByText(email))
        .first(),
    ).toBeVisible();
    await expectNoA11yViolations(page);

    // The invitee, in a browser of their own, follows the mailed link.
    const mail = await waitForMail(email, /invites you/);
    const link = linkIn(mail, `${baseURL}/staff/accept?token=`);
    const member = await browser.newContext({ baseURL });
    const them = await member.newPage();
    await them.goto(link);
    const join = them.getByRole('form', { name: 'Join the team' });
    await expect(join.getByLabel('E-mail address')).toHaveValue(email);
    await join.getByLabel('Full name').fill('Jeanne Perfumer');
    await join.getByLabel('New password', { exact: true }).fill('a-perfumers-secret');
    await join.getByLabel('Confirm new password', { exact: true }).fill('a-perfumers-secret');
    await join.getByRole('button', { name: 'Join the Team' }).click();
    await expect(them).toHaveURL(/\/admin/);
    await expect(them.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(['Catalogue']);

    // A second factor, then a sign-in that asks for it.
    const secret = await setUpSecondFactor(them, 'a-perfumers-secret');
    await callApi(them.request, logout, {});
    await them.goto('/login');
    await them.getByLabel('Email').fill(email);
    await them.getByLabel('Password', { exact: true }).fill('a-perfumers-secret');
    await them.getByRole('button', { name: /^Sign In$/i }).click();
    const code = them.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    expect((await sendApi(them.request, getCurrentUser, {})).status()).toBe(401);
    await code.fill(codeFor(secret, 1));
    await them.getByRole('button', { name: 'Verify' }).click();
    await expect(them).toHaveURL(/\/admin/);
    await expect(them.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab')).toHaveText(['Catalogue']);
    expect((await sendApi(them.request, listAdminOrders, {})).status()).toBe(403);
    await expectNoA11yViolations(them);

    // The owner sees the member active, with two-step verification on.
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('Active')).toBeVisible();
    await member.close();
  });
});

test.describe('a shopper’s account', () => {
  test('confirms the address, signs another device out, downloads the data and deletes the account', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const account = {
      fullName: 'Ada Lovelace',
      username: `ada_${unique()}`,
      email: `ada.${unique()}@example.com`,
      password: 'lovelace-1815',
    };
    await registerAccount(page.request, account);
    await signIn(page, account);
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Please confirm your e-mail address' })).toBeVisible();

    const mail = await waitForMail(account.email, /Confirm your e-mail address/);
    await page.goto(linkIn(mail, `${baseURL}/verify-email?token=`));
    await expect(page.getByRole('heading', { name: 'Address confirmed' })).toBeVisible();
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Please confirm your e-mail address' })).toHaveCount(0);

    // Another device: a phone signed in to the same account.
    const phone = await browser.newContext({
      baseURL,
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    });
    expect(
      (await sendApi(phone.request, login, { body: { email: account.email, password: account.password } })).status(),
    ).toBe(200);
    await page.goto('/account#security');
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toBeVisible();
    await devices.getByRole('button', { name: /^Sign out .*iOS/ }).click();
    await expectToast(page, 'Signed out');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    expect((await sendApi(phone.request, getCurrentUser, {})).status()).toBe(401);
    await phone.close();
    await expectNoA11yViolations(page);

    // Everything the shop holds, as one file.
    await page.goto('/account#privacy');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(account.email);

    // Deleted, with the password.
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('Your password').fill(account.password);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expectToast(page, 'Your account has been deleted');
    await expect(page).toHaveURL(/\/$/);
    expect(
      (await sendApi(page.request, login, { body: { email: account.email, password: account.password } })).status(),
    ).toBe(401);
  });
});
