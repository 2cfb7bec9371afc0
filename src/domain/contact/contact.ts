import { isEmailAddress, isSingleLine } from '../shared/text';

/*
 * The contact form (/contact, issue #32): what a shopper writes to the house. The rules and their
 * words, written once: the form checks them as the shopper types (no zod: the contact page is
 * rendered by the server and its first render loads none, docs/decisions/031), and
 * ./schemas.ts builds the server's schema from them.
 */

/** What a message may be about: the form's select, and the house mail's subject line. */
export const CONTACT_SUBJECTS = ['order', 'return', 'bespoke', 'refill', 'visit', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const contactSubjectLabels: Record<ContactSubject, string> = {
  order: 'An order',
  return: 'A return or a damaged bottle',
  bespoke: 'A custom or bespoke perfume',
  refill: 'Refilling a bottle',
  visit: 'Visiting the atelier',
  other: 'Something else',
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
    if (v.length < 2) return 'Please enter your name.';
    if (v.length > CONTACT_NAME_MAX) return `Your name is too long (at most ${CONTACT_NAME_MAX} characters).`;
    if (!isSingleLine(v)) return 'Your name must be on one line.';
    return undefined;
  },
  email: (value) => {
    const v = value.trim();
    if (v === '') return 'Please enter your e-mail address, so that we can answer.';
    if (v.length > 254 || !isEmailAddress(v))
      return 'Please enter a valid e-mail address, for example you@example.com.';
    return undefined;
  },
  orderNumber: (value) =>
    /^(#?\s*\d{1,10})?$/.test(value.trim()) ? undefined : 'An order number is digits only, for example 1042.',
  subject: (value) =>
    (CONTACT_SUBJECTS as readonly string[]).includes(value) ? undefined : 'Please choose a subject from the list.',
  message: (value) => {
    const v = value.trim();
    if (v === '') return 'Please write your message.';
    if (v.length < CONTACT_MESSAGE_MIN)
      return `Please tell us a little more (at least ${CONTACT_MESSAGE_MIN} characters).`;
    if (v.length > CONTACT_MESSAGE_MAX)
      return `Your message is too long (at most ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters).`;
    return undefined;
  },
};

/** The order number as the house reads it: its digits ("#1042" → "1042"), or '' for none. */
export const orderNumberOf = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');
