import { createHash, randomInt } from 'node:crypto';
import {
  CODE_ALPHABET,
  CODE_LENGTH,
  formatCode,
  mailAt,
  normaliseCode,
  splitPayment,
  splitRefund,
} from '../../domain/gift-cards/gift-cards';
import type { AppliedGiftCard, BoughtGiftCard, GiftCardPurchase } from '../../domain/gift-cards/schemas';
import { GIFT_CARD_LINE_TYPE } from '../../domain/cart/lines';
import { errorMessages } from '../../domain/shared/errors';
import { type Cents, formatMoney, toCents, toMajor } from '../../domain/shared/money';
import type { AuthThrottle } from '../auth/throttle';
import { type CartOwner, ownerKey, ownerOfOrder } from '../cart/owner';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import { AppError } from '../http/errors';
import type { MailService } from '../mail/service';
import { giftCardMail } from './mails/gift-card';
import {
  activateCard,
  adoptCartCard,
  cartCard,
  findByHash,
  type GiftCardRow,
  giveBack,
  heldBy,
  insertOrderGiftCard,
  insertPurchasedCards,
  isVoided,
  linkToCart,
  lockLiveCards,
  lockUnissuedCards,
  cardsOfOrder,
  soldFigures,
  orderGiftCard,
  paidByOrders,
  paidByOrderSql,
  issuingOrdersSql,
  refundedToCard,
  refundMovement,
  spend,
  undoRefund,
  unlinkFromCart,
  unvoid,
  voidCard,
  voidedBy,
} from './repo';

/** A cart line's `customDetails.type` for a gift card. */
const GIFT_CARD_LINE = GIFT_CARD_LINE_TYPE;

/** The outbox's event of a card's mail to its recipient: one per card. */
const mailEvent = (giftCardId: number) => `gift-card:${giftCardId}`;

/** A card nothing has spent: its balance whole (or not yet issued). */
const isWhole = (card: GiftCardRow) => card.activatedAt === null || card.balanceCents === card.initialCents;

const hashCode = (code: string) => createHash('sha256').update(normaliseCode(code)).digest('hex');

function newCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A line of an order as placed: what a gift card line holds. */
interface PlacedLine {
  id: number;
  price: number;
  quantity: number;
  customDetails: Record<string, unknown> | null;
}

/** What the paid order tells the gift cards it bought: its owner and its buyer's name. */
interface PaidOrder {
  id: number;
  userId: number | null;
  guestId: string | null;
  shippingDetails: unknown;
}

/** What GiftCardService is built from (services.ts gives each by name). */
export interface GiftCardDeps {
  db: Db;
  currency: string;
  mail: Pick<MailService, 'enqueue' | 'cancelPending' | 'sentAt'>;
  throttle: Pick<AuthThrottle, 'beginCodeGuess' | 'forgive'>;
  publicUrl: string;
  /** The clock: a test passes its own to see a card mailed on its day. */
  now?: () => Date;
}

/**
 * Gift cards (decision 062): sold as a cart line, issued with a code once their order is paid and
 * mailed to their recipient on their day; applied to a cart by their code; held by an order (its
 * balance taken in the transaction that places it or renews its hold, never below zero), kept when
 * it is paid, let go when it is cancelled, expires or its hold ends, and given back by its refunds;
 * cancelled (voided) by a refund of the order that bought it, unless it has been spent.
 * The gift_cards, order_gift_cards, gift_card_movements and cart_gift_cards tables' one owner.
 */
export class GiftCardService {
  private readonly db: Db;
  private readonly currency: string;
  private readonly mail: Pick<MailService, 'enqueue' | 'cancelPending' | 'sentAt'>;
  private readonly throttle: Pick<AuthThrottle, 'beginCodeGuess' | 'forgive'>;
  private readonly publicUrl: string;
  readonly now: () => Date;

  constructor({ db, currency, mail, throttle, publicUrl, now = () => new Date() }: GiftCardDeps) {
    this.db = db;
    this.currency = currency;
    this.mail = mail;
    this.throttle = throttle;
    this.publicUrl = publicUrl;
    this.now = now;
  }

