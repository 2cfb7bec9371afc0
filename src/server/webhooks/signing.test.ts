import { createHmac } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, sign, signedHeaders } from './signing';

/** Standard Webhooks' signature (DESIGN §1 "Webhooks and integrations"), checked by the specification's own library. */

describe('signing', () => {
  it('makes secrets `whsec_` and 32 random bytes in base64, never twice the same', () => {
    const a = newSecret();
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(a.slice(6), 'base64')).toHaveLength(32);
    expect(newSecret()).not.toBe(a);
  });

  it('signs "id.timestamp.body" with HMAC-SHA256 keyed by the secret’s bytes', () => {
    const secret = `whsec_${Buffer.from('0123456789abcdef0123456789abcdef').toString('base64')}`;
    const expected = createHmac('sha256', Buffer.from('0123456789abcdef0123456789abcdef'))
      .update('msg_1.1700000000.{"a":1}')
      .digest('base64');
    expect(sign(secret, 'msg_1', 1700000000, '{"a":1}')).toBe(`v1,${expected}`);
  });

  it('gives headers the standardwebhooks library verifies, and refuses once the body or the id changes', () => {
    const secret = newSecret();
    const body = JSON.stringify({ type: 'order.paid', timestamp: new Date().toISOString(), data: { id: 7 } });
    const headers = signedHeaders(secret, 'msg_abc', new Date(), body);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['webhook-id']).toBe('msg_abc');
    expect(headers['webhook-timestamp']).toMatch(/^\d{10}$/);
    const receiver = new Webhook(secret);
    expect(receiver.verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => receiver.verify(body.replace('7', '8'), headers)).toThrow();
    expect(() => receiver.verify(body, { ...headers, 'webhook-id': 'msg_other' })).toThrow();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
    // The library signs the same way.
    const at = new Date(Number(headers['webhook-timestamp']) * 1000);
    expect(receiver.sign('msg_abc', at, body)).toBe(headers['webhook-signature']);
  });
});
