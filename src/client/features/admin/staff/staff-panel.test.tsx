import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { StaffMember } from '@/domain/accounts/staff';
import { inviteStaff, listStaff, removeStaff, updateStaff } from '@/domain/api/staff';
import { answer, hold } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { StaffPanel } from './staff-panel';

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
const claire: StaffMember = {
  ...me,
  id: 2,
  email: 'claire@maison-lumiere.test',
  role: 'support',
  fullName: 'Claire Dubois',
  twoFactorEnabled: false,
};
const invited: StaffMember = {
  ...me,
  id: 3,
  email: 'paul@example.com',
  role: 'catalogue',
  status: 'invited',
  fullName: null,
  twoFactorEnabled: false,
  inviteExpiresAt: '2099-01-01T09:00:00.000Z',
};

/** The staff as the server holds them, read afresh after each change. */
function renderStaff(staff: () => StaffMember[] = () => [me, claire, invited]) {
  answer(listStaff, () => staff());
  return renderPage(<StaffPanel />, { url: '/admin?tab=staff', user: owner() });
}
const list = () => screen.findByRole('table', { name: 'Staff, owners first' });
const rowOf = (email: string) => screen.getByText(email).closest('tr')!;
const inviteForm = () => screen.getByRole('form', { name: 'Invite someone to the staff' });

describe('the back office’s staff', () => {
  it('lists the staff: oneself without a role select or actions, an invitation with its link’s end', async () => {
    renderStaff();
    await list();
    const self = rowOf('admin@maison-lumiere.test');
    expect(self.textContent).toContain('Admin (you)');
    expect(within(self).queryByRole('combobox')).toBeNull();
    expect(within(self).queryByRole('button')).toBeNull();
    const role = screen.getByRole('combobox', { name: 'Role of claire@maison-lumiere.test' });
    expect(role).toHaveProperty('value', 'support');
    expect(descriptionOf(role)).toBe('Customers, orders, reviews, returns and mail; refunds stay with an owner');
    const paul = rowOf('paul@example.com');
    expect(paul.textContent).toContain('Not joined yet');
    expect(paul.textContent).toMatch(/Invited.*Link works until/);
    expect(within(paul).getByRole('button', { name: 'Send again to paul@example.com' })).toBeTruthy();
  });

  it('changes a role at once: the select shows it while it goes, then the toast and the body sent', async () => {
    const gate = hold();
    const sent = answer(updateStaff, async ({ body }) => {
      await gate.opened;
      return { ...claire, role: body.role ?? claire.role };
    });
    const { user } = renderStaff();
    await list();
    const role = screen.getByRole('combobox', { name: 'Role of claire@maison-lumiere.test' });
    await user.selectOptions(role, 'fulfilment');
    expect(role).toHaveProperty('value', 'fulfilment');
    expect(role.getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('Role changed', 'Claire Dubois is now Fulfilment.');
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([['2', { role: 'fulfilment' }]]);
  });

  it('a refused role change says why in a toast, and the select shows the role kept', async () => {
    answer(updateStaff, 409, { code: 'LAST_OWNER', message: 'The shop keeps at least one active owner.' });
    const { user } = renderStaff();
    await list();
    const role = screen.getByRole('combobox', { name: 'Role of claire@maison-lumiere.test' });
    await user.selectOptions(role, 'owner');
    await findToast('The role was not changed', 'The shop keeps at least one active owner.');
    await waitFor(() => expect(role).toHaveProperty('value', 'support'));
  });

  it('removes a member only once confirmed: Keep them sends nothing; "Removing…", then the toast, and the row goes', async () => {
    const gate = hold();
    let removed = false;
    const sent = answer(removeStaff, async () => {
      await gate.opened;
      removed = true;
      return null;
    });
    const { user } = renderStaff(() => (removed ? [me, invited] : [me, claire, invited]));
    await list();
    await user.click(screen.getByRole('button', { name: 'Remove Claire Dubois' }));
    let ask = await screen.findByRole('alertdialog', { name: 'Remove Claire Dubois from the staff?' });
    expect(ask.textContent).toContain('They are signed out at once and can no longer open the back office.');
    await user.click(within(ask).getByRole('button', { name: 'Keep them' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Claire Dubois' }));
    ask = await screen.findByRole('alertdialog', { name: 'Remove Claire Dubois from the staff?' });
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));
    expect(within(ask).getByRole('button', { name: 'Removing…' }).getAttribute('aria-busy')).toBe('true');
    expect(within(ask).getByRole('button', { name: 'Keep them' })).toHaveProperty('disabled', true);
    gate.open();
    await findToast('Removed from the staff', 'Claire Dubois is now a customer.');
    expect(sent.calls.map((c) => c.params.id)).toEqual(['2']);
    await waitFor(() => expect(screen.queryByText('claire@maison-lumiere.test')).toBeNull());
  });

  it('withdrawing an invitation asks first too; a refusal is said in the dialog, which stays open', async () => {
    answer(removeStaff, 404, { code: 'STAFF_NOT_FOUND', message: 'This invitation is no longer there.' });
    const { user } = renderStaff();
    await list();
    await user.click(screen.getByRole('button', { name: 'Withdraw the invitation of paul@example.com' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Withdraw the invitation of paul@example.com?' });
    await user.click(within(ask).getByRole('button', { name: 'Withdraw' }));
    expect((await within(ask).findByRole('alert')).textContent).toBe('This invitation is no longer there.');
    expect(screen.getByRole('alertdialog')).toBe(ask);
  });

  it('an invitation needs a valid address, sends nothing until then, then says where it went', async () => {
    const gate = hold();
    const sent = answer(inviteStaff, async ({ body }) => {
      await gate.opened;
      return { ...invited, id: 4, email: body.email, role: body.role };
    });
    const { user } = renderStaff();
    await list();
    const form = inviteForm();
    const email = within(form).getByRole('textbox', { name: 'E-mail address' });
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(email)).toBe('Invalid email address');
    await fill(user, email, 'not-an-address');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(email)).toBe('Invalid email address'));
    expect(sent.calls).toHaveLength(0);

    const role = within(form).getByRole('combobox', { name: 'Role' });
    await user.selectOptions(role, 'fulfilment');
    expect(descriptionOf(role)).toBe('Orders, shipping, packing slips, returns and the atelier');
    await fill(user, email, 'lea@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByRole('button', { name: 'Sending…' })).toHaveProperty('disabled', true);
    gate.open();
    expect((await within(form).findByText('Invitation sent to lea@example.com.')).getAttribute('role')).toBe('status');
    expect(sent.lastBody()).toEqual({ email: 'lea@example.com', role: 'fulfilment' });
    expect(email).toHaveProperty('value', '');
  });

  it('an address already on the staff is said under the address', async () => {
    answer(inviteStaff, 409, { code: 'STAFF_EXISTS', message: 'This address is already on the staff.' });
    const { user } = renderStaff();
    await list();
    const email = within(inviteForm()).getByRole('textbox', { name: 'E-mail address' });
    await fill(user, email, 'claire@maison-lumiere.test');
    await user.click(within(inviteForm()).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(email)).toBe('This address is already on the staff.'));
    expect(email.getAttribute('aria-invalid')).toBe('true');
  });
});
