/** An amount in minor units (as src/domain/shared/money.ts holds them). */
type Cents = number;
import { exponentOf, toMajorIn } from '../currency/currency';
import { describeLocale, type Locale } from './locales';

/**
 * What a person reads, in their language (docs/decisions/069-languages.md): the catalogues' ICU messages,
 * found by their English text, and the amounts and dates written as the language writes them. The same
 * object serves the pages (the browser and the server's render), the API's messages, the mails and the PDFs.
 */

/**
 * Marks a catalogue message kept in a table and translated where it is shown (`t(row.title)`): the extraction
 * (locales.test.ts) finds it as it finds `t('…')`.
 */
export const msg = (message: string): string => message;

/** A message's values: `{count, plural, …}`, `{name}`. */
export type MessageValues = Record<string, string | number | Date | null | undefined>;

export interface Translator {
  readonly locale: Locale;
  /** The BCP 47 tag (`fr-FR`). */
  readonly tag: string;
  /**
   * A message of the catalogues by its English text, an ICU message (`{count, plural, one {# bottle} other
   * {# bottles}}`): the English is the text itself; another language's is its catalogue's, else the English.
   */
  t(message: string, values?: MessageValues): string;
  /** Whether the catalogues hold `message` (a text from elsewhere, a user's words quoted in an error, is not one). */
  has(message: string): boolean;
  /** `€145.00` in English, `145,00 €` in French: an amount in minor units of `currency`. */
  money(cents: Cents, currency?: string): string;
  /** "November 28, 2026" / "28 novembre 2026" (`long`), "Nov 28, 2026" / "28 nov. 2026" (`medium`), in `timeZone`. */
  date(at: string | Date, style?: 'long' | 'medium', timeZone?: string): string;
  /** A calendar day (`2026-11-28`), the same day wherever the reader is. */
  day(day: string, style?: 'long' | 'medium'): string;
  /** "Nov 28, 2026, 2:05 PM" / "28 nov. 2026, 14:05". */
  dateTime(at: string | Date, timeZone?: string): string;
  /** A plain number as the language writes it (`1,250` / `1 250`). */
  number(n: number, options?: Intl.NumberFormatOptions): string;
  /** Adds compiled messages (a catalogue a page loads with its code). */
  load(messages: CompiledMessages): void;
}

/**
 * A message compiled (`@lingui/message-utils`' form): text, and `[name]`, `[name, 'plural' | 'select' | …, cases]`
 * for its values, a plural's cases holding `#` for its number; or a message's text alone.
 */
type CompiledToken = string | [name: string, type?: string, format?: unknown];
export type CompiledMessage = string | CompiledToken[];

/** The catalogues a language has loaded: the compiled messages by their English text. */
export type CompiledMessages = Record<string, CompiledMessage>;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, options);
    dateFormats.set(key, f);
  }
  return f;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let f = numberFormats.get(key);
  if (!f) {
    f = new Intl.NumberFormat(tag, options);
    numberFormats.set(key, f);
  }
  return f;
}

const group = (digits: string, separator: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, () => separator);

