import type { Wishlist } from '../../domain/wishlist/schemas';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { deleteWishlistItem, insertWishlistItem, insertWishlistItems, listWishlistIds, wishlistItemsOf } from './repo';

/** What WishlistService is built from (services.ts gives each by name). */
export interface WishlistDeps {
  db: Db;
  catalogue: CatalogueSnapshot;
}

/**
 * The wishlist_items table's one owner: a signed-in shopper's saved perfumes. A guest's list lives
 * in the browser and joins the account at sign-in (`merge`). Archived perfumes stay saved but are
 * left out of every answer, so they come back if the house restores them.
 */
export class WishlistService {
  private readonly db: Db;
  private readonly catalogue: CatalogueSnapshot;

  constructor({ db, catalogue }: WishlistDeps) {
    this.db = db;
    this.catalogue = catalogue;
  }

  async list(userId: number): Promise<Wishlist> {
    const [ids, onSale] = await Promise.all([listWishlistIds(this.db, userId), this.onSaleIds()]);
    return { perfumeIds: ids.filter((id) => onSale.has(id)) };
  }

  /** Every saved perfume, archived ones too, with its name (while on sale) and when it was saved: an account's export. */
  async exportOf(userId: number): Promise<{ perfumeId: number; name: string | null; savedAt: string }[]> {
    const [rows, perfumes] = await Promise.all([wishlistItemsOf(this.db, userId), this.catalogue.perfumes()]);
    const names = new Map(perfumes.map((p) => [p.id, p.name]));
    return rows.map((r) => ({
      perfumeId: r.perfumeId,
      name: names.get(r.perfumeId) ?? null,
      savedAt: r.savedAt.toISOString(),
    }));
  }

  /** Idempotent; 404 for a perfume that is not on sale (unknown or archived). */
  async add(userId: number, perfumeId: number): Promise<void> {
    if (!(await this.catalogue.perfume(perfumeId))) throw AppError.notFound('PERFUME_NOT_FOUND');
    await insertWishlistItem(this.db, userId, perfumeId);
  }

  /** Idempotent: removing a perfume that is not saved changes nothing. */
  async remove(userId: number, perfumeId: number): Promise<void> {
    await deleteWishlistItem(this.db, userId, perfumeId);
  }

  /** A guest's list (newest first) joins the account; ids of perfumes not on sale are ignored. */
  async merge(userId: number, perfumeIds: readonly number[]): Promise<Wishlist> {
    const onSale = await this.onSaleIds();
    const known = [...new Set(perfumeIds)].filter((id) => onSale.has(id));
    await insertWishlistItems(this.db, userId, known);
    return this.list(userId);
  }

  private async onSaleIds(): Promise<Set<number>> {
    return new Set((await this.catalogue.perfumes()).map((p) => p.id));
  }
}
