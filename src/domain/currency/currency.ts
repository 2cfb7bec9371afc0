/**
 * Currencies and amounts that carry theirs (docs/decisions/070-markets.md). Every amount is held in integer
 * minor units of its currency, by the currency's ISO 4217 exponent (2 for the euro, the pound, the franc and
 * the dollar; 0 for the yen; 3 for the Kuwaiti dinar). An order, a cart, a payment and a gift card are each
 * in one currency; where two amounts meet (a gift card against a cart, revenue of several markets) they meet
 * as `Money`, and adding two currencies is a type error where both are known, and an error always.
 */

/** An ISO 4217 code: three capital letters (`EUR`, `GBP`, `CHF`, `USD`, `JPY`). */
export type CurrencyCode = string;

/** ISO 4217 exponents other than 2 (the list 4217 publishes; funds codes left out). */
const EXPONENTS: Readonly<Record<string, number>> = {
  BIF: 0,
  CLP: 0,
  DJF: 0,
  GNF: 0,
  ISK: 0,
  JPY: 0,
  KMF: 0,
  KRW: 0,
  PYG: 0,
  RWF: 0,
  UGX: 0,
  VND: 0,
  VUV: 0,
  XAF: 0,
  XOF: 0,
  XPF: 0,
  BHD: 3,
  IQD: 3,
  JOD: 3,
  KWD: 3,
  LYD: 3,
  OMR: 3,
  TND: 3,
};

/** How many decimals `currency`'s minor unit has (ISO 4217): 2, 0 or 3. */
export function exponentOf(currency: CurrencyCode): number {
  return EXPONENTS[currency] ?? 2;
}

/** The currencies whose minor unit has `exponent` decimals other than 2 (for SQL that divides by the exponent). */
export const currenciesOfExponent = (exponent: 0 | 3): string[] =>
  Object.keys(EXPONENTS).filter((code) => EXPONENTS[code] === exponent);

/** How many minor units make one major unit of `currency` (100, 1, 1000). */
export const minorPerMajor = (currency: CurrencyCode): number => 10 ** exponentOf(currency);

/** An amount in major units (as JSON answers carry it: `145.5`) in minor units of `currency`, without float drift. */
export function toMinor(major: number, currency: CurrencyCode): number {
  return Math.round(major * minorPerMajor(currency));
}

/** Minor units of `currency` in major units (as JSON answers carry them). */
export function toMajorIn(minor: number, currency: CurrencyCode): number {
  return minor / minorPerMajor(currency);
}

/** An amount with its currency. `C` is the currency where the code knows it (`Money<'GBP'>`), else any. */
export interface Money<C extends CurrencyCode = CurrencyCode> {
  readonly minor: number;
  readonly currency: C;
}

/** Thrown when two currencies would meet in one sum: a bug, never a shopper's mistake. */
export class CurrencyMismatchError extends Error {
  constructor(a: CurrencyCode, b: CurrencyCode) {
    super(`Amounts in ${a} and ${b} cannot be added`);
    this.name = 'CurrencyMismatchError';
  }
}

