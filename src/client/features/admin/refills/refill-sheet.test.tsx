import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { changeAdminSubscription, getAdminSubscription, listAdminSubscriptions } from '@/domain/api/refills';
import type { AdminSubscriptionDetail } from '@/domain/refills/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { RefillsPanel } from './refills-panel';

/** Refill #3: Louise's 100 ml of Rose de Minuit every 4 weeks, its second delivery paid after a declined try. */
const detail = (changes: Partial<AdminSubscriptionDetail> = {}): AdminSubscriptionDetail => ({
  id: 3,
  status: 'active',
  intervalWeeks: 4,
  nextRenewalAt: '2026-12-24T10:00:00.000Z',
  resumeAt: null,
  name: 'Rose de Minuit',
  perfumeId: 1,
  creationId: null,
  volume: 100,
  price: 110.5,
  currency: 'EUR',
  lockedUntil: null,
  card: '•••• 4242',
  createdAt: '2026-10-01T10:00:00.000Z',
  customerEmail: 'louise@example.com',
  customerName: 'Louise Martin',
  cycle: 2,
  failures: 0,
  cancelReason: null,
  attempts: [
    {
      id: 12,
      cycle: 2,
      attempt: 2,
      orderId: 41,
      outcome: 'succeeded',
      message: null,
      trigger: 'staff',
      createdAt: '2026-11-26T09:30:00.000Z',
    },
    {
      id: 11,
      cycle: 2,
      attempt: 1,
      orderId: 40,
      outcome: 'declined',
      message: 'Your card was declined.',
      trigger: 'scheduler',
      createdAt: '2026-11-23T06:00:00.000Z',
    },
    {
      id: 10,
      cycle: 2,
      attempt: 0,
      orderId: null,
      outcome: 'postponed',
      message: null,
      trigger: 'customer',
      createdAt: '2026-11-20T06:00:00.000Z',
    },
  ],
  ...changes,
});

/** The server's refill #3, changed by each PUT as the server would, and listed. */
function server(start = detail()) {
  let held = start;
  answer(listAdminSubscriptions, () => [held]);
  answer(getAdminSubscription, () => held);
  const put = answer(changeAdminSubscription, ({ body }) => {
    held = {
      ...held,
      status: body.status,
      ...(body.status === 'paused' ? { resumeAt: '2027-02-18T10:00:00.000Z' } : {}),
      ...(body.status === 'cancelled' ? { nextRenewalAt: null, cancelReason: 'staff' } : {}),
    };
    return held;
  });
  return { put };
}

const renderSheet = (url = '/admin?tab=refills&refill=3') =>
  renderPage(<RefillsPanel />, { url, path: '/admin', user: owner() });
const sheet = () => screen.findByRole('dialog', { name: 'Rose de Minuit — 100 ml' });

describe('the back office’s refill sheet', () => {
  it('opens from the list’s row and shows the refill with its attempts in words, each linked to its order', async () => {
    server();
    const { user, location } = renderSheet('/admin?tab=refills');
    await user.click(await screen.findByRole('link', { name: 'Louise Martin: open refill #3' }));
    const shown = await sheet();
    expect(location()).toBe('/admin?tab=refills&refill=3');
    expect(shown.textContent).toContain('Refill #3');
    expect(shown.textContent).toContain('louise@example.com');
    expect(shown.textContent).toContain('€110.50');
    expect(shown.textContent).toContain('•••• 4242');
    expect(shown.textContent).toContain('4 weeks');

    const attempts = within(shown).getByRole('table', { name: 'Billing attempts, newest first' });
    const rows = within(attempts)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows.map((cells) => [cells[0], cells[1], cells[3], cells[4]])).toEqual([
      ['2', '2', 'Staff', 'Paid'],
      ['2', '1', 'The schedule', 'Declined'],
      ['2', '0', 'The customer', 'Postponed: sold out'],
    ]);
    expect(rows[0]![2]).toMatch(/^Nov 26, 2026.* \d{1,2}:\d{2}/);
    expect(rows[1]![5]).toBe('Your card was declined.');
    expect(within(attempts).getByRole('link', { name: 'Order #41' }).getAttribute('href')).toBe(
      '/admin?tab=orders&order=41',
    );
    expect(within(attempts).getByRole('link', { name: 'Order #40' })).toBeTruthy();
  });

  it('says the bank’s confirmation, a stopped formula and a charge under way in words', async () => {
    const at = (id: number, outcome: string) => ({
      id,
      cycle: 3,
      attempt: 1,
      orderId: null,
      outcome,
      message: null,
      trigger: 'scheduler',
      createdAt: '2026-11-26T09:30:00.000Z',
    });
    server(detail({ attempts: [at(3, 'requires_action'), at(2, 'stopped'), at(1, 'charging')] }));
    renderSheet();
    const attempts = within(await sheet()).getByRole('table', { name: 'Billing attempts, newest first' });
    expect(attempts.textContent).toContain('Awaiting the bank’s confirmation');
    expect(attempts.textContent).toContain('Stopped: formula refused');
    expect(attempts.textContent).toContain('Charging');
  });

  it('pauses for the deliveries chosen, then offers Resume, which sends it back to active', async () => {
    const { put } = server();
    const { user } = renderSheet();
    const shown = await sheet();
    await user.selectOptions(within(shown).getByRole('combobox', { name: 'Pause for' }), '2');
    await user.click(within(shown).getByRole('button', { name: 'Pause' }));
    await findToast('Refill paused', 'It resumes on Feb 18, 2027.');
    expect(put.calls.map((c) => [c.params.id, c.body])).toEqual([['3', { status: 'paused', pauseCycles: 2 }]]);
    await waitFor(() => expect(within(shown).getAllByText('Paused').length).toBeGreaterThan(0));

    await user.click(await within(shown).findByRole('button', { name: 'Resume' }));
    await findToast('Refill resumed');
    expect(put.calls.at(-1)?.body).toEqual({ status: 'active' });
  });

  it('cancels only once confirmed, saying the customer is told by e-mail; then the actions are gone', async () => {
    const { put } = server();
    const { user } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Cancel refill' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Cancel refill #3?' });
    expect(dialog.textContent).toContain('The customer is told by e-mail.');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(put.calls).toHaveLength(0);

    await user.click(within(shown).getByRole('button', { name: 'Cancel refill' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Cancel refill #3?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel refill' }));
    await findToast('Refill cancelled', 'Louise Martin is told by e-mail.');
    expect(put.calls.map((c) => c.body)).toEqual([{ status: 'cancelled' }]);
    await waitFor(() => expect(within(shown).queryByRole('button', { name: 'Cancel refill' })).toBeNull());
    expect(shown.textContent).toContain('Cancelled by staff');
    expect(within(shown).queryByRole('button', { name: /Bill now/ })).toBeNull();
  });

  it('a refusal (a renewal under way) is said in the server’s words', async () => {
    server();
    answer(changeAdminSubscription, 409, {
      code: 'SUBSCRIPTION_BUSY',
      message: 'This delivery is already being charged.',
    });
    const { user } = renderSheet();
    const shown = await sheet();
    await user.click(within(shown).getByRole('button', { name: 'Pause' }));
    expect((await within(shown).findByRole('alert')).textContent).toContain('This delivery is already being charged.');
  });

  it('a refill that is not there says so', async () => {
    answer(listAdminSubscriptions, []);
    answer(getAdminSubscription, 404, { code: 'SUBSCRIPTION_NOT_FOUND', message: 'Not found' });
    renderSheet('/admin?tab=refills&refill=9');
    expect(await screen.findByText('There is no refill with this number.')).toBeTruthy();
  });
});
