import { msg } from '../i18n/translator';

/**
 * No zod here: the browser's first bundle reads this list.
 *
 * Every error the API answers carries one of these codes; the browser matches the code, never
 * the message. Each code has the words shown when the thrower names no more precise ones.
 */
export const errorMessages = {
  // Requests the server could not read.
  BAD_REQUEST: msg('Invalid request'),
  VALIDATION: msg('Invalid request'),
  CONTROL_CHARACTER: msg('Text may not contain control characters or broken characters'),
  MALFORMED_JSON: msg('Malformed JSON in request body'),
  BODY_TOO_LARGE: msg('Request body is too large'),
  NOT_FOUND: msg('Not found'),
  INTERNAL: msg('Internal Server Error'),
  // A server process that is stopping (a restart or a deploy): the request is safe to send again (Retry-After).
  SHOP_RESTARTING: msg('The shop is restarting. Please try again in a few seconds.'),
  // Who may do what.
  UNAUTHORIZED: msg('Not authenticated'),
  FORBIDDEN: msg('Forbidden'),
  ADMIN_ONLY: msg('Administrators only'),
  CROSS_SITE: msg('Cross-site request refused'),
  RATE_LIMITED: msg('Too many attempts. Please wait a few minutes and try again.'),
  // Accounts.
  INVALID_CREDENTIALS: msg('Invalid email or password'),
  ACCOUNT_DEACTIVATED: msg('This account has been deactivated. Please contact us.'),
  EMAIL_TAKEN: msg('An account with this email already exists'),
  USERNAME_TAKEN: msg('This username is already taken'),
  ACCOUNT_TAKEN: msg('An account with this email or username already exists'),
  WRONG_CURRENT_PASSWORD: msg('Current password is incorrect'),
  RESET_LINK_INVALID: msg('This reset link is not valid. Please ask for a new one.'),
  RESET_LINK_EXPIRED: msg('This reset link has expired. Please ask for a new one.'),
  RESET_LINK_USED: msg('This reset link has already been used. Please ask for a new one.'),
  VERIFY_LINK_INVALID: msg('This confirmation link is not valid. Please ask for a new one.'),
  VERIFY_LINK_EXPIRED: msg('This confirmation link has expired. Please ask for a new one.'),
  VERIFY_LINK_USED: msg('This confirmation link has already been used.'),
  EMAIL_ALREADY_VERIFIED: msg('Your e-mail address is already confirmed.'),
  SESSION_NOT_FOUND: msg('That device is no longer signed in.'),
  ORDERS_IN_PROGRESS: msg(
    'An order of yours is still being prepared: you can delete your account once it has shipped.',
  ),
  // A second factor.
  TWO_FACTOR_SETUP_REQUIRED: msg('Set up two-step verification to use the back office.'),
  TWO_FACTOR_CODE_INVALID: msg('That code is not right. Please try again.'),
  TWO_FACTOR_CHALLENGE_EXPIRED: msg('Your sign-in has expired. Please enter your password again.'),
  TWO_FACTOR_ALREADY_ON: msg('Two-step verification is already on.'),
  TWO_FACTOR_NOT_STARTED: msg('Start the set-up again: no code was expected.'),
  TWO_FACTOR_OFF: msg('Two-step verification is not on.'),
  // Staff.
  INVITATION_INVALID: msg('This invitation link is not valid. Please ask for a new one.'),
  INVITATION_EXPIRED: msg('This invitation has expired. Please ask the owner for a new one.'),
  INVITATION_USED: msg('This invitation has already been used. Please sign in.'),
  STAFF_NOT_FOUND: msg('Staff member not found'),
  STAFF_EXISTS: msg('This address is already on the staff'),
  LAST_OWNER: msg('The shop needs at least one active owner.'),
  STAFF_SELF: msg('You cannot suspend or remove yourself. Please ask another owner.'),
  STAFF_NOT_ACCEPTED: msg('This invitation has not been accepted yet: send it again, or withdraw it.'),
  // Catalogue and cart.
  PERFUME_NOT_FOUND: msg('Perfume not found'),
  SIZE_NOT_FOUND: msg('This perfume is not sold in that size'),
  IN_STOCK: msg('This size is in stock: you can order it now.'),
  CART_LINE_NOT_FOUND: msg('Cart item not found'),
  GUEST_ID_REQUIRED: msg('guestId is required when not signed in'),
  GUEST_ID_MISMATCH: msg('guestId differs between the query and the body'),
  INVALID_CART_LINE: msg('Invalid cart item'),
  INVALID_CUSTOM_DESIGN: msg('Invalid custom perfume'),
  IFRA_LIMIT: msg('An ingredient is past its IFRA limit for a fine fragrance.'),
  // The abandoned-cart reminder's link back to its cart (DESIGN §1 "Abandoned carts and consent").
  CART_LINK_INVALID: msg('This link does not lead to a cart.'),
  CART_LINK_EMPTY: msg('There is nothing left in this cart to bring back: it has become an order, or was emptied.'),
  // My creations.
  CREATION_NOT_FOUND: msg('Creation not found'),
  CREATION_LIMIT: msg('You can keep at most 100 creations. Please delete one before saving another.'),
  CREATION_KIND_MISMATCH: msg('The details do not match the kind of creation'),
  CART_EMPTY: msg('Your cart is empty. Please add items before checking out.'),
  CART_FULL: msg('Your cart holds at most 50 items. Please remove one before adding another.'),
  ORDER_TOO_LARGE: msg('An order can total at most 20,000 in the store currency. Please remove some items.'),
  CART_CHANGED: msg('Your cart has changed. Please review your order and try again.'),
  OUT_OF_STOCK: msg('This perfume is sold out.'),
  ORDERS_LIMITED: msg(
    'Too many orders from your connection are waiting for payment. Please pay for one, or wait a few minutes and try again.',
  ),
  // Reviews.
  REVIEW_NOT_VERIFIED: msg('You can review a perfume once an order of it has been shipped to you.'),
  REVIEW_EXISTS: msg('You have already reviewed this perfume.'),
  REVIEW_NOT_FOUND: msg('Review not found'),
  // The back office.
  INGREDIENT_NOT_FOUND: msg('Ingredient not found'),
  STATUS_NOT_ALLOWED: msg('This order cannot take that status.'),
  STALE_EDIT: msg('This perfume changed since the form was opened (an edit or a sale). Reload it and save again.'),
  STOCK_CHANGED: msg('The stock changed since the form was opened (bottles sold meanwhile). Check it and save again.'),
  REFUND_REQUIRED: msg('A paid order is cancelled by refunding it in full.'),
  NOT_REFUNDABLE: msg('Only a paid order can be refunded.'),
  REFUND_FAILED: msg('The payment provider refused the refund. Nothing was changed; please try again.'),
  IMAGE_REQUIRED: msg('Choose an image file to upload (field "file").'),
  IMAGE_INVALID: msg('The file is not a PNG, JPEG or WebP image.'),
  IMAGE_TOO_LARGE: msg('Images may be at most 5 MB.'),
  IMAGE_NOT_FOUND: msg('Image not found'),
  // The catalogue as a file (DESIGN §4 "Catalogue file").
  CATALOGUE_FILE_REQUIRED: msg('Choose a CSV file to import (field "file").'),
  CATALOGUE_FILE_INVALID: msg(
    'The file was not applied: correct the errors at their lines and columns, then import it again.',
  ),
  CATALOGUE_FILE_TOO_LARGE: msg('A catalogue file may be at most 20 MB.'),
  CATALOGUE_FILE_CONFLICT: msg(
    'The catalogue changed while the file was applied. Nothing was changed: check the file again.',
  ),
  // Orders and payments.
  ORDER_NOT_FOUND: msg('Order not found'),
  MAIL_NOT_FOUND: msg('Mail not found'),
  MAIL_NOT_RESENDABLE: msg(
    'Only a mail about an order whose customer still has an address can be sent again; a gift card’s code goes to its recipient alone.',
  ),
  CUSTOMER_NOT_FOUND: msg('Customer not found'),
  ORDER_ALREADY_PAID: msg('This order has already been paid'),
  ORDER_CANCELLED: msg(
    'This order was cancelled (unpaid orders expire after 24 hours). Please place your order again.',
  ),
  PAYMENT_NOT_FOUND: msg('Payment not found'),
  PAYMENT_VERIFICATION_FAILED: msg('Payment verification failed'),
  PAYMENT_OF_OTHER_CART: msg('This payment belongs to another cart'),
  PAYMENT_OF_OTHER_ORDER: msg('This payment is attached to another order'),
  PAYMENTS_DISABLED: msg('Payment processing is temporarily disabled'),
  INVALID_WEBHOOK_SIGNATURE: msg('Invalid webhook signature'),
  // Taxes, shipping, invoices, refunds and returns.
  COUNTRY_UNKNOWN: msg('Please choose a country from the list.'),
  COUNTRY_NOT_SHIPPED: msg('We do not ship to this country yet. Please choose another destination or contact us.'),
  SHIPPING_NOT_NEEDED: msg(
    'Gift cards are sent by e-mail: an order of gift cards only takes no shipping address, method or gift wrap.',
  ),
  NOTHING_TO_SHIP: msg(
    'This order holds gift cards only: they are e-mailed, never shipped, and the order completes itself once every card has gone.',
  ),
  NOTHING_TO_PACK: msg('This order holds gift cards only: they are e-mailed, so there is nothing to pack.'),
  SHIPPING_REQUIRED: msg('Your cart holds items to ship: please give a shipping address.'),
  SHIPPING_METHOD_UNKNOWN: msg('This shipping method is not offered for the chosen country. Please choose another.'),
  ZONE_NOT_FOUND: msg('Shipping zone not found'),
  METHOD_NOT_FOUND: msg('Shipping method not found'),
  COUNTRY_IN_TWO_ZONES: msg('A country can belong to one shipping zone only.'),
  ZONE_NAME_TAKEN: msg('A shipping zone with this name already exists.'),
  MARKET_NOT_FOUND: msg('Market not found'),
  MARKET_TAKEN: msg('A market with this code already exists.'),
  COUNTRY_IN_TWO_MARKETS: msg('A country can belong to one market only.'),
  MARKET_CURRENCY_FIXED: msg("The default market's currency cannot change: every price and order is kept in it."),
  DISCOUNT_INVALID: msg('This code is not valid.'),
  DISCOUNT_NOT_FOUND: msg('Discount code not found'),
  DISCOUNT_CODE_TAKEN: msg('A discount code with this name already exists.'),
  DISCOUNT_IN_USE: msg('An order has used this code, so it can no longer be changed. End it and make a new one.'),
  GIFT_NOT_OFFERED: msg('The free sample is offered above a subtotal your cart has not reached.'),
  INVOICE_NOT_FOUND: msg('No invoice yet: an invoice is issued once the order is paid.'),
  CREDIT_NOTE_NOT_FOUND: msg('Credit note not found'),
  REFUND_TOO_LARGE: msg('That is more than is left to refund on this order.'),
  RETURN_NOT_ALLOWED: msg('This order cannot be returned.'),
  RETURN_NOT_FOUND: msg('Return not found'),
  RETURN_STATUS_NOT_ALLOWED: msg('This return cannot take that status.'),
  // The atelier.
  WORK_ORDER_NOT_FOUND: msg('Work order not found'),
  WORK_ORDER_STATUS_NOT_ALLOWED: msg('This work order cannot take that status.'),
  WORK_ORDERS_OPEN: msg('This order has made-to-order perfumes that are not bottled yet.'),
  WORK_ORDER_LOTS_MISSING: msg('Record the lot of every ingredient before the perfume macerates.'),
  WORK_ORDER_RESTING: msg('This perfume is still resting: it may not be bottled yet.'),
  WORK_ORDER_LOTS_CLOSED: msg('Lots are recorded while the perfume is queued or being compounded.'),
  WORK_ORDER_LOT_UNKNOWN_LINE: msg('That ingredient is not in this formula.'),
  // Sales (decision 070).
  SALE_NOT_FOUND: msg('Sale not found'),
  SALE_NOT_LOWER: msg('A sale price is lower than the regular price.'),
  // Refills (DESIGN §1 "Refills").
  SUBSCRIPTION_NOT_FOUND: msg('Refill not found'),
  SUBSCRIPTION_LOCKED: msg('This refill is being prepared: it can be changed again after its delivery is charged.'),
  SUBSCRIPTION_ENDED: msg('This refill has been cancelled.'),
  SUBSCRIPTION_BUSY: msg('This delivery is already being charged.'),
  RENEWAL_DECLINED: msg('Your card was declined for this delivery. Please change the card and try again.'),
  REFILL_SIGN_IN: msg('Sign in or create an account to subscribe to a refill.'),
  REFILL_NOT_OFFERED: msg('This item cannot be delivered as a refill.'),
  CARD_SETUP_INCOMPLETE: msg('The new card was not saved. Please enter it again.'),
  // Webhooks (DESIGN §1 "Webhooks and integrations").
  WEBHOOK_NOT_FOUND: msg('Webhook endpoint not found'),
  WEBHOOK_DELIVERY_NOT_FOUND: msg('Delivery not found'),
  WEBHOOK_URL_REFUSED: msg('This address cannot receive webhooks: use an https:// address of a public server.'),
  // Gift cards.
  GIFT_CARD_NOT_FOUND: msg('No gift card has this code. Please check it and try again.'),
  GIFT_CARD_EMPTY: msg('This gift card has been spent in full.'),
  GIFT_CARD_CURRENCY: msg('This gift card is in another currency than your cart.'),
  GIFT_CARD_CANCELLED: msg(
    'This gift card was cancelled and can no longer be used. Please ask the person who gave it to you, or contact us.',
  ),
  GIFT_CARD_USED: msg('This gift card has been used: its line cannot be refunded.'),
  NOTHING_TO_PAY: msg('Your gift card pays the whole order: place it without a card.'),
  GIFT_CARD_SPENT: msg(
    "Your gift card's balance changed (it paid another order meanwhile). Please review your order and try again.",
  ),
} as const satisfies Record<string, string>;

export type ErrorCode = keyof typeof errorMessages;

export interface FieldError {
  /** Dotted path of the field, e.g. `shippingDetails.city`. */
  path: string;
  message: string;
}

/** The body of every error answer. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  /** The fields a validation error names. */
  errors?: FieldError[];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorMessages, value);
}
