import { confirmPayment, placeOrder } from '@/domain/api/checkout';
import type { CreatedOrder } from '@/domain/orders/schemas';
import type { Buyer, ShippingDetails } from '@/domain/checkout/schemas';
import { toMajorIn } from '@/domain/currency/currency';
import type { Cents } from '@/domain/shared/money';
import { call, isApiError } from '@/client/lib/api';
import type { CartItem } from '@/client/lib/use-cart';
import { serverFieldErrors } from '@/client/components/form/server-errors';
import { paths } from '@/domain/pages/paths';
import { msg } from '@/domain/i18n/translator';

/** An error whose message is meant for the shopper, shown as the 'Checkout Failed' description. */
export class CheckoutError extends Error {
  override readonly name = 'CheckoutError';
}

export const CHECKOUT_FAILED_DEFAULT = msg('There was an error processing your order. Please try again.');
export const NOT_SUCCESSFUL = msg('Payment was not successful');

/** The server found the cart empty (emptied in another tab, say): POST /api/orders or the intent answer CART_EMPTY. */
export function isEmptyCartError(error: unknown): boolean {
  return isApiError(error) && error.code === 'CART_EMPTY';
}

/**
 * POST /api/orders with the specification's payload. The server prices the order from its own cart;
 * total, status, paymentStatus and items are sent for compatibility and ignored there.
 */
export function createOrder(input: {
  guestId: string;
  /** Where the order goes; none for a cart of gift cards only, which names its `buyer` instead (issue #43). */
  shippingDetails?: ShippingDetails | undefined;
  shippingMethodId?: number | undefined;
  buyer?: Buyer | undefined;
  /** None when a gift card pays the whole order (decision 062). */
  paymentIntentId?: string | undefined;
  /** What the shopper was shown, in minor units of `currency` (the server prices the order itself). */
  total: Cents;
  currency: string;
  items: CartItem[];
  /** "This is a gift": the wrap (priced by the server) and the card's message. */
  gift?: { wrap: boolean; message?: string | undefined } | undefined;
  /** The buyer's, when not the shipping details. */
  billingDetails?: ShippingDetails | undefined;
  /** The box "E-mail me about new perfumes and offers", ticked (DESIGN §1 "Abandoned carts and consent"). */
  marketingConsent?: boolean | undefined;
}): Promise<CreatedOrder> {
  return call(placeOrder, {
    body: {
      guestId: input.guestId,
      // An empty phone is no phone.
      ...(input.shippingDetails
        ? { shippingDetails: { ...input.shippingDetails, phone: input.shippingDetails.phone || undefined } }
        : {}),
      ...(input.shippingMethodId !== undefined ? { shippingMethodId: input.shippingMethodId } : {}),
      ...(input.buyer ? { buyer: input.buyer } : {}),
      ...(input.paymentIntentId ? { paymentIntentId: input.paymentIntentId } : {}),
      total: toMajorIn(input.total, input.currency),
      status: 'pending',
      paymentStatus: 'pending',
      items: input.items.map((i) => ({
        perfumeId: i.perfumeId,
        quantity: i.quantity,
        isCustom: i.isCustom,
        customDetails: i.customDetails,
        customName: i.customName,
        customPrice: i.customPrice,
        price: i.price,
      })),
      ...(input.gift ? { gift: input.gift } : {}),
      ...(input.billingDetails
        ? { billingDetails: { ...input.billingDetails, phone: input.billingDetails.phone || undefined } }
        : {}),
      ...(input.marketingConsent ? { marketingConsent: true } : {}),
    },
  });
}

/** The order's own page, opened after the payment: its key is the guest's way back to it. */
export const orderPagePath = (orderId: number, accessKey: string) => paths.order(orderId, { key: accessKey });

/** The server checks the intent with the provider, marks the order paid and empties the cart. */
export async function confirmWithServer(paymentIntentId: string, orderId: number): Promise<string> {
  const { status } = await call(confirmPayment, { body: { paymentIntentId, orderId } });
  return status;
}

const SHIPPING_FIELDS = [
  'fullName',
  'email',
  'address',
  'address2',
  'city',
  'region',
  'postalCode',
  'country',
  'phone',
] as const;
export type ShippingField = (typeof SHIPPING_FIELDS)[number];

/** The shipping fields a 400 from /api/orders names (`errors: [{path: 'shippingDetails.city', …}]`; `buyer.` alike). */
export function shippingFieldErrors(error: unknown): { field: ShippingField; message: string }[] {
  const found: { field: ShippingField; message: string }[] = [];
  for (const e of serverFieldErrors(error)) {
    const field = e.path.replace(/^(shippingDetails|buyer)\./, '');
    if ((SHIPPING_FIELDS as readonly string[]).includes(field) && !found.some((f) => f.field === field)) {
      found.push({ field: field as ShippingField, message: e.message });
    }
  }
  return found;
}

/** The words for the 'Checkout Failed' toast: ours, the server's, or the default. */
export function checkoutErrorMessage(error: unknown): string {
  if (error instanceof CheckoutError) return error.message;
  // 4xx messages are written for shoppers; a 5xx is ours to log, not theirs to read (503 says payments are off).
  if (isApiError(error) && (error.status < 500 || error.status === 503))
    return error.serverMessage ?? CHECKOUT_FAILED_DEFAULT;
  return CHECKOUT_FAILED_DEFAULT;
}
