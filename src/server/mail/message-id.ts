import { randomBytes } from 'node:crypto';

/*
 * A mail's Message-ID: `<order-confirmation.42.5f0c…@shop.example.com>`, the event it tells of, a random
 * part drawn once when the mail is written, and the shop's own domain (the host of PUBLIC_URL, the domain
 * MAIL_FROM should be sent from). The random part lives in the outbox row beside the mail's own headers
 * (under MESSAGE_ID_PART, never sent as a header): a mail sent again after a crash keeps its Message-ID,
 * so a mail client sees one message; a store reset or a restart, whose order 42 is another order,
 * never gives its mail an id already used.
 */

/** Where the outbox row keeps its Message-ID's random part, among its own headers. */
const MESSAGE_ID_PART = 'x-message-id-part';

/** The mail's own headers with its Message-ID's random part, drawn now. */
export function withMessageIdPart(headers: Record<string, string> | null | undefined): Record<string, string> {
  return { ...headers, [MESSAGE_ID_PART]: randomBytes(10).toString('hex') };
}

/** The headers that go out: the mail's own, without the Message-ID's part. */
export function sentHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name !== MESSAGE_ID_PART));
}

/**
 * The Message-ID of an outbox row, on `domain`. A row written before Message-IDs had a random part (one
 * still waiting when the shop was updated) keeps the old form, its event key and row id.
 */
export function messageIdOf(
  mail: { id: number; eventKey: string; headers: Record<string, string> | null },
  domain: string,
): string {
  const event = mail.eventKey.replace(/[^A-Za-z0-9.-]/g, '.');
  const part = mail.headers?.[MESSAGE_ID_PART] ?? `m${mail.id}`;
  return `<${event}.${part}@${domain}>`;
}

/** The shop's own domain, for its Message-IDs: PUBLIC_URL's host. */
export const messageDomainOf = (publicUrl: string) => new URL(publicUrl).hostname || 'localhost';
