import { MAX_QUANTITY } from '../../domain/cart/cart';
import type { AddCartItem, AddedLine, CartLine, CartSummary } from '../../domain/cart/schemas';
import { CREATION_SAMPLE_PRICE_CENTS, type LineSize } from '../../domain/samples/samples';
import type { Market } from '../../domain/markets/markets';
import type { CatalogueSnapshot } from '../catalogue/snapshot';
import type { MarketsService } from '../markets/service';
import type { SettingsService } from '../settings/service';
import type { ShippingService } from '../shipping/service';
import type { CatalogueStock } from '../catalogue/stock';
import type { SampleService } from '../samples/service';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { msg } from '../../domain/i18n/translator';
import type { Locale } from '../../domain/i18n/locales';
import { AppError } from '../http/errors';
import { assertCheckoutable, cartFull } from './checkoutable';
import { priceCustomLine } from './custom-lines';
import {
  cartLinesIn,
  type Destination,
  type GiftCardsOfCart,
  type Offers,
  type PricedCart,
  type PricedCartLine,
  priceCart,
  type LinePricingDeps,
  pricedLineTo,
  type PricingDeps,
} from './pricing';
import { summaryOf } from './summary';
import { lineVolume, tracked } from './sizes';
import type { CartOwner } from './owner';
import {
  type AbandonedCart,
  abandonedCarts,
  addCatalogueLine,
  addToNewCart,
  cartOfReminderToken,
  claimReminder,
  catalogueLineQuantity,
  clearOwnedLines,
  deleteOwnedLine,
  findCartId,
  insertCustomLine,
  listLinesByOwner,
  lockCart,
  mergeCartInto,
  ownedLineKind,
  removeOrderedLines,
  refillLineRows,
  refillLineRowsOf,
  perfumeIdsOf,
  soldPerfumes,
  type SoldPerfume,
  type RefillLine,
  restoreLines,
  setContactEmail,
  updateOwnedLine,
} from './repo';

export type { AbandonedCart };
export { type CartOffers, type Destination, type GiftCardsOfCart, type PricedCart, promotableLines } from './pricing';

const LIFESTYLE_ONE_BOTTLE = msg('A lifestyle perfume is made one bottle at a time.');

/** What CartService is built from (services.ts gives each by name). */
export interface CartDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'ingredients'>;
  stock: Pick<CatalogueStock, 'assertAvailable'>;
  samples: SampleService;
  shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents' | 'refillTerms'>;
  giftCards: GiftCardsOfCart;
  promotions: Offers;
  /** The market a cart is priced in, and its prices (decision 070). */
  markets: Pick<MarketsService, 'ofCountry' | 'byDefault' | 'price' | 'amount'>;
  /** A size on sale costs its sale price while the sale runs. */
  sales: PricingDeps['sales'];
}

/** The carts and cart_lines tables' one owner. */
export class CartService {
  private readonly db: Db;
  private readonly catalogue: Pick<CatalogueSnapshot, 'perfumeRow' | 'ingredients'>;
  private readonly stock: Pick<CatalogueStock, 'assertAvailable'>;
  private readonly samples: SampleService;
  private readonly shipping: Pick<ShippingService, 'code' | 'choose' | 'defaultMethod'>;
  private readonly settings: Pick<SettingsService, 'rateFor' | 'giftWrapCents' | 'refillTerms'>;
  private readonly giftCards: GiftCardsOfCart;
  private readonly promotions: Offers;
  private readonly markets: CartDeps['markets'];
  private readonly sales: CartDeps['sales'];

  constructor({ db, catalogue, stock, samples, shipping, settings, giftCards, promotions, markets, sales }: CartDeps) {
    this.sales = sales;
    this.db = db;
    this.catalogue = catalogue;
    this.stock = stock;
    this.samples = samples;
    this.shipping = shipping;
    this.settings = settings;
    this.giftCards = giftCards;
    this.promotions = promotions;
    this.markets = markets;
  }

