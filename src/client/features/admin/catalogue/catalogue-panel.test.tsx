import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { archivePerfume, listAdminPerfumes, updatePerfume } from '@/domain/api/admin-catalogue';
import { answer, fail } from '#tests/component/api';
import { adminPerfume, owner } from '#tests/component/fixtures';
import { descriptionOf, fill, findToast, renderPage, toasts } from '#tests/component/render';
import { CataloguePanel } from './catalogue-panel';

const list = [adminPerfume(1), adminPerfume(2, { name: 'Cuir Blanc' })];
const openEditor = (id: number) =>
  renderPage(<CataloguePanel />, { url: `/admin?tab=catalogue&perfume=${id}`, user: owner() });
const form = (name: string) => screen.findByRole('form', { name: `Edit ${name}` });
const field = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { exact: true });

describe('the back office’s perfume form', () => {
  it('checks with the shared rules before anything is sent, the first refused field focused', async () => {
    answer(listAdminPerfumes, list);
    const sent = answer(updatePerfume, ({ body }) => ({ ...list[1]!, ...body }) as never);
    const { user } = openEditor(2);
    const edit = await form('Cuir Blanc');
    await fill(user, field(edit, 'Price (EUR)'), '12.345');
    await fill(user, field(edit, 'Stock'), '-1');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await within(edit).findByText('Price may have at most two decimals');
    expect(descriptionOf(field(edit, 'Price (EUR)'))).toBe('Price may have at most two decimals');
    expect(descriptionOf(field(edit, 'Stock'))).toMatch(/Stock cannot be negative/);
    expect(document.activeElement).toBe(field(edit, 'Price (EUR)'));
    expect(sent.calls).toHaveLength(0);
  });

  it('the server’s field errors land under their fields, with the form’s alert', async () => {
    answer(listAdminPerfumes, list);
    answer(updatePerfume, 400, {
      code: 'VALIDATION',
      message: 'Invalid request',
      errors: [{ path: 'notes', message: 'Notes must name at least one note' }],
    });
    const { user } = openEditor(2);
    const edit = await form('Cuir Blanc');
    await fill(user, field(edit, 'Price (EUR)'), '135');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    expect((await within(edit).findByRole('alert')).textContent).toBe('Please correct the marked field.');
    expect(descriptionOf(field(edit, 'Notes'))).toMatch(/Notes must name at least one note/);
    expect(document.activeElement).toBe(field(edit, 'Notes'));
  });

  it('sends its sizes: the default one from Price and Stock, each other row with a volume, a new one added', async () => {
    answer(listAdminPerfumes, list);
    const sent = answer(updatePerfume, ({ body }) => ({ ...list[0]!, name: body.name }) as never);
    const { user } = openEditor(1);
    const edit = await form('Rose de Minuit');
    // The seeded perfume's other sizes fill the first rows.
    expect(field(edit, 'Other size 1 (ml)')).toHaveProperty('value', '30');
    expect(field(edit, 'Other size 2 (ml)')).toHaveProperty('value', '100');
    await fill(user, field(edit, 'Other size 3 (ml)'), '200');
    await fill(user, field(edit, 'Other size 3: amount (EUR)'), '390');
    // A row whose volume is emptied is that size removed.
    await fill(user, field(edit, 'Other size 1 (ml)'), '');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await findToast('Perfume saved');
    expect(sent.lastBody().sizes?.map((s) => [s.volume, s.price])).toEqual([
      [50, 165],
      [100, 256],
      [200, 390],
    ]);
  });

  it('a size with a volume and no price is refused at its row', async () => {
    answer(listAdminPerfumes, list);
    const sent = answer(updatePerfume, list[0]!);
    const { user } = openEditor(1);
    const edit = await form('Rose de Minuit');
    await fill(user, field(edit, 'Other size 3 (ml)'), '200');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await within(edit).findByText('Each size needs a price');
    expect(descriptionOf(field(edit, 'Other size 3: amount (EUR)'))).toBe('Each size needs a price');
    expect(sent.calls).toHaveLength(0);
  });

  it('unsaved changes: Escape asks, Keep editing keeps them; Cancel and Discard leave without saving', async () => {
    answer(listAdminPerfumes, list);
    const sent = answer(updatePerfume, list[1]!);
    const { user, location } = openEditor(2);
    const edit = await form('Cuir Blanc');
    await fill(user, field(edit, 'Name'), 'Cuir Blanc II');
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(field(edit, 'Name')).toHaveProperty('value', 'Cuir Blanc II');

    await user.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location()).not.toMatch(/perfume=/);
    expect(sent.calls).toHaveLength(0);
  });

  it('an unchanged form closes without a question', async () => {
    answer(listAdminPerfumes, list);
    const { user, location } = openEditor(2);
    await form('Cuir Blanc');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(location()).not.toMatch(/perfume=/);
  });
});

describe('the back office’s perfume list', () => {
  it('a refresh that fails keeps the rows on screen, says so, and tries again', async () => {
    let calls = 0;
    answer(listAdminPerfumes, () =>
      ++calls === 2 ? fail(listAdminPerfumes, 500, { code: 'INTERNAL', message: 'Internal Server Error' }) : list,
    );
    answer(archivePerfume, { ...list[1]!, archivedAt: '2026-03-03T09:00:00.000Z' });
    const { user } = renderPage(<CataloguePanel />, { url: '/admin?tab=catalogue', user: owner() });
    const table = await screen.findByRole('table', { name: 'Perfumes' });
    await user.click(within(table).getByRole('button', { name: 'Archive Cuir Blanc' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Archive Cuir Blanc?' });
    expect(ask.textContent).toContain('leaves the shop at once');
    await user.click(within(ask).getByRole('button', { name: 'Archive perfume' }));
    await waitFor(() => expect(toasts().some((t) => t.textContent?.includes('Perfume archived'))).toBe(true));
    const notice = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((a) => a.textContent?.includes('The perfumes could not be refreshed'));
      if (!found) throw new Error('no notice yet');
      return found;
    });
    // The archived perfume has left the list; the others stay on screen.
    expect(within(screen.getByRole('table', { name: 'Perfumes' })).queryByText('Cuir Blanc')).toBeNull();
    expect(within(screen.getByRole('table', { name: 'Perfumes' })).getAllByText('Rose de Minuit')).not.toHaveLength(0);
    await user.click(within(notice).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(notice.isConnected).toBe(false));
    expect(within(screen.getByRole('table', { name: 'Perfumes' })).getAllByText('Rose de Minuit')).not.toHaveLength(0);
  });
});
