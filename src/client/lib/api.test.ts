import { afterEach, describe, expect, it, vi } from 'vitest';
import { listAdminOrders, listAdminUsers } from '@/domain/api/admin';
import { uploadImage } from '@/domain/api/admin-catalogue';
import { addCartLine, clearCart, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { getConfig } from '@/domain/api/system';
import { getUserOrders } from '@/domain/api/orders';
import { ApiError, apiErrorOf, call, callPage, errorMessage, fetcher, isApiError } from './api';

describe('apiErrorOf', () => {
  it('reads the message, the code and the field errors of an error body', () => {
    const error = apiErrorOf(
      400,
      'Bad Request',
      JSON.stringify({
        message: 'Postal code is required',
        code: 'VALIDATION',
        errors: [{ path: 'shippingDetails.postalCode', message: 'Postal code is required' }, { path: 1 }, 'junk'],
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^400: \{/);
    expect(error.code).toBe('VALIDATION');
    expect(error.serverMessage).toBe('Postal code is required');
    expect(error.fieldErrors).toEqual([{ path: 'shippingDetails.postalCode', message: 'Postal code is required' }]);
  });

  it('keeps only the codes the API has', () => {
    expect(apiErrorOf(400, 'Bad Request', '{"message":"x","code":"CART_EMPTY"}').code).toBe('CART_EMPTY');
    expect(apiErrorOf(400, 'Bad Request', '{"message":"x","code":"NO_SUCH_CODE"}').code).toBeUndefined();
    expect(apiErrorOf(400, 'Bad Request', '{"message":"x","code":"toString"}').code).toBeUndefined();
    expect(apiErrorOf(400, 'Bad Request', '{"message":"x","code":7}').code).toBeUndefined();
  });

  it('makes do with a body that is not the API’s', () => {
    for (const text of ['<html>Bad gateway</html>', 'null', '[1,2]', '"text"', '']) {
      const error = apiErrorOf(502, 'Bad Gateway', text);
      expect(error.code).toBeUndefined();
      expect(error.serverMessage).toBeUndefined();
      expect(error.fieldErrors).toEqual([]);
    }
    expect(apiErrorOf(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
    expect(apiErrorOf(502, 'Bad Gateway', 'upstream down').message).toBe('502: upstream down');
  });
});

describe('isApiError and errorMessage', () => {
  const notFound = apiErrorOf(404, 'Not Found', '{"message":"Perfume not found","code":"PERFUME_NOT_FOUND"}');

  it('tells API errors apart, optionally by status', () => {
    expect(isApiError(notFound)).toBe(true);
    expect(isApiError(notFound, 404)).toBe(true);
    expect(isApiError(notFound, 400)).toBe(false);
    expect(isApiError(new Error('404: Not Found'))).toBe(false);
  });

  it("prefers the server's words, else the fallback", () => {
    expect(errorMessage(notFound, 'Please try again')).toBe('Perfume not found');
    expect(errorMessage(apiErrorOf(500, 'Internal Server Error', ''), 'Please try again')).toBe('Please try again');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Please try again')).toBe('Please try again');
  });
});

describe('call', () => {
  afterEach(() => vi.unstubAllGlobals());

  const respond = (status: number, body: string, statusText = '') => {
    const fetch = vi.fn(async () => new Response(status === 204 ? null : body, { status, statusText }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('sends the body as JSON, the query in the URL, with the cookies, and reads JSON back', async () => {
    const fetch = respond(201, '{"id":3,"quantity":2}');
    const guestId = 'guest_abcdefghijklmnopqrstuvwx';
    await expect(call(addCartLine, { query: { guestId }, body: { perfumeId: 1, quantity: 2 } })).resolves.toEqual({
      id: 3,
      quantity: 2,
    });
    expect(fetch).toHaveBeenCalledWith(`/api/cart?guestId=${guestId}`, {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"perfumeId":1,"quantity":2}',
      signal: undefined,
    });
  });

  it('fills the path from params, encoded', async () => {
    const fetch = respond(200, '[]');
    await call(updateCartLine, { params: { id: 12 }, body: { quantity: 2 } });
    expect(fetch).toHaveBeenCalledWith('/api/cart/12', expect.objectContaining({ method: 'PUT' }));
  });

  it('answers null for 204', async () => {
    respond(204, '');
    await expect(call(clearCart, { query: { guestId: 'guest_abcdefghijklmnopqrstuvwx' } })).resolves.toBeNull();
  });

  it('sends a FormData as it is, letting the browser set its boundary', async () => {
    const fetch = respond(201, '{"imageSrc":"/media/a.webp"}');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.png');
    await call(uploadImage, { body: form });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/images',
      expect.objectContaining({ method: 'POST', body: form, headers: { Accept: 'application/json' } }),
    );
  });

  it('throws an ApiError with the code for a non-OK answer', async () => {
    respond(400, '{"message":"Current password is incorrect","code":"WRONG_CURRENT_PASSWORD"}', 'Bad Request');
    const error: unknown = await call(removeCartLine, { params: { id: 1 } }).catch((e: unknown) => e);
    expect(isApiError(error, 400) && error.code).toBe('WRONG_CURRENT_PASSWORD');
  });

  it("a query's fetcher GETs with the query's abort signal", async () => {
    const fetch = respond(200, '{"currency":"EUR"}');
    const signal = new AbortController().signal;
    await expect(fetcher(getConfig)({ signal })).resolves.toEqual({ currency: 'EUR' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/config',
      expect.objectContaining({ method: 'GET', body: undefined, signal }),
    );
  });
});

describe('callPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const respond = (body: string, headers: Record<string, string> = {}, status = 200) => {
    const fetch = vi.fn(async () => new Response(body, { status, headers }));
    vi.stubGlobal('fetch', fetch);
    return fetch;
  };

  it('sends the filters and the cursor in the URL, and reads the rows and both neighbours', async () => {
    const fetch = respond('[{"id":9},{"id":8}]', {
      'x-next-cursor': 'bmV4dA',
      'x-prev-cursor': 'cHJldg',
      link: '</api/admin/orders?after=bmV4dA>; rel="next", </api/admin/orders?before=cHJldg>; rel="prev"',
      'x-total-count': '1234',
    });
    const signal = new AbortController().signal;
    const page = await callPage(
      listAdminOrders,
      { query: { status: 'shipped', customer: 12, limit: 2, after: 'YWZ0ZXI' } },
      { signal },
    );
    expect(page).toEqual({
      rows: [{ id: 9 }, { id: 8 }],
      next: 'bmV4dA',
      prev: 'cHJldg',
      total: { count: 1234, estimated: false },
    });
    expect(fetch).toHaveBeenCalledWith(
      '/api/admin/orders?status=shipped&customer=12&limit=2&after=YWZ0ZXI',
      expect.objectContaining({ method: 'GET', credentials: 'include', body: undefined, signal }),
    );
  });

  it('has no next on the last page and no previous on the first', async () => {
    respond('[{"id":1}]');
    await expect(callPage(listAdminUsers, { query: { q: 'elodie' } })).resolves.toEqual({ rows: [{ id: 1 }] });
  });

  it('says an estimated total is one', async () => {
    respond('[]', { 'x-total-estimate': '1200000' });
    expect((await callPage(getUserOrders)).total).toEqual({ count: 1_200_000, estimated: true });
  });

  it('leaves out a total that is not a whole number', async () => {
    for (const value of ['', 'many', '-3', '1.5', '1e9']) {
      respond('[]', { 'x-total-count': value });
      expect((await callPage(getUserOrders)).total).toBeUndefined();
    }
  });

  it('throws an ApiError for a cursor the server refuses', async () => {
    respond('{"message":"Not a page of this list: start again from the first page","code":"VALIDATION"}', {}, 400);
    const error: unknown = await callPage(listAdminUsers, { query: { after: 'nope' } }).catch((e: unknown) => e);
    expect(isApiError(error, 400) && error.serverMessage).toBe(
      'Not a page of this list: start again from the first page',
    );
  });
});
