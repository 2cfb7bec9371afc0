import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leftToPay,
  CODE_ALPHABET,
  formatCode,
  isCodeShaped,
  isGiftCardAmount,
  mailAt,
  normaliseCode,
  splitPayment,
  splitPaymentIn,
  splitRefund,
  otherCurrencyCard,
} from './gift-cards';
import { CurrencyMismatchError, money } from '../currency/currency';

const cents = fc.integer({ min: 0, max: 5_000_000 });

describe('gift card split', () => {
  it('pays min(balance, total) by gift card and the rest by card, never below zero', () => {
    fc.assert(
      fc.property(cents, cents, (balance, total) => {
        const { applied, rest } = splitPayment(balance, total);
        expect(applied).toBe(Math.min(balance, total));
        expect(applied + rest).toBe(total);
        expect(applied).toBeGreaterThanOrEqual(0);
        expect(rest).toBeGreaterThanOrEqual(0);
        expect(balance - applied).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('covers an order in full when the balance is enough: nothing left to pay', () => {
    expect(splitPayment(10_000, 6_200)).toEqual({ applied: 6_200, rest: 0 });
    expect(splitPayment(2_500, 6_200)).toEqual({ applied: 2_500, rest: 3_700 });
    expect(splitPayment(0, 6_200)).toEqual({ applied: 0, rest: 6_200 });
  });

  it('gives a refund back to the gift card first, never more than it paid', () => {
    fc.assert(
      fc.property(cents, cents, cents, (amount, paid, back) => {
        const givenBack = Math.min(back, paid);
        const s = splitRefund(amount, paid, givenBack);
        expect(s.giftCard + s.card).toBe(amount);
        expect(s.giftCard).toBeGreaterThanOrEqual(0);
        expect(givenBack + s.giftCard).toBeLessThanOrEqual(paid);
      }),
    );
    expect(splitRefund(3_000, 5_000, 4_000)).toEqual({ giftCard: 1_000, card: 2_000 });
  });
});

describe('gift card codes', () => {
  it('normalises case, dashes and spaces, and formats in groups of four', () => {
    expect(normaliseCode(' abcd-efgh jkmn-pqrs ')).toBe('ABCDEFGHJKMNPQRS');
    expect(formatCode('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(isCodeShaped('abcd-efgh-jkmn-pqrs')).toBe(true);
    expect(isCodeShaped('ABCD-EFGH-JKMN-PQR0')).toBe(false);
    expect(isCodeShaped('ABCD')).toBe(false);
  });

  it('uses no confusable characters', () => {
    for (const ch of '01OIL') expect(CODE_ALPHABET).not.toContain(ch);
  });

  it('sells 25 to 1,000 in whole cents', () => {
    expect(isGiftCardAmount(2_500)).toBe(true);
    expect(isGiftCardAmount(100_000)).toBe(true);
    expect(isGiftCardAmount(2_499)).toBe(false);
    expect(isGiftCardAmount(100_001)).toBe(false);
  });

  it('mails on the morning of its day, or at once when the day is past or not given', () => {
    const now = new Date('2026-11-25T22:00:00Z');
    expect(mailAt(null, now)).toEqual(now);
    expect(mailAt('2026-11-20', now)).toEqual(now);
    expect(mailAt('2026-12-24', now)).toEqual(new Date('2026-12-24T00:00:00Z'));
  });
});

describe('what is left to pay by card', () => {
  it('is the total less what the gift card paid, never below nothing, and with it makes the total', () => {
    fc.assert(
      fc.property(cents, cents, (total, paid) => {
        const rest = leftToPay(total, paid);
        expect(Number.isSafeInteger(rest)).toBe(true);
        expect(rest).toBeGreaterThanOrEqual(0);
        expect(rest + Math.min(paid, total)).toBe(total);
      }),
    );
    expect(leftToPay(15_750, 5_000)).toBe(10_750);
    expect(leftToPay(4_000, 5_000)).toBe(0);
  });
});

describe('a card and a cart meet in one currency (decision 070)', () => {
  it('splits as `splitPayment` in their currency, and two currencies throw (property)', () => {
    fc.assert(
      fc.property(cents, cents, fc.constantFrom('EUR', 'GBP', 'JPY'), (balance, total, currency) => {
        const { applied, rest } = splitPaymentIn(money(balance, currency), money(total, currency));
        expect({ applied: applied.minor, rest: rest.minor }).toEqual(splitPayment(balance, total));
        expect([applied.currency, rest.currency]).toEqual([currency, currency]);
        expect(() =>
          splitPaymentIn(money(balance, currency), money(total, currency === 'EUR' ? 'GBP' : 'EUR')),
        ).toThrow(CurrencyMismatchError);
      }),
    );
  });

  it('says why a card pays nothing on a cart in another currency', () => {
    expect(otherCurrencyCard('EUR', 'GBP')).toBe('This gift card is in euros; your cart is in pounds.');
    expect(otherCurrencyCard('SEK', 'CHF')).toBe('This gift card is in SEK; your cart is in Swiss francs.');
  });
});
