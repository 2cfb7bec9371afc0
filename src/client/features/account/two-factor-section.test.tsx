import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  disableTwoFactor,
  enableTwoFactor,
  getCurrentUser,
  renewRecoveryCodes,
  setUpTwoFactor,
} from '@/domain/api/auth';
import { answer, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { TwoFactorSection } from './two-factor-section';

const CODES = ['7hk2m-xq9pd', 'a1b2c-d3e4f', 'g5h6j-k7m8n', 'p9q1r-s2t3u', 'v4w5x-y6z7a'];
const status = () => screen.getByRole('region', { name: 'Two-step verification' });
const password = () => screen.getByLabelText('Your password', { exact: true });

describe('two-step verification in the account', () => {
  it('is set up with the password, then a first code, and shows the recovery codes once', async () => {
    const user0 = customer();
    let on = false;
    answer(getCurrentUser, () => ({ ...user0, twoFactorEnabled: on }));
    const setup = answer(setUpTwoFactor, {
      secret: 'JBSWY3DPEHPK3PXP',
      otpauthUrl: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP',
    });
    const gate = hold();
    const enable = answer(enableTwoFactor, async () => {
      await gate.opened;
      on = true;
      return { recoveryCodes: CODES };
    });
    const { user } = renderPage(<TwoFactorSection />, { url: '/account?tab=settings', user: user0 });
    expect((await screen.findByRole('region', { name: 'Two-step verification' })).textContent).toContain('Off');

    await user.click(within(status()).getByRole('button', { name: 'Set up' }));
    const confirm = await screen.findByRole('heading', { name: 'Confirm it is you' });
    expect(document.activeElement).toBe(confirm);
    // Nothing is asked of the server without the password.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(setup.calls).toHaveLength(0);

    await fill(user, password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { name: 'Set up with your authenticator app' });
    expect(document.activeElement).toBe(heading);
    expect(setup.lastBody()).toEqual({ password: 'lovelace-1815' });
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();

    // The code is checked before it is sent.
    const code = screen.getByRole('textbox', { name: 'Authentication code' });
    await fill(user, code, '12');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('The code from your app has six digits')).toBeTruthy();
    expect(enable.calls).toHaveLength(0);

    await fill(user, code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('button', { name: 'Turning on...' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast(
      'Two-step verification is on',
      'Your other devices were signed out: they will ask for a code at their next sign-in.',
    );
    expect(enable.lastBody()).toEqual({ password: 'lovelace-1815', code: '123456' });
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(screen.getByText('They are shown only this once.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(status().textContent).toContain('On'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'New recovery codes' }));
  });

  it('a wrong password goes under its field; Cancel goes back to the status', async () => {
    answer(setUpTwoFactor, 400, { code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' });
    const { user } = renderPage(<TwoFactorSection />, { url: '/account', user: customer() });
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await fill(user, password(), 'not-my-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('Current password is incorrect');
    expect(descriptionOf(password())).toBe('Current password is incorrect');
    expect(document.activeElement).toBe(password());

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(await screen.findByRole('button', { name: 'Set up' }));
  });

  it('a wrong first code goes under its field', async () => {
    answer(setUpTwoFactor, { secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' });
    answer(enableTwoFactor, 400, {
      code: 'TWO_FACTOR_CODE_INVALID',
      message: 'That code is not right. Please try again.',
    });
    const { user } = renderPage(<TwoFactorSection />, { url: '/account', user: customer() });
    await user.click(await screen.findByRole('button', { name: 'Set up' }));
    await fill(user, password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const code = await screen.findByRole('textbox', { name: 'Authentication code' });
    await fill(user, code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Authentication code',
        description: 'That code is not right. Please try again.',
      }),
    ).toBe(code);
    expect(document.activeElement).toBe(code);
  });

  it('new recovery codes ask for the password and a code (or a recovery code); the new ones are shown', async () => {
    const renew = answer(renewRecoveryCodes, { recoveryCodes: CODES });
    const { user } = renderPage(<TwoFactorSection />, { url: '/account', user: customer({ twoFactorEnabled: true }) });
    await user.click(await screen.findByRole('button', { name: 'New recovery codes' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'New recovery codes' }));
    await fill(user, password(), 'lovelace-1815');
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const recovery = await screen.findByRole('textbox', { name: 'Recovery code' });
    await waitFor(() => expect(document.activeElement).toBe(recovery));
    await fill(user, recovery, 'nope');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText('A recovery code has ten letters and digits, like 7hk2m-xq9pd')).toBeTruthy();
    expect(renew.calls).toHaveLength(0);

    await fill(user, recovery, '7hk2m-xq9pd');
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    await findToast('New recovery codes made', 'The old ones no longer work.');
    expect(renew.lastBody()).toEqual({ password: 'lovelace-1815', code: '7hk2m-xq9pd' });
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
  });

  it('turning it off asks for the password and a code, then says so', async () => {
    const u = customer({ twoFactorEnabled: true });
    let on = true;
    answer(getCurrentUser, () => ({ ...u, twoFactorEnabled: on }));
    const off = answer(disableTwoFactor, () => {
      on = false;
      return null;
    });
    const { user } = renderPage(<TwoFactorSection />, { url: '/account', user: u });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('heading', { name: 'Turn off two-step verification' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Please enter your password')).toBeTruthy();
    expect(screen.getByText('Please enter the code from your app')).toBeTruthy();
    expect(off.calls).toHaveLength(0);

    await fill(user, password(), 'lovelace-1815');
    await fill(user, screen.getByRole('textbox', { name: 'Authentication code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await findToast('Two-step verification is off');
    await waitFor(() => expect(status().textContent).toContain('Off'));
    expect(screen.getByRole('button', { name: 'Set up' })).toBeTruthy();
  });
});
