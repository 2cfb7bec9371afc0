import type { VatRate } from '../../domain/settings/schemas';
import { rateFromPercent } from '../../domain/tax/vat';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import { AppError } from '../http/errors';
import { countryName } from '../shipping/countries';
import { deleteRate, listRates, writeRate } from './repo';

/** The VAT charged to each destination, as the back office lists and edits it. */

export async function vatRates(db: Db): Promise<VatRate[]> {
  return (await listRates(db)).map((r) => ({
    country: r.country,
    name: countryName(r.country),
    rate: r.rateBp / 100,
  }));
}

/** Sets a destination's rate (400 past 0–100 or two decimals), with its audit row. */
export async function setVatRate(
  db: Db,
  audit: Pick<AuditService, 'record'>,
  country: string,
  percent: number,
  adminId: number,
): Promise<void> {
  const bp = rateFromPercent(percent);
  if (bp === undefined)
    throw AppError.badRequest('VALIDATION', msg('Rate must be between 0 and 100, with at most two decimals'));
  await withTransaction(db, async (tx) => {
    await writeRate(tx, country, bp);
    await audit.record(
      { adminId, action: 'vat.set', entity: 'settings', entityId: country, details: { country, rate: percent } },
      tx,
    );
  });
}

/** Removes a destination's rate (it is charged 0 % then), with its audit row. */
export async function removeVatRate(
  db: Db,
  audit: Pick<AuditService, 'record'>,
  country: string,
  adminId: number,
): Promise<void> {
  await withTransaction(db, async (tx) => {
    await deleteRate(tx, country);
    await audit.record(
      { adminId, action: 'vat.remove', entity: 'settings', entityId: country, details: { country } },
      tx,
    );
  });
}
