import type { ShippingCountry, ShippingMethod, ShippingZone, ShippingZoneInput } from '../../domain/shipping/schemas';
import { type MethodPrice, methodNameIn, methodPriceOf, type MethodTranslations } from '../../domain/shipping/shipping';
import type { Locale } from '../../domain/i18n/locales';
import { type CurrencyCode, minorPerMajor, toMajorIn, toMinor } from '../../domain/currency/currency';
import { type Market, methodPriceIn } from '../../domain/markets/markets';
import type { AuditService } from '../audit/service';
import type { Db, Store } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { allCountries, countryCode } from './countries';
import {
  deleteZone,
  listMethods,
  listZones,
  lockZones,
  type MethodRow,
  methodsOfZone,
  overlappingZone,
  saveZone,
  zoneOf,
} from './repo';

/** Tells every server process the zones or their methods changed (PostgreSQL NOTIFY channel). */
const ZONES_CHANGED = 'shipping_zones_changed';

/** A method a cart is priced with: its English name, and its names in the other languages (`methodNameIn`). */
export interface ChosenMethod extends MethodPrice {
  id: number;
  name: string;
  translations: MethodTranslations;
  /** Its prices fixed in other currencies: the cart prices it in its market's (`methodPriceIn`, decision 070). */
  currencyPrices: MethodRow['currencyPrices'];
}

const chosen = (m: MethodRow): ChosenMethod => ({
  id: m.id,
  name: m.name,
  translations: m.translations,
  priceCents: m.priceCents,
  freeAboveCents: m.freeAboveCents,
  currencyPrices: m.currencyPrices,
});

/** The market a shop's answer is priced in, and the default market's currency the methods' own prices are in. */
export interface PricedIn {
  market: Market;
  baseCurrency: CurrencyCode;
}

/** A method as the shop reads it: named in the reader's language (else in English), priced in the market's currency. */
function toMethod(m: MethodRow, locale: Locale, { market, baseCurrency }: PricedIn): ShippingMethod {
  const { price, freeAbove } = methodPriceIn(m, market, baseCurrency);
  return {
    id: m.id,
    name: methodNameIn(m, locale),
    price: toMajorIn(price.minor, price.currency),
    freeAbove: freeAbove === null ? null : toMajorIn(freeAbove.minor, freeAbove.currency),
    currency: market.currency,
    minDays: m.minDays,
    maxDays: m.maxDays,
  };
}

/** A method's prices in other currencies as the back office reads them (major units of each). */
function currencyPricesOut(
  prices: MethodRow['currencyPrices'],
): Record<string, { price: number; freeAbove: number | null }> {
  return Object.fromEntries(
    Object.entries(prices).map(([currency, p]) => [
      currency,
      {
        price: toMajorIn(p.price, currency),
        freeAbove: p.freeAbove === null ? null : toMajorIn(p.freeAbove, currency),
      },
    ]),
  );
}

/** An amount of `currency` in its minor units; one with more decimals than the currency has is refused (400). */
function minorIn(major: number, currency: CurrencyCode, path: string): number {
  const minor = toMinor(major, currency);
  if (Math.abs(major * minorPerMajor(currency) - minor) > 1e-6) {
    const message = msg('This amount has more decimals than {currency} has');
    throw AppError.badRequest('VALIDATION', message, { errors: [{ path, message }], values: { currency } });
  }
  return minor;
}

/** A method's prices in other currencies as the column keeps them (minor units of each); none given: undefined. */
function currencyPricesIn(
  prices: ShippingZoneInput['methods'][number]['currencyPrices'],
  path: string,
): MethodRow['currencyPrices'] | undefined {
  if (!prices) return undefined;
  return Object.fromEntries(
    Object.entries(prices).map(([currency, p]) => [
      currency,
      {
        price: minorIn(p.price, currency, `${path}.${currency}.price`),
        freeAbove: p.freeAbove === null ? null : minorIn(p.freeAbove, currency, `${path}.${currency}.freeAbove`),
      },
    ]),
  );
}

/** A method's names in the other languages, the empty ones left out. */
function namedTranslations(translations: MethodTranslations): Record<string, { name: string }> {
  const out: Record<string, { name: string }> = {};
  for (const [locale, t] of Object.entries(translations)) {
    const name = t?.name?.trim();
    if (name) out[locale] = { name };
  }
  return out;
}

/** What ShippingService is built from (services.ts gives each by name). */
export interface ShippingDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  store: Pick<Store, 'notify' | 'listen'>;
  /** The default market's currency (STORE_CURRENCY): what a method's own price and threshold are in (decision 070). */
  baseCurrency: CurrencyCode;
}

/** The shipping_zones and shipping_methods tables' one owner: where the shop ships, how, and at what price. */
export class ShippingService {
  /** Told when a zone or method changes here or in another process (the house pages state them). */
  private readonly listeners: (() => void)[] = [];

  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly store: Pick<Store, 'notify' | 'listen'>;
  private readonly baseCurrency: CurrencyCode;

  constructor({ db, audit, store, baseCurrency }: ShippingDeps) {
    this.db = db;
    this.audit = audit;
    this.store = store;
    this.baseCurrency = baseCurrency;
    store.listen(ZONES_CHANGED, () => this.tell());
  }

  /** Calls `listener` after every change of the zones and methods, made here or in another process. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }

  private async zonesChanged(): Promise<void> {
    this.tell();
    await this.store.notify(ZONES_CHANGED);
  }

  /**
   * The ISO code a shopper's country names (a code, or a name as older clients send it); 400
   * COUNTRY_UNKNOWN when it names none.
   */
  code(country: string): string {
    const code = countryCode(country);
    if (!code) throw AppError.badRequest('COUNTRY_UNKNOWN');
    return code;
  }

