import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { resendMail } from '@/domain/api/customers';
import { answer, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { ResendMail } from './resend-mail';

const confirmation = {
  id: 5,
  kind: 'order-confirmation' as const,
  subject: 'Your order #12 is confirmed',
  orderId: 12,
};
const sentCopy = {
  ...confirmation,
  id: 9,
  to: 'louise@example.com',
  status: 'pending' as const,
  attempts: 0,
  lastError: null,
  createdAt: '2026-03-03T09:00:00.000Z',
  sentAt: null,
};

describe('the back office’s Resend of a mail', () => {
  it('asks first, says "Sending…" while it goes, then where it went', async () => {
    const gate = hold();
    const sent = answer(resendMail, async () => {
      await gate.opened;
      return sentCopy;
    });
    const { user } = renderPage(<ResendMail mail={confirmation} />, { url: '/admin?tab=mail', user: owner() });
    await user.click(screen.getByRole('button', { name: 'Resend “Your order #12 is confirmed”' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send this mail again?' });
    expect(ask.textContent).toContain('“Your order #12 is confirmed” goes again, as it was written');
    await user.click(within(ask).getByRole('button', { name: 'Send again' }));
    expect(within(ask).getByRole('button', { name: 'Sending…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Mail sent again', '“Your order #12 is confirmed” is on its way to louise@example.com.');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls.map((c) => c.params.id)).toEqual(['5']);
  });

  it('a refusal is said in the dialog, which stays open; Cancel closes it', async () => {
    answer(resendMail, 409, { code: 'MAIL_NOT_RESENDABLE', message: 'This mail cannot be sent again.' });
    const { user } = renderPage(<ResendMail mail={confirmation} />, { url: '/admin?tab=mail', user: owner() });
    await user.click(screen.getByRole('button', { name: /^Resend/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Send this mail again?' });
    await user.click(within(ask).getByRole('button', { name: 'Send again' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('This mail cannot be sent again.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a mail of no order, or a private one (a gift card’s code), offers no Resend', () => {
    renderPage(
      <>
        <ResendMail mail={{ ...confirmation, orderId: null }} />
        <ResendMail mail={{ ...confirmation, kind: 'gift-card' }} />
      </>,
      { url: '/admin?tab=mail', user: owner() },
    );
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });
});