  /** The cart line a gift card is sold as: a custom line at its amount, the recipient in its details. */
  purchaseLine(input: GiftCardPurchase): {
    customName: string;
    customPriceCents: Cents;
    customDetails: Record<string, unknown>;
  } {
    const today = this.now().toISOString().slice(0, 10);
    if (input.sendOn && input.sendOn < today)
      throw AppError.badRequest('INVALID_CART_LINE', 'The delivery day cannot be in the past');
    const lastDay = new Date(this.now().getTime() + 366 * 24 * 3600_000).toISOString().slice(0, 10);
    if (input.sendOn && input.sendOn > lastDay)
      throw AppError.badRequest('INVALID_CART_LINE', 'The delivery day is at most a year ahead');
    const cents = toCents(input.amount);
    return {
      customName: `Gift card ${formatMoney(cents, this.currency)} for ${input.recipientName}`,
      customPriceCents: cents,
      customDetails: {
        type: GIFT_CARD_LINE,
        amount: input.amount,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail,
        message: input.message || null,
        sendOn: input.sendOn ?? null,
      },
    };
  }

  /** The cards an order buys, written when it is placed (no code yet), in its transaction. */
  async recordPurchases(orderId: number, lines: readonly PlacedLine[], tx: Tx): Promise<void> {
    const rows = [];
    for (const line of lines) {
      const d = line.customDetails;
      if (d?.type !== GIFT_CARD_LINE) continue;
      for (let i = 0; i < line.quantity; i++)
        rows.push({
          initialCents: toCents(line.price),
          currency: this.currency,
          recipientName: String(d.recipientName),
          recipientEmail: String(d.recipientEmail),
          message: typeof d.message === 'string' ? d.message : null,
          sendOn: typeof d.sendOn === 'string' ? d.sendOn : null,
          orderId,
          orderLineId: line.id,
        });
    }
    await insertPurchasedCards(tx, rows);
  }

  /**
   * The order is paid, in its transaction: the cards it bought get their codes and balances, and each
   * recipient's mail waits in the outbox for its day; the cart lets go of the card it applied.
   */
  async onPaid(order: PaidOrder, tx: Tx): Promise<void> {
    const now = this.now();
    const from = (order.shippingDetails as { fullName?: string } | null)?.fullName ?? 'A friend';
    for (const card of await lockUnissuedCards(tx, order.id)) {
      const code = newCode();
      if (!(await activateCard(tx, card.id, hashCode(code), code.slice(-4), now))) continue;
      await this.mail.enqueue(
        {
          ...giftCardMail({
            recipientName: card.recipientName,
            fromName: from,
            message: card.message,
            amountCents: card.initialCents,
            currency: card.currency,
            code: formatCode(code),
            shopUrl: `${this.publicUrl}/`,
            balanceUrl: `${this.publicUrl}/gift-cards/balance`,
          }),
          eventKey: mailEvent(card.id),
          to: card.recipientEmail,
          orderId: order.id,
          sendAt: mailAt(card.sendOn, now),
          secrets: { code: formatCode(code) },
        },
        tx,
      );
    }
    if (await orderGiftCard(tx, order.id)) {
      const owner = ownerOfOrder(order);
      if (owner) await unlinkFromCart(tx, ownerKey(owner));
    }
  }

  /**
   * A code as typed, throttled like a sign-in: the card, or 404 (the attempt then counts); a card a
   * refund cancelled is a card's code (the attempt is forgiven), refused with its own words (409).
   */
  private async lookUp(code: string, ip: string): Promise<GiftCardRow> {
    const attempt = await this.throttle.beginCodeGuess(ip);
    const card = await findByHash(this.db, hashCode(code));
    if (!card || card.activatedAt === null) throw AppError.notFound('GIFT_CARD_NOT_FOUND');
    await this.throttle.forgive(attempt);
    if (card.voidedAt !== null) throw AppError.conflict('GIFT_CARD_CANCELLED');
    return card;
  }

  /** GET /api/gift-cards/balance. */
  async balance(code: string, ip: string) {
    const card = await this.lookUp(code, ip);
    return { balance: toMajor(card.balanceCents), currency: card.currency, last4: card.last4 ?? '' };
  }

  /** PUT /api/cart/gift-card: the cart pays with this card (one per cart; a second replaces the first). */
  async apply(owner: CartOwner, code: string, ip: string): Promise<void> {
    const card = await this.lookUp(code, ip);
    if (card.balanceCents <= 0) throw AppError.badRequest('GIFT_CARD_EMPTY');
    await linkToCart(this.db, ownerKey(owner), card.id);
  }

