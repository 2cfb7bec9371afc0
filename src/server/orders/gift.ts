import type { ShippingDetails } from '../../domain/checkout/schemas';
import { printedMessage } from '../../domain/gifts/gifts';
import type { Gift, OrderGift } from '../../domain/gifts/schemas';
import { toMajorIn } from '../../domain/currency/currency';
import type { PricedCart } from '../cart/service';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { countryCode } from '../shipping/countries';
import type { OrderRow } from './repo';

/** What the checkout said of the gift and the buyer, as the order is placed. */
export interface GiftChoice {
  gift?: Gift | undefined;
  billingDetails?: ShippingDetails | undefined;
}

/**
 * The order's gift columns (decision 063): the wrap as the server priced it into the cart's
 * totals (never the browser's figure) and its VAT, the message as it prints, and the buyer's
 * details when they differ from the recipient's (null: the same).
 */
export function giftColumns(
  choice: GiftChoice,
  cart: Pick<PricedCart, 'totals' | 'destination'>,
  shippingDetails: ShippingDetails,
) {
  const message = printedMessage(choice.gift?.message);
  const billing = choice.billingDetails && { ...choice.billingDetails, country: billingCountry(choice.billingDetails) };
  const sameAsShipping = !billing || JSON.stringify(billing) === JSON.stringify(shippingDetails);
  return {
    isGift: choice.gift !== undefined,
    giftWrapCents: cart.totals.giftWrap ?? 0,
    giftWrapTaxCents: cart.destination ? (cart.destination.tax.giftWrap?.tax ?? 0) : null,
    giftMessage: message === '' ? null : message,
    billingDetails: sameAsShipping ? null : billing,
  };
}

/** The billing country's ISO code (the buyer may live where the shop does not ship); 400 when it names none. */
function billingCountry(details: ShippingDetails): string {
  const code = countryCode(details.country);
  if (code === undefined)
    throw AppError.badRequest('VALIDATION', msg('Please choose a country from the list.'), [
      { path: 'billingDetails.country', message: msg('Please choose a country from the list.') },
    ]);
  return code;
}

/** The buyer's details: the billing details given, else the shipping details. */
export const billingOf = (row: Pick<OrderRow, 'billingDetails' | 'shippingDetails'>): ShippingDetails =>
  (row.billingDetails ?? row.shippingDetails) as ShippingDetails;

/**
 * The buyer as the order's invoice and credit notes print them: as the issued invoice printed them
 * when the customer has since deleted their account (`invoiceParty`), else the buyer's details.
 */
export const invoicePartyOf = (
  row: Pick<OrderRow, 'billingDetails' | 'shippingDetails' | 'invoiceParty'>,
): ShippingDetails => (row.invoiceParty as ShippingDetails | null) ?? billingOf(row);

/** The gift and billing fields every order answer carries. */
export function giftFields(row: OrderRow): { gift: OrderGift; billingDetails: ShippingDetails } {
  return {
    gift: row.isGift
      ? {
          wrap: row.giftWrapCents > 0,
          // In the order's currency, by its exponent (decision 070).
          wrapPrice: toMajorIn(row.giftWrapCents, row.currency),
          wrapTax: row.giftWrapTaxCents === null ? null : toMajorIn(row.giftWrapTaxCents, row.currency),
          message: row.giftMessage,
        }
      : null,
    billingDetails: billingOf(row),
  };
}
