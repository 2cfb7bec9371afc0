import { appliedGiftCard, leftToPay } from '../../domain/gift-cards/gift-cards';
import type { CartSummary } from '../../domain/cart/schemas';
import { toMajor } from '../../domain/shared/money';
import { rateFraction } from '../../domain/tax/vat';
import { DEFAULT_LOCALE, type Locale } from '../../domain/i18n/locales';
import { methodNameIn } from '../../domain/shipping/shipping';
import type { CartOwner } from './owner';
import { type CartOffers, type Destination, priceCart, type PricingDeps } from './pricing';

const NO_OFFERS: CartOffers['summary'] = { discountCode: null, discountMessage: null, giftSample: null };

/** GET /api/cart/summary: the totals the shopper will be charged, with what comes off and why, and the VAT inside once the country is known. */
export async function summaryOf(
  deps: PricingDeps,
  owner: CartOwner,
  destination: Destination,
  /** The reader's language: the method's name in it (else its English name). */
  locale: Locale = DEFAULT_LOCALE,
): Promise<CartSummary> {
  const {
    adjustments,
    totals,
    method,
    destination: to,
    promotion,
  } = await priceCart(deps, owner, deps.db, destination);
  const card = await deps.giftCards.forCart(owner, totals.total);
  return {
    subtotal: toMajor(totals.subtotal),
    adjustments: adjustments.map((a) => ({ kind: a.kind, label: a.label, amount: toMajor(a.amountCents) })),
    discount: toMajor(totals.discount),
    shipping: toMajor(totals.shipping),
    total: toMajor(leftToPay(totals.total, card?.appliedCents ?? 0)),
    itemCount: totals.itemCount,
    shippingMethodId: method?.id ?? null,
    shippingMethod: method ? methodNameIn(method, locale) : null,
    country: to?.country ?? null,
    tax: to ? toMajor(to.tax.tax) : null,
    taxRate: to ? rateFraction(to.rateBp) : null,
    giftCard: card ? appliedGiftCard(card) : null,
    ...(promotion?.summary ?? NO_OFFERS),
    giftWrap: toMajor(totals.giftWrap ?? 0),
    giftWrapPrice: toMajor(await deps.settings.giftWrapCents()),
  };
}
