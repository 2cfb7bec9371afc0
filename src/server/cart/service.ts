import { leftToPay } from '../../domain/gift-cards/gift-cards';
import {
  type CartTotals,
  cartTotals,
  MAX_CART_LINES,
  MAX_ORDER_TOTAL_CENTS,
  MAX_QUANTITY,
} from '../../domain/cart/cart';
import { isGiftCardLine, lineKind, needsShipping } from '../../domain/cart/lines';
import type { AddCartItem, AddedLine, CartLine, CartSummary } from '../../domain/cart/schemas';
import { formatMoney, lineGross, toCents, toMajor } from '../../domain/shared/money';
import { CREATION_SAMPLE_PRICE_CENTS, type LineSize } from '../../domain/samples/samples';
import { type OrderTax, orderTax, type RateBp, rateFraction } from '../../domain/tax/vat';
import { withGiftWrap, wrapCharge } from '../../domain/gifts/gifts';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { SettingsService } from '../settings/service';
import type { ChosenMethod, ShippingService } from '../shipping/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { CartAdjustment, SampleService } from '../samples/service';
import type { Db } from '../db/client';
import { type Tx, withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import { priceCustomLine } from './custom-lines';
import { lineVolume, tracked } from './sizes';
import type { CartOwner } from './owner';
import {
  addCatalogueLine,
  addToNewCart,
  catalogueLineQuantity,
  type CartLineRow,
  clearOwnedLines,
  deleteOwnedLine,
  findCartId,
  insertCustomLine,
  listLinesByOwner,
  lockCart,
  mergeCartInto,
  ownedLineKind,
  removeOrderedLines,
  updateOwnedLine,
} from './repo';

/** What the cart asks of the gift cards (decision 062): a gift card's line, and the card a cart applies. */
export interface GiftCardsOfCart {
  purchaseLine(input: NonNullable<AddCartItem['giftCard']>): {
    customName: string;
    customPriceCents: number;
    customDetails: Record<string, unknown>;
  };
  forCart(owner: CartOwner, totalCents: number): Promise<CartSummary['giftCard'] | undefined>;
  /** At sign-in, in the merge's transaction: the guest's card follows into the account's cart (the account's own stays). */
  adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void>;
}

/** The lines offers read (decision 061): a gift card is never discounted and counts towards no minimum. */
export const promotableLines = <L extends { isCustom: boolean; customDetails: Record<string, unknown> | null }>(
  lines: readonly L[],
) => lines.filter((l) => !isGiftCardLine(l));

/** A line at the server's price: what an order snapshots and a payment charges. */
interface PricedLine {
  /** The cart line it comes from. */
  cartLineId: number;
  perfumeId: number | null;
  name: string;
  unitPriceCents: number;
  quantity: number;
  isCustom: boolean;
  customDetails: Record<string, unknown> | null;
  size: LineSize;
  /** A catalogue line's size in ml (2 for a sample); null for a custom line. */
  volume: number | null;
}

export interface PricedCart {
  /** The cart's id, when it has lines. */
  cartId: number | undefined;
  lines: PricedLine[];
  /** What the server takes off the lines (sample credits, the discovery set). */
  adjustments: CartAdjustment[];
  totals: CartTotals;
  /** The shipping method priced (the country's chosen one, else the default); undefined when the shop ships nowhere. */
  method: ChosenMethod | undefined;
  /** Once the destination is known: its ISO code, its VAT rate and the VAT of every amount. */
  destination: { country: string; rateBp: RateBp; tax: OrderTax } | undefined;
  /** What the offers did: the discount code in force (or why it was dropped), the gift sample (decision 061). */
  promotion?: CartOffers | undefined;
}

/** What the offers (promotions/service.ts, decision 061) do to a priced cart. */
export interface CartOffers {
  /** Added to the cart's adjustments: the code's reduction, the gift sample. */
  adjustments: CartAdjustment[];
  /** The shipping is priced 0 (a free-shipping code). */
  freeShipping: boolean;
  /** What the cart summary says of them. */
  summary: Pick<CartSummary, 'discountCode' | 'discountMessage' | 'giftSample'>;
}

/** The gift sample as the offers read it before the samples' adjustments: whose sample's unit is free now. */
interface GiftReading {
  freePerfumeId: number | null;
}

/** The offers' side of pricing a cart: the gift read first (the discovery set never counts it), the rest after the samples' adjustments. */
interface Offers {
  giftOf(owner: CartOwner, lines: readonly PricedLine[], db: Db): Promise<GiftReading>;
  forCart(
    owner: CartOwner,
    lines: readonly PricedLine[],
    others: readonly CartAdjustment[],
    db: Db,
    gift?: GiftReading,
  ): Promise<CartOffers>;
  /** At sign-in, in the merge's transaction: the guest's code and gift choice follow into the account's cart (the account's own stay). */
  adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void>;
}

/** The price of shipping nothing: a cart of gift cards only. */
const NOTHING_TO_SHIP = { priceCents: 0, freeAboveCents: null };

const NO_OFFERS: CartOffers['summary'] = { discountCode: null, discountMessage: null, giftSample: null };

/** Where a cart goes, as the shopper chose it: a country (code or name) and a shipping method of its zone. */
export interface Destination {
  country?: string | undefined;
  shippingMethodId?: number | undefined;
  /** The order is gift-wrapped: the totals include the wrap at the admin's price (domain/gifts). */
  giftWrap?: boolean | undefined;
}

/**
 * The one place a cart line gets its price and its name: a catalogue sample costs the sample
 * price; a custom line (bottle or sample) the price the server wrote when it was added.
 */
function priceLine(row: CartLineRow, samplePriceCents: number): PricedLine {
  const catalogueCents = row.size === 'sample' ? samplePriceCents : row.perfumePriceCents;
  return {
    cartLineId: row.id,
    perfumeId: row.perfumeId,
    name: (row.isCustom ? row.customName : row.perfumeName) ?? 'Unknown item',
    unitPriceCents: (row.isCustom ? row.customPriceCents : catalogueCents) ?? 0,
    quantity: row.quantity,
    isCustom: row.isCustom,
    customDetails: (row.customDetails as Record<string, unknown> | null) ?? null,
    size: row.size,
    volume: row.volume,
  };
}

function toCartLine(row: CartLineRow, samplePriceCents: number): CartLine {
  const { name, unitPriceCents, customDetails } = priceLine(row, samplePriceCents);
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
    size: row.size,
    volume: row.volume,
  };
}

