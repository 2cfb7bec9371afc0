import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { acceptInvitation, getInvitation } from '@/domain/api/staff';
import { getWishlist } from '@/domain/api/wishlist';
import { currentUserQuery } from '@/client/lib/use-auth';
import { answer, fail, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { descriptionOf, fill, renderPage } from '#tests/component/render';
import StaffAcceptPage from './staff-accept-page';

const INVITATION = { email: 'iris@maison-lumiere.test', role: 'catalogue' as const };
const member = customer({
  id: 12,
  email: INVITATION.email,
  fullName: 'Iris Lemaire',
  isAdmin: true,
  role: 'catalogue',
});
const field = (label: string) => screen.getByLabelText(label, { exact: true });
const submit = () => screen.getByRole('button', { name: /^(Join the Team|Joining\.\.\.)$/ });
const refused = () => screen.findByRole('heading', { level: 2, name: 'This link cannot be used' });
const renderAccept = (url = '/staff/accept?token=inv-123') => renderPage(<StaffAcceptPage />, { url });

async function fillIn(user: ReturnType<typeof renderAccept>['user']) {
  await fill(user, await screen.findByLabelText('Full name', { exact: true }), 'Iris Lemaire');
  await fill(user, field('New password'), 'violet-leaf-42');
  await fill(user, field('Confirm new password'), 'violet-leaf-42');
}

describe('the staff invitation page', () => {
  it('without a token says the link is not valid at once, asks nothing, and leads back to the shop', async () => {
    const check = answer(getInvitation, INVITATION);
    renderAccept('/staff/accept');
    expect(document.title).toBe('Join the Team · Maison Lumière');
    await refused();
    expect(screen.getByText('This invitation link is not valid. Please ask for a new one.')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('link', { name: 'Back to the Shop' }).getAttribute('href')).toBe('/');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(check.calls).toHaveLength(0);
  });

  it('checks the link first, then names the role and the address the invitation went to', async () => {
    const gate = hold();
    const check = answer(getInvitation, async () => {
      await gate.opened;
      return INVITATION;
    });
    renderAccept();
    expect((await screen.findByRole('status')).textContent).toBe('Checking your invitation…');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    gate.open();
    const email = await screen.findByLabelText('E-mail address', { exact: true });
    expect(screen.getByText('Catalogue').tagName).toBe('STRONG');
    expect(screen.getByText(/You are invited to the Maison Lumière back office as/).textContent).toBe(
      'You are invited to the Maison Lumière back office as Catalogue: perfumes, ingredients, sizes, images and stock.',
    );
    expect(email).toHaveProperty('value', INVITATION.email);
    expect(email).toHaveProperty('readOnly', true);
    expect(descriptionOf(email)).toBe('Your sign-in for the catalogue role.');
    expect(descriptionOf(field('New password'))).toBe('At least 6 characters.');
    expect(check.calls[0]?.query).toEqual({ token: 'inv-123' });
  });

  it('an expired link says so, and leads back to the shop', async () => {
    answer(getInvitation, 400, {
      code: 'INVITATION_EXPIRED',
      message: 'This invitation has expired. Please ask the owner for a new one.',
    });
    renderAccept();
    await refused();
    expect(screen.getByText('This invitation has expired. Please ask the owner for a new one.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the Shop' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('a used link leads to sign in', async () => {
    answer(getInvitation, 400, { code: 'INVITATION_USED', message: 'This invitation has already been used.' });
    const { user, location } = renderAccept();
    await refused();
    expect(screen.getByText('This invitation has already been used. Please sign in.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(location()).toBe('/login');
  });

  it('a check that fails says so and can be tried again', async () => {
    let calls = 0;
    answer(getInvitation, () =>
      ++calls === 1 ? fail(getInvitation, 500, { code: 'INTERNAL', message: 'Internal Server Error' }) : INVITATION,
    );
    const { user } = renderAccept();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not reach the Maison just now. Please try again in a moment.');
    expect(screen.queryByLabelText('Full name')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByLabelText('Full name', { exact: true })).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('sends nothing without a name and a password given twice alike', async () => {
    answer(getInvitation, INVITATION);
    const accept = answer(acceptInvitation, member);
    const { user } = renderAccept();
    await screen.findByLabelText('Full name', { exact: true });
    await user.click(submit());
    await waitFor(() => expect(descriptionOf(field('Full name'))).toBe('Full name is required'));
    expect(document.activeElement).toBe(field('Full name'));
    expect(descriptionOf(field('New password'))).toBe('Password must be at least 6 characters');

    await fill(user, field('Full name'), 'Iris Lemaire');
    await fill(user, field('New password'), 'violet-leaf-42');
    await fill(user, field('Confirm new password'), 'violet-leaf-43');
    await user.click(submit());
    await waitFor(() => expect(descriptionOf(field('Confirm new password'))).toBe('Passwords do not match'));
    expect(descriptionOf(field('Full name'))).toBe('');
    expect(accept.calls).toHaveLength(0);
  });

  it('joins: the button waits, the token, name and password go, and the back office opens', async () => {
    answer(getInvitation, INVITATION);
    const gate = hold();
    const accept = answer(acceptInvitation, async () => {
      await gate.opened;
      return member;
    });
    // Signed in: the account's wishlist is read.
    answer(getWishlist, { perfumeIds: [] });
    const { user, location, queryClient } = renderAccept();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(submit().textContent).toBe('Joining...'));
    expect(submit()).toHaveProperty('disabled', true);
    gate.open();
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toEqual(member);
    expect(accept.lastBody()).toEqual({ token: 'inv-123', fullName: 'Iris Lemaire', password: 'violet-leaf-42' });
  });

  it('an account with a second factor is told to sign in with its code, and is not signed in here', async () => {
    answer(getInvitation, INVITATION);
    answer(acceptInvitation, { ...member, twoFactorEnabled: true });
    const { user, location, queryClient } = renderAccept();
    await fillIn(user);
    await user.click(submit());
    const heading = await screen.findByRole('heading', { level: 2, name: 'Welcome to the team' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText(/sign in with your new password and the code from your authenticator app/)).toBeTruthy();
    expect(location()).toBe('/staff/accept?token=inv-123');
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Sign In' }));
    expect(location()).toBe('/login');
  });

  it('the server’s refusals: a password under its field, too many tries in its words, a link gone bad in place of the form', async () => {
    answer(getInvitation, INVITATION);
    const replies = [
      fail(acceptInvitation, 400, {
        code: 'VALIDATION',
        message: 'Password is too common',
        errors: [{ path: 'password', message: 'Password is too common' }],
      }),
      fail(acceptInvitation, 429, { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a minute.' }),
      fail(acceptInvitation, 400, {
        code: 'INVITATION_EXPIRED',
        message: 'This invitation has expired. Please ask the owner for a new one.',
      }),
    ];
    const accept = answer(acceptInvitation, () => replies.shift()!);
    const { user } = renderAccept();
    await fillIn(user);
    await user.click(submit());
    await waitFor(() => expect(descriptionOf(field('New password'))).toBe('Password is too common'));
    expect(document.activeElement).toBe(field('New password'));

    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Please wait a minute.'));

    await user.click(submit());
    const heading = await refused();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('This invitation has expired. Please ask the owner for a new one.')).toBeTruthy();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(accept.calls).toHaveLength(3);
  });
});
