import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  changeWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  retryWebhookDelivery,
} from '@/domain/api/webhooks';
import type { WebhookDelivery, WebhookEndpoint } from '@/domain/webhooks/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { IntegrationsPanel } from './integrations-panel';

/** Endpoint #3: the accounting tool, receiving paid and refunded orders. */
const endpoint = (changes: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: 3,
  url: 'https://books.example.com/hooks/maison',
  events: ['order.paid', 'order.refunded'],
  description: 'Accounting',
  enabled: true,
  disabledAt: null,
  disabledReason: null,
  failingSince: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

const delivery = (changes: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: 41,
  eventType: 'order.paid',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  messageId: 'msg_2Lq9',
  nextAttemptAt: null,
  deliveredAt: '2026-11-26T09:30:01.000Z',
  createdAt: '2026-11-26T09:30:00.000Z',
  ...changes,
});

/** Three deliveries, newest first: a refund still being tried, a failed payment's, a delivered one. */
const deliveries = [
  delivery({
    id: 43,
    eventType: 'order.refunded',
    status: 'pending',
    attempts: 2,
    lastStatusCode: 503,
    lastError: 'Service Unavailable',
    nextAttemptAt: '2026-11-26T11:00:00.000Z',
    deliveredAt: null,
    createdAt: '2026-11-26T10:30:00.000Z',
  }),
  delivery({
    id: 42,
    status: 'failed',
    attempts: 12,
    lastStatusCode: null,
    lastError: 'No answer within 10 s',
    deliveredAt: null,
    createdAt: '2026-11-25T10:30:00.000Z',
  }),
  delivery(),
];

const renderSheet = (url = '/admin?tab=integrations&webhook=3') =>
  renderPage(<IntegrationsPanel />, { url, path: '/admin', user: owner() });
