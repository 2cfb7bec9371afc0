import type { Discount, DiscountInput } from '../../domain/promotions/schemas';
import { type Money, money } from '../../domain/currency/currency';
import type { Market } from '../../domain/markets/markets';
import type { MarketsService } from '../markets/service';
import type { PageRequest } from '../../domain/shared/paging';
import type { AuditService } from '../audit/service';
import { type CartOwner, ownerKey } from '../cart/owner';
import type { CartOffers } from '../cart/service';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import type { CartAdjustment } from '../samples/service';
import {
  type BackOfficeContext,
  createDiscount,
  endDiscount,
  giftSettingsOf,
  listDiscounts,
  setGiftSettings,
  updateDiscount,
} from './back-office';
import {
  applyCode,
  type CartGift,
  type CartPromotion,
  giftOfCart,
  giftThresholdCentsOf,
  offersForCart,
  type PromotionLine,
} from './cart-offers';
import { adoptCartPromotion, cartPromotion, setCartCode, setCartGift } from './cart/repo';
import { attachCode, detachPaidCode, releaseUse, reserveUse, takeUseFor, unreserveUse } from './redemptions';

/** What PromotionService is built from (services.ts gives each by name). */
export interface PromotionDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  /** The default market's currency: the one a code's own amounts and the gift's threshold are set in. */
  currency: string;
  samplePriceCents: number;
  markets: Pick<MarketsService, 'list' | 'amount'>;
}

/**
 * Discount codes and the automatic gift sample (docs/decisions/061-promotions.md). Owns
 * discount_codes, discount_redemptions, cart_promotions and promotion_settings. A code's use is
 * reserved just before a card is charged, in the transaction that renews the order's stock hold,
 * taken for good when the order is paid, and given back when the order is cancelled, superseded,
 * expires or its payment fails.
 */
export class PromotionService {
  private readonly db: Db;
  private readonly audit: Pick<AuditService, 'record'>;
  private readonly currency: string;
  private readonly samplePriceCents: number;
  private readonly markets: Pick<MarketsService, 'list' | 'amount'>;

  constructor({ db, audit, currency, samplePriceCents, markets }: PromotionDeps) {
    this.db = db;
    this.audit = audit;
    this.currency = currency;
    this.samplePriceCents = samplePriceCents;
    this.markets = markets;
  }

  private get backOffice(): BackOfficeContext {
    return { db: this.db, audit: this.audit, currency: this.currency, markets: this.markets };
  }

  // ---------------------------------------------------------------- back office (back-office.ts)

  create(input: DiscountInput, adminId: number): Promise<Discount> {
    return createDiscount(this.backOffice, input, adminId);
  }

  /** Rewrites a code no order has used yet (issue #43): see `updateDiscount`. */
  update(id: number, input: DiscountInput, adminId: number): Promise<Discount> {
    return updateDiscount(this.backOffice, id, input, adminId);
  }

  /** Ends a code now (it stays listed with its uses). */
  end(id: number, adminId: number): Promise<Discount> {
    return endDiscount(this.backOffice, id, adminId);
  }

  list(page: PageRequest): Promise<Page<Discount>> {
    return listDiscounts(this.backOffice, page);
  }

  giftSettings(): Promise<{ giftSampleThreshold: number | null }> {
    return giftSettingsOf(this.db);
  }

  setGiftSettings(threshold: number | null, adminId: number) {
    return setGiftSettings(this.backOffice, threshold, adminId);
  }

  // ---------------------------------------------------------------- the cart (cart-offers.ts)

  /**
   * PUT /api/cart/discount: the code becomes the cart's if it applies to it now in `market` (`applyCode`);
   * `lines` and `subtotal` priced there.
   */
  apply(
    owner: CartOwner,
    text: string,
    lines: readonly PromotionLine[],
    subtotal: Money,
    market: Market,
    accountEmail?: string,
  ): Promise<void> {
    return applyCode(this.db, this.currency, market, owner, text, lines, subtotal, accountEmail);
  }

