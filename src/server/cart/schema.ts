import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../columns';
import { perfumes } from '../catalogue/schema';
import { users } from '../users/schema';

// The cart feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    guestId: text('guest_id').unique(),
    userId: integer('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The address typed at checkout for a guest's cart (DESIGN §1 "Abandoned carts and consent"). */
    contactEmail: text('contact_email'),
    /** When the abandoned-cart reminder went for the cart's current contents; null until then (once per cart). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** The reminder's link back to this cart (random, unguessable), set when the reminder is written. */
    reminderToken: text('reminder_token').unique(),
  },
  (t) => [
    check('carts_one_owner', sql`(${t.guestId} is null) <> (${t.userId} is null)`),
    // The abandoned carts' walk: not yet reminded, by when they were last changed.
    index('carts_unreminded_idx')
      .on(t.updatedAt)
      .where(sql`${t.remindedAt} is null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    perfumeId: integer('perfume_id').references(() => perfumes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    customName: text('custom_name'),
    customPriceCents: integer('custom_price_cents'),
    customDetails: jsonb('custom_details'),
    /** A full bottle, or a 2 ml sample at the sample price. */
    size: text('size', { enum: ['bottle', 'sample'] })
      .notNull()
      .default('bottle'),
    createdAt: createdAt(),
    /** A catalogue line's bottle size in ml (2 for a sample); null for a custom line (decision 060). */
    volume: integer('volume'),
    /** A refill (DESIGN §1 "Refills"): delivered every so many weeks once paid, at the refill price; 0 for a one-off. */
    refillWeeks: integer('refill_weeks').notNull().default(0),
  },
  (t) => [
    index('cart_lines_cart_idx').on(t.cartId),
    // One line per catalogue perfume, size, volume and refill interval per cart, so concurrent adds merge instead of duplicating.
    uniqueIndex('cart_lines_cart_perfume_size_volume_refill_idx')
      .on(t.cartId, t.perfumeId, t.size, t.volume, t.refillWeeks)
      .where(sql`${t.perfumeId} is not null`),
    check('cart_lines_size', sql`${t.size} in ('bottle', 'sample')`),
    check('cart_lines_catalogue_volume', sql`${t.perfumeId} is null or ${t.volume} is not null`),
    check('cart_lines_quantity_range', sql`${t.quantity} between 1 and 10`),
    check(
      'cart_lines_kind',
      sql`(${t.isCustom} and ${t.perfumeId} is null and ${t.customPriceCents} is not null) or (not ${t.isCustom} and ${t.perfumeId} is not null)`,
    ),
  ],
);