const sheet = () => screen.findByRole('dialog', { name: 'https://books.example.com/hooks/maison' });
const deliveriesTable = async () => within(await sheet()).findByRole('table', { name: 'Deliveries, newest first' });
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('an endpoint’s sheet', () => {
  it('opens from the list and shows its deliveries newest first: event, status, tries, last answer, when', async () => {
    answer(listWebhooks, [endpoint()]);
    const list = answer(listWebhookDeliveries, deliveries);
    const { user, location } = renderSheet('/admin?tab=integrations');
    await user.click(
      await screen.findByRole('link', { name: 'https://books.example.com/hooks/maison: open endpoint #3' }),
    );
    const shown = await sheet();
    expect(location()).toBe('/admin?tab=integrations&webhook=3');
    expect(shown.textContent).toContain('Endpoint #3');
    expect(shown.textContent).toContain('Accounting');
    expect(shown.textContent).toContain('Receiving');
    expect(shown.textContent).toContain('An order is refunded');

    const rows = rowsOf(await deliveriesTable());
    expect(list.calls.map((c) => c.params.id)).toEqual(['3']);
    expect(rows.map((cells) => cells.slice(0, 3))).toEqual([
      [
        expect.stringMatching(/^An order is refundedorder\.refundedCreated Nov 26, 2026/),
        expect.stringMatching(/^StatusPending2 attemptsNext try Nov 26, 2026/),
        'Last answerHTTP 503Service Unavailable',
      ],
      [
        expect.stringMatching(/^An order is paidorder\.paidCreated Nov 25, 2026/),
        'StatusFailed12 attempts',
        'Last answer—No answerNo answer within 10 s',
      ],
      [expect.stringMatching(/^An order is paidorder\.paidCreated/), 'StatusDelivered1 attempt', 'Last answerHTTP 200'],
    ]);
  });

  it('pages the deliveries as the back office’s lists do, the page in the address', async () => {
    answer(listWebhooks, [endpoint()]);
    const list = answer(listWebhookDeliveries, ({ query }) =>
      query.after === 'c2' ? [delivery({ id: 7, eventType: 'order.refunded' })] : deliveries,
    );
    answer(listWebhookDeliveries, deliveries, { once: true, headers: { 'x-next-cursor': 'c2' } });
    const { user, location } = renderSheet();
    await deliveriesTable();
    await user.click(within(await sheet()).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/admin?tab=integrations&webhook=3&after=c2'));
    await waitFor(() =>
      expect(rowsOf(screen.getByRole('table', { name: 'Deliveries, newest first' }))).toHaveLength(1),
    );
    expect(list.calls.at(-1)?.query).toMatchObject({ after: 'c2' });

    // Closed, the sheet takes its page with it.
    await user.click(within(await sheet()).getByRole('button', { name: 'Close the endpoint' }));
    await waitFor(() => expect(location()).toBe('/admin?tab=integrations'));
  });

  it('Redeliver posts the delivery again through its route and reads the deliveries again', async () => {
    answer(listWebhooks, [endpoint()]);
    const list = answer(listWebhookDeliveries, deliveries);
    const retry = answer(retryWebhookDelivery, ({ params }) =>
      delivery({
        id: Number(params.deliveryId),
        attempts: 12,
        status: 'pending',
        nextAttemptAt: '2026-11-26T12:00:00.000Z',
      }),
    );
    const { user } = renderSheet();
    await deliveriesTable();
    await user.click(within(await sheet()).getByRole('button', { name: 'Redeliver An order is paid, delivery #42' }));
    await findToast('Sent again', 'An order is paid: posted again in a moment, under the same webhook-id.');
    expect(retry.calls.map((c) => [c.method, c.params])).toEqual([['POST', { id: '3', deliveryId: '42' }]]);
    await waitFor(() => expect(list.calls).toHaveLength(2));
  });

  it('a disabled endpoint says since when and why, and Enable again sends it back to receiving', async () => {
    let held = endpoint({ enabled: false, disabledAt: '2026-11-24T09:00:00.000Z', disabledReason: 'failing' });
    answer(listWebhooks, () => [held]);
    answer(listWebhookDeliveries, deliveries);
    const put = answer(changeWebhook, ({ body }) => {
      held = { ...held, enabled: body.enabled, disabledAt: null, disabledReason: null, failingSince: null };
      return held;
    });
    const { user } = renderSheet();
    const shown = await sheet();
    expect(shown.textContent).toContain('Disabled');
    expect(shown.textContent).toContain('Its deliveries failed for a day');
    await user.click(within(shown).getByRole('button', { name: 'Enable again' }));
    await findToast('Endpoint enabled again');
    expect(put.calls.map((c) => [c.params.id, c.body])).toEqual([['3', { enabled: true }]]);
    await waitFor(() => expect(within(shown).getByText('Receiving')).toBeTruthy());
    expect(within(shown).getByRole('button', { name: 'Disable' })).toBeTruthy();
  });

  it('removes the endpoint only once confirmed, then closes its sheet', async () => {
    let held = [endpoint()];
    answer(listWebhooks, () => held);
    answer(listWebhookDeliveries, deliveries);
    const remove = answer(deleteWebhook, () => {
      held = [];
      return null;
    });
    const { user, location } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Remove' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Remove endpoint #3?' });
    expect(dialog.textContent).toContain('Nothing is posted to https://books.example.com/hooks/maison again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the endpoint' }));
    expect(remove.calls).toHaveLength(0);

    await user.click(within(shown).getByRole('button', { name: 'Remove' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Remove endpoint #3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findToast('Endpoint removed');
    expect(remove.calls.map((c) => [c.method, c.params.id])).toEqual([['DELETE', '3']]);
    await waitFor(() => expect(location()).toBe('/admin?tab=integrations'));
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
  });

  it('an endpoint that is not there says so', async () => {
    answer(listWebhooks, [endpoint()]);
    renderSheet('/admin?tab=integrations&webhook=9');
    expect(await screen.findByText('There is no endpoint with this number.')).toBeTruthy();
  });
});