  /** Its dependencies, as pricing.ts takes them. */
  private get pricing(): PricingDeps {
    return {
      db: this.db,
      samples: this.samples,
      shipping: this.shipping,
      settings: this.settings,
      giftCards: this.giftCards,
      promotions: this.promotions,
      markets: this.markets,
      sales: this.sales,
    };
  }

  /** The lines priced in `market` (the request's; none: the default market). */
  async lines(owner: CartOwner, market?: Market): Promise<CartLine[]> {
    return cartLinesIn(this.pricing, await listLinesByOwner(this.db, owner), market);
  }

  /**
   * The market a cart going to `destination` is priced in: the country's, else the one given, else the default.
   * Read before a transaction prices the cart, so the markets and their sales are in memory by then (their loading
   * reads the pool).
   */
  async marketOf(destination: Destination): Promise<Market> {
    const market = destination.country
      ? await this.markets.ofCountry(this.shipping.code(destination.country))
      : (destination.market ?? (await this.markets.byDefault()));
    // Its sales too (a size on sale costs its sale price in the transaction that places the order).
    await this.sales.warm(market);
    return market;
  }

  /**
   * The cart priced by the server, with its adjustments, inside the caller's transaction when it
   * passes one (`priceCart`).
   */
  priced(owner: CartOwner, db: Db = this.db, destination: Destination = {}): Promise<PricedCart> {
    return priceCart(this.pricing, owner, db, destination);
  }

  /**
   * A refill's renewal priced as a cart of its one line would be today (DESIGN §1 "Refills": the refill price and
   * the destination's VAT and shipping of the day), with no code, credit or gift card; undefined when its perfume
   * or size is no longer sold.
   */
  async pricedRefill(
    owner: CartOwner,
    line: RefillLine,
    destination: Destination,
    db: Db = this.db,
  ): Promise<PricedCart | undefined> {
    const [row] = await refillLineRows(db, [todaysLine(line, await this.ingredientsFor([{ line }]))]);
    return row && priceCart(this.pricing, owner, db, destination, [row]);
  }

  /**
   * Each renewal's line as `pricedRefill` prices it, without the cart around it (no shipping, VAT or offers read):
   * what a page of refills shows, its perfumes as the storefront's catalogue holds them (`soldForShow`: on the embedded
   * store, their read was 1.4 ms of a page's 9.9). Undefined where it cannot be priced, the others priced all the same: a size no
   * longer sold, a formula today's IFRA limits refuse, a country the shop does not know.
   */
  async refillLines(
    renewals: readonly { line: RefillLine; destination: Destination }[],
  ): Promise<(PricedCartLine | undefined)[]> {
    const ingredients = await this.ingredientsFor(renewals);
    const today = renewals.map(({ line }) => {
      try {
        return todaysLine(line, ingredients);
      } catch {
        return undefined;
      }
    });
    const priceable = today.flatMap((line) => (line ? [line] : []));
    const rows = refillLineRowsOf(priceable, await this.soldForShow(perfumeIdsOf(priceable)));
    const shared = renewals.length > 1 ? readOnce(this.pricing) : this.pricing;
    let next = 0;
    return Promise.all(
      renewals.map(({ destination }, i) => {
        const row = today[i] ? rows[next++] : undefined;
        return row && pricedLineTo(shared, row, destination).catch(() => undefined);
      }),
    );
  }

  /**
   * The perfumes a page of refills shows, from the catalogue as the storefront has it (no read for a page), and those
   * it no longer shows (archived: a refill of one is still renewed) read in one go.
   */
  private async soldForShow(ids: readonly number[]): Promise<Map<number, SoldPerfume>> {
    const sold = new Map<number, SoldPerfume>();
    const missing: number[] = [];
    for (const id of ids) {
      const row = await this.catalogue.perfumeRow(id);
      if (row) sold.set(id, row);
      else missing.push(id);
    }
    for (const [id, perfume] of await soldPerfumes(this.db, missing)) sold.set(id, perfume);
    return sold;
  }

