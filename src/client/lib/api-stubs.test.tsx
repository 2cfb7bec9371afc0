import { describe, expect, it } from 'vitest';
import { getCart, updateCartLine } from '@/domain/api/cart';
import { getPerfume } from '@/domain/api/catalogue';
import { login, logout } from '@/domain/api/auth';
import { answer, fail, requests, resetApi } from '#tests/component/api';
import { bottleLine, perfume } from '#tests/component/fixtures';
import { ApiError, call } from './api';

/*
 * The component tests' server (tests/component/api.ts), through the browser's own `call`: what a
 * component test relies on when it answers an endpoint.
 */
describe('the component tests’ stubs, through call()', () => {
  it('answer the declaration’s method and path, its parameters and query read as sent', async () => {
    const stub = answer(getPerfume, ({ params }) => perfume(Number(params.id)));
    expect((await call(getPerfume, { params: { id: 3 } })).name).toBe(perfume(3).name);
    expect(stub.calls[0]).toMatchObject({ method: 'GET', url: '/api/perfumes/3', params: { id: '3' } });

    const lines = answer(updateCartLine, ({ params, body }) => [
      bottleLine(Number(params.id), perfume(1), body.quantity),
    ]);
    await call(updateCartLine, { params: { id: 9 }, query: { guestId: 'guest_1' }, body: { quantity: 4 } });
    expect(lines.lastBody()).toEqual({ quantity: 4 });
    expect(lines.calls[0]?.query).toEqual({ guestId: 'guest_1' });
    expect(requests()).toEqual(['GET /api/perfumes/3', 'PUT /api/cart/9?guestId=guest_1']);
  });

  it('the newest stub answers first; `once` answers one call; a fallback only what nothing else answers', async () => {
    answer(getCart, [], { fallback: true });
    expect(await call(getCart, { query: { guestId: 'g' } })).toEqual([]);
    answer(getCart, 500, { code: 'INTERNAL', message: 'boom' }, { once: true });
    await expect(call(getCart, { query: { guestId: 'g' } })).rejects.toBeInstanceOf(ApiError);
    expect(await call(getCart, { query: { guestId: 'g' } })).toEqual([]);
  });

  it('a refusal is the API’s error body: its status, code, words and field errors', async () => {
    answer(login, 400, {
      code: 'VALIDATION',
      message: 'Invalid request',
      errors: [{ path: 'email', message: 'Invalid email address' }],
    });
    const error = await call(login, { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      serverMessage: 'Invalid request',
      fieldErrors: [{ path: 'email', message: 'Invalid email address' }],
    });
  });

  it('a 204 endpoint answers null with no body', async () => {
    answer(logout, null);
    expect(await call(logout)).toBeNull();
  });

  it('refuse a status or a code the endpoint never answers, when it is registered', () => {
    expect(() => answer(getPerfume, 409, { code: 'OUT_OF_STOCK' as never })).toThrow(/never answers 409/);
    expect(() => answer(login, 401, { code: 'PERFUME_NOT_FOUND' as never })).toThrow(/answers 401 with/);
    expect(() => fail(login, 401, { code: 'INVALID_CREDENTIALS' })).not.toThrow();
  });

  it('type an answer by its declaration: a wrong shape or code does not compile (checked by tsc)', () => {
    const wrong = () => {
      // @ts-expect-error: a perfume's name is a string
      answer(getPerfume, { ...perfume(1), name: 7 });
      // @ts-expect-error: login answers no 404 code
      answer(login, 404, { code: 'PERFUME_NOT_FOUND', message: 'no' });
      // @ts-expect-error: not one of login's 401 codes
      answer(login, 401, { code: 'OUT_OF_STOCK', message: 'no' });
      // @ts-expect-error: a handler's answer is typed too (a cart line's quantity is a number)
      answer(getCart, () => [{ ...bottleLine(1, perfume(1)), quantity: 'two' }]);
    };
    expect(typeof wrong).toBe('function');
  });

  it('a request nothing answers rejects, and is reported at the test’s end', async () => {
    await expect(call(getCart, { query: { guestId: 'g' } })).rejects.toThrow(
      'Unanswered request: GET /api/cart?guestId=g',
    );
    expect(resetApi()).toEqual([
      'GET /api/cart?guestId=g: no answer registered (answer(<declaration>, …) in the test)',
    ]);
  });
});
