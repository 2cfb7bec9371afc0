import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Translator } from '../../domain/i18n/translator';
import type { MailKind } from '../../domain/mail/schemas';
import { sharedLanguages } from '../i18n/languages';

/** A mail as the outbox stores it: its kind, subject, and the same words as HTML and as text. */
export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
}

/**
 * A mail from its component (the HTML, escaped by React) and its text part, built from the same data
 * and words. React writes an apostrophe as `&#x27;`; the mails have always written `&#39;`.
 */
export function renderMail(kind: MailKind, subject: string, html: ReactElement, text: string): RenderedMail {
  const markup = renderToStaticMarkup(html).replaceAll('&#x27;', '&#39;');
  return { kind, subject, html: `<!doctype html>\n${markup}`, text };
}

/** The text part's paragraphs, a blank line apart. */
export const paragraphs = (...parts: string[]): string => parts.join('\n\n');

/** The translator of the mails that speak English whoever reads them (the house's). */
export const englishMail = (): Translator => sharedLanguages().translator('en');

/** "Label: value" in the text part, as `tr`'s language writes it (French: a no-break space before the colon). */
export const labelled = (label: string, value: string, tr: Translator = englishMail()): string =>
  tr.t('{label}: {value}', { label, value });

/** A link in the text part: its label, then the address. */
export const textLink = (label: string, url: string, tr?: Translator): string => labelled(label, url, tr);

/** The text part's closing words, after a blank line, in `tr`'s language (English when absent). */
export const signedOff = (text: string, tr: Translator = englishMail()): string =>
  `${text}\n\n${tr.t('With our thanks,\nMaison Lumière')}`;

/** A bulleted list in the text part. */
export const textList = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/** A sentence of the catalogue with its slots filled by words (the text part's side of `<Rich>`). */
export const plain = (parts: readonly string[]): string => parts.join('');

/** A catalogue message's emphasised parts (`<b>…</b>`): the words between, and the words a tag holds. */
export function tagged(message: string): { words: string; tag?: string }[] {
  const out: { words: string; tag?: string }[] = [];
  let at = 0;
  for (const m of message.matchAll(/<(\w+)>([\s\S]*?)<\/\1>/g)) {
    if (m.index > at) out.push({ words: message.slice(at, m.index) });
    out.push({ words: m[2] ?? '', tag: m[1] });
    at = m.index + m[0].length;
  }
  if (at < message.length) out.push({ words: message.slice(at) });
  return out;
}

/** A catalogue message with its tags as the text part says it: the plain words (`<b>€12.00</b>` is `€12.00`). */
export const untagged = (message: string): string =>
  tagged(message)
    .map((p) => p.words)
    .join('');
