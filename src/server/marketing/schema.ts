import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { users } from '../users/schema';

// The marketing feature's tables (DESIGN §1 "Abandoned carts and consent"): its repo.ts writes them.

/**
 * Consent to marketing mail, as its history: each grant or withdrawal of an address, with the words the shopper saw
 * and where. The latest row of an address is its consent now; nothing is ever updated or deleted but with the account.
 */
export const marketingConsents = pgTable(
  'marketing_consents',
  {
    id: serial('id').primaryKey(),
    /** The address, lower-cased. */
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: ['granted', 'withdrawn'] }).notNull(),
    /** Where: `checkout`, `account`, `unsubscribe` (a mail's one-click link). */
    source: text('source', { enum: ['checkout', 'account', 'unsubscribe'] }).notNull(),
    /** The words shown beside the box, in the language shown. */
    wording: text('wording').notNull(),
    locale: text('locale').notNull().default('en'),
    /** A grant's one-click withdrawal (the marketing mails' unsubscribe link): random, unguessable; null on a withdrawal. */
    unsubscribeToken: text('unsubscribe_token').unique(),
    createdAt: createdAt(),
  },
  (t) => [index('marketing_consents_email_idx').on(t.email, t.id)],
);
