import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { updateProfile } from '@/domain/api/auth';
import { answer } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { fill, findToast, renderPage } from '#tests/component/render';
import { ProfileForm } from './profile-form';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('the account’s profile form', () => {
  it('a phone number that is not one is refused before any call, at its field', async () => {
    const sent = answer(updateProfile, ({ body }) => ({ ...customer(), ...body }) as ReturnType<typeof customer>);
    const u = customer();
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    await fill(user, field('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const phone = await screen.findByRole('textbox', {
      name: 'Phone',
      description: 'Please enter a valid phone number',
    });
    expect(document.activeElement).toBe(phone);
    expect(sent.calls).toHaveLength(0);
  });

  it('sends the details and says they were saved; the server’s field errors land under their fields', async () => {
    const u = customer();
    let calls = 0;
    const sent = answer(updateProfile, ({ body }) =>
      ++calls === 1 ? { ...u, fullName: body.fullName, phone: body.phone ?? null, city: body.city ?? null } : u,
    );
    answer(
      updateProfile,
      400,
      {
        code: 'VALIDATION',
        message: 'City is too long',
        errors: [{ path: 'city', message: 'City is too long' }],
      },
      { once: true },
    );
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    await fill(user, field('Full name'), 'Ada King');
    await fill(user, field('Phone'), '+44 20 7946 0000');
    await fill(user, field('City'), 'London');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const city = await screen.findByRole('textbox', { name: 'City', description: 'City is too long' });
    expect(document.activeElement).toBe(city);

    // The button says "Updating..." until the refused submission has settled, which may be a render after the error.
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).toMatchObject({ fullName: 'Ada King', phone: '+44 20 7946 0000', city: 'London' });
  });

  it('asks a state where the country typed uses one, keeps a second line, and checks the postal code against the country', async () => {
    const sent = answer(updateProfile, ({ body }) => ({ ...customer(), ...body }) as ReturnType<typeof customer>);
    const u = customer();
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    expect(screen.queryByRole('textbox', { name: 'State' })).toBeNull();
    await fill(user, field('Country'), 'United States');
    await fill(user, field('Address'), '500 Congress Ave');
    await fill(user, field('Apartment, suite, etc.'), 'Suite 200');
    await fill(user, field('City'), 'Austin');
    await fill(user, field('State'), 'Texas');
    await fill(user, field('Postal code'), 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(
      await screen.findByRole('textbox', {
        name: 'Postal code',
        description: 'Enter a valid ZIP code for United States',
      }),
    ).toBeDefined();
    expect(sent.calls).toHaveLength(0);

    await fill(user, field('Postal code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).toMatchObject({ address2: 'Suite 200', region: 'TX', postalCode: '78701' });

    await fill(user, field('Country'), 'France');
    expect(screen.queryByRole('textbox', { name: 'State' })).toBeNull();
  });

  it('lists the shop’s languages by their own names, starts at the account’s, and sends the one chosen', async () => {
    const sent = answer(updateProfile, ({ body }) => ({ ...customer(), ...body }) as ReturnType<typeof customer>);
    const u = customer({ locale: 'en' });
    const { user } = renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveProperty('value', 'en');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Français']);
    await user.selectOptions(language, 'Français');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await findToast('Profile updated', 'Your details have been saved.');
    expect(sent.lastBody()).toMatchObject({ fullName: 'Ada Lovelace', locale: 'fr' });
  });

  it('an account without a language yet shows the default one', () => {
    const u = customer();
    renderPage(<ProfileForm user={u} />, { url: '/account', user: u });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
  });
});
