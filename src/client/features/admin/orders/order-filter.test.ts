import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '@/domain/i18n/translator';
import {
  describeFilter,
  filterSearch,
  hasFilter,
  isIsoDay,
  parseOrderFilter,
  withFilter,
  withoutFilters,
} from './order-filter';

const params = (s: string) => new URLSearchParams(s);
const en = createTranslator('en', {}, compileMessage);

describe('isIsoDay', () => {
  it('takes real days written YYYY-MM-DD', () => {
    expect(isIsoDay('2026-06-03')).toBe(true);
    expect(isIsoDay('2024-02-29')).toBe(true);
  });

  it('refuses other spellings and days that do not exist', () => {
    for (const v of ['2026-6-3', '03/06/2026', '2026-02-30', '2025-02-29', '2026-13-01', '', '2026-06-03T00:00']) {
      expect(isIsoDay(v)).toBe(false);
    }
  });
});

describe('parseOrderFilter', () => {
  it('reads every filter', () => {
    expect(
      parseOrderFilter(params('status=awaiting-payment&from=2026-06-01&to=2026-06-30&q=ada%40example.com')),
    ).toEqual({
      status: 'awaiting-payment',
      from: '2026-06-01',
      to: '2026-06-30',
      q: 'ada@example.com',
    });
  });

  it('leaves out what the server would refuse, and blank searches', () => {
    expect(parseOrderFilter(params('status=lost&from=yesterday&to=2026-02-30&q=%20%20'))).toEqual({});
  });

  it('trims the search and keeps it within 100 characters', () => {
    expect(parseOrderFilter(params(`q=${encodeURIComponent(`  ${'x'.repeat(150)} `)}`)).q).toHaveLength(100);
    expect(parseOrderFilter(params('q=%20Ada%20')).q).toBe('Ada');
  });

  it('ignores the other parameters of the page', () => {
    expect(parseOrderFilter(params('tab=orders&order=12&status=shipped&after=abc'))).toEqual({ status: 'shipped' });
  });

  it("reads an account's id as the customer filter, and nothing else", () => {
    expect(parseOrderFilter(params('customer=42'))).toEqual({ customer: 42 });
    for (const bad of ['0', '-3', '4.5', 'ada', '99999999999', '']) {
      expect(parseOrderFilter(params(`customer=${bad}`))).toEqual({});
    }
  });
});

describe('filterSearch', () => {
  it('writes the filters set, in a stable order', () => {
    expect(filterSearch({ q: 'Ada Lovelace', status: 'processing', to: '2026-06-30' })).toBe(
      'status=processing&to=2026-06-30&q=Ada+Lovelace',
    );
    expect(filterSearch({})).toBe('');
    expect(filterSearch({ customer: 7, status: 'shipped' })).toBe('status=shipped&customer=7');
  });
});

describe('withFilter and withoutFilters', () => {
  it('sets, replaces and removes one filter and keeps the rest of the page', () => {
    const start = params('tab=orders&status=pending');
    expect(withFilter(start, 'status', 'shipped').toString()).toBe('tab=orders&status=shipped');
    expect(withFilter(start, 'status', '').toString()).toBe('tab=orders');
    expect(withFilter(start, 'q', '  ada ').get('q')).toBe('ada');
    expect(start.toString()).toBe('tab=orders&status=pending');
  });

  it('clears every filter at once', () => {
    expect(
      withoutFilters(params('status=pending&from=2026-06-01&to=2026-06-02&customer=4&q=x&order=3')).toString(),
    ).toBe('order=3');
  });

  it('goes back to the first page when a filter changes', () => {
    expect(withFilter(params('tab=orders&after=abc'), 'status', 'shipped').toString()).toBe(
      'tab=orders&status=shipped',
    );
    expect(withFilter(params('tab=orders&customer=4&before=abc'), 'customer', '').toString()).toBe('tab=orders');
    expect(withoutFilters(params('tab=orders&q=x&after=abc')).toString()).toBe('tab=orders');
  });

  it('knows whether any filter is set', () => {
    expect(hasFilter({})).toBe(false);
    expect(hasFilter({ q: 'x' })).toBe(true);
    expect(hasFilter({ customer: 3 })).toBe(true);
  });
});

describe('describeFilter', () => {
  const day = (d: string) => `[${d}]`;
  it('says the filters in words', () => {
    expect(
      describeFilter({ status: 'awaiting-payment', from: '2026-06-01', to: '2026-06-30', q: 'ada' }, day, en),
    ).toBe('Awaiting payment · [2026-06-01] – [2026-06-30] · “ada”');
    expect(describeFilter({ from: '2026-06-01' }, day, en)).toBe('from [2026-06-01]');
    expect(describeFilter({ to: '2026-06-01' }, day, en)).toBe('until [2026-06-01]');
    expect(describeFilter({}, day, en)).toBe('');
    expect(describeFilter({ customer: 12, status: 'shipped' }, day, en)).toBe('Orders of account #12 · Shipped');
    expect(describeFilter({ customer: 12 }, day, en, 'Élodie Lefèvre')).toBe('Orders of Élodie Lefèvre');
  });
});