  /** DELETE /api/cart/gift-card. */
  async remove(owner: CartOwner): Promise<void> {
    await unlinkFromCart(this.db, ownerKey(owner));
  }

  /** The card the cart applies and what it pays of `totalCents` now; undefined when none. */
  async forCart(owner: CartOwner, totalCents: Cents, db: Db = this.db): Promise<AppliedGiftCard | undefined> {
    const card = await cartCard(db, ownerKey(owner));
    if (!card) return undefined;
    const { applied } = splitPayment(card.balanceCents, totalCents);
    return {
      last4: card.last4 ?? '',
      balance: toMajor(card.balanceCents),
      applied: toMajor(applied),
      cancelled: card.voidedAt !== null,
    };
  }

  /**
   * In the transaction that places the order: the cart's card pays what it can of the order's total,
   * taken off its balance now (the order holds it). Answers what it pays. A card a refund cancelled,
   * before or while this runs, is refused (409 GIFT_CARD_CANCELLED): the shopper removes it.
   */
  async applyToOrder(owner: CartOwner, orderId: number, totalCents: Cents, tx: Tx): Promise<Cents> {
    const card = await cartCard(tx, ownerKey(owner));
    if (!card) return 0;
    if (card.voidedAt !== null) throw AppError.conflict('GIFT_CARD_CANCELLED');
    const { applied } = splitPayment(card.balanceCents, totalCents);
    if (applied <= 0) return 0;
    if (!(await spend(tx, card.id, orderId, applied)))
      throw AppError.conflict((await isVoided(tx, card.id)) ? 'GIFT_CARD_CANCELLED' : 'GIFT_CARD_SPENT');
    await insertOrderGiftCard(tx, orderId, card.id, applied);
    return applied;
  }

  /**
   * The cards an order bought (issue #43): recipient, message, day, and whether each mail has gone;
   * empty for an order that bought none. Never a code.
   */
  async boughtBy(orderId: number): Promise<BoughtGiftCard[]> {
    const cards = await cardsOfOrder(this.db, orderId);
    if (cards.length === 0) return [];
    const sent = await this.mail.sentAt(cards.map((c) => mailEvent(c.id)));
    return cards.map((c) => ({
      lineId: c.orderLineId,
      amount: toMajor(c.initialCents),
      recipientName: c.recipientName,
      recipientEmail: c.recipientEmail,
      message: c.message,
      sendOn: c.sendOn,
      sentAt: sent.get(mailEvent(c.id))?.toISOString() ?? null,
      cancelled: c.voidedAt !== null,
    }));
  }

  /**
   * Gift cards sold and not cancelled, in all and per day issued over the last `days` days, in cents:
   * a liability until spent, shown apart from the revenue (issue #43).
   */
  sold(days: number): Promise<{ totalCents: Cents; cardOnlyOrders: number; byDay: Map<string, Cents> }> {
    return soldFigures(this.db, days);
  }

  /** What a gift card paid for each of these orders, in cents (absent: none); one query for a page of orders. */
  paidByOrders(orderIds: readonly number[]): Promise<Map<number, Cents>> {
    return paidByOrders(this.db, orderIds);
  }

  /** What a gift card paid for the order `orderId` names, in cents or null, for a list's own statement. */
  paidByOrderSql(orderId: Parameters<typeof paidByOrderSql>[0]): ReturnType<typeof paidByOrderSql> {
    return paidByOrderSql(orderId);
  }

  /** The orders that bought an issued card, as a subquery for another feature's own statement (a few rows). */
  issuingOrdersSql(): ReturnType<typeof issuingOrdersSql> {
    return issuingOrdersSql();
  }

  /** What the order pays by gift card (0 when none). */
  async paidBy(orderId: number, db: Db = this.db): Promise<Cents> {
    return (await orderGiftCard(db, orderId))?.amountCents ?? 0;
  }

  /**
   * Under the order's lock, before its card is charged or as it is paid: the order holds its gift
   * card's part again if it let it go (its hold ended), or 409 GIFT_CARD_SPENT when the balance went
   * elsewhere meanwhile, so no card is charged for an order the gift card no longer pays.
   */
  async hold(orderId: number, tx: Tx): Promise<void> {
    const paid = await orderGiftCard(tx, orderId);
    if (!paid) return;
    const missing = paid.amountCents - (await heldBy(tx, orderId));
    if (missing <= 0) return;
    if (!(await spend(tx, paid.giftCardId, orderId, missing)))
      throw AppError.conflict(
        'GIFT_CARD_SPENT',
        (await isVoided(tx, paid.giftCardId)) ? errorMessages.GIFT_CARD_CANCELLED : undefined,
      );
  }

