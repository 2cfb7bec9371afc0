import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { deleteAccount, exportAccount } from '@/domain/api/auth';
import type { Answer } from '@/domain/api/endpoint';
import type { User } from '@/domain/accounts/schemas';
import { currentUserQuery } from '@/client/lib/use-auth';
import { answer, fail, hold } from '#tests/component/api';
import { customer } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage } from '#tests/component/render';
import { PrivacySection } from './privacy-section';

const EXPORT: Answer<typeof exportAccount> = {
  exportedAt: '2026-05-01T09:30:00.000Z',
  profile: { email: 'ada@example.com', fullName: 'Ada Lovelace' },
  sessions: [],
  twoFactor: { enabled: false, recoveryCodesLeft: 0 },
  staff: null,
  orders: [],
  returns: [],
  creations: [],
  wishlist: [],
  drafts: [],
  cart: [],
  reviews: [],
  stockNotifications: [],
  marketing: { consent: false, history: [] },
  mails: [],
};

const renderPrivacy = (user: User = customer()) =>
  renderPage(<PrivacySection user={user} />, { url: '/account?tab=privacy', user });
const dialog = () => screen.getByRole('alertdialog', { name: 'Delete your account?' });
const password = () => within(dialog()).getByLabelText('Your password', { exact: true });
const confirmDelete = () => within(dialog()).getByRole('button', { name: /^(Delete my account|Deleting\.\.\.)$/ });

async function openDelete(user: ReturnType<typeof renderPrivacy>['user']) {
  const section = screen.getByRole('region', { name: 'Delete my account' });
  await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
  return screen.findByRole('alertdialog', { name: 'Delete your account?' });
}

/** The file the browser is handed: its name and its text (the object URL and the link's click, caught). */
function catchDownload() {
  const files: { name: string; blob: Blob }[] = [];
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (blob && this.href === 'blob:export') files.push({ name: this.download, blob });
  });
  return files;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account’s privacy section', () => {
  it('downloads the data as one JSON file named by its day: the button waits, then a toast', async () => {
    const files = catchDownload();
    const gate = hold();
    const sent = answer(exportAccount, async () => {
      await gate.opened;
      return EXPORT;
    });
    const { user } = renderPrivacy();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    const busy = await screen.findByRole('button', { name: 'Preparing...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    gate.open();
    await findToast('Your data is downloading');
    expect(files.map((f) => f.name)).toEqual(['maison-lumiere-data-2026-05-01.json']);
    expect(files[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await files[0]!.blob.text())).toEqual(EXPORT);
    expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
    expect(sent.calls).toHaveLength(1);
  });

  it('a download that fails says so, and nothing is saved', async () => {
    const files = catchDownload();
    answer(exportAccount, 401, { code: 'UNAUTHORIZED', message: 'Not authenticated' });
    const { user } = renderPrivacy();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await findToast('The download failed', 'Not authenticated');
    expect(files).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Download my data' })).toHaveProperty('disabled', false);
  });

  it('asks first, and sends nothing without the password; Keep my account closes and forgets what was typed', async () => {
    const sent = answer(deleteAccount, { message: 'ok' });
    const { user } = renderPrivacy();
    expect(screen.getByRole('link', { name: 'Read our privacy policy' }).getAttribute('href')).toBe('/privacy');
    const asked = await openDelete(user);
    expect(asked.textContent).toContain('This cannot be undone.');
    expect(within(asked).queryByLabelText(/code/i)).toBeNull();
    await user.click(confirmDelete());
    await waitFor(() => expect(descriptionOf(password())).toBe('Please enter your password'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(sent.calls).toHaveLength(0);

    await fill(user, password(), 'lovelace-1815');
    await user.click(within(dialog()).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await openDelete(user);
    expect(password()).toHaveProperty('value', '');
    expect(descriptionOf(password())).toBe('');
    expect(sent.calls).toHaveLength(0);
  });

  it('a wrong password is said under it, a refusal of the shop in the dialog, which stays open', async () => {
    const replies = [
      fail(deleteAccount, 400, { code: 'WRONG_CURRENT_PASSWORD', message: 'Current password is incorrect' }),
      fail(deleteAccount, 409, {
        code: 'ORDERS_IN_PROGRESS',
        message: 'An order of yours is still being prepared: you can delete your account once it has shipped.',
      }),
    ];
    const sent = answer(deleteAccount, () => replies.shift()!);
    const { user, location } = renderPrivacy();
    await openDelete(user);
    await fill(user, password(), 'not-my-password');
    await user.click(confirmDelete());
    await waitFor(() => expect(descriptionOf(password())).toBe('Current password is incorrect'));

    await fill(user, password(), 'lovelace-1815');
    await user.click(confirmDelete());
    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      'An order of yours is still being prepared: you can delete your account once it has shipped.',
    );
    expect(descriptionOf(password())).toBe('');
    expect(location()).toBe('/account?tab=privacy');
    expect(sent.calls.map((c) => c.body)).toEqual([{ password: 'not-my-password' }, { password: 'lovelace-1815' }]);
  });

  it('deletes: the dialog waits and cannot be closed meanwhile; then the browser is signed out and goes home', async () => {
    const gate = hold();
    const sent = answer(deleteAccount, async () => {
      await gate.opened;
      return { message: 'ok' };
    });
    const { user, location, queryClient } = renderPrivacy();
    await openDelete(user);
    await fill(user, password(), 'lovelace-1815');
    await user.click(confirmDelete());
    await waitFor(() => expect(confirmDelete().textContent).toBe('Deleting...'));
    expect(confirmDelete().getAttribute('aria-busy')).toBe('true');
    expect(password()).toHaveProperty('disabled', true);
    expect(within(dialog()).getByRole('button', { name: 'Keep my account' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(dialog()).toBeTruthy();

    gate.open();
    await findToast('Your account has been deleted', 'Thank you for the time you spent with Maison Lumière.');
    await waitFor(() => expect(location()).toBe('/'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(queryClient.getQueryData(currentUserQuery().queryKey)).toBeNull();
    expect(sent.lastBody()).toEqual({ password: 'lovelace-1815' });
  });

  it('with a second factor, its code is asked too, and a wrong one is said under it', async () => {
    let calls = 0;
    const sent = answer(deleteAccount, () =>
      ++calls === 1
        ? fail(deleteAccount, 400, {
            code: 'TWO_FACTOR_CODE_INVALID',
            message: 'That code is not right. Please try again.',
          })
        : { message: 'ok' },
    );
    const { user, location } = renderPrivacy(customer({ twoFactorEnabled: true }));
    await openDelete(user);
    const code = () => within(dialog()).getByLabelText('Code from your app, or a recovery code', { exact: true });
    await fill(user, password(), 'lovelace-1815');
    await user.click(confirmDelete());
    await waitFor(() => expect(descriptionOf(code())).toBe('Please enter the code from your app or a recovery code'));
    expect(sent.calls).toHaveLength(0);

    await fill(user, code(), ' 123456 ');
    await user.click(confirmDelete());
    await waitFor(() => expect(descriptionOf(code())).toBe('That code is not right. Please try again.'));
    expect(descriptionOf(password())).toBe('');
    expect(sent.lastBody()).toEqual({ password: 'lovelace-1815', code: '123456' });

    await fill(user, code(), 'abcde-12345');
    await user.click(confirmDelete());
    await waitFor(() => expect(location()).toBe('/'));
    expect(sent.lastBody()).toEqual({ password: 'lovelace-1815', code: 'abcde-12345' });
  });
});
