import {
  anyEligible,
  type DiscountLine,
  type DiscountLineKind,
  type DiscountRefusal,
  type DiscountRule,
  discountCents,
  discountLabel,
  normalizeCode,
  refusalMessage,
  refusalOf,
} from '../../domain/promotions/discounts';
import { customerKeys, joinCustomerKeys, splitCustomerKeys } from '../../domain/promotions/identity';
import type { Discount, DiscountInput } from '../../domain/promotions/schemas';
import type { PageRequest } from '../../domain/shared/paging';
import { lineGross, linesGross, toCents, toMajor } from '../../domain/shared/money';
import type { AuditService } from '../audit/service';
import { type CartOwner, ownerKey, ownerOfOrder } from '../cart/owner';
import type { Db } from '../db/client';
import type { Page } from '../db/keyset';
import { withTransaction } from '../db/transaction';
import { AppError } from '../http/errors';
import type { CartAdjustment } from '../samples/service';
import type { CartOffers } from '../cart/service';
import {
  adoptCartPromotion,
  cartPromotion,
  codeFigures,
  customerUses,
  detachCartCode,
  type DiscountCodeRow,
  endCode,
  findCode,
  findCodeByText,
  giveUseBack,
  insertCode,
  insertRedemption,
  listCodes,
  lockCode,
  lockCodeForEdit,
  lockRedemption,
  ordersWithCode,
  readPromotionSettings,
  setCartCode,
  setCartGift,
  setRedemptionState,
  shareCode,
  takeUse,
  updateCode,
  writePromotionSettings,
} from './repo';

/** A priced cart line as the promotions read it. */
export interface PromotionLine {
  perfumeId: number | null;
  isCustom: boolean;
  size: 'bottle' | 'sample';
  unitPriceCents: number;
  quantity: number;
}

/** The cart's offers as read before its samples' adjustments: its held code, its gift sample and what it makes free. */
export interface CartGift {
  codeId: number | null;
  /** The subtotal the gift needs; null: no gift offered by the shop. */
  thresholdCents: number | null;
  /** The subtotal (without the gift's own sample) reaches the threshold. */
  offered: boolean;
  /** The perfume chosen as the gift, or null. */
  perfumeId: number | null;
  /** The perfume whose sample's one unit is free now (offered, and in the cart), or null. */
  freePerfumeId: number | null;
  /** What that unit costs (the gift-sample adjustment); 0 when none is free. */
  freeCents: number;
}

/** What the offers do to a priced cart (CartOffers, with what the order needs). */
export interface CartPromotion extends CartOffers {
  /** The code in force, if any; `terms`: what it said when the cart was priced (`termsOf`). */
  code:
    { id: number; code: string; label: string; freeShipping: boolean; amountCents: number; terms: string } | undefined;
  /** Why the code the cart held does not apply (it is left out of the price). */
  message: string | undefined;
  gift: { thresholdCents: number; offered: boolean; perfumeId: number | null } | undefined;
}

const lineKind = (l: Pick<PromotionLine, 'isCustom' | 'size'>): DiscountLineKind =>
  l.size === 'sample' ? 'sample' : l.isCustom ? 'custom' : 'catalogue';

const ruleOf = (row: DiscountCodeRow): DiscountRule => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  minSubtotalCents: row.minSubtotalCents,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  appliesTo: row.appliesTo as DiscountLineKind[],
  uses: row.uses,
});

/** Everything a code says (all but its uses): an order priced with it is written only while it still says that. */
const termsOf = (row: DiscountCodeRow): string =>
  JSON.stringify([
    row.code,
    row.kind,
    row.value,
    row.minSubtotalCents,
    row.startsAt?.getTime() ?? null,
    row.endsAt?.getTime() ?? null,
    row.maxUses,
    row.maxUsesPerCustomer,
    [...row.appliesTo].sort(),
  ]);

/** The columns a code's input writes, in cents and basis points. */
function columnsOf(input: DiscountInput) {
  return {
    code: normalizeCode(input.code),
    kind: input.kind,
    value:
      input.kind === 'percent' ? Math.round(input.value * 100) : input.kind === 'amount' ? toCents(input.value) : 0,
    minSubtotalCents: input.minSubtotal == null ? null : toCents(input.minSubtotal),
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    maxUses: input.maxUses ?? null,
    maxUsesPerCustomer: input.maxUsesPerCustomer ?? null,
    appliesTo: [...new Set(input.appliesTo)],
  };
}