/** An amount as `locale` writes it: by hand for the usual currencies, through Intl for any other; its decimals by ISO 4217. */
export function formatMoneyIn(locale: Locale, cents: Cents, currency = 'EUR'): string {
  const { money, tag } = describeLocale(locale);
  const symbol = money.symbols[currency];
  const decimals = exponentOf(currency);
  if (symbol === undefined || !Number.isSafeInteger(cents)) {
    return numberFormat(tag, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(toMajorIn(cents, currency));
  }
  const abs = Math.abs(cents);
  const unit = 10 ** decimals;
  const whole = group(String(Math.floor(abs / unit)), money.group);
  const amount = decimals ? `${whole}${money.decimal}${String(abs % unit).padStart(decimals, '0')}` : whole;
  const sign = cents < 0 ? '-' : '';
  // A symbol of letters (CHF) is set apart from the amount even where symbols come first.
  if (money.before) return `${sign}${symbol}${/^[A-Z]/.test(symbol) ? '\u00a0' : ''}${amount}`;
  return `${sign}${amount}${money.space}${symbol}`;
}

/** The options `formatNumberIn` writes by hand; any other goes through Intl. */
const BY_HAND = new Set(['style', 'minimumFractionDigits', 'maximumFractionDigits']);

/**
 * A number as `locale` writes it, as `Intl.NumberFormat` would (a property test holds the two together): by hand,
 * as amounts are, for plain numbers and percentages with their fraction digits (what the storefront's first render
 * writes: a rating, a refill's discount), so a phone's first render builds no `Intl.NumberFormat` (tens of ms
 * each); through Intl for anything else. Rounds half away from zero on the number's shortest decimal form, as ICU.
 */
export function formatNumberIn(locale: Locale, n: number, options: Intl.NumberFormatOptions = {}): string {
  const { money, tag, percent } = describeLocale(locale);
  const style = options.style ?? 'decimal';
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, style === 'percent' ? 0 : 3);
  const decimal = String(Math.abs(n));
  if (
    !Object.keys(options).every((k) => BY_HAND.has(k)) ||
    (style !== 'decimal' && style !== 'percent') ||
    !Number.isFinite(n) ||
    decimal.includes('e') ||
    !Number.isInteger(min) ||
    !Number.isInteger(max) ||
    min < 0 ||
    max < min ||
    max > 20
  )
    return numberFormat(tag, options).format(n);
  let [whole = '0', fraction = ''] = decimal.split('.');
  if (style === 'percent') {
    // × 100 on the digits, not the double (0.145 is 14.5 %, not 14.499…).
    fraction = fraction.padEnd(2, '0');
    whole = (whole + fraction.slice(0, 2)).replace(/^0+(?=\d)/, '');
    fraction = fraction.slice(2);
  }
  if (fraction.length > max) {
    const up = fraction.charCodeAt(max) >= 53; // '5'
    fraction = fraction.slice(0, max);
    if (up) {
      // Adds one in the last kept place, carrying through nines ("9.99" → "10.00").
      const digits = (whole + fraction).split('');
      let i = digits.length - 1;
      while (i >= 0 && digits[i] === '9') digits[i--] = '0';
      if (i < 0) digits.unshift('1');
      else digits[i] = String(Number(digits[i]) + 1);
      const joined = digits.join('');
      whole = joined.slice(0, joined.length - fraction.length);
      fraction = joined.slice(joined.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const written = `${sign}${group(whole, money.group)}${fraction ? `${money.decimal}${fraction}` : ''}`;
  return style === 'percent' ? `${written}${percent}` : written;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const ordinalRules = new Map<string, Intl.PluralRules>();
function pluralRulesOf(tag: string, ordinal: boolean): Intl.PluralRules {
  const rules = ordinal ? ordinalRules : pluralRules;
  let r = rules.get(tag);
  if (!r) {
    r = new Intl.PluralRules(tag, { type: ordinal ? 'ordinal' : 'cardinal' });
    rules.set(tag, r);
  }
  return r;
}

const ESCAPES = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;

/**
 * A compiled message with its values, in `locale` (ICU's rules, as lingui's runtime writes them): a value in its
 * place (none where it is missing); a plural's case by its exact value (`=0`), else by the language's plural rules,
 * its `#` the number written as the language writes it (by hand: `formatNumberIn`, so a page's first plural builds
 * no `Intl.NumberFormat`), also inside a select within it; a select's case by the value, else `other`.
 */
export function formatMessage(compiled: CompiledMessage, values: MessageValues, locale: Locale, hash?: string): string {
  if (!Array.isArray(compiled)) return compiled;
  let out = '';
  for (const token of compiled) {
    if (typeof token === 'string') {
      out += token === '#' && hash !== undefined ? hash : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format as Record<string, CompiledMessage> & { offset?: number };
      const n = Number(value) - (cases.offset ?? 0);
      const rule = pluralRulesOf(describeLocale(locale).tag, type === 'selectordinal').select(n);
      const chosen = cases[String(value)] ?? cases[rule] ?? cases.other;
      if (chosen !== undefined) out += formatMessage(chosen, values, locale, formatNumberIn(locale, n));
    } else if (type === 'select') {
      const cases = format as Record<string, CompiledMessage>;
      const chosen = cases[String(value)] ?? cases.other;
      if (chosen !== undefined) out += formatMessage(chosen, values, locale, hash);
    } else if (type === 'number' && typeof value === 'number') {
      out += formatNumberIn(locale, value, format === 'percent' ? { style: 'percent' } : {});
    } else if (value !== null && value !== undefined) {
      out += String(value);
    }
  }
  return out.includes('\\')
    ? out.replace(ESCAPES, (_, u: string | undefined, x: string | undefined) =>
        String.fromCharCode(parseInt(u ?? x!, 16)),
      )
    : out;
}

/** Compiles an ICU message (`@lingui/message-utils`): the server and the tests have it; the browser gets compiled catalogues. */
export type MessageCompiler = (message: string) => CompiledMessages[string];

/**
 * A translator for `locale` over its compiled messages. A message missing from them is its English text:
 * compiled when a compiler is given (the server, the tests), else shown as it is (the browser's English
 * catalogue holds only the messages with values; the others are their own text).
 */
export function createTranslator(
  locale: Locale,
  messages: CompiledMessages = {},
  compile?: MessageCompiler,
): Translator {
  const own: CompiledMessages = { ...messages };
  const { tag } = describeLocale(locale);
  const toDate = (at: string | Date) => (typeof at === 'string' ? new Date(at) : at);
  return {
    locale,
    tag,
    t(message, values) {
      if (own[message] === undefined) {
        // A message no catalogue holds (scripts/messages.ts keeps that from happening): its words, its simple
        // `{value}`s filled, rather than braces on the page.
        if (!compile)
          return values ? message.replace(/\{(\w+)\}/g, (all, name: string) => String(values[name] ?? all)) : message;
        own[message] = compile(message);
      }
      return formatMessage(own[message]!, values ?? {}, locale);
    },
    has: (message) => own[message] !== undefined,
    money: (cents, currency) => formatMoneyIn(locale, cents, currency),
    date: (at, style = 'long', timeZone) => dateFormat(tag, { dateStyle: style, timeZone }).format(toDate(at)),
    day: (day, style = 'long') =>
      dateFormat(tag, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    dateTime: (at, timeZone) =>
      dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(toDate(at)),
    number: (n, options = {}) => formatNumberIn(locale, n, options),
    load(more) {
      Object.assign(own, more);
    },
  };
}
