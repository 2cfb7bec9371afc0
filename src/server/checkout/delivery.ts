import type { Buyer, ShippingDetails } from '../../domain/checkout/schemas';
import { addressProblems, normaliseAddress } from '../../domain/addresses/address';
import { needsShipping } from '../../domain/cart/lines';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import type { GiftChoice } from '../orders/gift';

/**
 * Where an order goes (issue #43): the shipping details of a cart with something to ship (400
 * SHIPPING_REQUIRED without them); for a cart of gift cards only, the buyer's name and e-mail and no
 * address at all, and any shipping, method, gift wrap or billing address is refused (400
 * SHIPPING_NOT_NEEDED): nothing travels.
 */
export function deliveryOf(
  lines: readonly { isCustom: boolean; customDetails: unknown }[],
  shippingDetails: ShippingDetails | undefined,
  choice: { shippingMethodId?: number | undefined; buyer?: Buyer | undefined } & GiftChoice,
): ShippingDetails {
  if (needsShipping(lines)) {
    if (!shippingDetails)
      throw AppError.badRequest('SHIPPING_REQUIRED', undefined, [
        { path: 'shippingDetails', message: msg('Please give a shipping address.') },
      ]);
    return shippingDetails;
  }
  if (shippingDetails || choice.shippingMethodId !== undefined || choice.gift || choice.billingDetails)
    throw AppError.badRequest('SHIPPING_NOT_NEEDED');
  if (!choice.buyer)
    throw AppError.badRequest('VALIDATION', msg('Please give your name and e-mail.'), [
      { path: 'buyer', message: msg('Please give your name and e-mail.') },
    ]);
  return { ...choice.buyer, address: '', city: '', postalCode: '', country: '' };
}

/**
 * The shipping address checked again against its country once the server has resolved it (issue #43):
 * the schema resolved codes and the names the shop prints; a name only older clients send ("Korea,
 * Republic of") is known here, and its postal code and region are held to the same rules.
 */
export function addressIn(details: ShippingDetails, code: string | undefined): ShippingDetails {
  if (!code || details.country === code) return details;
  const problems = addressProblems({ ...details, country: code });
  if (problems[0])
    throw AppError.badRequest(
      'VALIDATION',
      problems[0].message,
      problems.map((p) => ({ path: `shippingDetails.${p.field}`, message: p.message })),
    );
  return normaliseAddress({ ...details, country: code });
}
