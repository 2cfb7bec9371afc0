import { type CartGiftCard, formatCode, mailAt } from '../../domain/gift-cards/gift-cards';
import { cardGiver } from '../../domain/gift-cards/card';
import type { BoughtGiftCard, GiftCardPurchase } from '../../domain/gift-cards/schemas';
import type { Cents } from '../../domain/shared/money';
import { type CurrencyCode, type Money, toMajorIn } from '../../domain/currency/currency';
import type { AuthThrottle } from '../auth/throttle';
import { type CartOwner, ownerKey, ownerOfOrder } from '../cart/owner';
import type { Db } from '../db/client';
import type { Tx } from '../db/transaction';
import type { MailService } from '../mail/service';
import { giftCardMail } from './mails/gift-card';
import { applyCode, balanceOf } from './codes';
import { applyToOrder, cartGiftCard, holdAgain, releaseHold } from './paying';
import { refundToCard, voidBought } from './refunds';
import { hashCode, newCode, purchaseLine, recordPurchases } from './selling';
import { cardsOfOrder, issuingOrdersSql, paidByOrders, paidByOrderSql, soldFiguresRead } from './figures/repo';
import { activateCard, adoptCartCard, lockUnissuedCards, orderGiftCard, undoRefund, unlinkFromCart } from './repo';
import { unvoid, voidedBy } from './voids/repo';
import { paths } from '../../domain/pages/paths';
import { localizedPath } from '../../domain/i18n/locales';
import { sharedLanguages } from '../i18n/languages';

