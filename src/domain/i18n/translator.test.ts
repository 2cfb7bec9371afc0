import { compileMessage } from '@lingui/message-utils/compileMessage';
import fc from 'fast-check';
import { toMajorIn } from '../currency/currency';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../shared/money';
import { createTranslator, formatMoneyIn, formatNumberIn } from './translator';

describe('a translator', () => {
  const fr = createTranslator(
    'fr',
    {
      'Your cart is empty': compileMessage('Votre panier est vide'),
      '{count, plural, one {# bottle} other {# bottles}}': compileMessage(
        '{count, plural, one {# flacon} other {# flacons}}',
      ),
    },
    compileMessage,
  );
  const en = createTranslator('en', {}, compileMessage);

  it('finds a message by its English, the English itself in English, and English for one a language lacks', () => {
    expect(fr.t('Your cart is empty')).toBe('Votre panier est vide');
    expect(en.t('Your cart is empty')).toBe('Your cart is empty');
    expect(fr.t('Not translated {name}', { name: 'Rose' })).toBe('Not translated Rose');
  });

  it('makes plurals by the language’s rules', () => {
    const bottles = '{count, plural, one {# bottle} other {# bottles}}';
    expect([0, 1, 2].map((count) => en.t(bottles, { count }))).toEqual(['0 bottles', '1 bottle', '2 bottles']);
    // French counts zero as one.
    expect([0, 1, 2].map((count) => fr.t(bottles, { count }))).toEqual(['0 flacon', '1 flacon', '2 flacons']);
  });

  it('shows a message without values as it is when nothing compiles it (the browser)', () => {
    expect(createTranslator('en').t('Your cart is empty')).toBe('Your cart is empty');
  });

  it('knows its catalogues’ messages from other words (a user’s text quoted in an error is never compiled)', () => {
    const fr = createTranslator('fr', { 'Your cart is empty': ['Votre panier est vide'] });
    expect(fr.has('Your cart is empty')).toBe(true);
    expect(fr.has('Cart {a, b}')).toBe(false);
  });

  it('fills the simple values of a message no catalogue holds, rather than show braces (the browser)', () => {
    const browser = createTranslator('en');
    expect(browser.t('New image of {subject}', { subject: 'Rose de Minuit' })).toBe('New image of Rose de Minuit');
    expect(browser.t('{a} and {b}', { a: 'One' })).toBe('One and {b}');
  });

  it('writes amounts and dates as the language does', () => {
    expect(en.money(14500)).toBe('€145.00');
    expect(fr.money(14500)).toBe('145,00\u00a0€');
    expect(fr.money(123456789, 'EUR')).toBe('1\u202f234\u202f567,89\u00a0€');
    expect(fr.money(-500, 'GBP')).toBe('-5,00\u00a0£GB');
    expect(en.money(990, 'CHF')).toBe('CHF\u00a09.90');
    expect(en.day('2026-11-28')).toBe('November 28, 2026');
    expect(fr.day('2026-11-28')).toBe('28 novembre 2026');
    expect(fr.date('2026-11-28T10:00:00Z', 'long', 'UTC')).toBe('28 novembre 2026');
  });

  it('writes each currency with its own decimals (ISO 4217): none for the yen, three for the dinar', () => {
    for (const [locale, tag] of [
      ['en', 'en-US'],
      ['fr', 'fr-FR'],
    ] as const) {
      const tr = createTranslator(locale);
      for (const [currency, minor, major] of [
        ['JPY', 1800, 1800],
        ['GBP', 9900, 99],
        ['USD', -1234567, -12345.67],
        ['KWD', 12345, 12.345],
      ] as const) {
        expect(tr.money(minor, currency), `${locale} ${currency}`).toBe(
          new Intl.NumberFormat(tag, { style: 'currency', currency }).format(major),
        );
      }
    }
  });

  it('writes an amount as Intl does for the language, for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e11, max: 1e11 }), (cents) => {
        for (const [locale, tag] of [
          ['en', 'en-US'],
          ['fr', 'fr-FR'],
        ] as const) {
          for (const currency of ['EUR', 'GBP', 'CHF', 'USD', 'JPY']) {
            const intl = new Intl.NumberFormat(tag, { style: 'currency', currency });
            expect(formatMoneyIn(locale, cents, currency), `${locale} ${currency}`).toBe(
              intl.format(toMajorIn(cents, currency)),
            );
          }
        }
        expect(formatMoneyIn('en', cents, 'EUR')).toBe(formatMoney(cents, 'EUR'));
      }),
    );
  });
});

describe('numbers', () => {
  const tags = [
    ['en', 'en-US'],
    ['fr', 'fr-FR'],
  ] as const;
  const intl = (tag: string, n: number, options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(tag, options).format(n);

  it('writes the storefront’s numbers as Intl does: a rating, a discount, a volume, a large count', () => {
    for (const [locale, tag] of tags) {
      for (const [n, options] of [
        [4.8, { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
        [0.15, { style: 'percent', maximumFractionDigits: 1 }],
        [0.125, { style: 'percent', maximumFractionDigits: 1 }],
        [0.145, { style: 'percent' }],
        [1.005, { maximumFractionDigits: 2 }],
        [9.995, { maximumFractionDigits: 2 }],
        [2.5, { maximumFractionDigits: 0 }],
        [-0.4, { maximumFractionDigits: 0 }],
        [1234567.891, {}],
        [-1234.5, {}],
        [0, { minimumFractionDigits: 2 }],
      ] as const) {
        expect(formatNumberIn(locale, n, options), `${locale} ${n} ${JSON.stringify(options)}`).toBe(
          intl(tag, n, options),
        );
      }
    }
    expect(formatNumberIn('fr', 0.15, { style: 'percent' })).toBe('15\u00a0%');
    expect(formatNumberIn('fr', 1234.5)).toBe('1\u202f234,5');
  });

  it('agrees with Intl for every number, style and count of fraction digits', () => {
    const options = fc
      .record({
        style: fc.constantFrom('decimal', 'percent', undefined),
        minimumFractionDigits: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
        extra: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
      })
      .map(({ style, minimumFractionDigits, extra }): Intl.NumberFormatOptions => {
        const o: Intl.NumberFormatOptions = {};
        if (style) o.style = style;
        if (minimumFractionDigits !== undefined) o.minimumFractionDigits = minimumFractionDigits;
        if (extra !== undefined) o.maximumFractionDigits = (minimumFractionDigits ?? 0) + extra;
        return o;
      });
    const numbers = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((i) => i / 1000),
      fc.integer({ min: -99999, max: 99999 }).map((i) => i / 200),
    );
    fc.assert(
      fc.property(numbers, options, (n, o) => {
        for (const [locale, tag] of tags) expect(formatNumberIn(locale, n, o), `${locale} ${n}`).toBe(intl(tag, n, o));
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves what it does not write by hand to Intl: compact figures, currencies, exponents', () => {
    const compact = { notation: 'compact', maximumFractionDigits: 1 } as const;
    expect(formatNumberIn('en', 12345, compact)).toBe(intl('en-US', 12345, compact));
    expect(formatNumberIn('fr', 1e21)).toBe(intl('fr-FR', 1e21, {}));
    expect(formatNumberIn('en', 1e-7, { maximumFractionDigits: 10 })).toBe(
      intl('en-US', 1e-7, { maximumFractionDigits: 10 }),
    );
  });
});
