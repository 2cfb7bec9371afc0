import { createHmac, randomBytes } from 'node:crypto';

/*
 * Standard Webhooks (https://www.standardwebhooks.com): each delivery carries `webhook-id` (the message, the same
 * on every try), `webhook-timestamp` (the try's time, in seconds) and `webhook-signature`: `v1,` and the base64
 * HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the secret's bytes (the base64 after `whsec_`).
 */

const PREFIX = 'whsec_';

/** A new endpoint's secret: `whsec_` and 32 random bytes in base64. */
export function newSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** The signature of one try of a message: `v1,<base64>`. */
export function sign(secret: string, messageId: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key).update(`${messageId}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The headers of one try of a message, signed at `at`. */
export function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': sign(secret, messageId, timestamp, body),
  };
}
