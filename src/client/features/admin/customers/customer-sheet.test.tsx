import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addCustomerNote, getAdminCustomer, getAdminGuestCustomer, listAdminCustomers } from '@/domain/api/customers';
import type { CustomerPage, CustomerRow, GuestCustomerPage, Note } from '@/domain/customers/schemas';
import { answer, hold } from '#tests/component/api';
import { customer, owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { useSheetParam } from '../shared/use-sheet-param';
import { CustomerSheet } from './customer-sheet';
import { CustomersPanel } from './customers-panel';
import { GuestSheet } from './guest-sheet';

const euro = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' }).format(major);

const page = (notes: Note[] = [], changes: Partial<CustomerPage> = {}): CustomerPage => ({
  profile: customer({ phone: '+33 6 12 34 56 78', city: 'Paris', postalCode: '75003', country: 'FR' }),
  orders: {
    recent: [
      {
        id: 12,
        createdAt: '2026-03-02T10:00:00.000Z',
        status: 'completed',
        paymentStatus: 'paid',
        total: 531,
        refunded: 0,
        currency: 'EUR',
        items: 3,
      },
    ],
    count: 4,
  },
  spend: [{ currency: 'EUR', lifetime: 1200, average: 300, paidOrders: 4 }],
  creations: 2,
  wishlist: 5,
  returns: [{ id: 5, orderId: 12, status: 'requested', createdAt: '2026-03-05T09:00:00.000Z' }],
  contact: {
    phone: { value: '+33 6 12 34 56 78', from: 'profile' },
    address: { lines: ['4 Rue des Archives', '75003 Paris', 'France'], from: 'order' },
  },
  notes,
  ...changes,
});
const note = (id: number, body: string): Note => ({
  id,
  body,
  author: 'Admin',
  createdAt: '2026-03-06T09:00:00.000Z',
});

function Sheet() {
  return <CustomerSheet sheet={useSheetParam('customer')} />;
}
const renderSheet = (url = '/admin?tab=customers&customer=7') =>
  renderPage(<Sheet />, { url, path: '/admin', user: owner() });
const sheet = () => screen.findByRole('dialog', { name: 'Ada Lovelace' });

describe('the back office’s customer sheet', () => {
  it('shows the account, its figures, its recent orders, returns and the notes', async () => {
    answer(getAdminCustomer, page([note(1, 'Prefers to be called in the morning.')]));
    renderSheet();
    const shown = await sheet();
    expect(shown.textContent).toContain('Customer #7');
    expect(within(shown).getByRole('link', { name: 'ada@example.com' }).getAttribute('href')).toBe(
      'mailto:ada@example.com',
    );
    expect(shown.textContent).toContain(euro(1200));
    expect(shown.textContent).toContain('2 creations');
    expect(shown.textContent).toContain('5 perfumes');
    // The profile's phone; the address from the latest order, said so.
    expect(within(shown).getByRole('link', { name: '+33 6 12 34 56 78' }).getAttribute('href')).toBe(
      'tel:+33612345678',
    );
    expect(shown.textContent).toContain('4 Rue des Archives75003 ParisFranceFrom the latest order');
    expect(shown.textContent).toContain('Lifetime spend (paid, less refunds)');
    const orders = within(shown).getByRole('list', { name: 'Orders of Ada Lovelace, newest first' });
    expect(within(orders).getByRole('link', { name: 'Order #12' }).getAttribute('href')).toBe(
      '/admin?tab=orders&order=12',
    );
    expect(within(shown).getByRole('link', { name: 'All 4 orders in the Orders tab' }).getAttribute('href')).toBe(
      '/admin?tab=orders&customer=7',
    );
    expect(shown.textContent).toContain('Return #5 of order #12');
    const notes = within(shown).getByRole('list', { name: 'Notes about Ada Lovelace, newest first' });
    expect(notes.textContent).toContain('Prefers to be called in the morning.');
  });

  it('shows the spend in each currency paid in, never added together', async () => {
    answer(
      getAdminCustomer,
      page([], {
        spend: [
          { currency: 'EUR', lifetime: 1200, average: 300, paidOrders: 4 },
          { currency: 'GBP', lifetime: 80, average: 80, paidOrders: 1 },
        ],
      }),
    );
    renderSheet();
    const shown = await sheet();
    expect(shown.textContent).toContain(euro(1200));
    expect(shown.textContent).toContain('£80.00');
    expect(shown.textContent).not.toContain(euro(1280));
  });

  it('a new customer has no order, no return and no note yet', async () => {
    answer(getAdminCustomer, page([], { orders: { recent: [], count: 0 }, returns: [] }));
    renderSheet();
    const shown = await sheet();
    expect(within(shown).getByText('No order yet.')).toBeTruthy();
    expect(within(shown).getByText('No return asked.')).toBeTruthy();
    expect(within(shown).getByText('No notes yet.')).toBeTruthy();
    expect(within(shown).queryByRole('link', { name: /orders in the Orders tab/ })).toBeNull();
  });

  it('adds a note: an empty one is refused first; "Adding…" meanwhile, then the toast and the note listed', async () => {
    let notes: Note[] = [];
    answer(getAdminCustomer, () => page(notes));
    const gate = hold();
    const sent = answer(addCustomerNote, async ({ body }) => {
      await gate.opened;
      notes = [note(2, body.body)];
      return notes[0]!;
    });
    const { user } = renderSheet();
    const shown = await sheet();
    const form = within(shown).getByRole('form', { name: 'Add a note about Ada Lovelace' });
    const text = within(form).getByRole('textbox', { name: 'New note' });
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(text.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(text)).toBe('Plain text, at most 2,000 characters Write the note');
    expect(sent.calls).toHaveLength(0);

    await fill(user, text, 'Asked for a gift wrap on every order.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect(within(form).getByRole('button', { name: 'Adding…' }).getAttribute('aria-disabled')).toBe('true');
    gate.open();
    await findToast('Note added', 'Saved on Ada Lovelace.');
    expect(sent.calls.map((c) => [c.params.id, c.body])).toEqual([
      ['7', { body: 'Asked for a gift wrap on every order.' }],
    ]);
    expect(text).toHaveProperty('value', '');
    const list = await within(shown).findByRole('list', { name: 'Notes about Ada Lovelace, newest first' });
    expect(list.textContent).toContain('Asked for a gift wrap on every order.');
  });

  it('a refused note says so under the form, and keeps what was written', async () => {
    answer(getAdminCustomer, page());
    answer(addCustomerNote, 404, { code: 'CUSTOMER_NOT_FOUND', message: 'This account is no longer there.' });
    const { user } = renderSheet();
    const shown = await sheet();
    const form = within(shown).getByRole('form', { name: 'Add a note about Ada Lovelace' });
    await fill(user, within(form).getByRole('textbox', { name: 'New note' }), 'Called back.');
    await user.click(within(form).getByRole('button', { name: 'Add note' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('This account is no longer there.');
    expect(within(form).getByRole('textbox', { name: 'New note' })).toHaveProperty('value', 'Called back.');
  });

  it('an account that is not there says so; Close customer drops it from the address', async () => {
    answer(getAdminCustomer, 404, { code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });
    const { user, location } = renderSheet('/admin?tab=customers&customer=99');
    const missing = await screen.findByRole('dialog', { name: 'Customer #99' });
    expect(await within(missing).findByText('There is no account with this number.')).toBeTruthy();
    await user.click(within(missing).getByRole('button', { name: 'Close customer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).toBe('/admin?tab=customers');
  });
});

const guestPage: GuestCustomerPage = {
  guest: {
    id: 31,
    email: 'gwen@guests.example',
    fullName: 'Gwen Guest',
    firstOrderAt: '2026-02-01T10:00:00.000Z',
    lastOrderAt: '2026-03-02T10:00:00.000Z',
  },
  orders: {
    recent: [
      {
        id: 40,
        createdAt: '2026-03-02T10:00:00.000Z',
        status: 'shipped',
        paymentStatus: 'paid',
        total: 145,
        refunded: 0,
        currency: 'EUR',
        items: 1,
      },
    ],
    count: 2,
  },
  spend: [{ currency: 'EUR', lifetime: 290, average: 145, paidOrders: 2 }],
  returns: [],
  contact: {
    phone: { value: '+33 1 23 45 67 89', from: 'order' },
    address: { lines: ['3 Quai Voltaire', '69002 Lyon', 'France'], from: 'order' },
  },
};

const row = (changes: Partial<CustomerRow>): CustomerRow => ({
  kind: 'account',
  id: 7,
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  username: 'ada',
  createdAt: '2026-01-05T10:00:00.000Z',
  phone: null,
  city: 'Paris',
  country: 'France',
  isActive: true,
  subscriptionStatus: 'inactive',
  orders: null,
  spent: null,
  ...changes,
});

describe('the customers list and a guest buyer’s sheet (issue #43)', () => {
  it('lists accounts and guests; a guest’s row shows her orders and what she paid, and opens her page', async () => {
    answer(listAdminCustomers, [
      row({
        kind: 'guest',
        id: 31,
        fullName: 'Gwen Guest',
        email: 'gwen@guests.example',
        username: null,
        isActive: null,
        subscriptionStatus: null,
        orders: 2,
        spent: [
          { currency: 'EUR', amount: 290 },
          { currency: 'GBP', amount: 45 },
        ],
      }),
      row({}),
    ]);
    answer(getAdminGuestCustomer, guestPage);
    const { user, location } = renderPage(<CustomersPanel />, {
      url: '/admin?tab=customers',
      path: '/admin',
      user: owner(),
    });
    const table = await screen.findByRole('table', { name: 'Customers, newest first' });
    const rows = within(table).getAllByRole('row');
    const gwen = rows.find((r) => r.textContent?.includes('gwen@guests.example'))!;
    expect(gwen.textContent).toContain('Guest');
    expect(gwen.textContent).toContain('No account');
    // One amount per currency paid in, never added together (issue #47).
    expect(gwen.textContent).toContain(`2 orders · ${euro(290)} · £45.00 paid`);
    expect(
      within(gwen)
        .getByRole('link', { name: /2 orders/ })
        .getAttribute('href'),
    ).toBe('/admin?tab=orders&q=gwen%40guests.example');
    const ada = rows.find((r) => r.textContent?.includes('ada@example.com'))!;
    expect(ada.textContent).toContain('Active');
    expect(
      within(ada)
        .getByRole('link', { name: /^Orders/ })
        .getAttribute('href'),
    ).toBe('/admin?tab=orders&customer=7');

    await user.click(within(gwen).getAllByRole('link', { name: /open the guest's page/ })[0]!);
    const sheet = await screen.findByRole('dialog', { name: 'Gwen Guest' });
    expect(location()).toContain('guest=31');
    expect(sheet.textContent).toContain('Guest #31');
    expect(sheet.textContent).toContain('Guest: no account');
    expect(sheet.textContent).toContain(euro(290));
    expect(sheet.textContent).toContain('+33 1 23 45 67 89From the latest order');
    expect(sheet.textContent).toContain('3 Quai Voltaire69002 LyonFrance');
    expect(within(sheet).getByRole('link', { name: 'All 2 orders in the Orders tab' }).getAttribute('href')).toBe(
      '/admin?tab=orders&q=gwen%40guests.example',
    );
  });

  it('a guest number no longer there says so', async () => {
    answer(getAdminGuestCustomer, 404, { code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });
    function Guest() {
      return <GuestSheet sheet={useSheetParam('guest')} />;
    }
    renderPage(<Guest />, { url: '/admin?tab=customers&guest=99', path: '/admin', user: owner() });
    const missing = await screen.findByRole('dialog', { name: 'Guest #99' });
    expect(await within(missing).findByText(/No guest buyer has this number/)).toBeTruthy();
  });
});
