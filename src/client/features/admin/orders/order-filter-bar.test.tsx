import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { owner } from '#tests/component/fixtures';
import { renderPage } from '#tests/component/render';
import { OrderFilterBar } from './order-filter-bar';

describe('the orders’ exports', () => {
  it('downloads the filtered orders, and beside them the credit notes of the same days (issue #43)', () => {
    renderPage(<OrderFilterBar filter={{ status: 'shipped', from: '2026-01-01', to: '2026-03-31', q: 'rose' }} />, {
      url: '/admin?tab=orders',
      user: owner(),
    });
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/admin/orders.csv?status=shipped&from=2026-01-01&to=2026-03-31&q=rose',
    );
    // Credit notes are filtered by their own date only: a status or a search names orders.
    expect(screen.getByRole('link', { name: 'Export credit notes' }).getAttribute('href')).toBe(
      '/api/admin/credit-notes.csv?from=2026-01-01&to=2026-03-31',
    );
  });
});
