import { describe, expect, it } from 'vitest';
import { apiErrorOf } from '@/client/lib/api';
import { isFirstPage, pagedState, parsePageCursor, withoutPage, withPage } from './paged-list';

const params = (s: string) => new URLSearchParams(s);

describe('the page in the address', () => {
  it('reads after or before, and the first page without either', () => {
    expect(parsePageCursor(params('tab=orders&after=MjAyNi0x_fA-1'))).toEqual({ after: 'MjAyNi0x_fA-1' });
    expect(parsePageCursor(params('before=abc'))).toEqual({ before: 'abc' });
    expect(parsePageCursor(params('tab=orders'))).toEqual({});
    expect(isFirstPage({})).toBe(true);
    expect(isFirstPage({ after: 'abc' })).toBe(false);
  });

  it('leaves out what is not a cursor', () => {
    for (const bad of ['', 'a b', 'a/b', 'a=b', 'x'.repeat(121)]) {
      expect(parsePageCursor(params(`after=${encodeURIComponent(bad)}`))).toEqual({});
    }
  });

  it('moves to a page keeping the filters, one cursor at a time', () => {
    const start = params('tab=orders&status=shipped&after=old');
    expect(withPage(start, { before: 'new' }).toString()).toBe('tab=orders&status=shipped&before=new');
    expect(withPage(start, { after: 'next' }).toString()).toBe('tab=orders&status=shipped&after=next');
    expect(withPage(start, {}).toString()).toBe('tab=orders&status=shipped');
    expect(withoutPage(params('before=x&q=ada')).toString()).toBe('q=ada');
    expect(start.toString()).toBe('tab=orders&status=shipped&after=old');
  });
});

describe('pagedState', () => {
  const list = (over: Partial<Parameters<typeof pagedState>[0]> = {}) => ({
    isPending: false,
    isError: false,
    error: null,
    items: [1],
    ...over,
  });

  it('goes loading, error, empty, rows on the first page', () => {
    expect(pagedState(list({ isPending: true, items: [] }), {})).toBe('loading');
    expect(pagedState(list({ isError: true, items: [] }), {})).toBe('error');
    expect(pagedState(list({ items: [] }), {})).toBe('empty');
    expect(pagedState(list(), {})).toBe('rows');
    // A refresh that failed leaves the rows on screen.
    expect(pagedState(list({ isError: true }), {})).toBe('rows');
  });

  it('says a later page is gone when it holds nothing or the server refuses its cursor', () => {
    expect(pagedState(list({ items: [] }), { after: 'abc' })).toBe('gone');
    const refused = apiErrorOf(400, 'Bad Request', '{"message":"Not a page of this list","code":"VALIDATION"}');
    expect(pagedState(list({ isError: true, error: refused, items: [] }), { before: 'abc' })).toBe('gone');
    const down = apiErrorOf(502, 'Bad Gateway', '');
    expect(pagedState(list({ isError: true, error: down, items: [] }), { after: 'abc' })).toBe('error');
  });
});
