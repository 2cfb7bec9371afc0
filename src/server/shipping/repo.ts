import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { shippingMethods, shippingZones } from './schema';

export type ZoneRow = typeof shippingZones.$inferSelect;
export type MethodRow = typeof shippingMethods.$inferSelect;

export function listZones(db: Db): Promise<ZoneRow[]> {
  return db.select().from(shippingZones).orderBy(asc(shippingZones.position), asc(shippingZones.id));
}

export function listMethods(db: Db): Promise<MethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .orderBy(asc(shippingMethods.zoneId), asc(shippingMethods.position), asc(shippingMethods.id));
}

/** The zone that names a country, else the rest of the world's, else none. */
export async function zoneOf(db: Db, country: string): Promise<ZoneRow | undefined> {
  const [row] = await db
    .select()
    .from(shippingZones)
    .where(sql`${country} = any(${shippingZones.countries}) or ${shippingZones.restOfWorld}`)
    .orderBy(asc(shippingZones.restOfWorld))
    .limit(1);
  return row;
}

export function methodsOfZone(db: Db, zoneId: number): Promise<MethodRow[]> {
  return db
    .select()
    .from(shippingMethods)
    .where(eq(shippingMethods.zoneId, zoneId))
    .orderBy(asc(shippingMethods.position), asc(shippingMethods.id));
}

/**
 * Holds off every other zone write until the caller's transaction ends, so two admins saving zones
 * at once cannot both find no clash and put one country in two zones (readers are not blocked).
 */
export async function lockZones(db: Db): Promise<void> {
  await db.execute(sql`lock table shipping_zones in share row exclusive mode`);
}

/** Another zone naming one of these countries, or another rest of the world. */
export async function overlappingZone(
  db: Db,
  countries: readonly string[],
  restOfWorld: boolean,
  exceptId: number | undefined,
): Promise<ZoneRow | undefined> {
  const clash = sql`(${shippingZones.countries} && ${sql.param(countries)}::text[] or (${restOfWorld} and ${shippingZones.restOfWorld}))`;
  const [row] = await db
    .select()
    .from(shippingZones)
    .where(exceptId === undefined ? clash : and(clash, ne(shippingZones.id, exceptId)))
    .limit(1);
  return row;
}

export interface ZoneWrite {
  name: string;
  countries: string[];
  restOfWorld: boolean;
  methods: {
    name: string;
    /** Its names in the other languages, the empty ones left out (`{ fr: { name } }`); none: a kept method keeps its own. */
    translations?: Record<string, { name: string }> | undefined;
    /** Its prices in other currencies, minor units of each; none: a kept method keeps its own. */
    currencyPrices?: Record<string, { price: number; freeAbove: number | null }> | undefined;
    priceCents: number;
    freeAboveCents: number | null;
    minDays: number;
    maxDays: number;
  }[];
}

/** Writes a zone and replaces its methods (ids of methods kept by name, so an open checkout's choice survives an edit). */
export async function saveZone(db: Db, zone: ZoneWrite, id?: number): Promise<number> {
  const values = { name: zone.name, countries: zone.countries, restOfWorld: zone.restOfWorld };
  const zoneId =
    id === undefined
      ? (await db.insert(shippingZones).values(values).returning({ id: shippingZones.id }))[0]!.id
      : (
          await db.update(shippingZones).set(values).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id })
        )[0]?.id;
  if (zoneId === undefined) return -1;
  const existing = await methodsOfZone(db, zoneId);
  const kept = new Set<number>();
  for (const [position, m] of zone.methods.entries()) {
    const same = existing.find((e) => e.name === m.name && !kept.has(e.id));
    if (same) {
      kept.add(same.id);
      await db
        .update(shippingMethods)
        .set({ ...m, position })
        .where(eq(shippingMethods.id, same.id));
    } else {
      await db.insert(shippingMethods).values({ ...m, zoneId, position });
    }
  }
  for (const e of existing) if (!kept.has(e.id)) await db.delete(shippingMethods).where(eq(shippingMethods.id, e.id));
  return zoneId;
}

export async function deleteZone(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(shippingZones).where(eq(shippingZones.id, id)).returning({ id: shippingZones.id });
  return rows.length > 0;
}
