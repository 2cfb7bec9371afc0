import type { ShopSettings, ShopSettingsInput, VatRate } from '../../domain/settings/schemas';
import { type RateBp, rateFromPercent } from '../../domain/tax/vat';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { countryCode, countryName } from '../shipping/countries';
import {
  deleteRate,
  listRates,
  rateOf,
  readGiftWrapCents,
  readMadeToOrderDays,
  readSettings,
  writeMadeToOrderDays,
  writeRate,
  writeSettings,
} from './repo';
import { DEFAULT_MADE_TO_ORDER_DAYS } from '../../domain/atelier/work-orders';
import { DEFAULT_GIFT_WRAP_CENTS } from '../../domain/gifts/gifts';
import { toCents, toMajor } from '../../domain/shared/money';

/** The shop_settings and vat_rates tables' one owner: the house's legal details and the VAT charged to each destination. */
export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly audit: Pick<AuditService, 'record'>,
  ) {}

  async settings(): Promise<ShopSettings> {
    const row = await readSettings(this.db);
    // Migration 0007 writes the row; a store emptied by hand answers the house's name alone.
    return row
      ? {
          legalName: row.legalName,
          address: row.address,
          vatNumber: row.vatNumber,
          homeCountry: row.homeCountry,
          legalMentions: row.legalMentions,
          giftWrapPrice: toMajor(row.giftWrapCents),
        }
      : {
          legalName: 'Maison Lumière',
          address: '',
          vatNumber: '',
          homeCountry: 'FR',
          legalMentions: '',
          giftWrapPrice: toMajor(DEFAULT_GIFT_WRAP_CENTS),
        };
  }

  async update(input: ShopSettingsInput, adminId: number): Promise<ShopSettings> {
    // The schema checks the code's shape; a code no country has ("ZZ") would print on every invoice.
    if (countryCode(input.homeCountry) !== input.homeCountry)
      throw AppError.badRequest('VALIDATION', 'Please choose a country from the list.', [
        { path: 'homeCountry', message: 'Please choose a country from the list.' },
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
    return this.settings();
  }

  async rates(): Promise<VatRate[]> {
    return (await listRates(this.db)).map((r) => ({
      country: r.country,
      name: countryName(r.country),
      rate: r.rateBp / 100,
    }));
  }

  /** What a gift wrap costs now (cents, VAT included): the checkout's and the order's price. */
  async giftWrapCents(db: Db = this.db): Promise<number> {
    return (await readGiftWrapCents(db)) ?? DEFAULT_GIFT_WRAP_CENTS;
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
    return this.madeToOrderDays();
  }

  /** The VAT rate charged to a destination: its row, else 0 % (an export). */
  async rateFor(country: string, db: Db = this.db): Promise<RateBp> {
    return (await rateOf(db, country)) ?? 0;
  }

  async setRate(country: string, percent: number, adminId: number): Promise<VatRate[]> {
    const bp = rateFromPercent(percent);
    if (bp === undefined)
      throw AppError.badRequest('VALIDATION', 'Rate must be between 0 and 100, with at most two decimals');
    await withTransaction(this.db, async (tx) => {
      await writeRate(tx, country, bp);
      await this.audit.record(
        { adminId, action: 'vat.set', entity: 'settings', entityId: country, details: { country, rate: percent } },
        tx,
      );
    });
    return this.rates();
  }

  async removeRate(country: string, adminId: number): Promise<VatRate[]> {
    await withTransaction(this.db, async (tx) => {
      await deleteRate(tx, country);
      await this.audit.record(
        { adminId, action: 'vat.remove', entity: 'settings', entityId: country, details: { country } },
        tx,
      );
    });
    return this.rates();
  }
}