  async remove(owner: CartOwner): Promise<void> {
    await setCartCode(this.db, ownerKey(owner), null);
  }

  /** The perfume whose sample the cart chose as its gift, or null. */
  async chosenGift(owner: CartOwner): Promise<number | null> {
    return (await cartPromotion(this.db, ownerKey(owner)))?.giftPerfumeId ?? null;
  }

  /** The gift sample chosen (checked against the threshold by the caller); null: none. */
  async chooseGift(owner: CartOwner, perfumeId: number | null): Promise<void> {
    await setCartGift(this.db, ownerKey(owner), perfumeId);
  }

  /**
   * At sign-in, in the transaction that joins a guest's cart to the account's (CartService's
   * mergeGuestInto, after its cart locks): the guest's code and gift sample choice follow into the
   * account's cart, each where the account holds none (the account's own, chosen earlier, stays).
   * The code is checked again, for the account, whenever the cart is priced (`discountMessage`).
   */
  async adopt(from: CartOwner, to: CartOwner, tx: Db): Promise<void> {
    await adoptCartPromotion(tx, ownerKey(from), ownerKey(to));
  }

  /**
   * The subtotal the gift sample needs in `market` (decision 070): the currency's own threshold
   * (`gift-sample-threshold`), else the back office's at the market's rate; null: no gift.
   */
  async giftThreshold(market: Market, db: Db = this.db): Promise<Money | null> {
    const base = await giftThresholdCentsOf(db);
    if (base === null) return null;
    return this.markets.amount(market, 'gift-sample-threshold', money(base, this.currency));
  }

  /** The cart's gift sample and held code in `market`, read before the samples' adjustments are made (`giftOfCart`). */
  async giftOf(owner: CartOwner, lines: readonly PromotionLine[], db: Db, market: Market): Promise<CartGift> {
    return giftOfCart(db, owner, lines, await this.giftThreshold(market, db));
  }

  /**
   * What the offers do to a cart priced by CartService.priced in `market` (`offersForCart`). `gift`: the
   * cart's `giftOf`, when the caller read it already (in the same transaction).
   */
  async forCart(
    owner: CartOwner,
    lines: readonly PromotionLine[],
    others: readonly CartAdjustment[],
    db: Db,
    market: Market,
    gift?: CartGift,
    now = new Date(),
  ): Promise<CartPromotion> {
    gift ??= await this.giftOf(owner, lines, db, market);
    return offersForCart(db, this.currency, market, owner, lines, others, gift, now);
  }

  // ---------------------------------------------------------------- the order (redemptions.ts)

  /** In the transaction that writes the order: the code it was priced with, for every identity of the shopper. */
  attach(
    orderId: number,
    owner: CartOwner,
    emails: readonly (string | null | undefined)[],
    offers: CartOffers | undefined,
    totalCents: number,
    tx: Db,
  ): Promise<void> {
    return attachCode(orderId, owner, emails, offers, totalCents, tx);
  }

  /** Just before the order's card is charged: one of the code's uses, held for this order, or 409 DISCOUNT_INVALID. */
  reserve(orderId: number, tx: Db, now = new Date()): Promise<void> {
    return reserveUse(orderId, tx, now);
  }

  /** When the order is paid, in its transaction: its use taken for good; false when none is left. */
  take(orderId: number, tx: Db): Promise<boolean> {
    return takeUseFor(orderId, tx);
  }

  /** The order is paid, in its transaction: the cart it was made from lets go of the code the order used. */
  onPaid(order: { id: number; userId: number | null; guestId: string | null }, tx: Db): Promise<void> {
    return detachPaidCode(order, tx);
  }

  /** The order was cancelled, superseded or expired: its held use goes back. A paid use stays taken. */
  release(orderId: number, tx: Db): Promise<void> {
    return releaseUse(orderId, tx);
  }

  /** The order's payment failed: its held use goes back until the shopper pays again. */
  async unreserve(orderId: number): Promise<void> {
    await withTransaction(this.db, (tx) => unreserveUse(orderId, tx));
  }
}
