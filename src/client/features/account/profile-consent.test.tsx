import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { updateProfile } from '@/domain/api/auth';
import type { User } from '@/domain/accounts/schemas';
import { answer } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { ProfileForm } from './profile-form';

/** The account's box "E-mail me about new perfumes and offers" (DESIGN §1 "Abandoned carts and consent"). */

const box = () => screen.getByRole('checkbox', { name: 'E-mail me about new perfumes and offers' });
const save = () => screen.getByRole('button', { name: 'Update Profile' });

describe('the profile’s consent box', () => {
  it('shows the consent as it is, and sends it once changed', async () => {
    const sent = answer(updateProfile, ({ body }) => ({ ...customer(), ...body }) as User);
    const u: User = { ...customer(), marketingConsent: true };
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    expect(box()).toHaveProperty('checked', true);
    await user.click(box());
    await user.click(save());
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).toMatchObject({ marketingConsent: false });
  });

  it('starts unticked without consent, and a profile saved without touching it says nothing of it', async () => {
    const sent = answer(updateProfile, ({ body }) => ({ ...customer(), ...body }) as User);
    const u: User = { ...customer(), marketingConsent: false };
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    expect(box()).toHaveProperty('checked', false);
    await user.click(save());
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).not.toHaveProperty('marketingConsent');

    await user.click(box());
    await user.click(save());
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).toMatchObject({ marketingConsent: true });
  });
});
