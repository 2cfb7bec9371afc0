import type {
  HouseContact,
  HouseContactInput,
  ShopSettings,
  ShopSettingsInput,
  VatRate,
} from '../../domain/settings/schemas';
import type { House } from '../../domain/settings/house';
import type { RateBp } from '../../domain/tax/vat';
import type { AuditService } from '../audit/service';
import type { Db, Store } from '../db/client';
import { withTransaction } from '../db/transaction';
import { type CachedBody, cacheJson } from '../http/cached-body';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { countryCode } from '../shipping/countries';
import {
  rateOf,
  readGiftWrapCents,
  readContact,
  readMacerationDays,
  readMadeToOrderDays,
  readRefillTerms,
  readSettings,
  writeContact,
  writeMacerationDays,
  writeMadeToOrderDays,
  writeSettings,
} from './repo';
import { DEFAULT_MACERATION_DAYS, DEFAULT_MADE_TO_ORDER_DAYS } from '../../domain/atelier/work-orders';
import { DEFAULT_GIFT_WRAP_CENTS } from '../../domain/gifts/gifts';
import { toCents } from '../../domain/shared/money';
import { contactOf, legalDetailsOf, publicHouseOf } from './house';
import { removeVatRate, setVatRate, vatRates } from './vat-rates';

/** Tells every server process the house's public details changed (PostgreSQL NOTIFY channel). */
const HOUSE_CHANGED = 'house_changed';

/** What SettingsService is built from (services.ts gives each by name). */
export interface SettingsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  store: Pick<Store, 'notify' | 'listen'>;
}

/**
 * The shop_settings and vat_rates tables' one owner: the house's legal details, its public contact
 * details and the VAT charged to each destination.
 */
export class SettingsService {
  /** The house's public details (GET /api/house, the server render), read once per change. */
  private house: Promise<{ house: House; json: CachedBody }> | undefined;
  /** The same, once read (`house` resolved): what a mail written inside a transaction uses without waiting. */
  private houseRead: House | undefined;
  /** Told when a setting changes here or in another process (the house pages read them). */
  private readonly listeners: (() => void)[] = [];

  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly store: Pick<Store, 'notify' | 'listen'>;

  constructor({ db, audit, store }: SettingsDeps) {
    this.db = db;
    this.audit = audit;
    this.store = store;
    store.listen(HOUSE_CHANGED, () => {
      this.house = undefined;
      this.houseRead = undefined;
      this.tell();
    });
  }

  /** Calls `listener` after every change of the settings, made here or in another process. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private tell(): void {
    for (const listener of this.listeners) listener();
  }

  async settings(): Promise<ShopSettings> {
    return legalDetailsOf(await readSettings(this.db));
  }

  async update(input: ShopSettingsInput, adminId: number): Promise<ShopSettings> {
    // The schema checks the code's shape; a code no country has ("ZZ") would print on every invoice.
    if (countryCode(input.homeCountry) !== input.homeCountry)
      throw AppError.badRequest('VALIDATION', msg('Please choose a country from the list.'), [
        { path: 'homeCountry', message: msg('Please choose a country from the list.') },
      ]);
    // The change and its audit row together, or neither.
    await withTransaction(this.db, async (tx) => {
      const { giftWrapPrice, ...details } = input;
      await writeSettings(
        tx,
        giftWrapPrice === undefined ? details : { ...details, giftWrapCents: toCents(giftWrapPrice) },
      );
      await this.audit.record(
        { adminId, action: 'settings.update', entity: 'settings', entityId: 'house', details: input },
        tx,
      );
    });
    // The public details show the legal name and address.
    await this.houseChanged();
    return this.settings();
  }

  /** The house's contact details as the back office edits them. */
  async contact(): Promise<HouseContact> {
    return contactOf(await readContact(this.db));
  }

  async updateContact(input: HouseContactInput, adminId: number): Promise<HouseContact> {
    const values = {
      contactEmail: input.email,
      phone: input.phone,
      openingHours: input.hours,
      // Only the networks set: an absent one has no page.
      socialLinks: Object.fromEntries(Object.entries(input.social).filter(([, url]) => url !== '')),
    };
    await withTransaction(this.db, async (tx) => {
      if (!(await writeContact(tx, values))) {
        await writeSettings(tx, await this.legalDetails());
        await writeContact(tx, values);
      }
      await this.audit.record(
        { adminId, action: 'settings.update', entity: 'settings', entityId: 'contact', details: input },
        tx,
      );
    });
    await this.houseChanged();
    return this.contact();
  }

  /** What GET /api/house answers, and the contact page and the footer show. */
  async publicHouse(): Promise<House> {
    return (await this.loadHouse()).house;
  }