const LIFESTYLE_ONE_BOTTLE = 'A lifestyle perfume is made one bottle at a time.';

const cartFull = () =>
  AppError.badRequest(
    'CART_FULL',
    `Your cart holds at most ${MAX_CART_LINES} items. Please remove one before adding another.`,
  );

/** What CartService is built from (services.ts gives each by name). */
export interface CartDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'ingredients'>;
  stock: Pick<CatalogueStock, 'assertAvailable'>;
  samples: SampleService;
  shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents'>;
  giftCards: GiftCardsOfCart;
  promotions: Offers;
}

/** The carts and cart_lines tables' one owner. */
export class CartService {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'ingredients'>;
  private readonly stock: Pick<CatalogueStock, 'assertAvailable'>;
  private readonly samples: SampleService;
  private readonly shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  private readonly settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents'>;
  private readonly giftCards: GiftCardsOfCart;
  private readonly promotions: Offers;

  constructor({ db, catalogue, stock, samples, shipping, settings, giftCards, promotions }: CartDeps) {
    this.db = db;
    this.catalogue = catalogue;
    this.stock = stock;
    this.samples = samples;
    this.shipping = shipping;
    this.settings = settings;
    this.giftCards = giftCards;
    this.promotions = promotions;
  }

  async lines(owner: CartOwner): Promise<CartLine[]> {
    const { samplePriceCents } = this.samples;
    return (await listLinesByOwner(this.db, owner)).map((row) => toCartLine(row, samplePriceCents));
  }

