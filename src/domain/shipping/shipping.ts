import { type CurrencyCode, toMinor } from '../currency/currency';
import type { Cents } from '../shared/money';
import type { Locale } from '../i18n/locales';
import type { Translator } from '../i18n/translator';

/** A shipping method as the cart prices it. */
export interface MethodPrice {
  priceCents: Cents;
  /** Free when the subtotal after discounts reaches this; null: never free. */
  freeAboveCents: Cents | null;
}

/**
 * What a method costs for a cart (decision 059): nothing when nothing is bought, nothing
 * once the subtotal after discounts reaches the method's free threshold, its price otherwise. A
 * fresh shop's one method ("Standard" at 12, never free) is the specification's flat rule.
 */
export function shippingFor(method: MethodPrice, subtotalAfterDiscounts: Cents, itemCount: number): Cents {
  if (itemCount === 0) return 0;
  if (method.freeAboveCents !== null && subtotalAfterDiscounts >= method.freeAboveCents) return 0;
  return method.priceCents;
}

/**
 * A method as the API and the back office's form say it (major units of `currency`: the shipping country's
 * market's, or the default market's for the back office's own prices), as the cart prices it: in minor units by
 * the currency's ISO 4217 exponent (decision 070; a yen market's ¥1800 is 1800, not 180000).
 */
export function methodPriceOf(
  method: { price: number; freeAbove: number | null },
  currency: CurrencyCode,
): MethodPrice {
  return {
    priceCents: toMinor(method.price, currency),
    freeAboveCents: method.freeAbove === null ? null : toMinor(method.freeAbove, currency),
  };
}

/** A method's names in the shop's other languages (`{ fr: { name } }`), as its row keeps them. */
export type MethodTranslations = Readonly<Record<string, { name?: string | undefined } | undefined>>;

/** A method's name in a language: its translation there, else (none, or empty) its English name. */
export function methodNameIn(method: { name: string; translations: MethodTranslations }, locale: Locale): string {
  return method.translations[locale]?.name?.trim() || method.name;
}

/** "3–5 business days", "2 business days"; in the reader's language when given their translator's `t`. */
export function deliveryEstimate(minDays: number, maxDays: number, t?: Translator['t']): string {
  if (t)
    return minDays === maxDays
      ? t('{days, plural, one {# business day} other {# business days}}', { days: maxDays })
      : t('{min}–{max, plural, one {# business day} other {# business days}}', { min: minDays, max: maxDays });
  const days = minDays === maxDays ? `${minDays}` : `${minDays}–${maxDays}`;
  return `${days} business day${maxDays === 1 ? '' : 's'}`;
}

/**
 * Carriers the shop knows by name, and where their tracking pages are: the shipped mail and the
 * order page link a tracking number to its page when the carrier is one of these.
 */
const CARRIERS: readonly { names: readonly string[]; url: (tracking: string) => string }[] = [
  { names: ['colissimo', 'la poste'], url: (t) => `https://www.laposte.fr/outils/suivre-vos-envois?code=${t}` },
  { names: ['chronopost'], url: (t) => `https://www.chronopost.fr/tracking-no-cms/suivi-page?listeNumerosLT=${t}` },
  { names: ['dhl', 'dhl express'], url: (t) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${t}` },
  { names: ['ups'], url: (t) => `https://www.ups.com/track?tracknum=${t}` },
  { names: ['fedex'], url: (t) => `https://www.fedex.com/fedextrack/?trknbr=${t}` },
  { names: ['dpd'], url: (t) => `https://tracking.dpd.de/status/en_US/parcel/${t}` },
  { names: ['gls'], url: (t) => `https://gls-group.com/track/${t}` },
  { names: ['usps'], url: (t) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${t}` },
  { names: ['royal mail'], url: (t) => `https://www.royalmail.com/track-your-item#/tracking-results/${t}` },
  { names: ['postnl'], url: (t) => `https://jouw.postnl.nl/track-and-trace/${t}` },
];

/** The carrier's tracking page for a parcel, when the carrier is known; undefined otherwise. */
export function trackingUrl(
  carrier: string | null | undefined,
  tracking: string | null | undefined,
): string | undefined {
  if (!carrier || !tracking) return undefined;
  const name = carrier.trim().toLowerCase();
  const known = CARRIERS.find((c) => c.names.includes(name));
  return known?.url(encodeURIComponent(tracking.trim()));
}
