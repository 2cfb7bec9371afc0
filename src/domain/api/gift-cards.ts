import { applyGiftCardSchema, giftCardBalanceQuerySchema, giftCardBalanceSchema } from '../gift-cards/schemas';
import { cartSummarySchema } from '../cart/schemas';
import { guestQuerySchema, noContentSchema } from '../shared/fields';
import { endpoint } from './endpoint';

const tag = 'Gift cards';

export const applyGiftCard = endpoint({
  method: 'PUT',
  path: '/api/cart/gift-card',
  tag,
  summary:
    "Applies a gift card to the cart by its code (throttled like sign-ins); answers the cart's summary, its `giftCard` and `total` what is left to pay. A card pays only a cart in the currency it was bought in: another is 400 GIFT_CARD_CURRENCY.",
  query: guestQuerySchema,
  body: applyGiftCardSchema,
  responses: { 200: cartSummarySchema },
  errors: {
    // A card in another currency than the cart's names both (decision 070).
    400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH', 'GIFT_CARD_EMPTY', 'GIFT_CARD_CURRENCY'],
    404: ['GIFT_CARD_NOT_FOUND'],
    // A card a refund of the order that bought it cancelled (decision 062).
    409: ['GIFT_CARD_CANCELLED'],
    429: ['RATE_LIMITED'],
  },
});

export const removeGiftCard = endpoint({
  method: 'DELETE',
  path: '/api/cart/gift-card',
  tag,
  summary: 'The cart no longer pays with a gift card.',
  query: guestQuerySchema,
  responses: { 204: noContentSchema },
  errors: { 400: ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH'] },
});

export const getGiftCardBalance = endpoint({
  method: 'GET',
  path: '/api/gift-cards/balance',
  tag,
  summary: "A gift card's balance by its code (throttled like sign-ins).",
  query: giftCardBalanceQuerySchema,
  responses: { 200: giftCardBalanceSchema },
  errors: { 404: ['GIFT_CARD_NOT_FOUND'], 409: ['GIFT_CARD_CANCELLED'], 429: ['RATE_LIMITED'] },
});