  /**
   * The cart priced by the server, with its adjustments, inside the caller's transaction when it
   * passes one. With a country, the shipping is its zone's method (the one named, else the first:
   * 404 COUNTRY_NOT_SHIPPED, 400 SHIPPING_METHOD_UNKNOWN) and the VAT is the country's, by the one
   * rule of domain/tax; without one, the default method and no VAT yet.
   */
  async priced(owner: CartOwner, db: Db = this.db, destination: Destination = {}): Promise<PricedCart> {
    const code = destination.country ? this.shipping.code(destination.country) : undefined;
    const readLines = () => listLinesByOwner(db, owner);
    const readMethod = () =>
      code === undefined
        ? this.shipping.defaultMethod(db)
        : this.shipping.choose(code, destination.shippingMethodId, db);
    const readRate = () => (code === undefined ? Promise.resolve(undefined) : this.settings.rateFor(code, db));
    // Side by side on the pool; one after the other inside a transaction, which is one connection.
    const [rows, readMethodResult, rateBp] =
      db === this.db
        ? await Promise.all([readLines(), readMethod(), readRate()])
        : ([await readLines(), await readMethod(), await readRate()] as const);
    const lines = rows.map((row) => priceLine(row, this.samples.samplePriceCents));
    // Gift cards only: nothing travels, so no method is priced or named (issue #43).
    const cardOnly = lines.length > 0 && !needsShipping(lines);
    const method = cardOnly ? undefined : readMethodResult;
    // The gift sample is read first: the discovery set never counts its free unit (decision 061).
    const gift =
      lines.length === 0 || !this.promotions
        ? undefined
        : await this.promotions.giftOf(owner, promotableLines(lines), db);
    const adjustments =
      lines.length === 0
        ? []
        : await this.samples.adjustments(
            owner.kind === 'user' ? owner.userId : undefined,
            lines,
            db,
            gift?.freePerfumeId ?? null,
          );
    // The discount code and the gift sample's reduction come after the samples' adjustments (decision 061).
    const promotion =
      lines.length === 0 || !this.promotions
        ? undefined
        : await this.promotions.forCart(owner, promotableLines(lines), adjustments, db, gift);
    if (promotion) adjustments.push(...promotion.adjustments);
    const discount = adjustments.reduce((sum, a) => sum + a.amountCents, 0);
    // Gift cards alone are not wrapped: nothing is shipped (issue #43).
    const wrapped = destination.giftWrap === true && lines.some((l) => !isGiftCardLine(l));
    const totals = withGiftWrap(
      cartTotals(
        lines.map((l) => ({ unitPrice: l.unitPriceCents, quantity: l.quantity, shipless: isGiftCardLine(l) })),
        discount,
        promotion?.freeShipping && method ? { ...method, priceCents: 0 } : cardOnly ? NOTHING_TO_SHIP : method,
      ),
      wrapCharge(wrapped, wrapped ? await this.settings.giftWrapCents(db) : 0),
    );
    return {
      cartId: rows[0]?.cartId,
      lines,
      adjustments,
      totals,
      method,
      destination:
        code === undefined || rateBp === undefined
          ? undefined
          : {
              country: code,
              rateBp,
              tax: orderTax(
                lines.map((l) => ({
                  gross: lineGross(l.unitPriceCents, l.quantity),
                  ...(isGiftCardLine(l) ? { rateBp: 0 } : {}),
                })),
                totals.discount,
                totals.shipping,
                rateBp,
                totals.giftWrap,
              ),
            },
      promotion,
    };
  }

  /** GET /api/cart/summary: the totals the shopper will be charged, with what comes off and why, and the VAT inside once the country is known. */
  async summary(owner: CartOwner, destination: Destination = {}): Promise<CartSummary> {
    const { adjustments, totals, method, destination: to, promotion } = await this.priced(owner, this.db, destination);
    const giftCard = (await this.giftCards?.forCart(owner, totals.total)) ?? null;
    return {
      subtotal: toMajor(totals.subtotal),
      adjustments: adjustments.map((a) => ({ kind: a.kind, label: a.label, amount: toMajor(a.amountCents) })),
      discount: toMajor(totals.discount),
      shipping: toMajor(totals.shipping),
      total: toMajor(leftToPay(totals.total, toCents(giftCard?.applied ?? 0))),
      itemCount: totals.itemCount,
      shippingMethodId: method?.id ?? null,
      shippingMethod: method?.name ?? null,
      country: to?.country ?? null,
      tax: to ? toMajor(to.tax.tax) : null,
      taxRate: to ? rateFraction(to.rateBp) : null,
      giftCard,
      ...(promotion?.summary ?? NO_OFFERS),
      giftWrap: toMajor(totals.giftWrap ?? 0),
      giftWrapPrice: toMajor(await this.settings.giftWrapCents()),
    };
  }

