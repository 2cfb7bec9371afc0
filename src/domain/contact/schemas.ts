import { z } from '../shared/zod';
import { CONTACT_SUBJECTS, contactRules, orderNumberOf, type ContactField } from './contact';
import { msg } from '../i18n/translator';

/** A rule of ./contact.ts as a zod check: its words become the field's error. */
const checked = (field: ContactField) =>
  z.string().superRefine((value, ctx) => {
    const problem = contactRules[field](value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const required = (field: ContactField) => ({ message: contactRules[field]('') ?? msg('Required') });

/** POST /api/contact: a shopper's message to the house, mailed to its contact address. */
export const contactMessageSchema = z.object({
  name: z
    .string(required('name'))
    .pipe(checked('name'))
    .transform((v) => v.trim()),
  email: z
    .string(required('email'))
    .trim()
    .pipe(checked('email'))
    .pipe(z.email(contactRules.email('@') ?? msg('Invalid email address'))),
  orderNumber: z.string().pipe(checked('orderNumber')).transform(orderNumberOf).default(''),
  subject: z.enum(CONTACT_SUBJECTS, { message: contactRules.subject('') }).default('other'),
  message: z
    .string(required('message'))
    .pipe(checked('message'))
    .transform((v) => v.trim()),
  /** The honeypot: hidden from people, so anything in it was written by a robot (the message is dropped). */
  website: z.string().max(500).optional(),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
