import { type CartTotals, cartTotals, MAX_QUANTITY } from '../../domain/cart';
import type { AddCartItem, AddedLine, CartLine } from '../../domain/cart-schemas';
import { toMajor } from '../../domain/money';
import type { CatalogueService } from '../catalogue/service';
import type { Db } from '../db/client';
import { AppError } from '../http/errors';
import { priceCustomLine } from './custom-lines';
import type { CartOwner } from './owner';
import {
  addCatalogueLine,
  type CartLineRow,
  clearCart,
  clearOwnedLines,
  deleteOwnedLine,
  ensureCartId,
  findCartId,
  insertCustomLine,
  listLinesByOwner,
  mergeCartInto,
  updateOwnedLine,
} from './repo';

/** A line at the server's price: what an order snapshots and a payment charges. */
export interface PricedLine {
  perfumeId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
}

export interface PricedCart {
  /** The cart's id, when it has lines. */
  cartId: number | undefined;
  lines: PricedLine[];
  totals: CartTotals;
}

/** The one place a cart line gets its price and its name. */
function priceLine(row: CartLineRow): PricedLine {
  return {
    perfumeId: row.perfumeId,
    name: (row.isCustom ? row.customName : row.perfumeName) ?? 'Unknown item',
    unitPriceCents: (row.isCustom ? row.customPriceCents : row.perfumePriceCents) ?? 0,
    quantity: row.quantity,
    isCustom: row.isCustom,
    customDetails: (row.customDetails as Record<string, unknown> | null) ?? null,
  };
}

function toCartLine(row: CartLineRow): CartLine {
  const { name, unitPriceCents, customDetails } = priceLine(row);
  return {
    id: row.id,
    quantity: row.quantity,
    isCustom: row.isCustom,
    perfumeId: row.perfumeId,
    customName: row.customName,
    customPrice: row.isCustom ? toMajor(unitPriceCents) : null,
    customDetails,
    price: toMajor(unitPriceCents),
    name,
  };
}

/** The carts and cart_lines tables' one owner. */
export class CartService {
  constructor(
    private readonly db: Db,
    private readonly catalogue: CatalogueService,
  ) {}

  async lines(owner: CartOwner): Promise<CartLine[]> {
    return (await listLinesByOwner(this.db, owner)).map(toCartLine);
  }

  /** The cart priced by the server, inside the caller's transaction when it passes one. */
  async priced(owner: CartOwner, db: Db = this.db): Promise<PricedCart> {
    const rows = await listLinesByOwner(db, owner);
    const lines = rows.map(priceLine);
    return {
      cartId: rows[0]?.cartId,
      lines,
      totals: cartTotals(lines.map((l) => ({ unitPrice: l.unitPriceCents, quantity: l.quantity }))),
    };
  }

  async add(owner: CartOwner, input: AddCartItem): Promise<AddedLine> {
    if (input.isCustom) {
      if (input.perfumeId != null) throw AppError.badRequest('INVALID_CART_LINE', 'A custom perfume cannot name a catalogue perfumeId');
      const line = priceCustomLine(input, await this.catalogue.ingredientRows());
      const cartId = await ensureCartId(this.db, owner);
      return insertCustomLine(this.db, cartId, { quantity: input.quantity, ...line });
    }
    if (input.perfumeId == null) throw AppError.badRequest('INVALID_CART_LINE', 'perfumeId is required for a catalogue perfume');
    if (!(await this.catalogue.perfumeRow(input.perfumeId))) throw AppError.notFound('PERFUME_NOT_FOUND');
    return addCatalogueLine(this.db, owner, input.perfumeId, Math.min(MAX_QUANTITY, input.quantity));
  }

  async setQuantity(owner: CartOwner, lineId: number, quantity: number): Promise<void> {
    if ((await updateOwnedLine(this.db, owner, lineId, quantity)) === 0) throw AppError.notFound('CART_LINE_NOT_FOUND');
  }

  async remove(owner: CartOwner, lineId: number): Promise<void> {
    if ((await deleteOwnedLine(this.db, owner, lineId)) === 0) throw AppError.notFound('CART_LINE_NOT_FOUND');
  }

  async clear(owner: CartOwner): Promise<void> {
    await clearOwnedLines(this.db, owner);
  }

  /** Empties a cart by id, inside the caller's transaction (settling a payment). */
  async clearById(cartId: number, db: Db = this.db): Promise<void> {
    await clearCart(db, cartId);
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