  async add(owner: CartOwner, input: AddCartItem): Promise<AddedLine> {
    if (input.giftCard && this.giftCards) {
      if (input.perfumeId != null || input.customDetails)
        throw AppError.badRequest('INVALID_CART_LINE', 'A gift card names no perfume and no custom design');
      const line = this.giftCards.purchaseLine(input.giftCard);
      const added = await withTransaction(this.db, async (tx) =>
        insertCustomLine(tx, await lockCart(tx, owner), { quantity: input.quantity, ...line, size: 'bottle' }),
      );
      if (!added) throw cartFull();
      return added;
    }
    if (input.isCustom) {
      if (input.perfumeId != null)
        throw AppError.badRequest('INVALID_CART_LINE', 'A custom perfume cannot name a catalogue perfumeId');
      const line = priceCustomLine(input, await this.catalogue.ingredients());
      // A lifestyle perfume is made for one person, one bottle at a time (the specification's quantity 1).
      const quantity = input.customDetails?.type === 'lifestyle' ? 1 : input.quantity;
      const sample = input.size === 'sample';
      const added = await withTransaction(this.db, async (tx) =>
        insertCustomLine(tx, await lockCart(tx, owner), {
          quantity,
          ...line,
          ...(sample ? { customPriceCents: CREATION_SAMPLE_PRICE_CENTS } : {}),
          size: input.size,
        }),
      );
      if (!added) throw cartFull();
      return added;
    }
    if (input.perfumeId == null)
      throw AppError.badRequest('INVALID_CART_LINE', 'perfumeId is required for a catalogue perfume');
    const perfume = await this.catalogue.perfumeRow(input.perfumeId);
    if (!perfume) throw AppError.notFound('PERFUME_NOT_FOUND');
    const quantity = Math.min(MAX_QUANTITY, input.quantity);
    const size = lineVolume(perfume, input);
    // A sample is poured from the house's own bottle: it takes no bottle from the stock. Only a
    // size whose stock is tracked costs the extra reads; the order takes the stock for good.
    if (input.size === 'bottle' && size.stock !== null) {
      const inCart = await catalogueLineQuantity(this.db, owner, input.perfumeId, size.volume);
      await this.stock.assertAvailable(input.perfumeId, Math.min(MAX_QUANTITY, inCart + quantity), size.volume);
    }
    return this.addCatalogue(owner, input.perfumeId, quantity, input.size, size.volume);
  }

  /**
   * One statement for a new cart's first line (the hot path); otherwise, under the cart's lock, more
   * of a perfume the cart holds, or a new line while the cart holds fewer than MAX_CART_LINES
   * (decision 054).
   */
  private async addCatalogue(
    owner: CartOwner,
    perfumeId: number,
    quantity: number,
    size: LineSize,
    volume: number,
  ): Promise<AddedLine> {
    const added =
      (await addToNewCart(this.db, owner, perfumeId, quantity, size, volume)) ??
      (await withTransaction(this.db, async (tx) =>
        addCatalogueLine(tx, await lockCart(tx, owner), perfumeId, quantity, size, volume),
      ));
    if (!added) throw cartFull();
    return added;
  }

