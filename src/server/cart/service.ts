import { type CartLine, MAX_QUANTITY } from '../../domain/cart';
import type { AddCartItem } from '../../domain/cart-schemas';
import { toMajor } from '../../domain/money';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { priceCustomLine } from './custom-lines';
import {
  addCatalogueLine,
  type AddedLine,
  type CartLineRow,
  type CartOwner,
  clearOwnedLines,
  deleteOwnedLine,
  ensureCartId,
  findCartId,
  insertCustomLine,
  listLinesByOwner,
  mergeCartInto,
  updateOwnedLine,
} from './repo';

export function unitPriceCents(row: Pick<CartLineRow, 'isCustom' | 'customPriceCents' | 'perfumePriceCents'>): number {
  return (row.isCustom ? row.customPriceCents : row.perfumePriceCents) ?? 0;
}

export function toCartLine(row: CartLineRow): CartLine {
  const price = unitPriceCents(row);
  return {
    id: row.id,
    quantity: row.quantity,
    isCustom: row.isCustom,
    perfumeId: row.perfumeId,
    customName: row.customName,
    customPrice: row.isCustom ? toMajor(price) : null,
    customDetails: (row.customDetails as Record<string, unknown> | null) ?? null,
    price: toMajor(price),
    name: (row.isCustom ? row.customName : row.perfumeName) ?? 'Unknown item',
  };
}

export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  async lines(owner: CartOwner): Promise<CartLine[]> {
    return (await listLinesByOwner(this.db, owner)).map(toCartLine);
  }

  async add(owner: CartOwner, input: AddCartItem): Promise<AddedLine> {
    if (input.isCustom) {
      if (input.perfumeId != null) throw AppError.badRequest('A custom perfume cannot name a catalogue perfumeId');
      const line = priceCustomLine(input, await this.catalogue.ingredientRows());
      const cartId = await ensureCartId(this.db, owner);
      return insertCustomLine(this.db, cartId, { quantity: input.quantity, ...line });
    }
    if (input.perfumeId == null) throw AppError.badRequest('perfumeId is required for a catalogue perfume');
    if (!(await this.catalogue.perfumeRow(input.perfumeId))) throw AppError.notFound('Perfume not found');
    return addCatalogueLine(this.db, owner, input.perfumeId, Math.min(MAX_QUANTITY, input.quantity));
  }

  async setQuantity(owner: CartOwner, lineId: number, quantity: number): Promise<void> {
    if ((await updateOwnedLine(this.db, owner, lineId, quantity)) === 0) throw AppError.notFound('Cart item not found');
  }

  async remove(owner: CartOwner, lineId: number): Promise<void> {
    if ((await deleteOwnedLine(this.db, owner, lineId)) === 0) throw AppError.notFound('Cart item not found');
  }

  async clear(owner: CartOwner): Promise<void> {
    await clearOwnedLines(this.db, owner);
  }

  /** At sign-in, a guest's cart joins the user's, in one transaction. */
  async mergeGuestInto(guestId: string, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const from = await findCartId(tx, { kind: 'guest', guestId });
      if (from === undefined) return;
      const to = await ensureCartId(tx, { kind: 'user', userId });
      await mergeCartInto(tx, from, to);
    });
  }
}
