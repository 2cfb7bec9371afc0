import type { Translator } from '../i18n/translator';
import type { Cents } from '../shared/money';

/**
 * VAT inside a gross price (decision 059). Prices include VAT: a catalogue price is the
 * gross, the same for every destination, and the VAT inside it is the destination's rate. A rate is
 * held in basis points (2000 = 20 %, 550 = 5.5 %, 2550 = 25.5 %), so every rate the EU uses is an
 * integer and every computation stays in integer cents.
 */
export type RateBp = number;

/** 100 % in basis points. */
const WHOLE = 10_000;

export interface TaxedAmount {
  net: Cents;
  tax: Cents;
  gross: Cents;
  rateBp: RateBp;
}

/**
 * The one rule: `tax = gross − round(gross / (1 + rate))`, the rounding half-up (away from zero for a
 * negative gross, so a credit is the mirror of its charge), all in integers:
 * `round(g / (1 + r))` = `floor((2·g·10000 + (10000 + bp)) / (2·(10000 + bp)))`.
 */
export function vatInside(gross: Cents, rateBp: RateBp): TaxedAmount {
  if (!Number.isSafeInteger(gross)) throw new RangeError(`gross must be whole cents, not ${gross}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > WHOLE) throw new RangeError(`rate out of range: ${rateBp}`);
  if (gross < 0) {
    const mirror = vatInside(-gross, rateBp);
    return { net: -mirror.net, tax: -mirror.tax, gross, rateBp };
  }
  const divisor = WHOLE + rateBp;
  const net = Math.floor((2 * gross * WHOLE + divisor) / (2 * divisor));
  return { net, tax: gross - net, gross, rateBp };
}

/**
 * A rate as people read it: `20 %`, `5.5 %`, `25.5 %`, `0 %`; in the reader's language (`5,5 %`) when given
 * their translator.
 */
export function formatRate(rateBp: RateBp, tr?: Pick<Translator, 't' | 'number'>): string {
  if (tr) return tr.t('{rate} %', { rate: tr.number(rateBp / 100, { maximumFractionDigits: 2 }) });
  return `${Number((rateBp / 100).toFixed(2))} %`;
}

/** A rate as the API answers it: a fraction (`0.2` for 20 %). */
export const rateFraction = (rateBp: RateBp): number => rateBp / WHOLE;

/** A percentage typed by a person (`20`, `5.5`) as basis points; undefined when it is not one. */
export function rateFromPercent(percent: number): RateBp | undefined {
  const bp = Math.round(percent * 100);
  return Number.isFinite(percent) && bp >= 0 && bp <= WHOLE && Math.abs(bp - percent * 100) < 1e-6 ? bp : undefined;
}

/** What an order is charged, VAT shown: each line, the discount (negative) and the shipping, each taxed by the rule. */
export interface OrderTax {
  lines: TaxedAmount[];
  /** The adjustments taken off (a negative gross), or undefined when nothing comes off. */
  discount: TaxedAmount | undefined;
  shipping: TaxedAmount;
  /** The gift wrap, a charge taxed like the shipping; undefined without one. */
  giftWrap?: TaxedAmount | undefined;
  /** The sums: net + tax = gross, to the cent. */
  net: Cents;
  tax: Cents;
  gross: Cents;
}

/**
 * The VAT of an order to one destination: each line's gross (unit price × quantity) at its rate
 * (`lineRates`, default the destination's: a gift card will be 0 %), what comes off as one negative
 * amount at the destination's rate, the shipping (and a gift wrap) at the destination's rate; then summed, so the total
 * VAT is the sum of what the invoice's lines show.
 */
export function orderTax(
  lines: readonly { gross: Cents; rateBp?: RateBp }[],
  discount: Cents,
  shipping: Cents,
  rateBp: RateBp,
  giftWrap: Cents = 0,
): OrderTax {
  const taxedLines = lines.map((l) => vatInside(l.gross, l.rateBp ?? rateBp));
  const taxedDiscount = discount > 0 ? vatInside(-discount, rateBp) : undefined;
  const taxedShipping = vatInside(shipping, rateBp);
  const taxedWrap = giftWrap > 0 ? vatInside(giftWrap, rateBp) : undefined;
  const all = [
    ...taxedLines,
    ...(taxedDiscount ? [taxedDiscount] : []),
    taxedShipping,
    ...(taxedWrap ? [taxedWrap] : []),
  ];
  return {
    lines: taxedLines,
    discount: taxedDiscount,
    shipping: taxedShipping,
    giftWrap: taxedWrap,
    net: all.reduce((s, a) => s + a.net, 0),
    tax: all.reduce((s, a) => s + a.tax, 0),
    gross: all.reduce((s, a) => s + a.gross, 0),
  };
}

/** An amount whose VAT was recorded when it was charged: its gross and that VAT, never worked out afresh. */
export const recordedVat = (gross: Cents, tax: Cents, rateBp: RateBp): TaxedAmount => ({
  net: gross - tax,
  tax,
  gross,
  rateBp,
});

/** An order's VAT as it was charged (what its page and its invoice show), from what the order recorded. */
export interface ChargedVat {
  /** What comes off (sample credits, offers) as a negative gross; undefined when nothing did. */
  deduction: TaxedAmount | undefined;
  shipping: TaxedAmount;
  total: TaxedAmount;
}

/**
 * The VAT an order was charged: the shipping's as recorded (worked out at the order's rate for an
 * order that did not record it apart), the total's, and what came off carrying its share: the
 * order's VAT less the lines' and the shipping's, so the rows add up to the total to the cent.
 */
export function chargedVat(order: {
  /** Each line's recorded VAT; a line without one counts for none. */
  linesTax: readonly (Cents | undefined)[];
  deduction: Cents;
  shipping: Cents;
  shippingTax: Cents | null;
  total: Cents;
  tax: Cents;
  rateBp: RateBp;
}): ChargedVat {
  const { rateBp } = order;
  const shippingTax = order.shippingTax ?? vatInside(order.shipping, rateBp).tax;
  const linesTax = order.linesTax.reduce<Cents>((sum, tax) => sum + (tax ?? 0), 0);
  return {
    deduction:
      order.deduction > 0 ? recordedVat(-order.deduction, order.tax - linesTax - shippingTax, rateBp) : undefined,
    shipping: recordedVat(order.shipping, shippingTax, rateBp),
    total: recordedVat(order.total, order.tax, rateBp),
  };
}

/** Net, VAT and gross summed per rate, highest rate first: an invoice's table of totals. */
export function totalsPerRate(amounts: readonly TaxedAmount[]): TaxedAmount[] {
  const byRate = new Map<RateBp, TaxedAmount>();
  for (const a of amounts) {
    const t = byRate.get(a.rateBp) ?? { net: 0, tax: 0, gross: 0, rateBp: a.rateBp };
    byRate.set(a.rateBp, { net: t.net + a.net, tax: t.tax + a.tax, gross: t.gross + a.gross, rateBp: a.rateBp });
  }
  return [...byRate.values()].sort((a, b) => b.rateBp - a.rateBp);
}

/**
 * The EU's standard VAT rates by member state (ISO 3166-1 alpha-2), in basis points, as in force in
 * November 2026 (European Commission, "VAT rates applied in the Member States of the European Union",
 * taxation_customs; with Estonia's 24 % from July 2025, Romania's 21 % from August 2025, Slovakia's
 * 23 % from January 2025 and Finland's 25.5 % from September 2024). What a fresh shop is seeded with;
 * the back office edits them. Every other country is 0 % (an export).
 */
export const EU_STANDARD_RATES: Readonly<Record<string, RateBp>> = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
};
