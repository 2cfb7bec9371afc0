import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The house pages feature's table: its repo.ts writes it. Another feature reads it through its service.

/**
 * The house's own pages as the owner wrote them (issue #43): a row per page once it has been saved;
 * a page with no row shows the house's first words (house-pages/first-words.ts). The text keeps its
 * {fact} placeholders: the facts are read from the settings each time the page is.
 */
export const housePages = pgTable('house_pages', {
  /** shipping-returns, faq, terms, privacy (domain/pages/house-text.ts). */
  slug: text('slug').primaryKey(),
  intro: text('intro').notNull(),
  body: text('body').notNull(),
  /** The page in the shop's other languages, by language (`{ fr: { intro, body } }`); a missing field shows the English. */
  translations: jsonb('translations').$type<Record<string, { intro?: string; body?: string }>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member who saved it last (their user id; the audit row says the rest). */
  updatedBy: integer('updated_by'),
});
