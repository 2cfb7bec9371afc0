import { isEmailAddress, isSingleLine } from '../shared/text';
import { msg } from '../i18n/translator';

/*
 * The contact form (/contact, issue #32): what a shopper writes to the house. The rules and their
 * words, written once: the form checks them as the shopper types (no zod: the contact page is
 * rendered by the server and its first render loads none, docs/decisions/031), and
 * ./schemas.ts builds the server's schema from them. The words are English catalogue messages (`msg`),
 * shown through `t(problem)`.
 */

/** What a message may be about: the form's select, and the house mail's subject line. */
export const CONTACT_SUBJECTS = ['order', 'return', 'bespoke', 'refill', 'visit', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  order: msg('An order'),
  return: msg('A return or a damaged bottle'),
  bespoke: msg('A custom or bespoke perfume'),
  refill: msg('Refilling a bottle'),
  visit: msg('Visiting the atelier'),
  other: msg('Something else'),
};

const CONTACT_NAME_MAX = 120;
const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 4000;

/** What the form sends (POST /api/contact). */
export interface ContactMessageInput {
  name: string;
  email: string;
  /** Optional: the order it is about, as its page and mails number it ("1042" or "#1042"). */
  orderNumber?: string;
  subject?: ContactSubject;
  message: string;
  /** Left empty by people: a field hidden from them that only robots fill in (the honeypot). */
  website?: string;
}

export type ContactField = 'name' | 'email' | 'orderNumber' | 'subject' | 'message';

/** Each field's rule: its problem in the words the form shows under it, or undefined when it is right. */
export const contactRules: Record<ContactField, (value: string) => string | undefined> = {
  name: (value) => {
    const v = value.trim();
    if (v.length < 2) return msg('Please enter your name.');
    // The limits are written in the words (one catalogue message each): CONTACT_NAME_MAX is 120.
    if (v.length > CONTACT_NAME_MAX) return msg('Your name is too long (at most 120 characters).');
    if (!isSingleLine(v)) return msg('Your name must be on one line.');
    return undefined;
  },
  email: (value) => {
    const v = value.trim();
    if (v === '') return msg('Please enter your e-mail address, so that we can answer.');
    if (v.length > 254 || !isEmailAddress(v))
      return msg('Please enter a valid e-mail address, for example you@example.com.');
    return undefined;
  },
  orderNumber: (value) =>
    /^(#?\s*\d{1,10})?$/.test(value.trim()) ? undefined : msg('An order number is digits only, for example 1042.'),
  subject: (value) =>
    (CONTACT_SUBJECTS as readonly string[]).includes(value) ? undefined : msg('Please choose a subject from the list.'),
  message: (value) => {
    const v = value.trim();
    if (v === '') return msg('Please write your message.');
    // The limits are written in the words (one catalogue message each): CONTACT_MESSAGE_MIN is 10, the MAX 4000.
    if (v.length < CONTACT_MESSAGE_MIN) return msg('Please tell us a little more (at least 10 characters).');
    if (v.length > CONTACT_MESSAGE_MAX) return msg('Your message is too long (at most 4,000 characters).');
    return undefined;
  },
};

/** The order number as the house reads it: its digits ("#1042" → "1042"), or '' for none. */
export const orderNumberOf = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');