/** The outbox's event of a card's mail to its recipient: one per card. */
const mailEvent = (giftCardId: number) => `gift-card:${giftCardId}`;

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
  private readonly mail: Pick<MailService, 'enqueue' | 'cancelPending' | 'sentAt'>;
  private readonly throttle: Pick<AuthThrottle, 'beginCodeGuess' | 'forgive'>;
  private readonly publicUrl: string;
  readonly now: () => Date;

  constructor({ db, mail, throttle, publicUrl, now = () => new Date() }: GiftCardDeps) {
    this.db = db;
    this.mail = mail;
    this.throttle = throttle;
    this.publicUrl = publicUrl;
    this.now = now;
  }

  /**
   * The cart line a gift card is sold as: a custom line at its amount in the cart's `currency`, the recipient
   * in its details (selling.ts).
   */
  purchaseLine(input: GiftCardPurchase, currency: CurrencyCode): ReturnType<typeof purchaseLine> {
    return purchaseLine(input, currency, this.now());
  }

  /** The cards an order buys, in its `currency`, written when it is placed (no code yet), in its transaction. */
  recordPurchases(
    orderId: number,
    currency: CurrencyCode,
    lines: Parameters<typeof recordPurchases>[2],
    tx: Tx,
  ): Promise<void> {
    return recordPurchases(orderId, currency, lines, tx);
  }

  /**
   * The order is paid, in its transaction: the cards it bought get their codes and balances, and each
   * recipient's mail waits in the outbox for its day; the cart lets go of the card it applied.
   */
  async onPaid(order: PaidOrder, tx: Tx): Promise<void> {
    const now = this.now();
    const buyer = (order.shippingDetails as { fullName?: string } | null)?.fullName;
    for (const card of await lockUnissuedCards(tx, order.id)) {
      const code = newCode();
      if (!(await activateCard(tx, card.id, hashCode(code), code.slice(-4), now))) continue;
      // The recipient's mail, and the pages it links to, in the language the buyer chose for them.
      const tr = sharedLanguages().translator(card.recipientLocale);
      const page = (path: string) => `${this.publicUrl}${localizedPath(path, tr.locale)}`;
      await this.mail.enqueue(
        {
          ...giftCardMail({
            recipientName: card.recipientName,
            // The name the giver wrote, else the order's buyer.
            fromName: cardGiver(card.fromName, buyer) ?? tr.t('A friend'),
            message: card.message,
            amountCents: card.initialCents,
            currency: card.currency,
            code: formatCode(code),
            shopUrl: page(paths.home()),
            balanceUrl: page(paths.giftCardBalance()),
            tr,
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

  /** GET /api/gift-cards/balance (codes.ts). */
  balance(code: string, ip: string) {
    return balanceOf(this.db, this.throttle, code, ip);
  }

  /**
   * PUT /api/cart/gift-card: the cart, in `currency`, pays with this card (one per cart; a second replaces the
   * first); a card in another currency is refused (codes.ts).
   */
  apply(owner: CartOwner, code: string, ip: string, currency: CurrencyCode): Promise<void> {
    return applyCode(this.db, this.throttle, owner, code, ip, currency);
  }

  /** DELETE /api/cart/gift-card. */
  async remove(owner: CartOwner): Promise<void> {
    await unlinkFromCart(this.db, ownerKey(owner));
  }

  /**
   * The card the cart applies and what it pays of `total` now, in the card's minor units; undefined when none.
   * A card in another currency than the cart's pays nothing and says why (paying.ts).
   */
  forCart(owner: CartOwner, total: Money, db: Db = this.db): Promise<CartGiftCard | undefined> {
    return cartGiftCard(db, owner, total);
  }

  /**
   * In the transaction that places the order: the cart's card pays what it can of the total, in minor units
   * of their one currency; nothing when the card is in another (paying.ts).
   */
  applyToOrder(owner: CartOwner, orderId: number, total: Money, tx: Tx): Promise<Cents> {
    return applyToOrder(owner, orderId, total, tx);
  }

  /**
   * The cards an order bought (issue #43): recipient, giver's name, message, day, and whether each mail has gone;
   * empty for an order that bought none. Never a code.
   */
  async boughtBy(orderId: number): Promise<BoughtGiftCard[]> {
    const cards = await cardsOfOrder(this.db, orderId);
    if (cards.length === 0) return [];
    const sent = await this.mail.sentAt(cards.map((c) => mailEvent(c.id)));
    return cards.map((c) => ({
      lineId: c.orderLineId,
      amount: toMajorIn(c.initialCents, c.currency),
      recipientName: c.recipientName,
      recipientEmail: c.recipientEmail,
      message: c.message,
      fromName: c.fromName,
      sendOn: c.sendOn,
      sentAt: sent.get(mailEvent(c.id))?.toISOString() ?? null,
      cancelled: c.voidedAt !== null,
    }));
  }

  /**
   * Gift cards sold and not cancelled, in all and per day issued over the last `days` days, in cents:
   * a liability until spent, shown apart from the revenue (issue #43). A read the dashboard sends with its others.
   */
  soldRead(days: number): ReturnType<typeof soldFiguresRead> {
    return soldFiguresRead(days);
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
   * card's part again, or 409 GIFT_CARD_SPENT (paying.ts).
   */
  hold(orderId: number, tx: Tx): Promise<void> {
    return holdAgain(orderId, tx);
  }

  /** Under the order's lock: an unpaid order (cancelled, expired, superseded, its hold ended) lets its gift card's part go. */
  release(orderId: number, tx: Tx): Promise<void> {
    return releaseHold(orderId, tx);
  }

  /** A refund of `amountCents` of the order: the gift card gets back its part first; answers what is left for the card payment. */
  refund(orderId: number, refundId: number, amountCents: Cents, tx: Tx): Promise<Cents> {
    return refundToCard(orderId, refundId, amountCents, tx);
  }

  /** The provider refused the card's part of a refund: its gift card part is taken back too. */
  async undoRefund(refundId: number, tx: Tx): Promise<void> {
    await undoRefund(tx, refundId);
  }

  /**
   * In the transaction reserving a refund of the order that bought them: the cards of its gift card
   * lines refunded are cancelled, whole ones first, or 409 GIFT_CARD_USED (refunds.ts).
   */
  voidBought(
    orderId: number,
    refundId: number,
    lines: readonly { lineId: number; quantity: number }[],
    tx: Tx,
    opts: { evenUsed?: boolean } = {},
  ): Promise<void> {
    return voidBought(orderId, refundId, lines, tx, this.now(), opts);
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
