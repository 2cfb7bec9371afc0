import { msg } from '../i18n/translator';
import type { CurrencyCode } from '../currency/currency';

/**
 * A currency as a shopper reads it in a sentence ("This gift card is in euros; your cart is in pounds"): a
 * catalogue message for the shop's currencies, so each language says it its way; any other is its ISO code,
 * which every reader can place.
 */
const WORDS: Readonly<Record<string, string>> = {
  EUR: msg('euros'),
  GBP: msg('pounds'),
  CHF: msg('Swiss francs'),
  USD: msg('US dollars'),
};

/** The words for `currency` in English, and the catalogue message a translator finds them by. */
export const currencyWords = (currency: CurrencyCode): string => WORDS[currency] ?? currency;
