import { describe, expect, it } from 'vitest';
import { apiErrorOf, ApiError } from '@/client/lib/api';
import {
  CHECKOUT_FAILED_DEFAULT,
  CheckoutError,
  checkoutErrorMessage,
  isEmptyCartError,
  orderPagePath,
  shippingFieldErrors,
} from './place-order';

const answer = (status: number, body: unknown) => apiErrorOf(status, 'Status', JSON.stringify(body));

describe('shippingFieldErrors', () => {
  it("maps a validation answer's shipping paths onto the form's fields, first message each", () => {
    const error = answer(400, {
      message: 'Postal code is required',
      code: 'VALIDATION',
      errors: [
        { path: 'shippingDetails.postalCode', message: 'Postal code is required' },
        { path: 'shippingDetails.city', message: 'City is required' },
        { path: 'shippingDetails.postalCode', message: 'Postal code is too long' },
      ],
    });
    expect(shippingFieldErrors(error)).toEqual([
      { field: 'postalCode', message: 'Postal code is required' },
      { field: 'city', message: 'City is required' },
    ]);
  });

  it('accepts the bare field names too, and leaves out paths the form does not have', () => {
    const error = answer(400, {
      message: 'Invalid request',
      code: 'VALIDATION',
      errors: [
        { path: 'email', message: 'Invalid email address' },
        { path: 'guestId', message: 'guestId must be a string' },
        { path: 'shippingDetails.fax', message: 'No such field' },
        { path: 'shippingDetails.phone', message: 'Phone number is too long' },
      ],
    });
    expect(shippingFieldErrors(error)).toEqual([
      { field: 'email', message: 'Invalid email address' },
      { field: 'phone', message: 'Phone number is too long' },
    ]);
  });

  it('finds nothing in other answers and other errors', () => {
    const errors = [{ path: 'shippingDetails.city', message: 'City is required' }];
    expect(shippingFieldErrors(answer(409, { message: 'Conflict', code: 'ORDER_ALREADY_PAID', errors }))).toEqual([]);
    expect(shippingFieldErrors(new Error('offline'))).toEqual([]);
    expect(shippingFieldErrors(undefined)).toEqual([]);
  });
});

describe('checkoutErrorMessage', () => {
  it('shows our own words for a CheckoutError', () => {
    expect(checkoutErrorMessage(new CheckoutError('Your cart has changed.'))).toBe('Your cart has changed.');
  });

  it("shows the server's words for a 4xx and for 503 (payments off)", () => {
    expect(
      checkoutErrorMessage(
        answer(400, { message: 'Payment verification failed', code: 'PAYMENT_VERIFICATION_FAILED' }),
      ),
    ).toBe('Payment verification failed');
    expect(
      checkoutErrorMessage(
        answer(503, { message: 'Payment processing is temporarily disabled', code: 'PAYMENTS_DISABLED' }),
      ),
    ).toBe('Payment processing is temporarily disabled');
  });

  it('says the default for a 5xx, an answer with no message, and anything else', () => {
    expect(checkoutErrorMessage(answer(500, { message: 'Internal Server Error', code: 'INTERNAL' }))).toBe(
      CHECKOUT_FAILED_DEFAULT,
    );
    expect(checkoutErrorMessage(apiErrorOf(502, 'Bad Gateway', '<html>proxy</html>'))).toBe(CHECKOUT_FAILED_DEFAULT);
    expect(checkoutErrorMessage(answer(400, { code: 'BAD_REQUEST' }))).toBe(CHECKOUT_FAILED_DEFAULT);
    expect(checkoutErrorMessage(new TypeError('Failed to fetch'))).toBe(CHECKOUT_FAILED_DEFAULT);
  });
});

describe('isEmptyCartError', () => {
  it('goes by the code, whatever the words', () => {
    expect(isEmptyCartError(answer(400, { message: 'Votre panier est vide', code: 'CART_EMPTY' }))).toBe(true);
    expect(
      isEmptyCartError(answer(400, { message: 'Your cart is empty. Please add items before checking out.' })),
    ).toBe(false);
    expect(isEmptyCartError(answer(400, { message: 'Invalid request', code: 'VALIDATION' }))).toBe(false);
    expect(isEmptyCartError(new ApiError(400, '400: Bad Request'))).toBe(false);
    expect(isEmptyCartError(new Error('CART_EMPTY'))).toBe(false);
  });
});

describe('orderPagePath', () => {
  it("opens the order's own page with its key, escaped", () => {
    expect(orderPagePath(42, 'abc_DEF-123')).toBe('/orders/42?key=abc_DEF-123');
    expect(orderPagePath(7, 'a+b/c=&d')).toBe('/orders/7?key=a%2Bb%2Fc%3D%26d');
  });
});