  /** Today's ingredients when a renewal is a custom perfume (its formula is checked by today's rules), else none. */
  private async ingredientsFor(renewals: readonly { line: RefillLine }[]) {
    return renewals.some((r) => r.line.perfumeId === null) ? this.catalogue.ingredients() : [];
  }

  /** GET /api/cart/summary: the totals the shopper will be charged (`summaryOf`). */
  summary(owner: CartOwner, destination: Destination = {}, locale?: Locale): Promise<CartSummary> {
    return summaryOf(this.pricing, owner, destination, locale);
  }

  /** Adds a line; a gift card's face value is a number in `market`'s currency (the request's; none: the default). */
  async add(owner: CartOwner, input: AddCartItem, market?: Market): Promise<AddedLine> {
    const refillWeeks = input.refill ? await this.refillWeeksOf(owner, input, input.refill.intervalWeeks) : 0;
    if (input.giftCard) {
      if (input.perfumeId != null || input.customDetails)
        throw AppError.badRequest('INVALID_CART_LINE', msg('A gift card names no perfume and no custom design'));
      const { currency } = market ?? (await this.markets.byDefault());
      const line = this.giftCards.purchaseLine(input.giftCard, currency);
      const added = await withTransaction(this.db, async (tx) =>
        insertCustomLine(tx, await lockCart(tx, owner), { quantity: input.quantity, ...line, size: 'bottle' }),
      );
      if (!added) throw cartFull();
      return added;
    }
    if (input.isCustom) {
      if (input.perfumeId != null)
        throw AppError.badRequest('INVALID_CART_LINE', msg('A custom perfume cannot name a catalogue perfumeId'));
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
          refillWeeks,
        }),
      );
      if (!added) throw cartFull();
      return added;
    }
    if (input.perfumeId == null)
      throw AppError.badRequest('INVALID_CART_LINE', msg('perfumeId is required for a catalogue perfume'));
    const perfume = await this.catalogue.perfumeRow(input.perfumeId);
    if (!perfume) throw AppError.notFound('PERFUME_NOT_FOUND');
    const quantity = Math.min(MAX_QUANTITY, input.quantity);
    const size = lineVolume(perfume, input);
    // A sample is poured from the house's own bottle: it takes no bottle from the stock. Only a
    // size whose stock is tracked costs the extra reads; the order takes the stock for good.
    const perfumeId = input.perfumeId;
    if (input.size !== 'bottle' || size.stock === null)
      return this.addCatalogue(owner, perfumeId, quantity, input.size, size.volume, refillWeeks);
    // A new cart holds none of it: the bottles left alone decide, read by the one statement that makes the cart and
    // its line (the hot path: one round trip). A cart that exists, or too few bottles, take the path below: it
    // counts what the cart holds, then says "Only N left" where the bottles fall short.
    const fresh = await addToNewCart(this.db, owner, perfumeId, quantity, input.size, size.volume, refillWeeks, true);
    if (fresh) return fresh;
    const inCart = await catalogueLineQuantity(this.db, owner, perfumeId, size.volume);
    await this.stock.assertAvailable(perfumeId, Math.min(MAX_QUANTITY, inCart + quantity), size.volume);
    return this.addCatalogue(owner, perfumeId, quantity, input.size, size.volume, refillWeeks, false);
  }

  /**
   * A refill line (DESIGN §1 "Refills"): a signed-in shopper's bottle or creation, at an interval the house
   * offers; a guest is asked to sign in (401), a sample, a gift card or a lifestyle perfume is no refill.
   */
  private async refillWeeksOf(owner: CartOwner, input: AddCartItem, weeks: number): Promise<number> {
    if (owner.kind !== 'user') throw AppError.unauthorized('REFILL_SIGN_IN');
    if (input.giftCard || input.size === 'sample' || input.customDetails?.type === 'lifestyle')
      throw AppError.badRequest('REFILL_NOT_OFFERED');
    const { intervals } = await this.settings.refillTerms();
    if (!intervals.includes(weeks)) throw AppError.badRequest('REFILL_NOT_OFFERED');
    return weeks;
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
    refillWeeks = 0,
    /** False when the owner's cart is known to exist already (its first line was tried). */
    maybeNew = true,
  ): Promise<AddedLine> {
    const added =
      (maybeNew ? await addToNewCart(this.db, owner, perfumeId, quantity, size, volume, refillWeeks) : undefined) ??
      (await withTransaction(this.db, async (tx) =>
        addCatalogueLine(tx, await lockCart(tx, owner), perfumeId, quantity, size, volume, refillWeeks),
      ));
    if (!added) throw cartFull();
    return added;
  }

  /** A cart that can be checked out (`assertCheckoutable`) in `currency`, the priced cart's. */
  async assertCheckoutable(cart: PricedCart, currency: string): Promise<void> {
    return assertCheckoutable(this.catalogue, cart, currency, (await this.markets.byDefault()).currency);
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
      await this.promotions.adopt(guest, user, tx);
      await this.giftCards.adopt(guest, user, tx);
    });
  }

  /*
   * The abandoned-cart reminder's part of a cart (DESIGN §1 "Abandoned carts and consent"; server/marketing sends it):
   * a guest's typed address, the carts left, the claim of one reminder per cart's contents, and its link back.
   */

  /** The address a guest typed at checkout, kept on their cart for its reminder. */
  async noteContact(owner: CartOwner, email: string): Promise<void> {
    if (owner.kind === 'guest') await setContactEmail(this.db, owner, email);
  }

  /** See `abandonedCarts`: carts not reminded of, unchanged since `before`, with lines and an address. */
  abandoned(before: Date, after: { cursor: string; id: number } | undefined, limit: number): Promise<AbandonedCart[]> {
    return abandonedCarts(this.db, before, after, limit);
  }

  /** See `claimReminder`: the cart reminded at `at`, once across processes; its link's token, or undefined. */
  claimReminder(cartId: number, before: Date, at: Date, token: string, db: Db = this.db): Promise<string | undefined> {
    return claimReminder(db, cartId, before, at, token);
  }

  /**
   * A reminder's link opened (on any device): that cart's lines join `owner`'s cart (`restoreLines`), in the cart's
   * lock; `owner`'s own cart is left as it is. 404 CART_LINK_INVALID, 409 CART_LINK_EMPTY once it has no lines
   * (the order took them, or it was emptied).
   */
  async restore(token: string, owner: CartOwner): Promise<void> {
    const from = await cartOfReminderToken(this.db, token);
    if (!from) throw AppError.notFound('CART_LINK_INVALID');
    if (from.lines === 0) throw AppError.conflict('CART_LINK_EMPTY');
    const same = owner.kind === 'user' ? from.userId === owner.userId : from.guestId === owner.guestId;
    if (same) return;
    await withTransaction(this.db, async (tx) => {
      const to = await lockCart(tx, owner);
      await restoreLines(tx, from.id, to, owner.kind === 'user');
    });
  }
}

/**
 * A refill's line by today's rules: a custom perfume's formula checked and priced again (400 IFRA_LIMIT when today's
 * limits refuse it), a catalogue line as it is (its size is priced when its perfume is read).
 */
function todaysLine(line: RefillLine, ingredients: Parameters<typeof priceCustomLine>[1]): RefillLine {
  if (line.perfumeId !== null) return line;
  const input = { isCustom: true, customName: line.name, customDetails: line.customDetails, quantity: 1 } as const;
  return { ...line, ...priceCustomLine({ ...input, size: 'bottle' }, ingredients) };
}

/**
 * The refill terms read once for a batch of lines priced together on the pool (`refillLines`): the same answer at
 * the same moment, where each line of a page of 50 asked it again (the markets and sales keep their own).
 */
function readOnce(deps: PricingDeps): LinePricingDeps & Pick<PricingDeps, 'shipping'> {
  const { settings } = deps;
  let terms: ReturnType<typeof settings.refillTerms> | undefined;
  return { ...deps, settings: { refillTerms: () => (terms ??= settings.refillTerms()) } };
}
