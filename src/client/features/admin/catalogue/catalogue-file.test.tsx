import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { importCatalogueFile } from '@/domain/api/catalogue-file';
import { answer, fail } from '#tests/component/api';
import { owner } from '#tests/component/fixtures';
import { findToast, renderPage } from '#tests/component/render';
import { CataloguePanel } from './catalogue-panel';

/*
 * The Catalogue tab's CSV file: the export's link, a chosen file checked first (its counts, its errors at their
 * lines and columns, the rows it changes), Apply offered only when nothing stops it, and an apply refused because
 * the catalogue moved meanwhile checked again.
 */

const csv = (name = 'catalogue.csv') => new File(['id,name\n'], name, { type: 'text/csv' });
const open = () => renderPage(<CataloguePanel />, { url: '/admin?tab=catalogue&section=file', user: owner() });

const refused = {
  created: 0,
  updated: 1,
  unchanged: 18,
  applied: false,
  errors: [
    { line: 5, row: 4, column: 'price_eu', message: 'Price must be a number' },
    { line: 9, row: 9, column: 'stock', message: 'Stock must be a whole number' },
  ],
  rows: [],
};
const clean = {
  created: 1,
  updated: 1,
  unchanged: 18,
  applied: false,
  errors: [],
  rows: [
    {
      line: 2,
      row: 2,
      perfumeId: 1,
      perfume: 'Rose de Minuit',
      volume: 50,
      action: 'updated' as const,
      changes: [
        { column: 'price_eu', from: '165.00', to: '170.00' },
        { column: 'price_gb', from: '140.00', to: '' },
      ],
    },
    {
      line: 3,
      row: 3,
      perfumeId: 1,
      perfume: 'Rose de Minuit',
      volume: 100,
      action: 'unchanged' as const,
      changes: [],
    },
    {
      line: 4,
      row: 4,
      perfumeId: null,
      perfume: 'Figue Nocturne',
      volume: 50,
      action: 'created' as const,
      changes: [],
    },
  ],
};

describe('the catalogue as a file', () => {
  it('links the export, and says nothing is chosen yet', async () => {
    open();
    const link = await screen.findByRole('link', { name: 'Export CSV' });
    expect(link.getAttribute('href')).toBe('/api/admin/perfumes.csv');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText('No file chosen')).toBeTruthy();
  });

  it('a file with errors shows them at their lines and columns, and no Apply', async () => {
    const sent = answer(importCatalogueFile, refused);
    const { user } = open();
    await user.upload(await screen.findByLabelText('Import CSV'), csv('prices.csv'));
    const table = await screen.findByRole('table', { name: 'Errors in the file' });
    expect(sent.calls[0]?.query).toEqual({ dryRun: 'true' });
    expect((sent.calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByRole('alert').textContent).toMatch(/^2 errors stop this file/);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['5 (row 4)', 'Columnprice_eu', 'ProblemPrice must be a number'],
      ['9', 'Columnstock', 'ProblemStock must be a whole number'],
    ]);
    expect(screen.queryByRole('button', { name: 'Apply the file' })).toBeNull();
  });

  it('a clean file shows its counts and the rows it changes; Apply writes it', async () => {
    const sent = answer(importCatalogueFile, ({ query }) =>
      query.dryRun === 'true' ? clean : { ...clean, applied: true },
    );
    const { user } = open();
    await user.upload(await screen.findByLabelText('Import CSV'), csv());
    const table = await screen.findByRole('table', { name: 'What the file changes, row by row' });
    expect(screen.getAllByRole('status')[0]!.textContent).toBe(
      'catalogue.csv: 1 perfume added, 1 changed, 18 unchanged.',
    );
    // The unchanged row is left out; an emptied market price reads "derived".
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('price_eu 165.00 → 170.00');
    expect(rows[0]!.textContent).toContain('price_gb 140.00 → derived');
    expect(rows[1]!.textContent).toContain('Figue Nocturne');
    expect(rows[1]!.textContent).toContain('Added');
    await user.click(screen.getByRole('button', { name: 'Apply the file' }));
    await findToast('Catalogue file applied', '1 perfume added, 1 changed, 18 unchanged');
    expect(sent.calls.map((c) => c.query.dryRun)).toEqual(['true', undefined]);
    expect(await screen.findByText('Applied: 1 perfume added, 1 changed, 18 unchanged.')).toBeTruthy();
  });

  it('an apply refused because the catalogue moved meanwhile checks the file again', async () => {
    let calls = 0;
    answer(importCatalogueFile, ({ query }) => {
      calls += 1;
      if (query.dryRun !== 'true')
        return fail(importCatalogueFile, 400, {
          code: 'CATALOGUE_FILE_INVALID',
          message: 'The file was not applied: correct the errors at their lines and columns, then import it again.',
        });
      return calls === 1 ? clean : refused;
    });
    const { user } = open();
    await user.upload(await screen.findByLabelText('Import CSV'), csv());
    await user.click(await screen.findByRole('button', { name: 'Apply the file' }));
    expect(
      await screen.findByText(
        'The catalogue changed since the file was checked, so it was not applied: here it is checked again.',
      ),
    ).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Errors in the file' })).toBeTruthy();
    expect(calls).toBe(3);
  });

  it('a check that fails says why, and tries again', async () => {
    let calls = 0;
    answer(importCatalogueFile, () =>
      ++calls === 1
        ? fail(importCatalogueFile, 413, {
            code: 'CATALOGUE_FILE_TOO_LARGE',
            message: 'A catalogue file may be at most 20 MB.',
          })
        : clean,
    );
    const { user } = open();
    await user.upload(await screen.findByLabelText('Import CSV'), csv());
    expect((await screen.findByRole('alert')).textContent).toBe('A catalogue file may be at most 20 MB.');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('table', { name: 'What the file changes, row by row' })).toBeTruthy();
  });
});
