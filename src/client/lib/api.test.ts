import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadImage } from '@/domain/api/admin-catalogue';
import { addCartLine, clearCart, removeCartLine, updateCartLine } from '@/domain/api/cart';
import { getConfig } from '@/domain/api/system';
import { ApiError, apiErrorOf, call, errorMessage, fetcher, isApiError } from './api';

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
