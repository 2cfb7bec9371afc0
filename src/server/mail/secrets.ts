import { randomBytes } from 'node:crypto';
import type { SealedSecrets } from './schema';

export type { SealedSecrets };

/*
 * What a mail carries that only its recipient may use (a reset, confirmation or invitation token, an
 * order's key, a gift card's code) never sits in the stored body: the outbox keeps the body with a
 * placeholder in its place and the secret beside it, puts the secret back when it hands the mail to
 * SMTP, and forgets it once the server accepted the mail. Whoever reads the outbox (the back office,
 * a backup, a person's data) reads placeholders (docs/decisions: Outbox).
 */

/** A placeholder: `⟦marker:name⟧`. The marker is random per mail, so no text a person wrote can name a secret. */
const PLACEHOLDER = /⟦([0-9a-f]{16}):([A-Za-z][A-Za-z0-9]*)⟧/g;
/** What the back office shows where a secret was. */
export const MASK = '••••••';

const placeholder = (marker: string, name: string) => `⟦${marker}:${name}⟧`;

/**
 * The body with each secret replaced by its placeholder, and the secrets to keep beside it. Every
 * secret must appear in the body as it is (a template that rewrote one would otherwise leave it in
 * the stored text), and be text that HTML writes as it is (tokens, keys and codes are).
 */
export function seal(
  body: { html: string; text: string },
  secrets: Record<string, string>,
): { html: string; text: string; sealed: SealedSecrets | null } {
  const entries = Object.entries(secrets);
  if (entries.length === 0) return { ...body, sealed: null };
  const marker = randomBytes(8).toString('hex');
  let { html, text } = body;
  for (const [name, value] of entries) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(name)) throw new Error(`a mail's secret is named ${name}`);
    if (value.length < 8 || /[&<>"'\s]/.test(value)) throw new Error(`the secret ${name} cannot be kept out of a mail`);
    if (!html.includes(value) && !text.includes(value)) throw new Error(`the secret ${name} is not in its mail`);
    html = html.replaceAll(value, () => placeholder(marker, name));
    text = text.replaceAll(value, () => placeholder(marker, name));
  }
  return { html, text, sealed: { marker, values: Object.fromEntries(entries) } };
}

/**
 * A mail's own headers with each secret its body holds replaced by the same placeholder (a marketing mail's
 * unsubscribe link): unsealed by `unseal` as the body is.
 */
export function sealHeaders(
  headers: Record<string, string>,
  secrets: Record<string, string>,
  sealed: SealedSecrets | null,
): Record<string, string> {
  if (!sealed) return headers;
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      Object.entries(secrets).reduce(
        (text, [secret, v]) => text.replaceAll(v, () => placeholder(sealed.marker, secret)),
        value,
      ),
    ]),
  );
}

/** The body as its recipient reads it: each placeholder of this mail's marker replaced by its secret. */
export function unseal(body: string, sealed: SealedSecrets | null): string {
  if (!sealed) return body;
  return body.replace(PLACEHOLDER, (whole, marker: string, name: string) =>
    marker === sealed.marker && name in sealed.values ? sealed.values[name]! : whole,
  );
}

/** The body as the back office reads it: every placeholder shown as a mask. */
export function mask(body: string): string {
  return body.replace(PLACEHOLDER, () => MASK);
}

/**
 * The secrets a copy of this body needs: its marker and the names of its placeholders (a resend is
 * given fresh ones: a new key to the order's page). Null when the body has none.
 */
export function placeholdersOf(body: { html: string; text: string }): { marker: string; names: string[] } | null {
  const found = [...`${body.html}\n${body.text}`.matchAll(PLACEHOLDER)];
  if (found.length === 0) return null;
  return { marker: found[0]![1]!, names: [...new Set(found.map((m) => m[2]!))] };
}
