import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { checkPasswordReset, confirmPasswordReset } from '@/domain/api/auth';
import { answer, fail } from '#tests/component/api';
import { descriptionOf, renderPage } from '#tests/component/render';
import ResetPasswordPage from './reset-password-page';

const newPassword = () => screen.queryByLabelText('New password', { exact: true });
const confirmPassword = () => screen.queryByLabelText('Confirm new password', { exact: true });
const refusedHeading = () => screen.findByRole('heading', { level: 2, name: 'This link cannot be used' });

describe('the reset-password page', () => {
  it('without a token says the link is not valid at once, asks nothing, and leads to a new link', async () => {
    const { user, location } = renderPage(<ResetPasswordPage />, { url: '/reset-password' });
    await refusedHeading();
    expect(screen.getByText('This reset link is not valid. Please ask for a new one.')).toBeTruthy();
    expect(newPassword()).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ask for a New Link' }));
    expect(location()).toBe('/forgot-password');
  });

  it('an unknown link says so at once: the token went in the body, no password fields, no reset sent', async () => {
    const check = answer(checkPasswordReset, 400, {
      code: 'RESET_LINK_INVALID',
      message: 'This reset link is not valid. Please ask for a new one.',
    });
    const confirm = answer(confirmPasswordReset, { message: 'ok' });
    renderPage(<ResetPasswordPage />, { url: '/reset-password?token=made-up-token' });
    await refusedHeading();
    expect(screen.getByText('This reset link is not valid. Please ask for a new one.')).toBeTruthy();
    expect(check.calls).toHaveLength(1);
    expect(check.lastBody()).toEqual({ token: 'made-up-token' });
    expect(check.calls[0]?.url).toBe('/api/auth/password-reset/check');
    expect(newPassword()).toBeNull();
    expect(confirmPassword()).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' }).getAttribute('href')).toBe('/forgot-password');
    expect(confirm.calls).toHaveLength(0);
  });

  it('a check that fails says so and can be tried again; an expired link then says so', async () => {
    let calls = 0;
    answer(checkPasswordReset, () =>
      ++calls === 1
        ? fail(checkPasswordReset, 500, { code: 'INTERNAL', message: 'Internal Server Error' })
        : fail(checkPasswordReset, 400, {
            code: 'RESET_LINK_EXPIRED',
            message: 'This reset link has expired. Please ask for a new one.',
          }),
    );
    const { user } = renderPage(<ResetPasswordPage />, { url: '/reset-password?token=some-token' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the Maison just now. Please try again in a moment.');
    expect(newPassword()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await refusedHeading();
    expect(screen.getByText('This reset link has expired. Please ask for a new one.')).toBeTruthy();
    expect(newPassword()).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('a refused password goes under its field; a link that went bad meanwhile replaces the form and takes the focus', async () => {
    answer(checkPasswordReset, { email: 'a•••e@example.com' });
    let calls = 0;
    const confirm = answer(confirmPasswordReset, () =>
      ++calls === 1
        ? fail(confirmPasswordReset, 400, {
            code: 'VALIDATION',
            message: 'Password must be at least 6 characters',
            errors: [{ path: 'newPassword', message: 'Password must be at least 6 characters' }],
          })
        : fail(confirmPasswordReset, 400, {
            code: 'RESET_LINK_USED',
            message: 'This reset link has already been used. Please ask for a new one.',
          }),
    );
    const { user } = renderPage(<ResetPasswordPage />, { url: '/reset-password?token=some-token' });
    expect((await screen.findByText('a•••e@example.com')).parentElement?.textContent).toBe(
      'A new password for a•••e@example.com.',
    );
    await user.type(newPassword()!, 'a-new-secret');
    await user.type(confirmPassword()!, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    await screen.findByText('Password must be at least 6 characters');
    expect(descriptionOf(newPassword()!)).toBe('Password must be at least 6 characters');
    expect(document.activeElement).toBe(newPassword());
    expect(confirm.lastBody()).toEqual({ token: 'some-token', newPassword: 'a-new-secret' });

    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    const heading = await refusedHeading();
    expect(screen.getByText('This reset link has already been used. Please ask for a new one.')).toBeTruthy();
    expect(document.activeElement).toBe(heading);
    expect(newPassword()).toBeNull();
    expect(screen.getByRole('link', { name: 'Ask for a New Link' })).toBeTruthy();
  });

  it('the two passwords must match before anything is sent; a new password set says so and leads to sign in', async () => {
    answer(checkPasswordReset, { email: 'a•••e@example.com' });
    const confirm = answer(confirmPasswordReset, { message: 'ok' });
    const { user } = renderPage(<ResetPasswordPage />, { url: '/reset-password?token=some-token' });
    await user.type(await screen.findByLabelText('New password', { exact: true }), 'a-new-secret');
    await user.type(confirmPassword()!, 'a-new-secreX');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    await screen.findByText('Passwords do not match');
    expect(descriptionOf(confirmPassword()!)).toBe('Passwords do not match');
    expect(confirm.calls).toHaveLength(0);

    await user.clear(confirmPassword()!);
    await user.type(confirmPassword()!, 'a-new-secret');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    const done = await screen.findByRole('heading', { level: 2, name: 'Password changed' });
    expect(document.activeElement).toBe(done);
    expect(screen.getByText('Your password has been changed. Please sign in with your new password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login');
  });
});