export function money<C extends CurrencyCode>(minor: number, currency: C): Money<C> {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not a whole number of minor units: ${minor}`);
  return { minor, currency };
}

/** The same amount's currency, or the error that two currencies met. */
function same<C extends CurrencyCode>(a: Money<C>, b: Money<C>): C {
  if (a.currency !== b.currency) throw new CurrencyMismatchError(a.currency, b.currency);
  return a.currency;
}

/** `a + b`: both in one currency (a type error where the currencies are known and differ). */
export function addMoney<C extends CurrencyCode>(a: Money<C>, b: Money<NoInfer<C>>): Money<C> {
  return money(a.minor + b.minor, same(a, b));
}

/** What amounts in `currency` come to (zero of it when there are none). */
export function sumMoney<C extends CurrencyCode>(currency: C, amounts: readonly Money<NoInfer<C>>[]): Money<C> {
  return amounts.reduce<Money<C>>((total, a) => addMoney(total, a), money(0, currency));
}

/** Amounts of any currencies, added up per currency (the dashboard's revenue per currency), largest first. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<CurrencyCode, number>();
  for (const a of amounts) totals.set(a.currency, (totals.get(a.currency) ?? 0) + a.minor);
  return [...totals]
    .map(([currency, minor]) => money(minor, currency))
    .sort((a, b) => b.minor - a.minor || a.currency.localeCompare(b.currency));
}

/**
 * A rate from the default market's currency: how many of a currency's major units one of it buys, in millionths
 * (`850000`: €1 = £0.85). Integers, so a derived price is exact and the same on every machine.
 */
export type RateMicros = number;
export const RATE_ONE: RateMicros = 1_000_000;

/** `1.08` → 1080000; `0.85` → 850000. */
export const rateMicrosOf = (rate: number): RateMicros => Math.round(rate * RATE_ONE);

/** Halves away from zero: `n / d` rounded, in integers (BigInt: amount × rate passes 2^53). */
function divideRounded(n: bigint, d: bigint): bigint {
  const negative = n < 0n !== d < 0n;
  const [an, ad] = [n < 0n ? -n : n, d < 0n ? -d : d];
  const q = (an * 2n + ad) / (ad * 2n);
  return negative ? -q : q;
}

/**
 * A price in a market's currency derived from the default market's price (decision 070): that amount at the
 * owner's rate, rounded half up to a multiple of `roundingMinor` minor units of the target (the market's rule:
 * whole units by default, `minorPerMajor(currency)`), and never below one step for a positive price. A price
 * the owner fixes is not derived.
 */
export function derivePrice(
  base: Money,
  rate: RateMicros,
  currency: CurrencyCode,
  roundingMinor: number = minorPerMajor(currency),
): number {
  if (!Number.isSafeInteger(base.minor) || base.minor < 0) throw new RangeError(`Not a price: ${base.minor}`);
  if (!Number.isSafeInteger(rate) || rate <= 0) throw new RangeError(`Not a rate: ${rate}`);
  if (!Number.isSafeInteger(roundingMinor) || roundingMinor < 1) throw new RangeError(`Not a step: ${roundingMinor}`);
  if (currency === base.currency && rate === RATE_ONE && roundingMinor === 1) return base.minor;
  // base minor → base major → target major → target minor, exactly: base × rate × 10^(e_t) / (10^(e_b) × 10^6).
  const numerator = BigInt(base.minor) * BigInt(rate) * 10n ** BigInt(exponentOf(currency));
  const denominator = 10n ** BigInt(exponentOf(base.currency)) * BigInt(RATE_ONE) * BigInt(roundingMinor);
  const minor = Number(divideRounded(numerator, denominator)) * roundingMinor;
  return base.minor > 0 && minor === 0 ? roundingMinor : minor;
}

/** An amount in the default market's currency at the owner's rate (the dashboard's total "in EUR at your rates"). */
export function toBaseCurrency(amount: Money, base: CurrencyCode, rate: RateMicros): number {
  if (amount.currency === base) return amount.minor;
  const numerator = BigInt(amount.minor) * BigInt(RATE_ONE) * 10n ** BigInt(exponentOf(base));
  const denominator = BigInt(rate) * 10n ** BigInt(exponentOf(amount.currency));
  return Number(divideRounded(numerator, denominator));
}

/**
 * An amount as a person writes it in major units of `currency` (`152.50`, `152.5`, `152`, `23600`), read exactly
 * into its minor units by the currency's exponent, without going through a float: `format` when it is not such a
 * number (a sign, a thousands separator, a decimal comma, an exponent), `decimals` when it has more decimals than
 * the currency (`12.345` euros; trailing zeros do not count).
 */
export function minorFromText(
  text: string,
  currency: CurrencyCode,
): { minor: number } | { error: 'format' | 'decimals' } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return { error: 'format' };
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  const exponent = exponentOf(currency);
  if (decimals.length > exponent) return { error: 'decimals' };
  const minor = Number(`${match[1]}${decimals.padEnd(exponent, '0')}`);
  return Number.isSafeInteger(minor) ? { minor } : { error: 'format' };
}

/** Minor units of `currency` written in major units with the currency's decimals (`15250` euros: `152.50`). */
export function textOfMinor(minor: number, currency: CurrencyCode): string {
  const exponent = exponentOf(currency);
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const sign = minor < 0 ? '-' : '';
  return exponent === 0 ? `${sign}${digits}` : `${sign}${whole}.${digits.slice(digits.length - exponent)}`;
}
