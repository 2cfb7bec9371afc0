import {
  addCartItemSchema,
  addedLineSchema,
  cartSchema,
  cartQuerySchema,
  cartSummaryQuerySchema,
  cartSummarySchema,
  updateCartItemSchema,
} from '../cart/schemas';
import { guestQuerySchema, noContentSchema } from '../shared/fields';
import { cartLineIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Cart';
/** Every cart call names a guest's cart by `guestId` while signed out; a signed-in session's cart wins. */
const guestErrors = { 400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH'] } as const;

export const getCart = endpoint({
  method: 'GET',
  path: '/api/cart',
  tag,
  summary: "The cart's lines: the signed-in user's, else the guest's.",
  query: cartQuerySchema,
  responses: { 200: cartSchema },
  errors: guestErrors,
});

export const getCartSummary = endpoint({
  method: 'GET',
  path: '/api/cart/summary',
  tag,
  summary:
    'The cart priced by the server: subtotal, adjustments (sample credits, offers), shipping and total; with a country, its shipping method and the VAT inside.',
  query: cartSummaryQuerySchema,
  responses: { 200: cartSummarySchema },
  errors: {
    400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH', 'COUNTRY_UNKNOWN', 'SHIPPING_METHOD_UNKNOWN'],
    404: ['COUNTRY_NOT_SHIPPED'],
  },
});

export const addCartLine = endpoint({
  method: 'POST',
  path: '/api/cart',
  tag,
  summary:
    'Adds a catalogue perfume, a sample or a custom perfume; the server sets its price. With `refill` (signed in only: a guest is 401 REFILL_SIGN_IN) a bottle or a custom perfume is delivered every so many weeks at the refill price once paid.',
  query: cartQuerySchema,
  body: addCartItemSchema,
  responses: { 201: addedLineSchema },
  errors: {
    400: [
      'GUEST_ID_REQUIRED',
      'GUEST_ID_MISMATCH',
      'CART_FULL',
      'INVALID_CART_LINE',
      'INVALID_CUSTOM_DESIGN',
      'IFRA_LIMIT',
      'ORDER_TOO_LARGE',
      'REFILL_NOT_OFFERED',
    ],
    401: ['REFILL_SIGN_IN'],
    404: ['PERFUME_NOT_FOUND', 'SIZE_NOT_FOUND'],
    409: ['OUT_OF_STOCK'],
  },
});

export const updateCartLine = endpoint({
  method: 'PUT',
  path: '/api/cart/:id',
  tag,
  summary: "Sets a line's quantity; answers the cart.",
  params: cartLineIdParam,
  query: cartQuerySchema,
  body: updateCartItemSchema,
  responses: { 200: cartSchema },
  errors: {
    400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH', 'INVALID_CART_LINE', 'ORDER_TOO_LARGE'],
    404: ['CART_LINE_NOT_FOUND', 'SIZE_NOT_FOUND'],
    409: ['OUT_OF_STOCK'],
  },
});

export const removeCartLine = endpoint({
  method: 'DELETE',
  path: '/api/cart/:id',
  tag,
  summary: 'Removes a line; answers the cart.',
  params: cartLineIdParam,
  query: cartQuerySchema,
  responses: { 200: cartSchema },
  errors: { ...guestErrors, 404: ['CART_LINE_NOT_FOUND'] },
});

export const clearCart = endpoint({
  method: 'DELETE',
  path: '/api/cart',
  tag,
  summary: 'Empties the cart.',
  query: guestQuerySchema,
  responses: { 204: noContentSchema },
  errors: guestErrors,
});

export const getUserCart = endpoint({
  method: 'GET',
  path: '/api/user/cart',
  tag,
  summary: "The signed-in user's cart.",
  auth: 'user',
  responses: { 200: cartSchema },
});
