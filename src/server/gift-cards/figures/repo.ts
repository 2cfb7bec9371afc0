import type { PgColumn } from 'drizzle-orm/pg-core';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { literalLimit } from '../../db/keyset';
import { jsonValue, type OneValueRead } from '../../db/together';
import { giftCardFigures, giftCards, orderGiftCards } from '../schema';

/** What the gift cards tell others: what they paid of orders, the cards an order bought, the cards sold. */

/** What a gift card paid for each of these orders (absent: none), in one query. */
export async function paidByOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orderGiftCards.orderId, amountCents: orderGiftCards.amountCents })
    .from(orderGiftCards)
    .where(inArray(orderGiftCards.orderId, [...orderIds]));
  return new Map(rows.map((r) => [r.orderId, r.amountCents]));
}

/**
 * What a gift card paid for the order `orderId` names (null: none), as a scalar subquery: the
 * orders' lists read it in their own statement (one round trip the fewer a page).
 */
export const paidByOrderSql = (orderId: SQL | PgColumn): SQL<number | null> =>
  sql<
    number | null
  >`(select ${orderGiftCards.amountCents} from ${orderGiftCards} where ${orderGiftCards.orderId} = ${orderId})`;

/** The orders that bought an issued card (so paid for them), as a subquery another feature's statement reads. */
export const issuingOrdersSql = (): SQL =>
  sql`(select ${giftCards.orderId} from ${giftCards} where ${giftCards.activatedAt} is not null)`;

/** The cards an order bought, issued or not, oldest first: what its pages show of each recipient. */
export async function cardsOfOrder(db: Db, orderId: number) {
  return db
    .select({
      id: giftCards.id,
      orderLineId: giftCards.orderLineId,
      initialCents: giftCards.initialCents,
      currency: giftCards.currency,
      recipientName: giftCards.recipientName,
      recipientEmail: giftCards.recipientEmail,
      message: giftCards.message,
      fromName: giftCards.fromName,
      sendOn: giftCards.sendOn,
      activatedAt: giftCards.activatedAt,
      voidedAt: giftCards.voidedAt,
    })
    .from(giftCards)
    .where(eq(giftCards.orderId, orderId))
    .orderBy(asc(giftCards.id));
}

/**
 * Gift cards sold (issued, so paid for, and not cancelled by a refund), in all and per day issued
 * (UTC) over the last `days` days, and the orders of gift cards only among them: a liability until
 * spent, never revenue (issue #43). From the figures a trigger keeps per day (migration 0022): a row a
 * day, however many cards.
 */
export function soldFiguresRead(days: number): OneValueRead<SoldFigures[]> {
  const f = giftCardFigures;
  return {
    sql: sql`select json_build_object(
      'all', (select coalesce(json_agg(json_build_object('currency', t.currency, 'cents', t.cents, 'cardOnlyOrders', t.card_only)), '[]'::json)
        from (select ${f.currency} as currency, coalesce(sum(${f.cents}), 0)::bigint as cents,
            coalesce(sum(${f.cardOnlyOrders}), 0)::int as card_only
          from ${f} group by ${f.currency}) t),
      'byDay', (select coalesce(json_agg(json_build_object('day', to_char(${f.day}, 'YYYY-MM-DD'), 'currency', ${f.currency}, 'cents', ${f.cents})), '[]'::json)
        from ${f} where ${f.day} >= (now() at time zone 'UTC')::date - ${literalLimit(days - 1)} and ${f.cards} <> 0))`,
    read: (value) => {
      type Day = { day: string; currency: string; cents: number };
      const { all, byDay } = jsonValue<{
        all: { currency: string; cents: number; cardOnlyOrders: number }[];
        byDay: Day[];
      }>(value);
      // Per currency (decision 070): a card sold in pounds comes off the revenue in pounds.
      return all.map((c) => ({
        currency: c.currency,
        totalCents: Number(c.cents),
        cardOnlyOrders: Number(c.cardOnlyOrders),
        byDay: new Map(byDay.filter((d) => d.currency === c.currency).map((d) => [d.day, Number(d.cents)])),
      }));
    },
  };
}

/** Gift cards sold in one currency: in all, the orders of cards only among them, and per day issued. */
export interface SoldFigures {
  currency: string;
  totalCents: number;
  cardOnlyOrders: number;
  byDay: Map<string, number>;
}
