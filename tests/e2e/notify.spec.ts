import { login, register } from '../../src/domain/api/auth';
import { createPerfume, updatePerfume } from '../../src/domain/api/admin-catalogue';
import { expect, test, type APIRequestContext } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, euro, signIn } from './helpers';
import { linkIn, mailsTo, waitForMail } from './mail';
import { startOwnServer, type OwnServer } from './own-server';

/*
 * "Notify me" on a sold-out size (decision 060, issue #28): a shopper chooses the sold-out 30 ml,
 * leaves an address, and is mailed once when the admin puts it back in stock. Stock changes here,
 * so the spec runs against a server of its own (the shared one's twenty perfumes stay in stock);
 * it mails through the run's SMTP sink, read as every other spec reads it.
 */

const PORT = 4416;
const base = `http://127.0.0.1:${PORT}`;
// The sink's SMTP side, as playwright.config.ts places it beside the shared server's port.
const smtpPort = Number(process.env.SMTP_SINK_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 8);
let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer(
    PORT,
    { NODE_ENV: 'test', AUTH_RATE_LIMIT: '1000', SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, PUBLIC_URL: base },
    'shop-e2e-notify-',
  );
});

test.afterAll(async () => {
  await server?.stop();
});

const sizes = (s30: number | null) => [
  { volume: 30, price: 90, stock: s30 },
  { volume: 50, price: 130, stock: 3 },
  { volume: 100, price: 200, stock: 2 },
];

/** A perfume of this spec's own, its 30 ml sold out (made through the API, signed in as the admin in `request`). */
async function soldOutThirty(request: APIRequestContext) {
  await callApi(request, login, { body: ADMIN, base });
  const body = {
    name: `Iris Poudré ${crypto.randomUUID().slice(0, 6)}`,
    description: 'Orris butter and violet leaf over a soft musk, quiet and close to the skin.',
    notes: 'Violet Leaf, Orris, Musk',
    gender: 'female' as const,
    family: 'floral' as const,
    price: 130,
    isNew: false,
    isBestseller: false,
    // The default size's (50 ml): a stock beside sizes must be a size's (decision 060).
    stock: 3,
    imageSrc: '/images/perfumes/rose-de-minuit.svg',
    sizes: sizes(0),
  };
  const created = await callApi(request, createPerfume, { base, body });
  return { id: created.id, name: body.name, body };
}

test.describe('notify me when a size is back', () => {
  test('a guest chooses the sold-out 30 ml by keyboard, asks to be notified, and is mailed once when the admin restocks it', async ({
    page,
    request,
  }) => {
    test.slow(); // a server of its own, the form, the restock, the mail at the SMTP sink
    const p = await soldOutThirty(request);
    const address = `iris.${crypto.randomUUID().slice(0, 8)}@example.com`;

    await page.goto(`${base}/product/${p.id}`);
    const picker = page.getByRole('group', { name: 'Size' });
    const fifty = picker.getByRole('radio', { name: `50 ml · ${euro(130)}` });
    await expect(fifty).toBeChecked();
    // The sold-out size is marked, and may be chosen: arrow keys reach it as any other.
    const thirty = picker.getByRole('radio', { name: `30 ml · ${euro(90)}, sold out` });
    await fifty.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(thirty).toBeChecked();

    const add = page.getByRole('button', { name: 'ADD TO CART' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription(/^Sold out in 30 ml/);
    const notify = page.getByRole('region', { name: 'Notify me when it is back' });
    await expect(notify).toBeVisible();
    const field = notify.getByLabel('E-mail');
    await expect(field).toHaveValue('');

    // A wrong address is said at the field, and nothing is sent.
    await field.fill('iris at example');
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid email address');
    await expect(field).toBeFocused();

    await field.fill(address);
    await page.keyboard.press('Enter');
    await expect(notify.getByRole('status')).toHaveText(`We will write to you once when ${p.name} — 30 ml is back.`);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoA11yViolations(page);

    // At 360 px the form fits: nothing runs off the side.
    await page.setViewportSize({ width: 360, height: 780 });
    for (const part of [field, notify.getByRole('button', { name: 'Notify me' }), notify.getByRole('status')]) {
      const box = (await part.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // The admin puts the 30 ml back in stock: one mail, naming the size, linking to the perfume.
    await callApi(request, updatePerfume, { base, params: { id: p.id }, body: { ...p.body, sizes: sizes(4) } });
    const mail = await waitForMail(address, /is back/);
    expect(mail.subject).toBe(`${p.name} — 30 ml is back`);
    const link = linkIn(mail, `${base}/product/`);
    expect(link).toBe(`${base}/product/${p.id}`);

    // More bottles later: no second mail.
    await callApi(request, updatePerfume, { base, params: { id: p.id }, body: { ...p.body, sizes: sizes(9) } });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(link);
    await expect(picker.getByRole('radio', { name: `30 ml · ${euro(90)}` })).toBeEnabled();
    await picker.getByRole('radio', { name: `30 ml · ${euro(90)}` }).focus();
    await page.keyboard.press('Space');
    await expect(add).toBeEnabled();
    await expect(notify).toHaveCount(0);
    expect(await mailsTo(address)).toHaveLength(1);
  });

  test('a signed-in shopper finds the address of the account already there', async ({ page, request }) => {
    const p = await soldOutThirty(request);
    const account = {
      fullName: 'Iris Lemaire',
      username: `iris_${crypto.randomUUID().slice(0, 8)}`,
      email: `iris.${crypto.randomUUID().slice(0, 8)}@example.com`,
      password: 'violet-leaf-42',
    };
    await callApi(page.request, register, { base, body: account });
    await signIn(page, account, base);

    await page.goto(`${base}/product/${p.id}`);
    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('radio', { name: /^30 ml/ })
      .focus();
    await page.keyboard.press('Space');
    const notify = page.getByRole('region', { name: 'Notify me when it is back' });
    await expect(notify.getByLabel('E-mail')).toHaveValue(account.email);
    await notify.getByRole('button', { name: 'Notify me' }).click();
    await expect(notify.getByRole('status')).toHaveText(`We will write to you once when ${p.name} — 30 ml is back.`);
  });
});
