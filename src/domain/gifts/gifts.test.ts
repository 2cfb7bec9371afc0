import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTax } from '../tax/vat';
import { messageLineCount, printedMessage, withGiftWrap, wrapCharge } from './gifts';

describe('gifts', () => {
  it('prints a message trimmed, with its lines and without blank ones', () => {
    expect(printedMessage('  Happy birthday,\r\n\r\n  Love,   Anna  ')).toBe('Happy birthday,\nLove, Anna');
    expect(printedMessage(undefined)).toBe('');
    expect(messageLineCount('a\nb\n\nc')).toBe(3);
  });

  it('charges the wrap only when asked, never below nothing', () => {
    expect(wrapCharge(true, 450)).toBe(450);
    expect(wrapCharge(false, 450)).toBe(0);
    expect(wrapCharge(true, -5)).toBe(0);
  });

  it('adds the wrap to the total, and its VAT is in the order VAT to the cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, shipping, wrap, rateBp) => {
          const totals = withGiftWrap({ total: lines + shipping }, wrap);
          expect(totals.total).toBe(lines + shipping + wrap);
          const tax = orderTax([{ gross: lines }], 0, shipping, rateBp, wrap);
          expect(tax.gross).toBe(totals.total);
          expect(tax.net + tax.tax).toBe(tax.gross);
          expect(tax.giftWrap?.gross ?? 0).toBe(wrap);
        },
      ),
    );
  });
});
