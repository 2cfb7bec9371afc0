import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { changePassword } from '@/domain/api/auth';
import { answer, fail, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { PasswordForm } from './password-form';

const current = () => screen.getByLabelText('Current password', { exact: true });
const next = () => screen.getByLabelText('New password', { exact: true });
const confirm = () => screen.getByLabelText('Confirm new password', { exact: true });
const submit = () => screen.getByRole('button', { name: /^(Update Password|Updating\.\.\.)$/ });

describe('the account’s Change Password form', () => {
  it('asks for all three, each with its own eye, and stays disabled until they are there and match', async () => {
    const sent = answer(changePassword, { message: 'ok' });
    const { user } = renderPage(<PasswordForm />, { url: '/account?tab=settings', user: customer() });
    expect(submit()).toHaveProperty('disabled', true);
    for (const field of [current(), next(), confirm()]) expect(field.hasAttribute('required')).toBe(true);

    const eye = screen.getByRole('button', { name: 'Show current password' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    await user.click(eye);
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    expect(current().getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Show new password' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show confirm new password' })).toBeTruthy();

    await fill(user, current(), 'lovelace-1815');
    await fill(user, next(), 'a-new-secret');
    await fill(user, confirm(), 'a-new-secrex');
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(descriptionOf(confirm())).toBe('Passwords do not match');
    expect(submit()).toHaveProperty('disabled', true);
    expect(sent.calls).toHaveLength(0);
  });

  it('a wrong current password is said in a toast and under its field; the right one updates and empties the form', async () => {
    let calls = 0;
    const gate = hold();
    const sent = answer(changePassword, async () => {
      if (++calls === 1)
        return fail(changePassword, 400, { code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' });
      await gate.opened;
      return { message: 'ok' };
    });
    const { user } = renderPage(<PasswordForm />, { url: '/account?tab=settings', user: customer() });
    await fill(user, current(), 'not-my-password');
    await fill(user, next(), 'a-new-secret');
    await fill(user, confirm(), 'a-new-secret');
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await user.click(submit());
    await findToast('Failed to update password', 'Current password is incorrect');
    expect(descriptionOf(current())).toBe('Current password is incorrect');
    expect(document.activeElement).toBe(current());

    await fill(user, current(), 'lovelace-1815');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Updating...' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Password updated', 'Use your new password the next time you sign in.');
    for (const field of [current(), next(), confirm()]) expect(field).toHaveProperty('value', '');
    await waitFor(() => expect(submit()).toHaveProperty('disabled', true));
    expect(sent.lastBody()).toEqual({ currentPassword: 'lovelace-1815', newPassword: 'a-new-secret' });
  });
});
