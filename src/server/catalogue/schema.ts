import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { concentrations, type PerfumePhoto, perfumeFamilies } from '../../domain/catalogue/catalogue';
import type { NoteSplit } from '../../domain/catalogue/notes';
import type { IngredientTranslations, PerfumeTranslations } from '../../domain/catalogue/translations';
import { createdAt } from '../columns';

// The catalogue feature's tables: its repo.ts writes them. Another feature reads them through its service (joins only as eslint.config.js's allowedJoins lists).

export const perfumes = pgTable(
  'perfumes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    imageSrc: text('image_src').notNull(),
    notes: text('notes').notNull(),
    description: text('description').notNull(),
    gender: text('gender', { enum: ['female', 'male'] }).notNull(),
    isNew: boolean('is_new').notNull().default(false),
    isBestseller: boolean('is_bestseller').notNull().default(false),
    family: text('family', { enum: perfumeFamilies }).notNull().default('floral'),
    /** Bottles left; null when the perfume's stock is not tracked. Taken when an order is created. */
    stock: integer('stock'),
    /** Archived perfumes leave the storefront; past orders keep their snapshot. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The default size's volume (ml): `priceCents` and `stock` are that size's (decision 060). */
    volumeMl: integer('volume_ml').notNull().default(50),
    /** Its description and notes in the other languages (`{ fr: { description, notes } }`); a field left out falls back to the English (decision 069). */
    translations: jsonb('translations').$type<PerfumeTranslations>().notNull().default({}),
    /** Eau de toilette, eau de parfum or extrait (issue #51). */
    concentration: text('concentration', { enum: concentrations }).notNull().default('eau_de_parfum'),
    /** How long it lasts on skin, in hours; both null: not said. */
    longevityMinHours: integer('longevity_min_hours'),
    longevityMaxHours: integer('longevity_max_hours'),
    /** The perfumer's story, in English ('' : none; its French in `translations`). */
    story: text('story').notNull().default(''),
    /** How many of the notes are top and heart notes; null: one each, the rest base (src/domain/catalogue/notes.ts). */
    noteSplit: jsonb('note_split').$type<NoteSplit>(),
    /** The owner's photographs in their order (`[{ src, alt }]`, uploaded through the images feature). */
    photos: jsonb('photos').$type<PerfumePhoto[]>().notNull().default([]),
  },
  (t) => [
    check('perfumes_price_positive', sql`${t.priceCents} > 0`),
    check('perfumes_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('perfumes_volume_range', sql`${t.volumeMl} between 5 and 1000`),
  ],
);

/**
 * A perfume's other bottle sizes (decision 060): the default size lives in the perfume's own row
 * (volume_ml, price_cents, stock), so every answer that knew one price stays true; each other size
 * has its price and its stock (null: not tracked), taken by an order as the perfume's is.
 */
export const perfumeSizes = pgTable(
  'perfume_sizes',
  {
    perfumeId: integer('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    volumeMl: integer('volume_ml').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock'),
    /** Its last edit or sale: a staff member's form read before it is stale (decision 060). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.perfumeId, t.volumeMl] }),
    check('perfume_sizes_price_positive', sql`${t.priceCents} > 0`),
    check('perfume_sizes_stock_not_negative', sql`${t.stock} is null or ${t.stock} >= 0`),
    check('perfume_sizes_volume_range', sql`${t.volumeMl} between 5 and 1000`),
  ],
);

/**
 * "Notify me" (decision 060): an address waiting for a sold-out size of a perfume to be back. The
 * change that brings the size back mails each waiting address once, in its own transaction, and
 * marks the request notified. One waiting request per size and address, whatever its case.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: serial('id').primaryKey(),
    perfumeId: integer('perfume_id')
      .notNull()
      .references(() => perfumes.id, { onDelete: 'cascade' }),
    volumeMl: integer('volume_ml').notNull(),
    /** As the shopper typed it (trimmed): the mail goes to it. */
    email: text('email').notNull(),
    /** The language the shopper asked in: the mail is written in it. */
    locale: text('locale').notNull().default('en'),
    createdAt: createdAt(),
    /** When the size came back and the mail was written; null while waiting. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notifications_waiting_idx')
      .on(t.perfumeId, t.volumeMl, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    characteristics: text('characteristics').notNull(),
    imageSrc: text('image_src').notNull(),
    category: text('category', { enum: ['top', 'middle', 'base'] }).notNull(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The material as bought (decision 064): "Bergamot oil, bergapten-free (FCF)". Empty until it is known. */
    grade: text('grade').notNull().default(''),
    /** Its IFRA Category 4 limit in thousandths of a percent of the finished perfume; null: not restricted. */
    ifraLimitMilli: integer('ifra_limit_milli'),
    /** Its labelled allergens: `[{ inci, percent }]`, percent of the material. */
    allergens: jsonb('allergens').$type<{ inci: string; percent: number }[]>().notNull().default([]),
    /** Its density in thousandths of a gram per millilitre (880: 0.88 g/ml), to weigh it; null: not known. */
    densityMilli: integer('density_milli'),
    /** Its name and characteristics in the other languages (`{ fr: { name, characteristics } }`); a field left out falls back to the English. */
    translations: jsonb('translations').$type<IngredientTranslations>().notNull().default({}),
  },
  (t) => [
    check('ingredients_ifra_limit_range', sql`${t.ifraLimitMilli} is null or ${t.ifraLimitMilli} between 0 and 100000`),
    check('ingredients_density_range', sql`${t.densityMilli} is null or ${t.densityMilli} between 500 and 2000`),
  ],
);
