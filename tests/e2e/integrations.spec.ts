import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { expect, test } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, callApi, placePaidOrder, sendApi, signIn } from './helpers';
import { linkIn, waitForMail } from './mail';
import { listWebhooks } from '../../src/domain/api/webhooks';
import { acceptInvitation, inviteStaff } from '../../src/domain/api/staff';

/*
 * The back office's Integrations tab (DESIGN §1 "Webhooks and integrations"), from the browser: the owner adds an
 * endpoint at a receiver this test runs on the machine, reads its secret once, finds it listed, and the first paid
 * order reaches the receiver signed with that secret; a support member does not see the tab at all.
 */

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A webhook receiver on a free local port: every POST it takes, answered 204. */
async function startReceiver(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/${crypto.randomUUID().slice(0, 8)}`, received, server };
}

test('the owner adds an endpoint, reads its secret once, finds it listed, and a paid order reaches it signed', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // a paid order and its delivery besides the tab
  const receiver = await startReceiver();
  try {
    await signIn(page, ADMIN);
    await page.goto('/admin?tab=integrations');
    await expect(page.getByRole('tab', { name: 'Integrations', selected: true })).toBeVisible();

    await page.getByRole('link', { name: 'Add an endpoint' }).click();
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByLabel('Address (URL)').fill(receiver.url);
    await form.getByLabel('Description (optional)').fill('The test’s receiver');
    await form
      .getByRole('group', { name: 'Orders' })
      .getByRole('checkbox', { name: /^An order is paid/ })
      .check();
    await expectNoA11yViolations(page);
    await form.getByRole('button', { name: 'Add endpoint' }).click();

    // The secret, once, with how to check a delivery.
    const dialog = page.getByRole('alertdialog', { name: 'The endpoint’s secret' });
    await expect(dialog).toContainText('it will not be shown again');
    await expect(dialog).toContainText('webhook-signature');
    const secret = ((await dialog.locator('code').first().textContent()) ?? '').trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]+$/);
    await expectNoA11yViolations(page);
    await dialog.getByRole('button', { name: 'I have saved it' }).click();
    await expect(dialog).toBeHidden();

    // Behind it, the new endpoint's sheet; closed, the list holds it, and the secret is nowhere. (An order another
    // test paid meanwhile may already be delivered to it.)
    const sheet = page.getByRole('dialog', { name: receiver.url });
    await expect(sheet).toContainText(/No deliveries yet|Deliveries, newest first/);
    await sheet.getByRole('button', { name: 'Close the endpoint' }).click();
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('An order is paid');
    await expect(row).toContainText('Receiving');
    await expectNoA11yViolations(page);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toBeVisible();
    await expect(page.locator('body')).not.toContainText(secret);
    expect(JSON.stringify(await callApi(page.request, listWebhooks, {}))).not.toContain(secret);

    // A paid order reaches the receiver, signed with the secret shown.
    const shopper = await browser.newContext({ baseURL });
    const order = await placePaidOrder(shopper.request, { guestId: `guest_${crypto.randomUUID()}` });
    await shopper.close();
    const paid = () =>
      receiver.received.find((r) => {
        const body = JSON.parse(r.body) as { type: string; data: { id: number } };
        return body.type === 'order.paid' && body.data.id === order.id;
      });
    await expect.poll(() => paid() !== undefined, { timeout: 20_000 }).toBe(true);
    const delivery = paid()!;
    const verified = new Webhook(secret).verify(delivery.body, {
      'webhook-id': String(delivery.headers['webhook-id']),
      'webhook-timestamp': String(delivery.headers['webhook-timestamp']),
      'webhook-signature': String(delivery.headers['webhook-signature']),
    }) as { data: { total: number; currency: string } };
    expect(verified.data.currency).toBe('EUR');

    // Its sheet lists it delivered.
    await row.getByRole('link', { name: new RegExp(`^${receiver.url}`) }).click();
    await expect(sheet.getByRole('table', { name: 'Deliveries, newest first' })).toContainText('An order is paid');
    await expect(sheet.getByRole('table', { name: 'Deliveries, newest first' })).toContainText('Delivered');
  } finally {
    receiver.server.close();
  }
});

test('a support member does not see the Integrations tab, nor its endpoints', async ({ page, browser, baseURL }) => {
  test.slow(); // an invitation through the mail sink
  const email = `care.${crypto.randomUUID().slice(0, 8)}@example.com`;
  await signIn(page, ADMIN);
  await callApi(page.request, inviteStaff, { body: { email, role: 'support' } });
  const token = new URL(
    linkIn(await waitForMail(email, /invites you/), `${baseURL}/staff/accept?token=`),
  ).searchParams.get('token')!;

  const member = await browser.newContext({ baseURL });
  const them = await member.newPage();
  await callApi(them.request, acceptInvitation, {
    body: { token, password: 'a-careful-password', fullName: 'Claire Care' },
  });
  await them.goto('/admin');
  const tabs = them.getByRole('tablist', { name: 'Admin sections' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  expect(await tabs.allTextContents()).not.toContain('Integrations');
  // The address of the tab shows what the member may see instead.
  await them.goto('/admin?tab=integrations');
  await expect(them.getByRole('tab', { name: 'Integrations' })).toHaveCount(0);
  expect((await sendApi(them.request, listWebhooks, {})).status()).toBe(403);
  await member.close();
});
