import type { Cents } from '../shared/money';
import { formatMoneyIn, msg } from '../i18n/translator';
import { DEFAULT_LOCALE } from '../i18n/locales';
import { type CurrencyCode, money } from '../currency/currency';
import { currencyWords } from '../markets/currency-words';
import { type Market, priceIn } from '../markets/markets';

/** What a code takes off: a percent (in basis points), a fixed amount (minor units), or the shipping. */
export const discountKinds = ['percent', 'amount', 'free-shipping'] as const;
type DiscountKind = (typeof discountKinds)[number];

/** The kinds of cart line a code may apply to. */
export const discountLineKinds = ['catalogue', 'custom', 'sample'] as const;
export type DiscountLineKind = (typeof discountLineKinds)[number];

/** A code as the rules read it (no I/O). */
export interface DiscountRule {
  code: string;
  kind: DiscountKind;
  /** Percent: basis points (1000 = 10 %); amount: minor units of the cart's currency; free shipping: 0. */
  value: number;
  minSubtotalCents: Cents | null;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  appliesTo: readonly DiscountLineKind[];
  /** Uses taken or reserved by an order being paid. */
  uses: number;
}

/** A cart line as the rule reads it: what it costs after the server's other adjustments on it. */
export interface DiscountLine {
  kind: DiscountLineKind;
  /** unit price × quantity. */
  grossCents: Cents;
}

export type DiscountRefusal =
  | 'unknown'
  | 'not-yet-valid'
  | 'expired'
  | 'used-up'
  | 'below-minimum'
  | 'already-used'
  | 'nothing-eligible'
  | 'other-currency';

/** 400 DISCOUNT_INVALID for an amount code entered in a currency it has no amount in (`currency`: its words). */
export const OTHER_CURRENCY = msg('This code cannot be used in {currency}.');

/** English amounts in a message, with the currency's own decimals (`€100.00`, `£5.00`, `¥500`). */
const inEnglish = (minor: Cents, currency: CurrencyCode) => formatMoneyIn(DEFAULT_LOCALE, minor, currency);

/** One message per reason, shown under the code's field. */
export function refusalMessage(
  reason: DiscountRefusal,
  rule?: Pick<DiscountRule, 'minSubtotalCents'>,
  currency = 'EUR',
) {
  switch (reason) {
    case 'unknown':
      return msg('This code is not valid.');
    case 'not-yet-valid':
      return msg('This code is not yet valid.');
    case 'expired':
      return msg('This code has expired.');
    case 'used-up':
      return msg('This code has been used up.');
    case 'below-minimum':
      return `This code needs a subtotal of ${inEnglish(rule?.minSubtotalCents ?? 0, currency)}.`;
    case 'already-used':
      return msg('You have already used this code.');
    case 'nothing-eligible':
      return msg('This code does not apply to anything in your cart.');
    case 'other-currency':
      return `This code cannot be used in ${currencyWords(currency)}.`;
  }
}

/**
 * A code's amounts in the other markets' currencies (decision 070; `discount_codes.currency_amounts`), in minor
 * units of each: an amount code's value, any code's minimum subtotal.
 */
export type CurrencyAmounts = Readonly<Record<CurrencyCode, { value?: number; minSubtotal?: number | null }>>;

/**
 * A code as it reads in `market` (decision 070, vendure#2520), its amounts in the market's currency: the
 * default currency's as they are; elsewhere the minimum set for the currency, else the default currency's at the
 * market's rate (`priceIn`); a percent or free shipping works in every market; an amount code only where it has a
 * value in the currency (`'other-currency'` otherwise: its amount is never converted).
 */
export function ruleInMarket<R extends Pick<DiscountRule, 'kind' | 'value' | 'minSubtotalCents'>>(
  rule: R,
  amounts: CurrencyAmounts,
  market: Market,
  baseCurrency: CurrencyCode,
): R | 'other-currency' {
  if (market.currency === baseCurrency) return rule;
  const own = amounts[market.currency];
  const minimum = own?.minSubtotal;
  const minSubtotalCents =
    minimum !== undefined && minimum !== null
      ? minimum
      : rule.minSubtotalCents === null
        ? null
        : priceIn(market, money(rule.minSubtotalCents, baseCurrency)).minor;
  if (rule.kind !== 'amount') return { ...rule, minSubtotalCents };
  if (own?.value === undefined) return 'other-currency';
  return { ...rule, value: own.value, minSubtotalCents };
}

/** A code is written upper-case, without spaces around; 3–32 letters, digits, dashes or underscores. */
export const CODE_PATTERN = /^[A-Z0-9_-]{3,32}$/;
export const normalizeCode = (code: string): string => code.trim().toUpperCase();

/**
 * Why a code cannot be used now on a cart of this subtotal (the whole cart's, before the code), or
 * undefined. `customerUses`: the uses this shopper has taken already (undefined: not known yet).
 */
export function refusalOf(
  rule: DiscountRule,
  subtotalCents: Cents,
  now: Date,
  customerUses?: number,
): DiscountRefusal | undefined {
  if (rule.startsAt && now < rule.startsAt) return 'not-yet-valid';
  if (rule.endsAt && now >= rule.endsAt) return 'expired';
  if (rule.maxUses !== null && rule.uses >= rule.maxUses) return 'used-up';
  if (rule.maxUsesPerCustomer !== null && customerUses !== undefined && customerUses >= rule.maxUsesPerCustomer)
    return 'already-used';
  if (rule.minSubtotalCents !== null && subtotalCents < rule.minSubtotalCents) return 'below-minimum';
  return undefined;
}

/** Half-up division of non-negative integers. */
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

/**
 * What a code takes off the lines (docs/decisions/061-promotions.md): a percent of the eligible
 * lines' total (after the server's other adjustments, which the caller passes as `otherOffCents`
 * and which come off the eligible lines first), half-up to the cent; an amount capped at that total;
 * free shipping takes nothing off the lines (the shipping is priced 0). Never negative, never more
 * than the eligible total.
 */
export function discountCents(
  rule: Pick<DiscountRule, 'kind' | 'value' | 'appliesTo'>,
  lines: readonly DiscountLine[],
  otherOffCents: Cents = 0,
): Cents {
  if (rule.kind === 'free-shipping') return 0;
  const eligibleGross = lines.filter((l) => rule.appliesTo.includes(l.kind)).reduce((s, l) => s + l.grossCents, 0);
  const eligible = Math.max(0, eligibleGross - Math.max(0, otherOffCents));
  if (eligible === 0) return 0;
  const off =
    rule.kind === 'percent' ? halfUp(eligible * Math.max(0, Math.min(10_000, rule.value)), 10_000) : rule.value;
  return Math.max(0, Math.min(eligible, off));
}

/** Whether any line of the cart is of a kind the code applies to. */
export const anyEligible = (rule: Pick<DiscountRule, 'appliesTo'>, lines: readonly DiscountLine[]) =>
  lines.some((l) => rule.appliesTo.includes(l.kind) && l.grossCents > 0);

/** "Code WELCOME10: 10 % off", "Code TAKE5: €5.00 off", "Code SHIPFREE: free shipping". */
export function discountLabel(rule: Pick<DiscountRule, 'code' | 'kind' | 'value'>, currency = 'EUR'): string {
  switch (rule.kind) {
    case 'percent':
      return `Code ${rule.code}: ${(rule.value / 100).toLocaleString('en-GB', { maximumFractionDigits: 2 })} % off`;
    case 'amount':
      return `Code ${rule.code}: ${inEnglish(rule.value, currency)} off`;
    case 'free-shipping':
      return `Code ${rule.code}: free shipping`;
  }
}
