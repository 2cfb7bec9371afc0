import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shopSettings, vatRates } from './schema';

export async function readSettings(db: Db) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, 1));
  return row;
}

export async function writeSettings(
  db: Db,
  values: {
    legalName: string;
    address: string;
    vatNumber: string;
    homeCountry: string;
    legalMentions: string;
    giftWrapCents?: number | undefined;
    madeToOrderDays?: number | undefined;
    macerationDays?: number | undefined;
  },
) {
  const [row] = await db
    .insert(shopSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: shopSettings.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export function listRates(db: Db) {
  return db
    .select({ country: vatRates.country, rateBp: vatRates.rateBp })
    .from(vatRates)
    .orderBy(asc(vatRates.country));
}

export async function rateOf(db: Db, country: string): Promise<number | undefined> {
  const [row] = await db.select({ rateBp: vatRates.rateBp }).from(vatRates).where(eq(vatRates.country, country));
  return row?.rateBp;
}

export async function writeRate(db: Db, country: string, rateBp: number): Promise<void> {
  await db
    .insert(vatRates)
    .values({ country, rateBp })
    .onConflictDoUpdate({ target: vatRates.country, set: { rateBp, updatedAt: sql`now()` } });
}

export async function deleteRate(db: Db, country: string): Promise<void> {
  await db.delete(vatRates).where(eq(vatRates.country, country));
}

/** The gift wrap's price; undefined when the row is missing. */
export async function readGiftWrapCents(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ giftWrapCents: shopSettings.giftWrapCents })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.giftWrapCents;
}

/** How many days a made-to-order perfume takes; undefined when the row is missing. */
export async function readMadeToOrderDays(db: Db): Promise<number | undefined> {
  const [row] = await db
    .select({ days: shopSettings.madeToOrderDays })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.days;
}

/** The refill programme's terms (DESIGN §1 "Refills"): its discount in basis points and the intervals offered. */
export async function readRefillTerms(db: Db): Promise<{ discountBp: number; intervals: number[] } | undefined> {
  const [row] = await db
    .select({ discountBp: shopSettings.refillDiscountBp, intervals: shopSettings.refillIntervals })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row;
}

/** Sets it; false when the row is missing (migration 0007 writes it). */
export async function writeMadeToOrderDays(db: Db, days: number): Promise<boolean> {
  const rows = await db
    .update(shopSettings)
    .set({ madeToOrderDays: days, updatedAt: new Date() })
    .where(eq(shopSettings.id, 1))
    .returning({ id: shopSettings.id });
  return rows.length > 0;
}

/** The house's public contact details (issue #32); undefined when the row is missing. */
export async function readContact(db: Db) {
  const [row] = await db
    .select({
      email: shopSettings.contactEmail,
      phone: shopSettings.phone,
      hours: shopSettings.openingHours,
      social: shopSettings.socialLinks,
    })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row;
}

/** Sets them; false when the row is missing (migration 0007 writes it). */
export async function writeContact(
  db: Db,
  values: {
    contactEmail: string;
    phone: string;
    openingHours: { days: string; time: string }[];
    socialLinks: Record<string, string>;
  },
): Promise<boolean> {
  const rows = await db
    .update(shopSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopSettings.id, 1))
    .returning({ id: shopSettings.id });
  return rows.length > 0;
}

/** How many days a perfume rests before it is bottled; undefined when the row is missing. */
export async function readMacerationDays(db: Db): Promise<number | undefined> {
  const [row] = await db.select({ days: shopSettings.macerationDays }).from(shopSettings).where(eq(shopSettings.id, 1));
  return row?.days;
}

/** Sets it; false when the row is missing (migration 0007 writes it). */
export async function writeMacerationDays(db: Db, days: number): Promise<boolean> {
  const rows = await db
    .update(shopSettings)
    .set({ macerationDays: days, updatedAt: new Date() })
    .where(eq(shopSettings.id, 1))
    .returning({ id: shopSettings.id });
  return rows.length > 0;
}
