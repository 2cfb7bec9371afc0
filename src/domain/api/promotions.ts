import { cartSummarySchema } from '../cart/schemas';
import {
  applyDiscountSchema,
  chooseGiftSchema,
  discountInputSchema,
  discountListQuerySchema,
  discountListSchema,
  discountSchema,
  promotionSettingsInputSchema,
  promotionSettingsSchema,
} from '../promotions/schemas';
import { guestQuerySchema } from '../shared/fields';
import { discountIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

const tag = 'Promotions';
const adminTag = 'Back office: discounts';
const guestErrors = ['GUEST_ID_REQUIRED', 'GUEST_ID_MISMATCH'] as const;

export const listDiscounts = endpoint({
  method: 'GET',
  path: '/api/admin/discounts',
  tag: adminTag,
  summary:
    "The discount codes, newest first, each with its uses (paid orders), what it took off and those orders' revenue.",
  auth: 'admin',
  permission: 'promotions',
  paged: true,
  query: discountListQuerySchema,
  responses: { 200: discountListSchema },
});

export const createDiscount = endpoint({
  method: 'POST',
  path: '/api/admin/discounts',
  tag: adminTag,
  summary:
    'Makes a code: percent, amount or free shipping; a minimum subtotal, a window, total and per-customer uses, the kinds of line.',
  auth: 'admin',
  permission: 'promotions',
  body: discountInputSchema,
  responses: { 201: discountSchema },
  errors: { 409: ['DISCOUNT_CODE_TAKEN'] },
});

export const updateDiscount = endpoint({
  method: 'PUT',
  path: '/api/admin/discounts/:id',
  tag: adminTag,
  summary:
    'Changes a code no order has used yet, checked as a new one is; a code an order has used (placed, being paid or paid) is refused with 409 DISCOUNT_IN_USE.',
  auth: 'admin',
  permission: 'promotions',
  params: discountIdParam,
  body: discountInputSchema,
  responses: { 200: discountSchema },
  errors: { 404: ['DISCOUNT_NOT_FOUND'], 409: ['DISCOUNT_CODE_TAKEN', 'DISCOUNT_IN_USE'] },
});

export const endDiscount = endpoint({
  method: 'POST',
  path: '/api/admin/discounts/:id/end',
  tag: adminTag,
  summary: 'Ends a code now; it stays listed with its uses.',
  auth: 'admin',
  permission: 'promotions',
  params: discountIdParam,
  responses: { 200: discountSchema },
  errors: { 404: ['DISCOUNT_NOT_FOUND'] },
});

export const getPromotionSettings = endpoint({
  method: 'GET',
  path: '/api/admin/promotions',
  tag: adminTag,
  summary: "The automatic gift: the subtotal above which a free sample of the shopper's choice is offered (null: off).",
  auth: 'admin',
  permission: 'promotions',
  responses: { 200: promotionSettingsSchema },
});

export const setPromotionSettings = endpoint({
  method: 'PUT',
  path: '/api/admin/promotions',
  tag: adminTag,
  summary: "Sets the automatic gift's subtotal (null turns it off).",
  auth: 'admin',
  permission: 'promotions',
  body: promotionSettingsInputSchema,
  responses: { 200: promotionSettingsSchema },
});

export const applyCartDiscount = endpoint({
  method: 'PUT',
  path: '/api/cart/discount',
  tag,
  summary:
    'Applies one discount code to the cart; answers the cart summary with the code in `adjustments` and `discount`, or 400 DISCOUNT_INVALID saying why.',
  body: applyDiscountSchema,
  responses: { 200: cartSummarySchema },
  errors: { 400: [...guestErrors, 'DISCOUNT_INVALID'] },
});

export const removeCartDiscount = endpoint({
  method: 'DELETE',
  path: '/api/cart/discount',
  tag,
  summary: "Removes the cart's discount code; answers the cart summary.",
  query: guestQuerySchema,
  responses: { 200: cartSummarySchema },
  errors: { 400: guestErrors },
});

export const chooseCartGift = endpoint({
  method: 'PUT',
  path: '/api/cart/gift-sample',
  tag,
  summary:
    "Chooses the free sample offered above the shop's gift subtotal: the sample is added to the cart and priced 0 while the subtotal stays above it; null removes it.",
  body: chooseGiftSchema,
  responses: { 200: cartSummarySchema },
  errors: { 400: [...guestErrors, 'GIFT_NOT_OFFERED'], 404: ['PERFUME_NOT_FOUND'] },
});
