/**
 * Money is held in integer minor units (cents) everywhere: in the database and in
 * every calculation. JSON keeps the spec's major-unit numbers; this module is the
 * only place that converts between the two.
 */
export type Cents = number;

export function toCents(major: number): Cents {
  return Math.round(major * 100);
}

export function toMajor(cents: Cents): number {
  return cents / 100;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** €xx.xx: en-US number format with two decimals, in the store currency. */
export function formatMoney(cents: Cents, currency = 'EUR'): string {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, f);
  }
  return f.format(toMajor(cents));
}