  /** Every country the shop ships to: all of them while a zone takes the rest of the world. */
  async countries(): Promise<ShippingCountry[]> {
    const zones = await listZones(this.db);
    if (zones.some((z) => z.restOfWorld)) return [...allCountries()];
    const named = new Set(zones.flatMap((z) => z.countries));
    return allCountries().filter((c) => named.has(c.code));
  }

  /**
   * The methods of the country's zone, cheapest first as the back office ordered them, named in `locale` (the
   * English name where it has none) and priced in the country's market's currency (`pricing`, given the
   * country's ISO code); 404 COUNTRY_NOT_SHIPPED.
   */
  async methods(
    country: string,
    locale: Locale,
    pricing: (code: string) => Promise<PricedIn>,
  ): Promise<ShippingMethod[]> {
    const code = this.code(country);
    const [rows, priced] = await Promise.all([this.methodRows(code), pricing(code)]);
    return rows.map((m) => toMethod(m, locale, priced));
  }

  private async methodRows(code: string, db: Db = this.db): Promise<MethodRow[]> {
    const zone = await zoneOf(db, code);
    const methods = zone ? await methodsOfZone(db, zone.id) : [];
    if (methods.length === 0) throw AppError.notFound('COUNTRY_NOT_SHIPPED');
    return methods;
  }

  /**
   * The method a cart to this country is priced with: the one named (400 SHIPPING_METHOD_UNKNOWN
   * when the country's zone has no such method), else the zone's first.
   */
  async choose(code: string, methodId: number | undefined, db: Db = this.db): Promise<ChosenMethod> {
    const methods = await this.methodRows(code, db);
    const m = methodId === undefined ? methods[0] : methods.find((x) => x.id === methodId);
    if (!m) throw AppError.badRequest('SHIPPING_METHOD_UNKNOWN');
    return chosen(m);
  }

  /** Before a country is known: the rest of the world's first method, else the cheapest first method of any zone. */
  async defaultMethod(db: Db = this.db): Promise<ChosenMethod | undefined> {
    // One after the other: `db` may be a transaction, one connection that runs one query at a time.
    const zones = await listZones(db);
    const methods = await listMethods(db);
    const zone = zones.find((z) => z.restOfWorld);
    const firsts = zones
      .map((z) => methods.find((m) => m.zoneId === z.id))
      .filter((m): m is MethodRow => m !== undefined);
    const m =
      (zone && methods.find((x) => x.zoneId === zone.id)) ?? firsts.sort((a, b) => a.priceCents - b.priceCents)[0];
    return m && chosen(m);
  }

  async zones(): Promise<ShippingZone[]> {
    const [zones, methods] = await Promise.all([listZones(this.db), listMethods(this.db)]);
    return zones.map((z) => ({
      id: z.id,
      name: z.name,
      countries: z.countries,
      restOfWorld: z.restOfWorld,
      methods: methods
        .filter((m) => m.zoneId === z.id)
        .map((m) => ({
          id: m.id,
          name: m.name,
          price: toMajorIn(m.priceCents, this.baseCurrency),
          freeAbove: m.freeAboveCents === null ? null : toMajorIn(m.freeAboveCents, this.baseCurrency),
          minDays: m.minDays,
          maxDays: m.maxDays,
          translations: namedTranslations(m.translations),
          currencyPrices: currencyPricesOut(m.currencyPrices),
        })),
    }));
  }

  /** Creates (no id) or replaces a zone and its methods; a country in two zones, or two rests of the world, is refused (409). */
  async saveZone(input: ShippingZoneInput, adminId: number, id?: number): Promise<ShippingZone[]> {
    const countries = [...new Set(input.countries)];
    const unknown = countries.find((c) => countryCode(c) !== c);
    if (unknown)
      throw AppError.badRequest('COUNTRY_UNKNOWN', msg('Unknown country code: {code}'), {
        values: { code: unknown },
      });
    try {
      await withTransaction(this.db, async (tx) => {
        await lockZones(tx);
        const clash = await overlappingZone(tx, countries, input.restOfWorld, id);
        if (clash)
          throw AppError.conflict(
            'COUNTRY_IN_TWO_ZONES',
            input.restOfWorld && clash.restOfWorld
              ? msg('"{zone}" already ships to the rest of the world.')
              : msg('A country of this zone already belongs to "{zone}".'),
            { values: { zone: clash.name } },
          );
        const zoneId = await saveZone(
          tx,
          {
            name: input.name,
            countries,
            restOfWorld: input.restOfWorld,
            methods: input.methods.map((m, index) => ({
              name: m.name,
              translations: m.translations && namedTranslations(m.translations),
              ...methodPriceOf(m, this.baseCurrency),
              currencyPrices: currencyPricesIn(m.currencyPrices, `methods.${index}.currencyPrices`),
              minDays: m.minDays,
              maxDays: m.maxDays,
            })),
          },
          id,
        );
        if (zoneId < 0) throw AppError.notFound('ZONE_NOT_FOUND');
        await this.audit.record(
          {
            adminId,
            action: id === undefined ? 'zone.create' : 'zone.update',
            entity: 'shipping',
            entityId: zoneId,
            details: { ...input },
          },
          tx,
        );
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.conflict('ZONE_NAME_TAKEN');
      throw err;
    }
    await this.zonesChanged();
    return this.zones();
  }

  async deleteZone(id: number, adminId: number): Promise<ShippingZone[]> {
    await withTransaction(this.db, async (tx) => {
      if (!(await deleteZone(tx, id))) throw AppError.notFound('ZONE_NOT_FOUND');
      await this.audit.record({ adminId, action: 'zone.delete', entity: 'shipping', entityId: id }, tx);
    });
    await this.zonesChanged();
    return this.zones();
  }
}
