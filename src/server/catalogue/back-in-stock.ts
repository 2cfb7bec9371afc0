import { sizedName } from '../../domain/catalogue/sizes';
import type { Db } from '../db/client';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import { backInStockMail } from './mails/back-in-stock';
import {
  countWaitingRequests,
  deleteStockNotificationsOf,
  insertStockNotification,
  lockSizeStock,
  stockNotificationsOf,
  takeWaitingRequests,
} from './back-in-stock/repo';
import type { PerfumeVolume } from './stock/repo';
import { paths } from '../../domain/pages/paths';
import { type Locale, localizedPath } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';
import { msg } from '../../domain/i18n/translator';

/** What limits the requests of one address (the auth feature's throttle, handed over by services.ts). */
interface RequestThrottle {
  beginStockNotification(ip: string): Promise<void>;
}

/** Whether a size's stock lets it be ordered: not tracked, or bottles left. */
export const available = (stock: number | null | undefined): boolean =>
  stock !== undefined && (stock === null || stock > 0);

/** What BackInStock is built from (services.ts gives each by name). */
export interface BackInStockDeps {
  db: Db;
  mail: Pick<MailService, 'enqueue'>;
  throttle: RequestThrottle;
  publicUrl: string;
}

/**
 * "Notify me" (decision 060): an address waits for a sold-out size of a perfume, and is mailed once
 * when it is back. The stock_notifications table's one owner. A size comes back through the
 * catalogue alone (the back office's edit, bottles given back by CatalogueStock), which hands the
 * sizes to `sizesBack` in its own transaction: the mails are written to the outbox and the requests
 * marked notified with the change, or not at all.
 */
export class BackInStock {
  private readonly db: Db;
  private readonly mail: Pick<MailService, 'enqueue'>;
  private readonly throttle: RequestThrottle;
  private readonly publicUrl: string;

  constructor({ db, mail, throttle, publicUrl }: BackInStockDeps) {
    this.db = db;
    this.mail = mail;
    this.throttle = throttle;
    this.publicUrl = publicUrl;
  }

  /** How many addresses wait for each size (`perfumeId → volume → count`): the back office's catalogue. */
  waiting(): Promise<Map<number, Map<number, number>>> {
    return countWaitingRequests(this.db);
  }

  /**
   * An address asks to be mailed when a size (`volume`; none: the default size) is back: 404 for a
   * perfume not on sale or a size it is not sold in, 409 IN_STOCK when the size can be ordered now.
   * Asked again, the one waiting request stays. Throttled per address, whatever the outcome. The request keeps
   * `locale`, the language it was asked in: its mail is written in it.
   */
  async ask(perfumeId: number, input: { email: string; volume?: number | undefined }, ip: string, locale: Locale) {
    await this.throttle.beginStockNotification(ip);
    return withTransaction(this.db, async (tx) => {
      // Read and locked fresh: the cached catalogue may be a moment behind a sale or a restock.
      const size = await lockSizeStock(tx, perfumeId, input.volume);
      if (size === 'no-perfume') throw AppError.notFound('PERFUME_NOT_FOUND');
      if (size === 'no-size') throw AppError.notFound('SIZE_NOT_FOUND');
      const name = sizedName(size.name, size.volume);
      if (available(size.stock))
        throw AppError.conflict('IN_STOCK', msg('{name} is in stock: you can order it now.'), { values: { name } });
      await insertStockNotification(tx, { perfumeId, volumeMl: size.volume, email: input.email, locale });
      const { t } = sharedLanguages().translator(locale);
      return { message: t('We will write to you once when {name} is back.', { name }) };
    });
  }

  /** An address's requests, waiting or notified, as its owner downloads them (their data). */
  async exportOf(email: string) {
    return (await stockNotificationsOf(this.db, email)).map((r) => ({
      perfume: r.perfume,
      perfumeId: r.perfumeId,
      volume: r.volume,
      email: r.email,
      askedAt: r.createdAt.toISOString(),
      notifiedAt: r.notifiedAt?.toISOString() ?? null,
    }));
  }

  /** Forgets an address's requests, in the transaction that deletes its account. */
  async forget(email: string, tx: Tx): Promise<void> {
    await deleteStockNotificationsOf(tx, email);
  }

  /**
   * Sizes just back on sale, in the transaction that brought them back: one mail per waiting request
   * to the outbox, each request marked notified, so every address is mailed once.
   */
  async sizesBack(sizes: readonly PerfumeVolume[], tx: Tx): Promise<void> {
    for (const request of await takeWaitingRequests(tx, sizes)) {
      // In the language the address asked in, the link to the perfume's page too.
      const tr = sharedLanguages().translator(request.locale);
      const mail = backInStockMail({
        name: sizedName(request.name, request.volume),
        productUrl: `${this.publicUrl}${localizedPath(paths.product(request.perfumeId), tr.locale)}`,
        tr,
      });
      await this.mail.enqueue({ ...mail, eventKey: `back-in-stock:${request.id}`, to: request.email }, tx);
    }
  }
}
