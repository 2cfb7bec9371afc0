import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { giftCardDetails, isCardOnly, isGiftCardLine, isMadeToOrder, lineKind, needsShipping } from './lines';

const catalogue = { isCustom: false, customDetails: null };
const lifestyle = { isCustom: true, customDetails: { type: 'lifestyle' } };
const bespoke = { isCustom: true, customDetails: { type: 'bespoke-perfume' } };
const older = { isCustom: true, customDetails: null };
const giftCard = {
  isCustom: true,
  customDetails: {
    type: 'gift-card',
    amount: 50,
    recipientName: 'Jane Martin',
    recipientEmail: 'jane@example.com',
    message: 'Happy birthday',
    sendOn: '2026-12-24',
  },
};

describe('lineKind (issue #43: one rule for every screen)', () => {
  it('tells a gift card from a made-to-order perfume, a catalogue bottle and older creations', () => {
    expect(lineKind(catalogue)).toBe('catalogue');
    expect(lineKind(lifestyle)).toBe('lifestyle');
    expect(lineKind(bespoke)).toBe('bespoke');
    expect(lineKind(older)).toBe('custom');
    expect(lineKind(giftCard)).toBe('gift-card');
  });

  it('never calls a gift card made to order, and calls every creation so', () => {
    expect(isGiftCardLine(giftCard)).toBe(true);
    expect(isMadeToOrder(giftCard)).toBe(false);
    for (const line of [lifestyle, bespoke, older]) expect(isMadeToOrder(line)).toBe(true);
    expect(isMadeToOrder(catalogue)).toBe(false);
  });

  it('reads details defensively: anything but an object is no gift card', () => {
    for (const customDetails of [undefined, null, 'gift-card', 3, [], { type: 'Gift-Card' }])
      expect(lineKind({ isCustom: true, customDetails })).toBe('custom');
  });
});

describe('needsShipping and isCardOnly', () => {
  const lines = fc.array(fc.constantFrom(catalogue, lifestyle, bespoke, older, giftCard), { maxLength: 8 });

  it('ships exactly when a line is not a gift card; card-only is a non-empty cart of cards', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(needsShipping(ls)).toBe(ls.some((l) => l !== giftCard));
        expect(isCardOnly(ls)).toBe(ls.length > 0 && ls.every((l) => l === giftCard));
        // Never both: an order either travels or holds gift cards only (or nothing).
        expect(needsShipping(ls) && isCardOnly(ls)).toBe(false);
      }),
    );
  });

  it('a mixed cart ships its bottles', () => {
    expect(needsShipping([giftCard, catalogue])).toBe(true);
    expect(isCardOnly([giftCard, catalogue])).toBe(false);
    expect(isCardOnly([giftCard, giftCard])).toBe(true);
    expect(isCardOnly([])).toBe(false);
  });
});

describe('giftCardDetails', () => {
  it('reads the recipient, message and day; nothing for another line', () => {
    expect(giftCardDetails(giftCard)).toEqual({
      recipientName: 'Jane Martin',
      recipientEmail: 'jane@example.com',
      message: 'Happy birthday',
      sendOn: '2026-12-24',
    });
    expect(giftCardDetails(bespoke)).toBeUndefined();
    expect(giftCardDetails(catalogue)).toBeUndefined();
  });

  it('a card without a message or day says so', () => {
    const plain = { isCustom: true, customDetails: { type: 'gift-card', recipientName: ' Jo ', message: '  ' } };
    expect(giftCardDetails(plain)).toMatchObject({ recipientName: 'Jo', message: null, sendOn: null });
  });
});