  /**
   * A cart that can be checked out: not empty, within MAX_CART_LINES (catalogue lines added after
   * custom ones, or a guest's cart joining an account, can pass it) and MAX_ORDER_TOTAL_CENTS. `currency` names the limit in the message.
   */
  async assertCheckoutable(cart: PricedCart, currency: string): Promise<void> {
    if (cart.lines.length === 0) throw AppError.badRequest('CART_EMPTY');
    await this.assertWithinLimits(cart);
    if (cart.lines.length > MAX_CART_LINES) throw cartFull();
    if (cart.totals.total > MAX_ORDER_TOTAL_CENTS) {
      throw AppError.badRequest(
        'ORDER_TOO_LARGE',
        `An order can total at most ${formatMoney(MAX_ORDER_TOTAL_CENTS, currency)}. Please remove some items.`,
      );
    }
  }

  /**
   * Every bespoke line keeps the IFRA limits as they are now (decision 064): one added before the
   * back office lowered a limit is refused at checkout (400 IFRA_LIMIT, naming the perfume and the
   * ingredient) rather than made past it.
   */
  private async assertWithinLimits(cart: PricedCart): Promise<void> {
    const bespoke = cart.lines.filter((l) => lineKind(l) === 'bespoke');
    if (bespoke.length === 0) return;
    const ingredients = await this.catalogue.ingredients();
    for (const line of bespoke) {
      try {
        priceCustomLine(
          {
            perfumeId: null,
            isCustom: true,
            quantity: line.quantity,
            size: 'bottle',
            customDetails: line.customDetails!,
          },
          ingredients,
        );
      } catch (err) {
        if (!(err instanceof AppError) || err.code !== 'IFRA_LIMIT') throw err;
        throw AppError.badRequest(
          'IFRA_LIMIT',
          `${line.name} no longer keeps its IFRA limits: ${err.message}. Open it in the builder to adjust it.`,
        );
      }
    }
  }

  async setQuantity(owner: CartOwner, lineId: number, quantity: number): Promise<void> {
    const line = await ownedLineKind(this.db, owner, lineId);
    if (!line) throw AppError.notFound('CART_LINE_NOT_FOUND');
    if (line.customType === 'lifestyle' && quantity !== 1)
      throw AppError.badRequest('INVALID_CART_LINE', LIFESTYLE_ONE_BOTTLE);
    const { perfumeId } = line;
    if (
      perfumeId !== null &&
      line.size === 'bottle' &&
      tracked(await this.catalogue.perfumeRow(perfumeId), line.volume)
    )
      await this.stock.assertAvailable(perfumeId, quantity, line.volume);
    if ((await updateOwnedLine(this.db, owner, lineId, quantity)) === 0) throw AppError.notFound('CART_LINE_NOT_FOUND');
  }

  async remove(owner: CartOwner, lineId: number): Promise<void> {
    if ((await deleteOwnedLine(this.db, owner, lineId)) === 0) throw AppError.notFound('CART_LINE_NOT_FOUND');
  }

  async clear(owner: CartOwner): Promise<void> {
    await clearOwnedLines(this.db, owner);
  }

  /** Takes exactly what an order holds out of its cart, inside the caller's transaction (settling a payment). */
  async removeOrdered(
    cartId: number,
    ordered: readonly { cartLineId: number; quantity: number }[],
    db: Db = this.db,
  ): Promise<void> {
    await removeOrderedLines(db, cartId, ordered);
  }

  /**
   * At sign-in, a guest's cart joins the user's, in one transaction: its lines, then what it holds
   * of the offers and the gift cards (its code, its gift sample, its gift card), each where the
   * account holds none (decisions 061, 062). Those follow even when the guest has no lines.
   */
  async mergeGuestInto(guestId: string, userId: number): Promise<void> {
    const guest: CartOwner = { kind: 'guest', guestId };
    const user: CartOwner = { kind: 'user', userId };
    await withTransaction(this.db, async (tx) => {
      const from = await findCartId(tx, guest);
      if (from !== undefined) {
        // Under the user's cart's lock, as every new line is; the merge keeps every line, even past
        // MAX_CART_LINES (checkout then asks the shopper to remove some).
        const to = await lockCart(tx, user);
        await mergeCartInto(tx, from, to);
      }
      // After the lines, as a paid order takes its lines out of the cart before letting go of its
      // gift card: the rows of a cart are taken in one order, lines first.
      await this.promotions?.adopt(guest, user, tx);
      await this.giftCards?.adopt(guest, user, tx);
    });
  }
}