/** A code's figures as the list reads them (repo's listCodes and codeFigures). */
interface CodeFigures {
  paidUses: number;
  revenueCents: number;
  discountedCents: number;
  /** An order holds it (placed, being paid or paid). */
  inUse: boolean;
}

const invalid = (status: 400 | 409, message: string) =>
  status === 400 ? AppError.badRequest('DISCOUNT_INVALID', message) : AppError.conflict('DISCOUNT_INVALID', message);

/** What PromotionService is built from (services.ts gives each by name). */
export interface PromotionDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  currency: string;
  samplePriceCents: number;
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

  constructor({ db, audit, currency, samplePriceCents }: PromotionDeps) {
    this.db = db;
    this.audit = audit;
    this.currency = currency;
    this.samplePriceCents = samplePriceCents;
  }

  // ---------------------------------------------------------------- back office

  async create(input: DiscountInput, adminId: number): Promise<Discount> {
    const row = await withTransaction(this.db, async (tx) => {
      const created = await insertCode(tx, columnsOf(input));
      if (!created) throw AppError.conflict('DISCOUNT_CODE_TAKEN');
      await this.audit.record(
        { adminId, action: 'discount.create', entity: 'settings', entityId: `discount:${created.id}`, details: input },
        tx,
      );
      return created;
    });
    return this.present(row, NO_FIGURES);
  }

  /**
   * Rewrites a code no order has used yet (issue #43), checked as a new one is. An order placed with
   * it (unpaid, being paid or paid) fixes its terms: 409 DISCOUNT_IN_USE. Under the code's row lock
   * (`for update`), which waits for the orders being placed with it, so none is missed; one priced
   * before the edit and written after it is refused by `attach`.
   */
  async update(id: number, input: DiscountInput, adminId: number): Promise<Discount> {
    const row = await withTransaction(this.db, async (tx) => {
      const current = await lockCodeForEdit(tx, id);
      if (!current) throw AppError.notFound('DISCOUNT_NOT_FOUND');
      if (current.uses > 0 || (await ordersWithCode(tx, id)) > 0) throw AppError.conflict('DISCOUNT_IN_USE');
      const updated = await updateCode(tx, id, columnsOf(input));
      if (!updated) throw AppError.conflict('DISCOUNT_CODE_TAKEN');
      await this.audit.record(
        {
          adminId,
          action: 'discount.update',
          entity: 'settings',
          entityId: `discount:${id}`,
          details: { before: current.code, ...input },
        },
        tx,
      );
      return updated;
    });
    return this.present(row, NO_FIGURES);
  }

  /** Ends a code now (it stays listed with its uses). */
  async end(id: number, adminId: number): Promise<Discount> {
    const row = await withTransaction(this.db, async (tx) => {
      const ended = await endCode(tx, id, new Date());
      if (!ended) throw AppError.notFound('DISCOUNT_NOT_FOUND');
      await this.audit.record({ adminId, action: 'discount.end', entity: 'settings', entityId: `discount:${id}` }, tx);
      return ended;
    });
    return this.present(row, await codeFigures(this.db, id));
  }

  async list(page: PageRequest): Promise<Page<Discount>> {
    const found = await listCodes(this.db, page);
    return { ...found, rows: found.rows.map((r) => this.present(r.row, r)) };
  }

  private present(row: DiscountCodeRow, figures: CodeFigures): Discount {
    const now = new Date();
    const paid = Number(figures.paidUses);
    return {
      id: row.id,
      code: row.code,
      kind: row.kind,
      value: row.kind === 'free-shipping' ? 0 : row.value / 100,
      label: discountLabel(row, this.currency),
      minSubtotal: row.minSubtotalCents === null ? null : toMajor(row.minSubtotalCents),
      startsAt: row.startsAt?.toISOString() ?? null,
      endsAt: row.endsAt?.toISOString() ?? null,
      maxUses: row.maxUses,
      maxUsesPerCustomer: row.maxUsesPerCustomer,
      appliesTo: row.appliesTo as DiscountLineKind[],
      uses: paid,
      reserved: Math.max(0, row.uses - paid),
      discounted: toMajor(Number(figures.discountedCents)),
      revenue: toMajor(Number(figures.revenueCents)),
      active:
        (row.endsAt === null || row.endsAt > now) &&
        (row.startsAt === null || row.startsAt <= now) &&
        (row.maxUses === null || row.uses < row.maxUses),
      editable: row.uses === 0 && !figures.inUse,
      createdAt: row.createdAt.toISOString(),
    };
  }

  async giftSettings(): Promise<{ giftSampleThreshold: number | null }> {
    const row = await readPromotionSettings(this.db);
    const cents = row?.giftSampleThresholdCents ?? null;
    return { giftSampleThreshold: cents === null ? null : toMajor(cents) };
  }

  async setGiftSettings(threshold: number | null, adminId: number) {
    await withTransaction(this.db, async (tx) => {
      await writePromotionSettings(tx, threshold === null ? null : toCents(threshold));
      await this.audit.record(
        {
          adminId,
          action: 'promotions.gift-sample',
          entity: 'settings',
          entityId: 'gift-sample',
          details: { threshold },
        },
        tx,
      );
    });
    return this.giftSettings();
  }

  // ---------------------------------------------------------------- the cart

  /**
   * PUT /api/cart/discount: the code, if it applies to this cart now, becomes the cart's; else 400
   * DISCOUNT_INVALID with the reason. `subtotalCents`: the cart's subtotal before the code. A
   * signed-in shopper's uses are counted for the account and its e-mail (`accountEmail`); a guest's
   * once the order names an e-mail.
   */
  async apply(
    owner: CartOwner,
    text: string,
    lines: readonly PromotionLine[],
    subtotalCents: number,
    accountEmail?: string,
  ): Promise<void> {
    const row = await findCodeByText(this.db, normalizeCode(text));
    if (!row) throw invalid(400, refusalMessage('unknown'));
    const rule = ruleOf(row);
    const uses =
      owner.kind === 'user'
        ? await customerUses(this.db, row.id, customerKeys({ userId: owner.userId, emails: [accountEmail] }))
        : undefined;
    const reason = refusalOf(rule, subtotalCents, new Date(), uses);
    if (reason) throw invalid(400, refusalMessage(reason, rule, this.currency));
    if (rule.kind !== 'free-shipping' && !anyEligible(rule, lines.map(toDiscountLine)))
      throw invalid(400, refusalMessage('nothing-eligible'));
    await setCartCode(this.db, ownerKey(owner), row.id);
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

  async giftThresholdCents(db: Db = this.db): Promise<number | null> {
    return (await readPromotionSettings(db))?.giftSampleThresholdCents ?? null;
  }

  /**
   * The cart's gift sample and held code, read before the samples' adjustments are made: the
   * discovery set never counts the gift's free unit (decision 061, issue #41), so it must know which
   * perfume's sample is free. The gift: above the threshold (the subtotal without the gift's own
   * sample), the chosen sample's one unit is free.
   */
  async giftOf(owner: CartOwner, lines: readonly PromotionLine[], db: Db = this.db): Promise<CartGift> {
    const held = await cartPromotion(db, ownerKey(owner));
    const thresholdCents = await this.giftThresholdCents(db);
    const perfumeId = held?.giftPerfumeId ?? null;
    const reading: CartGift = {
      codeId: held?.codeId ?? null,
      thresholdCents,
      offered: false,
      perfumeId,
      freePerfumeId: null,
      freeCents: 0,
    };
    if (thresholdCents === null) return reading;
    const subtotal = linesGross(lines);
    const giftLine =
      perfumeId !== null
        ? lines.find((l) => l.size === 'sample' && !l.isCustom && l.perfumeId === perfumeId)
        : undefined;
    reading.offered = subtotal - (giftLine ? giftLine.unitPriceCents : 0) >= thresholdCents;
    if (reading.offered && giftLine && giftLine.unitPriceCents > 0) {
      reading.freePerfumeId = perfumeId;
      reading.freeCents = giftLine.unitPriceCents;
    }
    return reading;
  }

  /**
   * What the offers do to a cart priced by CartService.priced: the code's reduction (one
   * adjustment, after the other adjustments), free shipping, the gift sample. A code that no longer
   * applies (expired, used up, below its minimum) is left out with its reason, never an error.
   * `gift`: the cart's `giftOf`, when the caller read it already (in the same transaction).
   */
  async forCart(
    owner: CartOwner,
    lines: readonly PromotionLine[],
    others: readonly CartAdjustment[],
    db: Db = this.db,
    gift?: CartGift,
    now = new Date(),
  ): Promise<CartPromotion> {
    const found = await this.offers(owner, lines, others, db, gift ?? (await this.giftOf(owner, lines, db)), now);
    const { code, gift: offered } = found;
    return {
      ...found,
      summary: {
        discountCode: code ? { code: code.code, label: code.label, freeShipping: code.freeShipping } : null,
        discountMessage: found.message ?? null,
        giftSample: offered
          ? { threshold: toMajor(offered.thresholdCents), offered: offered.offered, perfumeId: offered.perfumeId }
          : null,
      },
    };
  }

  private async offers(
    owner: CartOwner,
    lines: readonly PromotionLine[],
    others: readonly CartAdjustment[],
    db: Db,
    gift: CartGift,
    now: Date,
  ): Promise<Omit<CartPromotion, 'summary'>> {
    const out: Omit<CartPromotion, 'summary'> = {
      adjustments: [],
      code: undefined,
      freeShipping: false,
      message: undefined,
      gift: undefined,
    };
    const subtotal = linesGross(lines);
    if (gift.thresholdCents !== null) {
      out.gift = { thresholdCents: gift.thresholdCents, offered: gift.offered, perfumeId: gift.perfumeId };
      if (gift.freeCents > 0)
        out.adjustments.push({ kind: 'gift-sample', label: 'Free sample (gift)', amountCents: gift.freeCents });
    }
    if (gift.codeId === null) return out;
    const row = await findCode(db, gift.codeId);
    if (!row) return out;
    const rule = ruleOf(row);
    const uses =
      owner.kind === 'user' ? await customerUses(db, row.id, customerKeys({ userId: owner.userId })) : undefined;
    const dLines = lines.map(toDiscountLine);
    let reason: DiscountRefusal | undefined = refusalOf(rule, subtotal, now, uses);
    const otherOff = offOf(rule, [...others, ...out.adjustments]);
    const amountCents = reason ? 0 : discountCents(rule, dLines, otherOff);
    if (!reason && rule.kind !== 'free-shipping' && amountCents === 0) reason = 'nothing-eligible';
    if (reason) {
      out.message = refusalMessage(reason, rule, this.currency);
      return out;
    }
    const label = discountLabel(rule, this.currency);
    out.code = {
      id: row.id,
      code: row.code,
      label,
      freeShipping: rule.kind === 'free-shipping',
      amountCents,
      terms: termsOf(row),
    };
    out.freeShipping = rule.kind === 'free-shipping';
    if (amountCents > 0) out.adjustments.push({ kind: 'discount-code', label, amountCents });
    return out;
  }

  // ---------------------------------------------------------------- the order

  /**
   * In the transaction that writes the order: the code it was priced with, for every identity of the
   * shopper (decision 061): the account when signed in, and each e-mail given (the account's, the
   * order's shipping and billing addresses'), normalised (domain/promotions/identity.ts). A shopper
   * who has used the code up under any of them is refused (400); the use is written against all of
   * them, so each blocks the others. The count is exact when the use is reserved (`reserve`).
   */
  async attach(
    orderId: number,
    owner: CartOwner,
    emails: readonly (string | null | undefined)[],
    offers: CartOffers | undefined,
    totalCents: number,
    tx: Db,
  ): Promise<void> {
    const code = (offers as CartPromotion | undefined)?.code;
    if (!code) return;
    const keys = customerKeys({ userId: owner.kind === 'user' ? owner.userId : null, emails });
    // Behind a back-office edit under way, this waits for it: an order is never written with terms the code no longer has.
    const row = await shareCode(tx, code.id);
    if (!row) return;
    if (termsOf(row) !== code.terms) throw invalid(400, CODE_CHANGED);
    if (row.maxUsesPerCustomer !== null && (await customerUses(tx, row.id, keys)) >= row.maxUsesPerCustomer)
      throw invalid(400, refusalMessage('already-used'));
    await insertRedemption(tx, {
      codeId: code.id,
      orderId,
      customerKey: joinCustomerKeys(keys),
      amountCents: code.amountCents,
      orderTotalCents: totalCents,
    });
  }

  /**
   * Just before the order's card is charged, in the transaction renewing its stock hold: one of
   * the code's uses, held for this order (once: a retry holds nothing more), or 409
   * DISCOUNT_INVALID with the reason and no card is charged. Under the code's row lock, so the
   * per-customer count and the total are exact across processes.
   */
  async reserve(orderId: number, tx: Db, now = new Date()): Promise<void> {
    const redemption = await lockRedemption(tx, orderId);
    if (!redemption || redemption.state !== 'placed') return;
    const row = await lockCode(tx, redemption.codeId);
    if (!row) return;
    const rule = ruleOf(row);
    const uses = await customerUses(tx, row.id, splitCustomerKeys(redemption.customerKey), orderId);
    // The minimum was met when the order was priced: only time and uses can refuse it now.
    const reason = refusalOf({ ...rule, minSubtotalCents: null }, 0, now, uses);
    if (reason) throw invalid(409, `${refusalMessage(reason, rule, this.currency)} ${REMOVE_IT}`);
    if (!(await takeUse(tx, row.id))) throw invalid(409, `${refusalMessage('used-up')} ${REMOVE_IT}`);
    await setRedemptionState(tx, orderId, 'reserved');
  }

  /**
   * When the order is paid, in its transaction: the reserved use is taken for good. An order paid
   * without a reservation (a gift card paying it all, a payment the shop did not see before the
   * charge) takes one now, under the code's row lock, if any is left and the shopper's identities
   * have not used it up meanwhile; answers false otherwise (the caller writes nothing, or gives the
   * payment back).
   */
  async take(orderId: number, tx: Db): Promise<boolean> {
    const redemption = await lockRedemption(tx, orderId);
    if (!redemption || redemption.state === 'paid') return true;
    if (redemption.state !== 'reserved') {
      const row = await lockCode(tx, redemption.codeId);
      const keys = splitCustomerKeys(redemption.customerKey);
      if (row?.maxUsesPerCustomer != null && (await customerUses(tx, row.id, keys, orderId)) >= row.maxUsesPerCustomer)
        return false;
      if (!(await takeUse(tx, redemption.codeId))) return false;
    }
    await setRedemptionState(tx, orderId, 'paid');
    return true;
  }

  /**
   * The order is paid, in its transaction, after its lines left the cart (issue #43): the cart it was
   * made from (its shopper's, guest or account) lets go of the code the order used, so the next
   * checkout starts without it, and never greets the shopper with "You have already used this code."
   * A cart that holds another code since keeps it.
   */
  async onPaid(order: { id: number; userId: number | null; guestId: string | null }, tx: Db): Promise<void> {
    const redemption = await lockRedemption(tx, order.id);
    const owner = ownerOfOrder(order);
    if (redemption?.state !== 'paid' || !owner) return;
    await detachCartCode(tx, ownerKey(owner), redemption.codeId);
  }

  /** The order was cancelled, superseded or expired: its held use goes back. A paid use stays taken. */
  async release(orderId: number, tx: Db): Promise<void> {
    const redemption = await lockRedemption(tx, orderId);
    if (!redemption || redemption.state === 'paid' || redemption.state === 'released') return;
    if (redemption.state === 'reserved') {
      await lockCode(tx, redemption.codeId);
      await giveUseBack(tx, redemption.codeId);
    }
    await setRedemptionState(tx, orderId, 'released');
  }

  /** The order's payment failed: its held use goes back until the shopper pays again. */
  async unreserve(orderId: number): Promise<void> {
    await withTransaction(this.db, async (tx) => {
      const redemption = await lockRedemption(tx, orderId);
      if (redemption?.state !== 'reserved') return;
      await lockCode(tx, redemption.codeId);
      await giveUseBack(tx, redemption.codeId);
      await setRedemptionState(tx, orderId, 'placed');
    });
  }
}

const REMOVE_IT = 'Please remove it from your cart and place your order again.';
const CODE_CHANGED = 'This code has just been changed. Please check your cart and place your order again.';
const NO_FIGURES: CodeFigures = { paidUses: 0, revenueCents: 0, discountedCents: 0, inUse: false };

function toDiscountLine(l: PromotionLine): DiscountLine {
  return { kind: lineKind(l), grossCents: lineGross(l.unitPriceCents, l.quantity) };
}

/**
 * What the other adjustments take off the lines the code applies to: the discovery set and the
 * gift come off samples, a sample credit off a bottle (counted when the code applies to
 * catalogue or custom bottles).
 */
function offOf(rule: Pick<DiscountRule, 'appliesTo'>, others: readonly CartAdjustment[]): number {
  let off = 0;
  for (const a of others) {
    const on: DiscountLineKind[] =
      a.kind === 'sample-credit' ? ['catalogue', 'custom'] : a.kind === 'discount-code' ? [] : ['sample'];
    if (on.some((k) => rule.appliesTo.includes(k))) off += a.amountCents;
  }
  return off;
}
