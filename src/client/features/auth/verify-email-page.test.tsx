import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { getCurrentUser, resendVerification, verifyEmail } from '@/domain/api/auth';
import { answer, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import VerifyEmailPage from './verify-email-page';

const refused = () => screen.findByRole('heading', { level: 2, name: 'This link cannot be used' });
const confirmed = () => screen.findByRole('heading', { level: 2, name: 'Address confirmed' });

describe('the verify-email page', () => {
  it('without a token says the link is not valid at once, leaves the focus, asks nothing, and leads a guest to sign in', async () => {
    const verify = answer(verifyEmail, { message: 'ok' });
    renderPage(<VerifyEmailPage />, { url: '/verify-email' });
    expect(document.title).toBe('Confirm Your E-mail Address · Maison Lumière');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeTruthy();
    await refused();
    expect(screen.getByText('This confirmation link is not valid. Please ask for a new one.')).toBeTruthy();
    // There as the page opens: the focus stays at the page's start.
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Sign In to Ask for a New Link' }).getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/account')}`,
    );
    expect(verify.calls).toHaveLength(0);
  });

  it('confirms the address once, says so while it asks, then leads a guest to sign in', async () => {
    const gate = hold();
    const verify = answer(verifyEmail, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user, location } = renderPage(<VerifyEmailPage />, { url: '/verify-email?token=tok-123' });
    expect((await screen.findByRole('status')).textContent).toBe('Confirming your address…');
    gate.open();
    const heading = await confirmed();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Thank you: your e-mail address is confirmed.')).toBeTruthy();
    expect(verify.calls).toHaveLength(1);
    expect(verify.lastBody()).toEqual({ token: 'tok-123' });
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(location()).toBe('/login');
  });

  it('signed in, the account is read again once confirmed, and My Account is the way on', async () => {
    let verified = false;
    const me = answer(getCurrentUser, () => customer({ emailVerified: verified }));
    answer(verifyEmail, () => {
      verified = true;
      return { message: 'ok' };
    });
    renderPage(<VerifyEmailPage />, { url: '/verify-email?token=tok-123', user: customer({ emailVerified: false }) });
    await confirmed();
    expect((await screen.findByRole('link', { name: 'Go to My Account' })).getAttribute('href')).toBe('/account');
    await waitFor(() => expect(me.calls.length).toBeGreaterThanOrEqual(2));
  });

  it('an expired link says so; a signed-in shopper still unconfirmed asks for a new one there', async () => {
    answer(verifyEmail, 400, {
      code: 'VERIFY_LINK_EXPIRED',
      message: 'This confirmation link has expired. Please ask for a new one.',
    });
    const gate = hold();
    const resend = answer(resendVerification, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user } = renderPage(<VerifyEmailPage />, {
      url: '/verify-email?token=old',
      user: customer({ emailVerified: false }),
    });
    // After the wait, the outcome takes the focus.
    const heading = await refused();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('This confirmation link has expired. Please ask for a new one.')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Send a New Link' });
    expect(screen.queryByRole('link', { name: /Sign In/ })).toBeNull();
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sending...' })).toHaveProperty('disabled', true));
    gate.open();
    await screen.findByText('A new link is on its way to ada@example.com.');
    expect(screen.getByRole('button', { name: 'Send a New Link' })).toHaveProperty('disabled', true);
    expect(resend.calls).toHaveLength(1);
  });

  it('a new link refused (too many asked) says so in the server’s words', async () => {
    answer(verifyEmail, 400, {
      code: 'VERIFY_LINK_INVALID',
      message: 'This confirmation link is not valid. Please ask for a new one.',
    });
    answer(resendVerification, 429, {
      code: 'RATE_LIMITED',
      message: 'Too many links asked for. Try again in an hour.',
    });
    const { user } = renderPage(<VerifyEmailPage />, {
      url: '/verify-email?token=bad',
      user: customer({ emailVerified: false }),
    });
    await user.click(await screen.findByRole('button', { name: 'Send a New Link' }));
    expect(await screen.findByText('Too many links asked for. Try again in an hour.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send a New Link' })).toHaveProperty('disabled', false);
  });

  it('a link used already is a confirmed address to its confirmed owner, a refusal to anyone else', async () => {
    answer(verifyEmail, 400, { code: 'VERIFY_LINK_USED', message: 'This confirmation link has already been used.' });
    renderPage(<VerifyEmailPage />, { url: '/verify-email?token=used', user: customer({ emailVerified: true }) });
    await confirmed();
    expect(await screen.findByRole('link', { name: 'Go to My Account' })).toBeTruthy();
  });

  it('a link used already, to a guest, cannot be used', async () => {
    answer(verifyEmail, 400, { code: 'VERIFY_LINK_USED', message: 'This confirmation link has already been used.' });
    renderPage(<VerifyEmailPage />, { url: '/verify-email?token=used' });
    await refused();
    expect(screen.getByText('This confirmation link has already been used.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In to Ask for a New Link' })).toBeTruthy();
  });
});