  /** Under the order's lock: an unpaid order (cancelled, expired, superseded, its hold ended) lets its gift card's part go. */
  async release(orderId: number, tx: Tx): Promise<void> {
    const paid = await orderGiftCard(tx, orderId);
    if (!paid) return;
    const held = await heldBy(tx, orderId);
    if (held > 0) await giveBack(tx, paid.giftCardId, orderId, held, 'release');
  }

  /**
   * A refund of `amountCents` of the order: the gift card gets back its part first (up to what it paid
   * and has not had back), once per refund; answers what is left for the card payment.
   */
  async refund(orderId: number, refundId: number, amountCents: Cents, tx: Tx): Promise<Cents> {
    const paid = await orderGiftCard(tx, orderId, true);
    if (!paid) return amountCents;
    const already = await refundMovement(tx, refundId);
    if (already !== undefined) return amountCents - already;
    const split = splitRefund(amountCents, paid.amountCents, await refundedToCard(tx, orderId));
    if (split.giftCard > 0) await giveBack(tx, paid.giftCardId, orderId, split.giftCard, 'refund', refundId);
    return split.card;
  }

  /** The provider refused the card's part of a refund: its gift card part is taken back too. */
  async undoRefund(refundId: number, tx: Tx): Promise<void> {
    await undoRefund(tx, refundId);
  }

  /**
   * In the transaction reserving a refund of the order that bought them, under the order's lock and
   * before the provider is asked: for each gift card line refunded, as many of its cards as bottles
   * refunded are cancelled (balance 0, a `void` movement naming the refund), whole ones first. Their
   * rows are locked, so a checkout spending one at the same time either went first (the card is no
   * longer whole) or finds it cancelled. A line whose cards have been spent is refused, 409
   * GIFT_CARD_USED, and the refund with it; unless `evenUsed` (the provider refunded the payment
   * already, in its dashboard): then what is left on them is cancelled.
   */
  async voidBought(
    orderId: number,
    refundId: number,
    lines: readonly { lineId: number; quantity: number }[],
    tx: Tx,
    opts: { evenUsed?: boolean } = {},
  ): Promise<void> {
    const asked = lines.filter((l) => l.quantity > 0);
    const cards = await lockLiveCards(
      tx,
      orderId,
      asked.map((l) => l.lineId),
    );
    if (cards.length === 0) return;
    const now = this.now();
    for (const { lineId, quantity } of asked) {
      const ofLine = cards.filter((c) => c.orderLineId === lineId);
      const whole = ofLine.filter(isWhole);
      const used = ofLine.filter((c) => !isWhole(c));
      if (whole.length < Math.min(quantity, ofLine.length) && !opts.evenUsed) {
        const card = used[0]!;
        const left = formatMoney(card.balanceCents, card.currency);
        const of = formatMoney(card.initialCents, card.currency);
        throw AppError.conflict(
          'GIFT_CARD_USED',
          `The gift card for ${card.recipientName} has been used (${left} left of ${of}): its line cannot be refunded.`,
        );
      }
      for (const card of [...whole, ...used].slice(0, quantity)) await voidCard(tx, card, refundId, now);
    }
  }

  /** A refund the provider refused (its reservation dropped): the cards it cancelled are live again, as they were. */
  async restoreVoided(refundId: number, tx: Tx): Promise<void> {
    await unvoid(tx, refundId);
  }

  /**
   * The refund is recorded, in its transaction: the mails of the cards it cancelled that have not
   * gone yet (a day still ahead) are withdrawn from the outbox, so their codes never reach anyone.
   */
  async withdrawMails(refundId: number, tx: Tx): Promise<void> {
    for (const giftCardId of await voidedBy(tx, refundId)) await this.mail.cancelPending(mailEvent(giftCardId), tx);
  }

  /**
   * At sign-in, in the transaction that joins a guest's cart to the account's (CartService's
   * mergeGuestInto, after its cart locks): the guest's card follows into the account's cart, unless
   * the account applies one already (its own, chosen earlier, stays).
   */
  async adopt(from: CartOwner, to: CartOwner, tx: Tx): Promise<void> {
    await adoptCartCard(tx, ownerKey(from), ownerKey(to));
  }
}
