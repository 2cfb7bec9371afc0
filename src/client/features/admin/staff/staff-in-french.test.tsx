import { french } from '#tests/component/french';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StaffMember } from '@/domain/accounts/staff';
import { listStaff } from '@/domain/api/staff';
import { I18nProvider } from '@/client/lib/i18n';
import { answer } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, renderPage } from '#tests/component/render';
import { StaffPanel } from './staff-panel';

/** The Staff tab in French (issue #46): its words, the roles' names and descriptions, the link's end as French writes it. */

const me: StaffMember = {
  id: 1,
  email: 'admin@maison-lumiere.test',
  role: 'owner',
  status: 'active',
  fullName: 'Admin',
  twoFactorEnabled: true,
  inviteExpiresAt: null,
  createdAt: '2026-01-01T09:00:00.000Z',
};
const paul: StaffMember = {
  ...me,
  id: 3,
  email: 'paul@example.com',
  role: 'catalogue',
  status: 'invited',
  fullName: null,
  twoFactorEnabled: false,
  inviteExpiresAt: '2099-01-01T09:00:00.000Z',
};

describe('the Staff tab in French', () => {
  it('lists the staff with French words, roles and dates', async () => {
    answer(listStaff, [me, paul]);
    renderPage(
      <I18nProvider translator={french()}>
        <StaffPanel />
      </I18nProvider>,
      { url: '/admin?tab=staff', user: owner() },
    );
    const table = await screen.findByRole('table', { name: 'Équipe, propriétaires en premier' });
    expect(within(table).getByText('Rôle', { selector: 'th' })).toBeTruthy();
    const self = screen.getByText('admin@maison-lumiere.test').closest('tr')!;
    expect(self.textContent).toContain('Admin (vous)');
    expect(self.textContent).toContain('Propriétaire');
    const row = screen.getByText('paul@example.com').closest('tr')!;
    expect(row.textContent).toContain('Pas encore inscrit');
    expect(row.textContent).toMatch(/Invité.*Lien valable jusqu’au .*2099/);
    const role = screen.getByRole('combobox', { name: 'Rôle de paul@example.com' });
    expect(within(role).getByRole('option', { name: 'Service client' })).toBeTruthy();
    expect(descriptionOf(role)).toBe('Les parfums, les ingrédients, les formats, les images et le stock');
    expect(within(row).getByRole('button', { name: 'Renvoyer à paul@example.com' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer l’invitation' })).toBeTruthy();
  });
});
