import { cartSchema } from '../cart/schemas';
import {
  restoreCartSchema,
  unsubscribeBodySchema,
  unsubscribePageSchema,
  unsubscribeQuerySchema,
} from '../marketing/schemas';
import { endpoint } from './endpoint';

/*
 * Marketing consent and the abandoned-cart reminder (DESIGN §1 "Abandoned carts and consent"): the one-click
 * withdrawal every marketing mail carries (`List-Unsubscribe`, RFC 8058), and the reminder's link back to its cart.
 * The consent itself is given at checkout (`POST /api/orders` `marketingConsent`) and in the account
 * (`PUT /api/user/profile` `marketingConsent`).
 */

const tag = 'Marketing';

export const showUnsubscribe = endpoint({
  method: 'GET',
  path: '/api/marketing/unsubscribe',
  tag,
  summary:
    "A marketing mail's unsubscribe link: a small page in the mail's language naming the address, with the button that withdraws its consent (no sign-in). An unknown token answers a page that says so (404).",
  query: unsubscribeQuerySchema,
  produces: 'text/html',
  responses: { 200: unsubscribePageSchema, 404: unsubscribePageSchema },
});

export const unsubscribe = endpoint({
  method: 'POST',
  path: '/api/marketing/unsubscribe',
  tag,
  summary:
    "Withdraws the address's consent to marketing mail: RFC 8058's one-click POST (`List-Unsubscribe=One-Click`, the token in the query, no cookies), or the unsubscribe page's button (the token in the query or the form). Recorded once in the consent's history; answers a page that confirms it, or 404 for an unknown token.",
  query: unsubscribeQuerySchema,
  body: unsubscribeBodySchema,
  produces: 'text/html',
  responses: { 200: unsubscribePageSchema, 404: unsubscribePageSchema },
});

export const restoreCart = endpoint({
  method: 'POST',
  path: '/api/cart/restore',
  tag,
  summary:
    "The reminder's link back to a cart (`/cart?restore={token}`), opened on any device: that cart's lines join the current shopper's cart (a perfume already there keeps the larger quantity; a refill joins a signed-in cart only) and the cart is answered. 404 CART_LINK_INVALID for an unknown link, 409 CART_LINK_EMPTY once the cart has become an order or was emptied.",
  body: restoreCartSchema,
  responses: { 200: cartSchema },
  errors: {
    400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH'],
    404: ['CART_LINK_INVALID'],
    409: ['CART_LINK_EMPTY'],
  },
});
