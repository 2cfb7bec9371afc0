import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { requestPasswordReset } from '@/domain/api/auth';
import { answer, hold } from '#tests/component/api';
import { renderPage } from '#tests/component/render';
import ForgotPasswordPage from './forgot-password-page';
import { RESET_LINK_SENT } from './password-reset';

const email = () => screen.getByRole('textbox', { name: 'Email' });

describe('the forgot-password page', () => {
  it('checks the e-mail before anything is sent', async () => {
    const sent = answer(requestPasswordReset, { message: 'ok' });
    const { user } = renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(email(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('textbox', { name: 'Email', description: 'Invalid email address' })).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(sent.calls).toHaveLength(0);
  });

  it('too many requests show the server’s words in an alert, and no “sent”', async () => {
    const sent = answer(requestPasswordReset, 429, {
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a few minutes and try again.',
    });
    const { user } = renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a few minutes and try again.',
    );
    expect(screen.queryByText(RESET_LINK_SENT)).toBeNull();
    expect(sent.calls).toHaveLength(1);
    expect(sent.lastBody()).toEqual({ email: 'ada@example.com' });
  });

  it('while sending the button reads "Sending..." and is disabled; then the same words for any address', async () => {
    const gate = hold();
    answer(requestPasswordReset, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user } = renderPage(<ForgotPasswordPage />, { url: '/forgot-password' });
    await user.type(email(), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true);
    gate.open();
    expect((await screen.findByText(RESET_LINK_SENT)).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Send Another Link' })).toHaveProperty('disabled', false);
  });

  it('the e-mail typed on the login form comes along', async () => {
    renderPage(<ForgotPasswordPage />, { url: '/forgot-password', state: { email: 'ada@example.com' } });
    expect(email()).toHaveProperty('value', 'ada@example.com');
  });
});
