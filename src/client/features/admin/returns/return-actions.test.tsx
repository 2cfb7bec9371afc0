import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { refundReturn, setReturnStatus } from '@/domain/api/returns';
import type { AdminReturn } from '@/domain/returns/schemas';
import { answer, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { ReturnActions } from './return-actions';

/** Return #5 of order #12: two bottles of Rose de Minuit, asked by Louise Michel. */
const requested = (changes: Partial<AdminReturn> = {}): AdminReturn => ({
  id: 5,
  orderId: 12,
  status: 'requested',
  lines: [{ lineId: 1, name: 'Rose de Minuit — 50 ml', quantity: 2 }],
  reason: 'The bottle leaked.',
  message: null,
  createdAt: '2026-03-05T09:00:00.000Z',
  updatedAt: '2026-03-05T09:00:00.000Z',
  customer: { name: 'Louise Michel', email: 'louise@example.com' },
  refundId: null,
  ...changes,
});

const renderActions = (ret: AdminReturn, user = owner()) =>
  renderPage(<ReturnActions ret={ret} />, { url: '/admin?tab=returns', user });

describe('the back office’s return decisions', () => {
  it('approving asks first, with an optional message: "Saving…" meanwhile, then the toast and the body sent', async () => {
    const gate = hold();
    const sent = answer(setReturnStatus, async ({ body }) => {
      await gate.opened;
      return requested({ status: body.status, message: body.message ?? null });
    });
    const { user } = renderActions(requested());
    await user.click(screen.getByRole('button', { name: 'Approve return #5' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve return #5?' });
    expect(ask.textContent).toContain('Louise Michel is mailed that 2 bottles may be sent back, with your message.');
    await user.type(
      within(ask).getByRole('textbox', { name: 'Message to the customer (optional)' }),
      '  Please use the prepaid label.  ',
    );
    await user.click(within(ask).getByRole('button', { name: 'Approve return' }));
    expect(within(ask).getByRole('button', { name: 'Saving…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    expect(within(ask).getByRole('textbox')).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Return approved', 'Louise Michel is told by e-mail.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([
      ['5', { status: 'approved', message: 'Please use the prepaid label.' }],
    ]);
  });

  it('refusing without a message sends none; Cancel first changes nothing', async () => {
    const sent = answer(setReturnStatus, ({ body }) => requested({ status: body.status }));
    const { user } = renderActions(requested());
    await user.click(screen.getByRole('button', { name: 'Refuse return #5' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Refuse return #5?' });
    expect(ask.textContent).toContain('Louise Michel is mailed that the return is not accepted, with your message.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Refuse return #5' }));
    ask = await screen.findByRole('alertdialog', { name: 'Refuse return #5?' });
    expect(within(ask).getByRole('textbox', { name: 'Message to the customer: why (optional)' })).toHaveProperty(
      'value',
      '',
    );
    await user.click(within(ask).getByRole('button', { name: 'Refuse return' }));
    await findToast('Return refused', 'Louise Michel is told by e-mail.');
    expect(sent.lastBody()).toEqual({ status: 'refused' });
  });

  it('a refused decision is said in the dialog, which stays open', async () => {
    answer(setReturnStatus, 409, {
      code: 'RETURN_STATUS_NOT_ALLOWED',
      message: 'This return was already decided.',
    });
    const { user } = renderActions(requested());
    await user.click(screen.getByRole('button', { name: 'Approve return #5' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Approve return #5?' });
    await user.click(within(ask).getByRole('button', { name: 'Approve return' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('This return was already decided.');
    expect(screen.getByRole('alertdialog')).toBe(ask);
  });

  it('an approved return’s parcel is marked received in one click', async () => {
    const sent = answer(setReturnStatus, () => requested({ status: 'received' }));
    const { user } = renderActions(requested({ status: 'approved' }));
    await user.click(screen.getByRole('button', { name: 'Mark Received return #5' }));
    await findToast('Parcel received', 'Return #5.');
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([['5', { status: 'received' }]]);
  });

  it('marking received, refused, says why in a toast', async () => {
    answer(setReturnStatus, 409, { code: 'RETURN_STATUS_NOT_ALLOWED', message: 'This return was refused meanwhile.' });
    const { user } = renderActions(requested({ status: 'approved' }));
    await user.click(screen.getByRole('button', { name: 'Mark Received return #5' }));
    await findToast('Not updated', 'This return was refused meanwhile.');
  });

  it('a received return is refunded once confirmed, back in stock unless unticked; "Refunding…" meanwhile', async () => {
    const gate = hold();
    const sent = answer(refundReturn, async () => {
      await gate.opened;
      return requested({ status: 'refunded', refundId: 3 });
    });
    const { user } = renderActions(requested({ status: 'received' }));
    await user.click(await screen.findByRole('button', { name: 'Refund return #5' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Refund return #5?' });
    expect(ask.textContent).toContain(
      '2 bottles of order #12 (Rose de Minuit — 50 ml × 2) are refunded to Louise Michel through the payment provider, with a credit note. A refund cannot be undone.',
    );
    const restock = within(ask).getByRole('checkbox', { name: /Return the bottles to stock/ });
    expect(restock).toHaveProperty('checked', true);
    await user.click(restock);
    await user.click(within(ask).getByRole('button', { name: 'Refund return' }));
    expect(within(ask).getByRole('button', { name: 'Refunding…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Keep the payment' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Return refunded', 'Louise Michel is told by e-mail.');
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([['5', { restock: false }]]);
  });

  it('a refund the provider refuses is said in the dialog', async () => {
    answer(refundReturn, 502, {
      code: 'REFUND_FAILED',
      message: 'The payment provider refused the refund. Nothing was changed; please try again.',
    });
    const { user } = renderActions(requested({ status: 'received' }));
    await user.click(await screen.findByRole('button', { name: 'Refund return #5' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Refund return #5?' });
    await user.click(within(ask).getByRole('button', { name: 'Refund return' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(
      'The payment provider refused the refund. Nothing was changed; please try again.',
    );
  });

  it('a member without refunds sees who refunds it; a refused or refunded return offers nothing', async () => {
    const { userKnown } = renderPage(
      <>
        <ReturnActions ret={requested({ status: 'received' })} />
        <ReturnActions ret={requested({ id: 6, status: 'refused' })} />
        <ReturnActions ret={requested({ id: 7, status: 'refunded' })} />
      </>,
      { url: '/admin?tab=returns', user: owner({ role: 'support', permissions: ['returns', 'orders'] }) },
    );
    await userKnown();
    expect(screen.getByText('Received: an owner refunds it.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
