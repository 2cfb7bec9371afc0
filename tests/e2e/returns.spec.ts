import { setOrderStatus } from '../../src/domain/api/admin';
import { listOrderReturns } from '../../src/domain/api/returns';
import { expect, test, type Page } from './fixtures';
import { expectNoA11yViolations } from './a11y';
import { ADMIN, bottleWorkOrders, callApi, expectToast, placePaidOrder, SHIPPING, signIn } from './helpers';
import { waitForMail } from './mail';
import { lifestyleCartLine } from '../shared/lifestyle';
import { login } from '../../src/domain/api/auth';

/*
 * Returns (decision 059): a customer asks from the order's page, the admin
 * approves it (the customer is mailed the message), marks the parcel received and refunds it from
 * the Returns tab. The order is shipped and completed today, so it is within its 14 days.
 */

const someone = () => {
  const id = crypto.randomUUID().slice(0, 8);
  return { ...SHIPPING, fullName: `Simone Weil ${id}`, email: `simone.${id}@example.com` };
};

const returnCard = (page: Page, id: number) =>
  page.getByRole('article', { name: new RegExp(`^Return #${id} · Order #\\d+$`) });

test('a customer asks a return on the order page; the admin approves, marks it received and refunds it', async ({
  page,
  request,
}) => {
  test.slow();
  const customer = someone();
  const order = await placePaidOrder(request, {
    guestId: `guest_${crypto.randomUUID()}`,
    lines: [{ perfumeId: 1, quantity: 2 }, lifestyleCartLine()],
    shipping: customer,
  });
  // The admin ships it and marks it completed: delivered today, returnable for 14 days.
  await callApi(request, login, { body: ADMIN });
  // Its lifestyle perfume bottled first: an order ships once its made-to-order perfumes are.
  await bottleWorkOrders(request, order.id);
  await callApi(request, setOrderStatus, {
    params: { orderId: order.id },
    body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A99887766554' },
  });
  await callApi(request, setOrderStatus, { params: { orderId: order.id }, body: { status: 'completed' } });

  // The customer, on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
  const section = page.getByRole('region', { name: 'Return Items' });
  await expect(section).toBeVisible();
  await expect(section).toContainText('You may return bottles until');
  await expect(section).toContainText('Made-to-order perfumes cannot be returned');
  await expect(section.getByRole('combobox')).toHaveCount(1);

  // Nothing chosen: the form says so, and asks nothing.
  await section.getByRole('button', { name: 'Ask for a Return' }).click();
  await expect(section.getByRole('alert')).toHaveText('Choose at least one bottle to return.');

  await section.getByLabel(/Bottles to return/).selectOption('2');
  await section.getByLabel('Why are you returning them?').fill('Too strong for me, both bottles are unopened.');
  await section.getByRole('button', { name: 'Ask for a Return' }).click();
  await expect(section).toContainText('Your return is asked');
  await expect(section.getByText(/^Return #\d+$/)).toBeVisible();
  await expect(section).toContainText('Requested');
  // Both bottles are in the return: nothing is left to ask.
  await expect(section).toContainText('Nothing is left to return on this order.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectNoA11yViolations(page);

  const [asked] = await callApi(request, listOrderReturns, {
    params: { orderId: order.id },
    query: { key: order.accessKey },
  });
  const returnId = asked!.id;

  // The admin, in the Returns tab, narrowed to what waits for a decision.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, ADMIN);
  await page.goto('/admin?tab=returns');
  await page.getByLabel('Status', { exact: true }).selectOption('requested');
  await expect(page).toHaveURL(/returnStatus=requested/);
  const card = returnCard(page, returnId);
  await expect(card).toContainText(customer.fullName);
  await expect(card).toContainText('× 2');
  await expect(card).toContainText('Too strong for me, both bottles are unopened.');
  await expectNoA11yViolations(page);

  await card.getByRole('button', { name: `Approve return #${returnId}` }).click();
  const approve = page.getByRole('alertdialog', { name: `Approve return #${returnId}?` });
  await approve.getByLabel('Message to the customer (optional)').fill('Please use the prepaid label in the box.');
  await approve.getByRole('button', { name: 'Approve return' }).click();
  await expectToast(page, 'Return approved');
  const mail = await waitForMail(customer.email, new RegExp(`return for order #${order.id} is approved`));
  expect(mail.text).toContain('Please use the prepaid label in the box.');

  // Approved: out of "requested", found under all returns with its next step.
  await page.getByLabel('Status', { exact: true }).selectOption('');
  await expect(returnCard(page, returnId)).toContainText('Approved');
  await returnCard(page, returnId)
    .getByRole('button', { name: `Mark Received return #${returnId}` })
    .click();
  await expectToast(page, 'Parcel received');
  await expect(returnCard(page, returnId)).toContainText('Received');

  await returnCard(page, returnId)
    .getByRole('button', { name: `Refund return #${returnId}` })
    .click();
  const refund = page.getByRole('alertdialog', { name: `Refund return #${returnId}?` });
  await expect(refund.getByLabel('Return the bottles to stock')).toBeChecked();
  await refund.getByRole('button', { name: 'Refund return' }).click();
  await expectToast(page, 'Return refunded');
  await expect(returnCard(page, returnId)).toContainText('Refunded');
  await expect(returnCard(page, returnId).getByRole('button')).toHaveCount(0);
  // The tab fits a phone (the list and its filter; the signed-in admin's header is the layout's).
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(returnCard(page, returnId)).toBeVisible();
  for (const part of [returnCard(page, returnId), page.getByLabel('Status', { exact: true })]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await part.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }

  // The customer's page says so.
  await page.goto(`/orders/${order.id}?key=${order.accessKey}`);
  const after = page.getByRole('region', { name: 'Return Items' });
  await expect(after).toContainText('Refunded');
  await expect(after).toContainText('Our answer: Please use the prepaid label in the box.');
  // The refund's credit note, downloadable with the page's key.
  const refunds = page.getByRole('region', { name: 'Refunds' });
  const note = refunds.getByRole('link', { name: /^Credit note CN-\d{4}-\d{6}$/ });
  await expect(note).toBeVisible();
  const pdf = await page.request.get((await note.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
});
