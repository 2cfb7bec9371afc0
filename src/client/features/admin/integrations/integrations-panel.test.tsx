import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listWebhookDeliveries, listWebhooks, registerWebhook } from '@/domain/api/webhooks';
import type { RegisteredWebhook, WebhookEndpoint } from '@/domain/webhooks/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, renderPage } from '#tests/component/render';
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

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const renderIntegrations = (url = '/admin?tab=integrations') =>
  renderPage(<IntegrationsPanel />, { url, path: '/admin', user: owner() });
const table = () => screen.findByRole('table', { name: 'Endpoints, newest first' });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;
const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('the back office’s integrations', () => {
  it('lists each endpoint: its address and note, its events in words, whether it receives them, when it was added', async () => {
    answer(listWebhooks, [
      endpoint(),
      endpoint({
        id: 2,
        url: 'https://crm.example.org/in',
        description: null,
        events: ['customer.created'],
        failingSince: '2026-11-25T08:00:00.000Z',
      }),
      endpoint({
        id: 1,
        url: 'https://old.example.net/webhook',
        description: null,
        events: ['stock.low', 'perfume.updated'],
        enabled: false,
        disabledAt: '2026-11-24T09:00:00.000Z',
        disabledReason: 'failing',
        failingSince: '2026-11-23T09:00:00.000Z',
      }),
    ]);
    renderIntegrations();

    const books = await rowOf('https://books.example.com/hooks/maison');
    expect(books.textContent).toContain('Accounting');
    expect(cellsOf(books)).toContain('EventsAn order is paidAn order is refunded');
    expect(cellsOf(books)).toContain('StateReceiving');
    expect(cellsOf(books)).toContain('AddedNov 20, 2026');
    expect(
      within(books).getByRole('link', { name: 'https://books.example.com/hooks/maison: open endpoint #3' }),
    ).toBeTruthy();

    const crm = await rowOf('https://crm.example.org/in');
    expect(cellsOf(crm)).toContain('EventsA customer account is made');
    expect(cellsOf(crm)).toContain('StateFailingSince Nov 25, 2026');

    const old = await rowOf('https://old.example.net/webhook');
    expect(cellsOf(old)).toContain('EventsA size runs low on stockA perfume is changed');
    expect(cellsOf(old)).toContain('StateDisabledSince Nov 24, 2026Its deliveries failed for a day');
  });

  it('with no endpoint, says what a webhook is for', async () => {
    answer(listWebhooks, []);
    renderIntegrations();
    expect(await screen.findByText('No endpoints yet')).toBeTruthy();
    expect(screen.getByText(/^Send each paid order to your accounting tool/).textContent).toContain(
      'a webhook posts the events you choose to an address of yours',
    );
    expect(screen.getByRole('link', { name: 'Add an endpoint' })).toBeTruthy();
  });

  it('a list that cannot be read says so, and reads it again on Try Again', async () => {
    answer(listWebhooks, [endpoint()]);
    answer(listWebhooks, 500, { code: 'INTERNAL', message: 'Down' }, { once: true });
    const { user } = renderIntegrations();
    await user.click(await screen.findByRole('button', { name: 'Try Again' }));
    await rowOf('https://books.example.com/hooks/maison');
  });

  it('adds an endpoint with the events ticked, then shows its secret once, with how to check a delivery', async () => {
    const added: RegisteredWebhook = {
      ...endpoint({ id: 4, url: 'https://hooks.example.com/shop', description: null }),
      events: ['order.paid', 'stock.low'],
      secret: SECRET,
    };
    let listed = [endpoint()];
    answer(listWebhookDeliveries, []);
    answer(listWebhooks, () => listed);
    const register = answer(registerWebhook, ({ body }) => {
      const { secret: _secret, ...shown } = added;
      listed = [{ ...shown, url: body.url, events: body.events }, ...listed];
      return added;
    });
    const { user, location } = renderIntegrations();

    await user.click(await screen.findByRole('link', { name: 'Add an endpoint' }));
    const form = await screen.findByRole('form', { name: 'Add an endpoint' });
    expect(location()).toBe('/admin?tab=integrations&webhook=new');

    // Nothing sent until the address and an event are there: each field says what it lacks.
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    const url = within(form).getByRole('textbox', { name: 'Address (URL)' });
    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(url)).toContain('Enter the address that receives the events');
    expect(within(form).getByRole('group', { name: 'Events' }).textContent).toContain('Choose at least one event');
    expect(register.calls).toHaveLength(0);

    // The events come in groups, each in words with its code.
    const orders = within(form).getByRole('group', { name: 'Orders' });
    expect(
      within(orders)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['order.paid', 'order.shipped', 'order.refunded', 'order.cancelled']);
    for (const name of ['Returns', 'Refills', 'Customers', 'Catalogue'])
      expect(within(form).getByRole('group', { name })).toBeTruthy();

    await fill(user, url, 'https://hooks.example.com/shop');
    await user.click(within(orders).getByRole('checkbox', { name: /^An order is paid/ }));
    await user.click(within(form).getByRole('checkbox', { name: /^A size runs low on stock/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'The endpoint’s secret' });
    expect(register.lastBody()).toEqual({ url: 'https://hooks.example.com/shop', events: ['order.paid', 'stock.low'] });
    expect(dialog.textContent).toContain('Copy it now: it will not be shown again.');
    expect(within(dialog).getByText(SECRET)).toBeTruthy();
    for (const header of ['webhook-id', 'webhook-timestamp', 'webhook-signature'])
      expect(within(dialog).getAllByText(header).length).toBeGreaterThan(0);
    expect(dialog.textContent).toContain('Standard Webhooks');

    await user.click(within(dialog).getByRole('button', { name: 'Copy the secret' }));
    expect(await within(dialog).findByText('Copied.')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    await user.click(within(dialog).getByRole('button', { name: 'I have saved it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    // Behind it, the new endpoint's sheet, which takes the focus; the secret is nowhere on the page any more.
    const sheet = await screen.findByRole('dialog', { name: 'https://hooks.example.com/shop' });
    expect(location()).toBe('/admin?tab=integrations&webhook=4');
    expect(await within(sheet).findByText('No deliveries yet')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    expect(document.body.textContent).not.toContain(SECRET);

    // Closed, the list holds it.
    await user.click(within(sheet).getByRole('button', { name: 'Close the endpoint' }));
    await waitFor(() => expect(location()).toBe('/admin?tab=integrations'));
    const row = await rowOf('https://hooks.example.com/shop');
    expect(cellsOf(row)).toContain('EventsAn order is paidA size runs low on stock');
  });

  it('an address the server refuses is said under the address, and nothing is added', async () => {
    answer(listWebhooks, []);
    answer(registerWebhook, 400, {
      code: 'WEBHOOK_URL_REFUSED',
      message: '127.0.0.1 is not a public address: webhooks never go to loopback, private or link-local addresses.',
    });
    const { user } = renderIntegrations('/admin?tab=integrations&webhook=new');
    const form = await screen.findByRole('form', { name: 'Add an endpoint' });
    const url = within(form).getByRole('textbox', { name: 'Address (URL)' });
    await fill(user, url, 'https://127.0.0.1/hooks');
    await user.click(within(form).getByRole('checkbox', { name: /^An order is paid/ }));
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));

    await waitFor(() => expect(url.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(url)).toContain('127.0.0.1 is not a public address');
    expect(document.activeElement).toBe(url);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('form', { name: 'Add an endpoint' })).toBeTruthy();
  });
});
