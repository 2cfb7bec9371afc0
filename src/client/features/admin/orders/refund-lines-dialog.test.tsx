import { french } from '#tests/component/french';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { refundOrder } from '@/domain/api/admin';
import type { Answer } from '@/domain/api/endpoint';
import { answer, hold } from '#tests/component/api';
import { adminOrder, owner } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import { I18nProvider } from '@/client/lib/i18n';
import { RefundLinesDialog } from './refund-lines-dialog';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);
const dialog = () => screen.findByRole('alertdialog', { name: 'Refund order #12' });
const refunded = (changes: Partial<Answer<typeof refundOrder>> = {}): Answer<typeof refundOrder> => ({
  id: 12,
  status: 'cancelled' as const,
  paymentStatus: 'refunded' as const,
  refundedAt: '2026-03-03T09:00:00.000Z',
  restocked: false,
  refunded: 531,
  creditNote: 'CN-2026-000004',
  amount: 531,
  ...changes,
});

/** A French page's translator, with this area's catalogue (as `GET /api/messages/admin` loads it). */

function renderDialog(order = adminOrder()) {
  return renderPage(<RefundLinesDialog order={order} />, { url: '/admin?order=12', user: owner() });
}

describe('the back office’s refund dialog', () => {
  it('asks first: Keep the payment closes it, changes nothing, and gives the focus back', async () => {
    const sent = answer(refundOrder, refunded());
    const { user } = renderDialog();
    const trigger = screen.getByRole('button', { name: 'Refund' });
    await user.click(trigger);
    const ask = await dialog();
    expect(ask.textContent).toContain(
      'Choose what goes back to Louise Michel through the payment provider (a test payment).',
    );
    expect(ask.textContent).toContain('A refund cannot be undone.');
    await user.click(within(ask).getByRole('button', { name: 'Keep the payment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(sent.calls).toHaveLength(0);
  });

  it('everything left is chosen at first, shipping included; the amount follows the bottles chosen', async () => {
    const sent = answer(
      refundOrder,
      refunded({
        paymentStatus: 'partially_refunded',
        status: 'processing',
        amount: 165,
        creditNote: 'CN-2026-000005',
        refunded: 165,
      }),
    );
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const ask = await dialog();
    const amount = () => within(ask).getByTestId('refund-amount').textContent;
    expect(amount()).toBe(euro(531));
    expect(within(ask).getByRole('spinbutton', { name: 'Bottles of Rose de Minuit — 50 ml to refund' })).toHaveProperty(
      'value',
      '2',
    );
    expect(within(ask).getByRole('checkbox', { name: /Refund shipping/ })).toHaveProperty('checked', true);
    expect(within(ask).getByRole('checkbox', { name: /Put the bottles back in stock/ })).toHaveProperty(
      'checked',
      false,
    );

    // One bottle of the first line, nothing else: its price, VAT inside.
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Rose de Minuit — 50 ml to refund' }), '1');
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Iris Lumière — 50 ml to refund' }), '0');
    await user.click(within(ask).getByRole('checkbox', { name: /Refund shipping/ }));
    expect(amount()).toBe(euro(165));
    // More than is left is not offered.
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Iris Lumière — 50 ml to refund' }), '5');
    expect(within(ask).getByRole('spinbutton', { name: 'Bottles of Iris Lumière — 50 ml to refund' })).toHaveProperty(
      'value',
      '1',
    );
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Iris Lumière — 50 ml to refund' }), '0');

    await user.click(within(ask).getByRole('button', { name: `Refund ${euro(165)}` }));
    await findToast(
      'Part of the order refunded',
      `${euro(165)} goes back to Louise Michel (credit note CN-2026-000005).`,
    );
    expect(sent.lastBody()).toEqual({ lines: [{ lineId: 1, quantity: 1 }], shipping: false, restock: false });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('nothing chosen cannot be refunded', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const ask = await dialog();
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Rose de Minuit — 50 ml to refund' }), '0');
    await fill(user, within(ask).getByRole('spinbutton', { name: 'Bottles of Iris Lumière — 50 ml to refund' }), '0');
    await user.click(within(ask).getByRole('checkbox', { name: /Refund shipping/ }));
    expect(within(ask).getByTestId('refund-amount').textContent).toBe('—');
    expect(within(ask).getByRole('button', { name: 'Refund' })).toHaveProperty('disabled', true);
  });

  it('the whole order with its bottles back in stock: "Refunding…" while the provider answers, then the toast', async () => {
    const gate = hold();
    const sent = answer(refundOrder, async () => {
      await gate.opened;
      return refunded({ restocked: true });
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const ask = await dialog();
    await user.click(within(ask).getByRole('checkbox', { name: /Put the bottles back in stock/ }));
    await user.click(within(ask).getByRole('button', { name: `Refund ${euro(531)}` }));
    const busy = await within(ask).findByRole('button', { name: 'Refunding…' });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Keep the payment' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast(
      'Order refunded',
      `${euro(531)} goes back to Louise Michel (credit note CN-2026-000004). 3 bottles returned to stock.`,
    );
    expect(sent.lastBody()).toEqual({
      lines: [
        { lineId: 1, quantity: 2 },
        { lineId: 2, quantity: 1 },
      ],
      shipping: true,
      restock: true,
    });
  });

  it('a refused refund says why in the dialog, which stays open, and changes nothing', async () => {
    answer(refundOrder, 502, {
      code: 'REFUND_FAILED',
      message: 'The payment provider refused the refund. Nothing was changed; please try again.',
    });
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    const ask = await dialog();
    await user.click(within(ask).getByRole('button', { name: /^Refund €/ }));
    expect((await within(ask).findByRole('alert')).textContent).toBe(
      'The payment provider refused the refund. Nothing was changed; please try again.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Keep the payment' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Refund' })).toBeTruthy();
  });

  it('speaks French on a French page: its words, and its amounts as French writes them', async () => {
    const { user } = renderPage(
      <I18nProvider translator={french()}>
        <RefundLinesDialog order={adminOrder()} />
      </I18nProvider>,
      { url: '/admin?order=12', user: owner() },
    );
    await user.click(screen.getByRole('button', { name: 'Remboursement' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Rembourser la commande n° 12' });
    expect(ask.textContent).toContain('Un remboursement est définitif.');
    expect(within(ask).getByTestId('refund-amount').textContent).toBe('531,00\u00a0€');
    expect(within(ask).getByRole('button', { name: 'Rembourser 531,00\u00a0€' })).toBeTruthy();
    expect(within(ask).getByRole('button', { name: 'Conserver le paiement' })).toBeTruthy();
    expect(
      within(ask).getByRole('spinbutton', { name: 'Flacons de Rose de Minuit — 50 ml à rembourser' }),
    ).toHaveProperty('value', '2');
  });
});
