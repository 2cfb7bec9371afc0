import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { login, loginSecondFactor, register } from '@/domain/api/auth';
import { getWishlist } from '@/domain/api/wishlist';
import { answer, fail, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import LoginPage from './login-page';

const password = () => screen.getByLabelText('Password', { exact: true });

describe('the login page: signing in', () => {
  it('an empty form shows the messages under each field, focuses the first, and sends nothing', async () => {
    const sent = answer(login, customer());
    const { user } = renderPage(<LoginPage />, { url: '/login' });
    expect((await screen.findByRole('tab', { name: 'Login' })).getAttribute('aria-selected')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const email = await screen.findByRole('textbox', { name: 'Email', description: 'Invalid email address' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    // A password input has no role: its description is read through its aria-describedby.
    const describedBy = password().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy.split(' ').at(-1) ?? '')?.textContent).toBe(
      'Password must be at least 6 characters',
    );
    expect(sent.calls).toHaveLength(0);
  });

  it('the eye button reveals the password and says it is pressed', async () => {
    const { user } = renderPage(<LoginPage />, { url: '/login' });
    const eye = await screen.findByRole('button', { name: 'Show password' });
    await user.type(password(), 'secret-words');
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    expect(password().getAttribute('type')).toBe('password');
    await user.click(eye);
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    expect(password().getAttribute('type')).toBe('text');
  });

  it('a wrong password says "Login failed" with the server’s words, stays on /login and can be tried again', async () => {
    const sent = answer(login, 401, { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    const { user, location } = renderPage(<LoginPage />, { url: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(password(), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await findToast('Login failed', 'Invalid email or password');
    expect(location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveProperty('disabled', false);
    expect(sent.calls).toHaveLength(1);
  });

  it('while the password is checked the button reads "Signing in..." and is disabled; then the dashboard', async () => {
    const gate = hold();
    const sent = answer(login, async () => {
      await gate.opened;
      return customer();
    });
    answer(getWishlist, { perfumeIds: [] });
    const { user, location } = renderPage(<LoginPage />, { url: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(sent.lastBody()).toMatchObject({ email: 'ada@example.com', password: 'lovelace-1815' });
    expect(typeof sent.lastBody().guestId).toBe('string');
    gate.open();
    await findToast('Welcome back!');
    expect(location()).toBe('/dashboard');
  });

  it('an admin lands on /admin', async () => {
    answer(login, customer({ isAdmin: true, role: 'owner' }));
    answer(getWishlist, { perfumeIds: [] });
    const { user, location } = renderPage(<LoginPage />, { url: '/login' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@example.com');
    await user.type(password(), 'lumiere-admin');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findToast('Welcome back!');
    expect(location()).toBe('/admin');
  });

  it('a page that sent the shopper here (?next=) gets them back', async () => {
    answer(login, customer());
    answer(getWishlist, { perfumeIds: [] });
    const { user, location } = renderPage(<LoginPage />, { url: '/login?next=%2Fcheckout' });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await findToast('Welcome back!');
    expect(location()).toBe('/checkout');
  });
});

describe('the login page: registering', () => {
  it('the Register tab lives in the address, and its messages show under each field', async () => {
    const sent = answer(register, customer());
    const { user, location } = renderPage(<LoginPage />, { url: '/login' });
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    expect(location()).toBe('/login?tab=register');

    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ab');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      await screen.findByRole('textbox', { name: 'Full name', description: 'Full name is required' }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Username', description: 'Username must be at least 3 characters' }));
    expect(screen.getByRole('textbox', { name: 'Email', description: 'Invalid email address' })).toBeTruthy();
    expect(sent.calls).toHaveLength(0);
  });

  it('an e-mail already registered says "Registration failed" and stays on the Register tab', async () => {
    answer(register, 409, { code: 'EMAIL_TAKEN', message: 'An account with this email already exists' });
    const { user } = renderPage(<LoginPage />, { url: '/login?tab=register' });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada_x');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await findToast('Registration failed', 'An account with this email already exists');
    expect(screen.getByRole('tab', { name: 'Register' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });

  it('an account made leads to the Login tab with its e-mail filled in and the password focused', async () => {
    const gate = hold();
    const sent = answer(register, async () => {
      await gate.opened;
      return customer();
    });
    const { user, location } = renderPage(<LoginPage />, { url: '/login?tab=register' });
    await user.type(await screen.findByRole('textbox', { name: 'Full name' }), 'Ada Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ada');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await user.type(password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Account created!', 'Please log in with your new credentials');
    expect(sent.lastBody()).toMatchObject({ fullName: 'Ada Lovelace', username: 'ada', email: 'ada@example.com' });
    expect(location()).toBe('/login');
    expect(screen.getByRole('tab', { name: 'Login' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    expect(document.activeElement).toBe(password());
  });
});

describe('the login page: a second factor', () => {
  async function toCodeStep() {
    answer(login, { twoFactorRequired: true });
    answer(getWishlist, { perfumeIds: [] });
    const rendered = renderPage(<LoginPage />, { url: '/login' });
    const { user } = rendered;
    await fill(user, await screen.findByRole('textbox', { name: 'Email' }), 'ada@example.com');
    await fill(user, password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByRole('heading', { name: 'Two-step verification' });
    return rendered;
  }

  it('a right password asks for the code next, focused; a wrong code is said at its field', async () => {
    let calls = 0;
    const sent = answer(loginSecondFactor, () =>
      ++calls === 1
        ? fail(loginSecondFactor, 400, {
            code: 'TWO_FACTOR_CODE_INVALID',
            message: 'That code is not right. Please try again.',
          })
        : customer(),
    );
    const { user, location } = await toCodeStep();
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await waitFor(() => expect(document.activeElement).toBe(code));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code from your app')).toBeTruthy();
    expect(sent.calls).toHaveLength(0);

    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Authentication code',
        description: /That code is not right\. Please try again\./,
      }),
    ).toBe(code);

    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('Welcome back!');
    expect(location()).toBe('/dashboard');
    expect(sent.lastBody()).toEqual({ code: '123456' });
  });

  it('a sign-in that waited too long goes back to the password, the e-mail kept', async () => {
    answer(loginSecondFactor, 401, {
      code: 'TWO_FACTOR_CHALLENGE_EXPIRED',
      message: 'Your sign-in has expired. Please enter your password again.',
    });
    const { user } = await toCodeStep();
    await fill(user, screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await findToast('Login failed', 'Your sign-in has expired. Please enter your password again.');
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'ada@example.com');
    await waitFor(() => expect(document.activeElement).toBe(password()));
  });
});
