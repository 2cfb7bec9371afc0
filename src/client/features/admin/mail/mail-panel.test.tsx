import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { listMails } from '@/domain/api/admin';
import { answer, fail } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { MailPanel } from './mail-panel';

const mail = {
  id: 5,
  kind: 'order-confirmation' as const,
  to: 'louise@example.com',
  subject: 'Your order #12 is confirmed',
  status: 'sent' as const,
  attempts: 1,
  lastError: null,
  orderId: 12,
  createdAt: '2026-03-02T10:05:00.000Z',
  sentAt: '2026-03-02T10:05:02.000Z',
};

describe('the back office’s Mail tab', () => {
  it('says when there is no mail yet', async () => {
    answer(listMails, []);
    renderPage(<MailPanel />, { url: '/admin?tab=mail', user: owner() });
    expect(await screen.findByText('No mail yet')).toBeTruthy();
    expect(
      screen.getByText(
        'Mails appear here as orders are paid, shipped or cancelled, and as customers ask to reset their password.',
      ),
    ).toBeTruthy();
  });

  it('lists the mails, newest first, each to whom', async () => {
    const sent = answer(listMails, [mail]);
    renderPage(<MailPanel />, { url: '/admin?tab=mail', user: owner() });
    const list = await screen.findByRole('list', { name: 'Mails, newest first' });
    const row = within(list).getByRole('button', { name: /Your order #12 is confirmed/ });
    expect(row.textContent).toContain('To louise@example.com');
    expect(sent.calls[0]?.query).toMatchObject({ limit: expect.any(String) });
  });

  it('a list that fails to load says so and offers another try', async () => {
    let calls = 0;
    answer(listMails, () =>
      ++calls === 1 ? fail(listMails, 500, { code: 'INTERNAL', message: 'Internal Server Error' }) : [mail],
    );
    const { user } = renderPage(<MailPanel />, { url: '/admin?tab=mail', user: owner() });
    await user.click(await screen.findByRole('button', { name: /Try again/i }));
    expect(await screen.findByRole('list', { name: 'Mails, newest first' })).toBeTruthy();
  });
});
