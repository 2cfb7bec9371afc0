import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_CONTACT, type OpeningHours, type SocialNetwork } from '../../domain/settings/house';

// The settings feature's tables: its repo.ts writes them. Another feature reads them through its service.

/**
 * The house's legal details, one row (id 1): what invoices and credit notes print as the seller, and
 * the home country VAT is declared in.
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    legalName: text('legal_name').notNull(),
    /** The registered address, one line per line. */
    address: text('address').notNull(),
    vatNumber: text('vat_number').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    homeCountry: text('home_country').notNull(),
    /** Printed at the foot of every invoice: the company's registration, capital, and the like. */
    legalMentions: text('legal_mentions').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** What a gift wrap costs, VAT included (decision 063). */
    giftWrapCents: integer('gift_wrap_cents').notNull().default(500),
    /** How many days a made-to-order perfume takes to ship (decision 064). */
    madeToOrderDays: integer('made_to_order_days').notNull().default(21),
    /** How many days a perfume rests (macerates) before it may be bottled (issue #43). */
    macerationDays: integer('maceration_days').notNull().default(14),
    /** Refills (DESIGN §1 "Refills"): the discount on a size's price, in basis points, and the intervals offered, in weeks. */
    refillDiscountBp: integer('refill_discount_bp').notNull().default(1500),
    refillIntervals: jsonb('refill_intervals').$type<number[]>().notNull().default([4, 8, 12]),
    /** Where shoppers write and the contact form's messages go (issue #32). */
    contactEmail: text('contact_email').notNull().default(DEFAULT_CONTACT.email),
    /** As people write it; '' for none. */
    phone: text('phone').notNull().default(DEFAULT_CONTACT.phone),
    /** The atelier's opening hours, one line each: `[{ days, time }]`. */
    openingHours: jsonb('opening_hours')
      .$type<OpeningHours[]>()
      .notNull()
      .default([...DEFAULT_CONTACT.hours]),
    /** The house's social pages by network (https links); a network absent or '' has none. */
    socialLinks: jsonb('social_links').$type<Partial<Record<SocialNetwork, string>>>().notNull().default({}),
  },
  (t) => [
    check('shop_settings_one_row', sql`${t.id} = 1`),
    check('shop_settings_gift_wrap_range', sql`${t.giftWrapCents} between 0 and 10000`),
    check('shop_settings_made_to_order_range', sql`${t.madeToOrderDays} between 1 and 90`),
    check('shop_settings_maceration_range', sql`${t.macerationDays} between 0 and 90`),
  ],
);

/** The VAT rate charged to each destination (ISO 3166-1 alpha-2), in basis points; a country absent is 0 % (an export). */
export const vatRates = pgTable(
  'vat_rates',
  {
    country: text('country').primaryKey(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('vat_rates_range', sql`${t.rateBp} between 0 and 10000`)],
);
