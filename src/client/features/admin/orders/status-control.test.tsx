import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { setOrderStatus } from '@/domain/api/admin';
import { answer, hold } from '#tests/component/api';
import { adminOrder, owner } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import { StatusControl } from './status-control';

const unpaid = () => adminOrder({ status: 'pending', paymentStatus: 'pending', paidAt: null, payment: null });
const select = () => screen.getByRole('combobox', { name: 'Update status for order #12' });
/** The select shows once the member's permissions are known. */
const shown = () => screen.findByRole('combobox', { name: 'Update status for order #12' });

describe('the back office’s order status select', () => {
  it('offers every status; a change says so, and shows the status asked for while it is on its way', async () => {
    const gate = hold();
    const sent = answer(setOrderStatus, async ({ body }) => {
      await gate.opened;
      return { id: 12, status: body.status, previousStatus: 'pending' as const };
    });
    const { user } = renderPage(<StatusControl order={unpaid()} />, { url: '/admin', user: owner() });
    await shown();
    expect(select()).toHaveProperty('value', 'pending');
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Processing', 'Shipped', 'Completed', 'Cancelled']);
    await user.selectOptions(select(), 'processing');
    expect(select()).toHaveProperty('value', 'processing');
    expect(select().getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('Order updated', 'Order status has been updated successfully');
    expect(sent.lastBody()).toEqual({ status: 'processing' });
  });

  it('an order of gift cards alone offers no Shipped: it completes itself once its cards are mailed', async () => {
    const card = { ...adminOrder().items[0]!, isCustom: true, perfumeId: null, customDetails: { type: 'gift-card' } };
    renderPage(<StatusControl order={adminOrder({ items: [card] })} />, { url: '/admin', user: owner() });
    await shown();
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Pending', 'Processing', 'Completed', 'Cancelled']);
  });

  it('a failed update says so, and the select shows the status the order still has', async () => {
    answer(setOrderStatus, 500, { code: 'INTERNAL', message: 'boom' });
    const { user } = renderPage(<StatusControl order={unpaid()} />, { url: '/admin', user: owner() });
    await shown();
    await user.selectOptions(select(), 'completed');
    await findToast('Update failed', 'Failed to update order status');
    await waitFor(() => expect(select()).toHaveProperty('value', 'pending'));
  });

  it('a refusal the admin can act on stays beside the select, in the server’s words', async () => {
    answer(setOrderStatus, 409, { code: 'STATUS_NOT_ALLOWED', message: 'An unpaid order cannot be marked shipped.' });
    const { user } = renderPage(<StatusControl order={unpaid()} />, { url: '/admin', user: owner() });
    await shown();
    await user.selectOptions(select(), 'shipped');
    const form = await screen.findByRole('form', { name: 'Shipment of order #12' });
    await fill(user, within(form).getByRole('textbox', { name: 'Carrier' }), 'Colissimo');
    await fill(user, within(form).getByRole('textbox', { name: 'Tracking number' }), '6A00000000001');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect((await within(form).findByRole('alert')).textContent).toContain('An unpaid order cannot be marked shipped.');
  });

  it('shipping asks for the carrier and the tracking number before anything is sent', async () => {
    const sent = answer(setOrderStatus, { id: 12, status: 'shipped', previousStatus: 'processing' });
    const { user } = renderPage(<StatusControl order={adminOrder()} />, { url: '/admin', user: owner() });
    await shown();
    await user.selectOptions(select(), 'shipped');
    const form = await screen.findByRole('form', { name: 'Shipment of order #12' });
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText('Carrier is required to mark an order shipped')).toBeTruthy();
    expect(within(form).getByText('Tracking number is required to mark an order shipped')).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
    await fill(user, within(form).getByRole('textbox', { name: 'Carrier' }), 'Colissimo');
    await fill(user, within(form).getByRole('textbox', { name: 'Tracking number' }), '6A00000000001');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await findToast('Order updated');
    expect(sent.lastBody()).toEqual({ status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A00000000001' });
  });

  it('cancelling a paid order asks first, as its refund; Keep the order changes nothing and gives the focus back', async () => {
    const sent = answer(setOrderStatus, { id: 12, status: 'cancelled', previousStatus: 'processing' });
    const { user } = renderPage(<StatusControl order={adminOrder()} />, { url: '/admin', user: owner() });
    await shown();
    await user.selectOptions(select(), 'cancelled');
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel and refund order #12?' });
    expect(ask.textContent).toContain('This order is paid: cancelling it refunds all of it.');
    expect(within(ask).getByRole('checkbox', { name: /Return the bottles to stock/ })).toHaveProperty('checked', true);
    await user.click(within(ask).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(select()).toHaveProperty('value', 'processing');
    expect(document.activeElement).toBe(select());
    expect(sent.calls).toHaveLength(0);
  });

  it('a role that only reads orders gets no select', async () => {
    const { userKnown } = renderPage(<StatusControl order={adminOrder()} />, {
      url: '/admin',
      user: owner({ role: 'catalogue', permissions: ['catalogue'] }),
    });
    await userKnown();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
