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

/** What a line of `quantity` bottles at `unit` comes to (issue #44: the one rule every page, mail and document reads). */
export function lineGross(unit: Cents, quantity: number): Cents {
  return unit * quantity;
}

/** What lines come to together. */
export function linesGross(lines: readonly { unitPriceCents: Cents; quantity: number }[]): Cents {
  return lines.reduce((sum, l) => sum + lineGross(l.unitPriceCents, l.quantity), 0);
}

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * What en-US writes before an amount in the usual store currencies. These are formatted by hand:
 * a browser's first `Intl.NumberFormat` loads its locale data, tens of milliseconds on a phone,
 * in the middle of hydrating the first page. Any other currency goes through Intl.
 */
const SYMBOLS: Readonly<Record<string, string>> = { EUR: '€', USD: '$', GBP: '£', JPY: '¥' };

const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** €xx.xx: en-US number format with two decimals, in the store currency. */
export function formatMoney(cents: Cents, currency = 'EUR'): string {
  const symbol = SYMBOLS[currency];
  if (symbol !== undefined && Number.isSafeInteger(cents)) {
    const abs = Math.abs(cents);
    const minor = String(abs % 100).padStart(2, '0');
    return `${cents < 0 ? '-' : ''}${symbol}${groupThousands(String(Math.floor(abs / 100)))}.${minor}`;
  }
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(currency, f);
  }
  return f.format(toMajor(cents));
}
