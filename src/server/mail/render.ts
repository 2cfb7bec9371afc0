import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { MailKind } from '../../domain/mail/schemas';
import { en } from './words/en';

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

/** A link in the text part: its label, then the address. */
export const textLink = (label: string, url: string): string => `${label}: ${url}`;

/** The text part's closing words, after a blank line. */
export const signedOff = (text: string): string => `${text}\n\n${en.thanks}`;

/** A bulleted list in the text part. */
export const textList = (items: readonly string[]): string => items.map((item) => `- ${item}`).join('\n');

/** A sentence of the catalogue with its slots filled by words (the text part's side of `<Rich>`). */
export const plain = (parts: readonly string[]): string => parts.join('');
