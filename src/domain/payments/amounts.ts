import { type CurrencyCode, exponentOf, type Money, money } from '../currency/currency';

/**
 * Amounts as Stripe's API counts them (docs/decisions/070-markets.md). The shop keeps minor units by ISO 4217;
 * Stripe counts "the currency's smallest unit" by its own list, which differs for a few currencies: the Icelandic
 * króna and the Ugandan shilling have no decimals in ISO 4217 but two at Stripe (an amount a whole number of
 * units, `100` per unit), the Malagasy ariary two in ISO 4217 but none at Stripe, and Stripe takes the
 * three-decimal currencies (BHD, JOD, KWD, OMR, TND) only in multiples of ten.
 */

/** Stripe's decimals where they are not ISO 4217's. */
const STRIPE_DECIMALS: Readonly<Record<string, number>> = { ISK: 2, UGX: 2, MGA: 0 };

/** How many decimals Stripe counts for `currency`. */
const stripeDecimals = (currency: CurrencyCode): number => STRIPE_DECIMALS[currency] ?? exponentOf(currency);

/** Thrown for an amount Stripe cannot charge exactly (a fraction of its unit): a price the shop must not set. */
export class UnchargeableAmountError extends RangeError {
  constructor(amount: Money) {
    super(`${amount.minor} minor units of ${amount.currency} cannot be charged exactly through Stripe`);
    this.name = 'UnchargeableAmountError';
  }
}

/** `amount` in Stripe's units of its currency; throws `UnchargeableAmountError` when they cannot hold it exactly. */
export function toStripeAmount(amount: Money): number {
  const shift = stripeDecimals(amount.currency) - exponentOf(amount.currency);
  if (shift >= 0) {
    const units = amount.minor * 10 ** shift;
    if (exponentOf(amount.currency) === 3 && units % 10 !== 0) throw new UnchargeableAmountError(amount);
    return units;
  }
  const per = 10 ** -shift;
  if (amount.minor % per !== 0) throw new UnchargeableAmountError(amount);
  return amount.minor / per;
}

/** An amount Stripe answers (`amount`, in its units) as the shop's minor units of `currency` (upper case). */
export function fromStripeAmount(units: number, currency: CurrencyCode): Money {
  const shift = stripeDecimals(currency) - exponentOf(currency);
  return money(shift >= 0 ? Math.round(units / 10 ** shift) : units * 10 ** -shift, currency);
}