  /**
   * The same, for a mail written in `db` (often a transaction, whose one connection the store may be waiting on):
   * the details already read, else read in `db` itself, never through another connection.
   */
  async publicHouseIn(db: Db): Promise<House> {
    if (this.houseRead) return this.houseRead;
    if (db === this.db) return this.publicHouse();
    const [legal, contact] = [legalDetailsOf(await readSettings(db)), contactOf(await readContact(db))];
    return publicHouseOf(legal, contact);
  }

  /** The same, serialized once per change. */
  async houseJson(): Promise<CachedBody> {
    return (await this.loadHouse()).json;
  }

  /** Changes whenever the house's public details do (pages rendered with them are kept under it). */
  async houseVersion(): Promise<string> {
    return (await this.loadHouse()).json.etag;
  }

  private loadHouse(): Promise<{ house: House; json: CachedBody }> {
    if (!this.house) {
      const loading = (async () => {
        const [legal, contact] = await Promise.all([this.settings(), this.contact()]);
        const house = publicHouseOf(legal, contact);
        return { house, json: cacheJson(house, 'good') };
      })();
      this.house = loading;
      loading.then(
        ({ house }) => {
          if (this.house === loading) this.houseRead = house;
        },
        () => undefined, // the catch below clears it
      );
      loading.catch(() => {
        if (this.house === loading) this.house = undefined; // the next request tries again
      });
    }
    return this.house;
  }

  /** After a committed change: this process and every other one read the house's details again. */
  private async houseChanged(): Promise<void> {
    this.house = undefined;
    this.houseRead = undefined;
    this.tell();
    await this.store.notify(HOUSE_CHANGED);
  }

  /** The legal details as the row holds them, for writing the row again. */
  private async legalDetails() {
    const { giftWrapPrice, ...details } = await this.settings();
    return { ...details, giftWrapCents: toCents(giftWrapPrice) };
  }

  async rates(): Promise<VatRate[]> {
    return vatRates(this.db);
  }

  /** What a gift wrap costs now (cents, VAT included): the checkout's and the order's price. */
  async giftWrapCents(db: Db = this.db): Promise<number> {
    return (await readGiftWrapCents(db)) ?? DEFAULT_GIFT_WRAP_CENTS;
  }

  /** The refill programme's terms: the discount (basis points) and the intervals offered (weeks). */
  async refillTerms(db: Db = this.db): Promise<{ discountBp: number; intervals: number[] }> {
    return (await readRefillTerms(db)) ?? { discountBp: 1500, intervals: [4, 8, 12] };
  }

  /** How many days a made-to-order perfume takes to ship (decision 064). */
  async madeToOrderDays(db: Db = this.db): Promise<number> {
    return (await readMadeToOrderDays(db)) ?? DEFAULT_MADE_TO_ORDER_DAYS;
  }

  async setMadeToOrderDays(days: number, adminId: number): Promise<number> {
    await withTransaction(this.db, async (tx) => {
      if (!(await writeMadeToOrderDays(tx, days)))
        await writeSettings(tx, { ...(await this.settings()), madeToOrderDays: days });
      await this.audit.record(
        {
          adminId,
          action: 'settings.update',
          entity: 'settings',
          entityId: 'atelier',
          details: { madeToOrderDays: days },
        },
        tx,
      );
    });
    // The house pages state it.
    await this.houseChanged();
    return this.madeToOrderDays();
  }

  /** How many days a perfume rests before it may be bottled (issue #43). */
  async macerationDays(db: Db = this.db): Promise<number> {
    return (await readMacerationDays(db)) ?? DEFAULT_MACERATION_DAYS;
  }

  async setMacerationDays(days: number, adminId: number): Promise<number> {
    await withTransaction(this.db, async (tx) => {
      if (!(await writeMacerationDays(tx, days)))
        await writeSettings(tx, { ...(await this.settings()), macerationDays: days });
      await this.audit.record(
        {
          adminId,
          action: 'settings.update',
          entity: 'settings',
          entityId: 'atelier',
          details: { macerationDays: days },
        },
        tx,
      );
    });
    return this.macerationDays();
  }

  /** The VAT rate charged to a destination: its row, else 0 % (an export). */
  async rateFor(country: string, db: Db = this.db): Promise<RateBp> {
    return (await rateOf(db, country)) ?? 0;
  }

  async setRate(country: string, percent: number, adminId: number): Promise<VatRate[]> {
    await setVatRate(this.db, this.audit, country, percent, adminId);
    return this.rates();
  }

  async removeRate(country: string, adminId: number): Promise<VatRate[]> {
    await removeVatRate(this.db, this.audit, country, adminId);
    return this.rates();
  }
}
