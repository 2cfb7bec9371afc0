import { describe, expect, it } from 'vitest';
import { messageDomainOf, messageIdOf, sentHeaders, withMessageIdPart } from './message-id';

describe("a mail's Message-ID", () => {
  it("is on the shop's own domain, PUBLIC_URL's host", () => {
    const row = { id: 1, eventKey: 'order-confirmation:42', headers: withMessageIdPart(null) };
    expect(messageIdOf(row, messageDomainOf('https://shop.example.com'))).toMatch(
      /^<order-confirmation\.42\.[0-9a-f]{20}@shop\.example\.com>$/,
    );
  });

  it('never repeats after a reset: the same event in a fresh store, with the same row id, gets another', () => {
    const domain = messageDomainOf('https://shop.example.com');
    const ids = new Set(
      Array.from({ length: 1000 }, () =>
        messageIdOf({ id: 1, eventKey: 'order-confirmation:1', headers: withMessageIdPart(null) }, domain),
      ),
    );
    expect(ids.size).toBe(1000);
  });

  it('stays the same when the same row is sent again (a crash between send and mark)', () => {
    const row = { id: 7, eventKey: 'password-reset:abc', headers: withMessageIdPart({ 'List-Unsubscribe': '<x>' }) };
    expect(messageIdOf(row, 'shop.example')).toBe(messageIdOf({ ...row }, 'shop.example'));
    // Its random part is the outbox's own: never a header of the mail.
    expect(sentHeaders(row.headers)).toEqual({ 'List-Unsubscribe': '<x>' });
  });
});
