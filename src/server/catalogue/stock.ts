import { randomUUID } from 'node:crypto';
import { LOW_STOCK_THRESHOLD } from '../../domain/admin-dashboard/schemas';
import { shownLeft, sizedName } from '../../domain/catalogue/sizes';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/errors';
import {
  lowStockPerfumesRead,
  returnStock,
  sizesStock,
  stockOf,
  type StockShortfall,
  stockShortfalls,
  takeStock,
  type WantedBottles,
} from './stock/repo';
import type { BackInStock } from './back-in-stock';
import type { CatalogueSnapshot } from './snapshot';
import type { WebhookEvents } from '../webhooks/service';

/** The words of a 409 for bottles an order or a cart wants and the shop does not have. */
function shortfallMessage(s: StockShortfall): string {
  if (s.left === null) return `${s.name} is no longer available. Please remove it from your cart.`;
  if (s.left === 0) return `${s.name} is sold out.`;
  return `Only ${s.left} left of ${s.name}.`;
}

/** A line's bottles: `volume` names its size (decision 060); none, the perfume's default size. */
type StockLine = {
  perfumeId: number | null;
  quantity: number;
  size?: 'bottle' | 'sample';
  volume?: number | null | undefined;
};

/** The bottles lines want, per perfume and size (a sample takes no bottle). */
function bottlesOf(lines: readonly StockLine[]): WantedBottles[] {
  const wanted = new Map<string, WantedBottles>();
  for (const l of lines)
    if (l.perfumeId !== null && l.size !== 'sample') {
      const volume = l.volume ?? null;
      const key = `${l.perfumeId}:${volume}`;
      const had = wanted.get(key);
      if (had) had.quantity += l.quantity;
      else wanted.set(key, { perfumeId: l.perfumeId, volume, quantity: l.quantity });
    }
  return [...wanted.values()];
}

/** What CatalogueStock is built from (services.ts gives each by name). */
export interface CatalogueStockDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'changedOnCommit'>;
  backInStock: Pick<BackInStock, 'sizesBack'>;
  /** `stock.low` when a sale brings a size down to the back office's low-stock mark (issue #49). */
  webhooks: WebhookEvents;
}

/**
 * The perfumes' bottles: taken by an order and given back by a cancellation or a refund, atomically
 * in the caller's transaction. A perfume that sells out or comes back changes what the storefront
 * says, so the catalogue is reloaded once that transaction commits; a size that comes back mails
 * those waiting for it, in that same transaction.
 */
export class CatalogueStock {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'changedOnCommit'>;
  private readonly backInStock: Pick<BackInStock, 'sizesBack'>;
  private readonly webhooks: WebhookEvents;

  constructor({ db, catalogue, backInStock, webhooks }: CatalogueStockDeps) {
    this.db = db;
    this.catalogue = catalogue;
    this.backInStock = backInStock;
    this.webhooks = webhooks;
  }

  /**
   * Takes the bottles of an order's catalogue lines, in the caller's transaction; a line that
   * cannot be had answers 409 with what is left (the transaction then writes nothing).
   */
  async take(lines: readonly StockLine[], tx: Tx): Promise<void> {
    const { shortfalls, emptied, taken } = await takeStock(tx, bottlesOf(lines));
    const first = shortfalls[0];
    if (first) throw AppError.conflict('OUT_OF_STOCK', shortfallMessage(first));
    // A size that falls to the back office's low-stock mark or below, once per fall.
    for (const size of taken.filter((s) => s.before > LOW_STOCK_THRESHOLD && s.after <= LOW_STOCK_THRESHOLD))
      await this.webhooks.emit(tx, 'stock.low', `stock.low:${size.perfumeId}:${size.volume}:${randomUUID()}`, {
        perfumeId: size.perfumeId,
        name: size.name,
        volume: size.volume,
        stock: size.after,
        threshold: LOW_STOCK_THRESHOLD,
      });
    // The last bottle went: every process's storefront says Sold out.
    if (emptied.length > 0) this.catalogue.changedOnCommit(tx);
  }

  /** 409 as `take` would answer, when the shop could not supply these lines now; takes nothing. */
  async assertInStock(lines: readonly StockLine[], db: Db = this.db): Promise<void> {
    const first = (await stockShortfalls(db, bottlesOf(lines)))[0];
    if (first) throw AppError.conflict('OUT_OF_STOCK', shortfallMessage(first));
  }

  /** Gives an order's bottles back, in the caller's transaction; a sold-out size back on sale mails those waiting for it. */
  async giveBack(
    lines: readonly { perfumeId: number | null; quantity: number; volume?: number | null | undefined }[],
    tx: Tx,
  ): Promise<void> {
    const back = await returnStock(
      tx,
      lines.flatMap((l) =>
        l.perfumeId === null ? [] : [{ perfumeId: l.perfumeId, volume: l.volume ?? null, quantity: l.quantity }],
      ),
    );
    // A sold-out size is back on sale.
    if (back.length > 0) {
      this.catalogue.changedOnCommit(tx);
      await this.backInStock.sizesBack(back, tx);
    }
  }

  /**
   * Before a bottle goes into a cart: 409 "Only N left" when the cart would hold more than the shop
   * has of that size (`volume`; none: the default size). Read fresh, and only for tracked sizes (the
   * cached rows say which); the order takes the stock for good.
   */
  async assertAvailable(perfumeId: number, wantedInCart: number, volume?: number | null): Promise<void> {
    const row = await this.catalogue.perfumeRow(perfumeId);
    if (!row) throw AppError.notFound('PERFUME_NOT_FOUND');
    const size = row.sizes.find((s) => s.volumeMl === (volume ?? row.volumeMl));
    if (!size) throw AppError.notFound('SIZE_NOT_FOUND');
    if (size.stock === null) return;
    const left = await stockOf(this.db, perfumeId, volume ?? null);
    if (left === undefined) throw AppError.notFound('SIZE_NOT_FOUND');
    const name = size.volumeMl === row.volumeMl ? row.name : sizedName(row.name, size.volumeMl);
    if (left !== null && wantedInCart > left)
      throw AppError.conflict('OUT_OF_STOCK', shortfallMessage({ perfumeId, name, left }));
  }

  /** A perfume's sizes' "Only N left" (null unless tracked and low), read fresh; 404 when not on sale. */
  async shown(perfumeId: number): Promise<{ sizes: { volume: number; left: number | null }[] }> {
    const rows = await sizesStock(this.db, perfumeId);
    if (rows.length === 0) throw AppError.notFound('PERFUME_NOT_FOUND');
    return { sizes: rows.map((r) => ({ volume: r.volume, left: shownLeft(r.stock) })) };
  }

  /**
   * Tracked perfumes with `threshold` bottles or fewer, as a read the dashboard sends with its others. Read fresh: stock
   * changes with every order, the cached rows do not.
   */
  lowRead(threshold: number) {
    return lowStockPerfumesRead(threshold);
  }
}
