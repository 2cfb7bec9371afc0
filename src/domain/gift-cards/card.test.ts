import { describe, expect, it } from 'vitest';
import { cardGiver, GIFT_CARD_FROM_MAX } from './card';
import { giftCardPurchaseSchema } from './schemas';

const purchase = { amount: 50, recipientName: 'Ines Laurent', recipientEmail: 'ines@example.com' };
const messagesOf = (fromName: unknown) =>
  giftCardPurchaseSchema.safeParse({ ...purchase, fromName }).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('whom the card is from', () => {
  it('is the name the giver wrote, else the buyer’s, else none', () => {
    expect(cardGiver('Mum and Dad', 'Claire Dubois')).toBe('Mum and Dad');
    expect(cardGiver('  Mum and Dad  ', 'Claire Dubois')).toBe('Mum and Dad');
    // Nothing written (left out, empty or blank): the buyer's name, as before "From" was asked.
    for (const written of [undefined, null, '', '   '])
      expect(cardGiver(written, 'Claire Dubois')).toBe('Claire Dubois');
    // No name at all: none (the mail says "A friend", the preview "From you").
    expect(cardGiver(undefined, undefined)).toBeUndefined();
    expect(cardGiver(' ', ' ')).toBeUndefined();
  });

  it('is at most 80 characters on one line, trimmed; left out or empty, the purchase passes without it', () => {
    expect(giftCardPurchaseSchema.parse({ ...purchase, fromName: '  Mum and Dad ' }).fromName).toBe('Mum and Dad');
    expect(
      giftCardPurchaseSchema.parse({ ...purchase, fromName: 'x'.repeat(GIFT_CARD_FROM_MAX) }).fromName,
    ).toHaveLength(80);
    expect(giftCardPurchaseSchema.parse(purchase).fromName).toBeUndefined();
    expect(giftCardPurchaseSchema.parse({ ...purchase, fromName: '' }).fromName).toBe('');
    expect(messagesOf('x'.repeat(GIFT_CARD_FROM_MAX + 1))).toEqual([
      ['fromName', 'The name on the card is at most 80 characters'],
    ]);
    expect(messagesOf('Mum\nand Dad')).toEqual([['fromName', 'The name on the card must be on one line']]);
    expect(messagesOf(3)).toEqual([['fromName', 'The name on the card must be text']]);
  });
});
