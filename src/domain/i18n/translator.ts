import { type Messages, setupI18n } from '@lingui/core';
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

/** The catalogues a language has loaded: the compiled messages by their English text. */
export type CompiledMessages = Messages;

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
  const i18n = setupI18n({ locale, locales: [describeLocale(locale).tag], messages: { [locale]: own } });
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
        i18n.load(locale, { [message]: own[message] });
      }
      return i18n._(message, values as Record<string, unknown> | undefined);
    },
    has: (message) => own[message] !== undefined,
    money: (cents, currency) => formatMoneyIn(locale, cents, currency),
    date: (at, style = 'long', timeZone) => dateFormat(tag, { dateStyle: style, timeZone }).format(toDate(at)),
    day: (day, style = 'long') =>
      dateFormat(tag, { dateStyle: style, timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
    dateTime: (at, timeZone) =>
      dateFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(toDate(at)),
    number: (n, options = {}) => numberFormat(tag, options).format(n),
    load(more) {
      Object.assign(own, more);
      i18n.load(locale, more);
    },
  };
}
