import { appliedGiftCard, leftToPay } from '../../domain/gift-cards/gift-cards';
import type { CartSummary } from '../../domain/cart/schemas';
import { money, toMajorIn } from '../../domain/currency/currency';
import { rateFraction } from '../../domain/tax/vat';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { methodNameIn } from '../../domain/shipping/shipping';
import type { CartOwner } from './owner';
import { type CartOffers, type Destination, giftWrapPriceIn, priceCart, type PricingDeps } from './pricing';

const NO_OFFERS: CartOffers['summary'] = { discountCode: null, discountMessage: null, giftSample: null };

/**
 * GET /api/cart/summary: the totals the shopper will be charged, with what comes off and why, and the VAT inside
 * once the country is known; in the currency of the market the cart is priced in (`currency`), which a country
 * named decides, so the shopper sees the cart re-priced before paying (decision 070).
 */
export async function summaryOf(
  deps: PricingDeps,
  owner: CartOwner,
  destination: Destination,
  /** The reader's language: the method's name in it (else its English name). */
  locale: Locale = DEFAULT_LOCALE,
): Promise<CartSummary> {
  const {
    market,
    currency,
    lines,
    adjustments,
    totals,
    method,
    destination: to,
    promotion,
  } = await priceCart(deps, owner, deps.db, destination);
  const card = await deps.giftCards.forCart(owner, money(totals.total, currency));
  const major = (minor: number) => toMajorIn(minor, currency);
  return {
    currency,
    lines: lines.map((l) => ({ id: l.cartLineId, price: major(l.unitPriceCents) })),
    dutiesOnDelivery: market.dutiesOnDelivery,
    subtotal: major(totals.subtotal),
    adjustments: adjustments.map((a) => ({ kind: a.kind, label: a.label, amount: major(a.amountCents) })),
    discount: major(totals.discount),
    shipping: major(totals.shipping),
    total: major(leftToPay(totals.total, card?.appliedCents ?? 0)),
    itemCount: totals.itemCount,
    shippingMethodId: method?.id ?? null,
    shippingMethod: method ? methodNameIn(method, locale) : null,
    country: to?.country ?? null,
    tax: to ? major(to.tax.tax) : null,
    taxRate: to ? rateFraction(to.rateBp) : null,
    giftCard: card ? appliedGiftCard(card) : null,
    ...(promotion?.summary ?? NO_OFFERS),
    giftWrap: major(totals.giftWrap ?? 0),
    giftWrapPrice: major(await giftWrapPriceIn(deps, market)),
  };
}
