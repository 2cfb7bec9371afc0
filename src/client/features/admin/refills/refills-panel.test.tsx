import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listAdminSubscriptions, renewAdminSubscription } from '@/domain/api/refills';
import type { AdminSubscription } from '@/domain/refills/schemas';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { RefillsPanel } from './refills-panel';

const refill = (changes: Partial<AdminSubscription> = {}): AdminSubscription => ({
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
  createdAt: '2026-11-26T10:00:00.000Z',
  customerEmail: 'louise@example.com',
  customerName: 'Louise Martin',
  cycle: 2,
  failures: 0,
  ...changes,
});

const renderRefills = (url = '/admin?tab=refills') => renderPage(<RefillsPanel />, { url, user: owner() });
const table = () => screen.findByRole('table', { name: /^Refills/ });
const rowOf = async (text: string) => (await within(await table()).findByText(text)).closest('tr')!;

describe('the back office’s refills', () => {
  it('lists each refill: who, what, how often, when next, the price in its currency, cycle, failures, status', async () => {
    answer(listAdminSubscriptions, [
      refill(),
      refill({
        id: 4,
        status: 'past_due',
        name: 'Jardin de nuit',
        perfumeId: null,
        creationId: 9,
        volume: undefined,
        price: 95,
        currency: 'GBP',
        intervalWeeks: 8,
        cycle: 5,
        failures: 2,
        customerName: '',
        customerEmail: 'anon@example.com',
      }),
    ]);
    renderRefills();
    const bottle = await rowOf('Louise Martin');
    expect(bottle.textContent).toContain('louise@example.com');
    expect(bottle.textContent).toContain('Rose de Minuit — 100 ml');
    expect(bottle.textContent).toContain('4 weeks');
    expect(within(bottle).getByText('Dec 24, 2026')).toBeTruthy();
    expect(bottle.textContent).toContain('€110.50');
    expect(bottle.textContent).toContain('Active');
    expect(within(bottle).getByRole('button', { name: 'Bill now refill #3' })).toBeTruthy();

    const creation = await rowOf('anon@example.com');
    expect(creation.textContent).toContain('Jardin de nuit');
    expect(creation.textContent).toContain('8 weeks');
    expect(creation.textContent).toContain('£95.00');
    expect(creation.textContent).toContain('Payment failed');
    const cells = within(creation)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toContain('Cycle5');
    expect(cells).toContain('Failures2');
  });

  it('a cancelled refill has no Bill now; an empty status says so', async () => {
    answer(listAdminSubscriptions, ({ query }) =>
      query.status === 'paused' ? [] : [refill({ status: 'cancelled', nextRenewalAt: null })],
    );
    const { user } = renderRefills();
    const row = await rowOf('Louise Martin');
    expect(row.textContent).toContain('Cancelled');
    expect(within(row).queryByRole('button', { name: /Bill now/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paused');
    expect(await screen.findByText('No paused refills')).toBeTruthy();
  });

  it('the status filter asks the server for that status, from the first page, and the address keeps it', async () => {
    const list = answer(listAdminSubscriptions, ({ query }) =>
      query.status === 'past_due' ? [refill({ id: 7, status: 'past_due', customerName: 'Marc Petit' })] : [refill()],
    );
    const { user, location } = renderRefills('/admin?tab=refills&after=abc');
    await table();
    expect(list.calls.at(-1)?.query).toMatchObject({ after: 'abc' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'past_due');
    await rowOf('Marc Petit');
    expect(list.calls.at(-1)?.query).toMatchObject({ status: 'past_due' });
    expect(list.calls.at(-1)?.query).not.toHaveProperty('after');
    expect(location()).toBe('/admin?tab=refills&refillStatus=past_due');
    expect(screen.getByRole('table', { name: 'Refills: Payment failed, newest first' })).toBeTruthy();
  });

  it('Bill now asks first, bills the refill, then says which order it made with a link to it', async () => {
    answer(listAdminSubscriptions, [refill()]);
    const billed = answer(renewAdminSubscription, { orderId: 99 });
    const { user } = renderRefills();
    await user.click(within(await rowOf('Louise Martin')).getByRole('button', { name: 'Bill now refill #3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Bill refill #3 now?' });
    expect(dialog.textContent).toContain('Rose de Minuit — 100 ml for Louise Martin is charged now, €110.50');
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(billed.calls).toHaveLength(0);

    await user.click(within(await rowOf('Louise Martin')).getByRole('button', { name: 'Bill now refill #3' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Bill now' }));
    const toast = await findToast('Refill billed', 'Order #99 is paid; Louise Martin is mailed its confirmation.');
    expect(billed.calls.map((c) => c.params.id)).toEqual(['3']);
    expect(within(toast).getByRole('link', { name: 'Open order #99' }).getAttribute('href')).toBe(
      '/admin?tab=orders&order=99',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a refused bill (a renewal under way, a declined card) is said in the dialog, in the server’s words', async () => {
    answer(listAdminSubscriptions, [refill()]);
    answer(renewAdminSubscription, 409, {
      code: 'SUBSCRIPTION_BUSY',
      message: 'This delivery is already being charged.',
    });
    const { user } = renderRefills();
    await user.click(within(await rowOf('Louise Martin')).getByRole('button', { name: 'Bill now refill #3' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Bill now' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('This delivery is already being charged.');
    expect(within(dialog).getByRole('button', { name: 'Bill now' })).toHaveProperty('disabled', false);
  });
});
