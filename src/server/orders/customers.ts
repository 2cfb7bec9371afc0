import { toMajorIn } from '../../domain/currency/currency';
import type { Db } from '../db/client';
import { billingOf } from './gift';
import { issueKey } from './keys';
import { spendByCurrency } from '../../domain/customers/care';
import type { CustomerPage } from '../../domain/customers/schemas';
import { formatAddress } from '../../domain/addresses/address';
import {
  type OrdersOwner,
  adoptGuestOrders,
  anonymizeOrdersOf,
  careOf,
  currentAddressOf,
  countOrdersInProgress,
  ordersWithDetailsOf,
  refreshSearchText,
} from './customers/repo';

type Row = Record<string, unknown>;

/** The phone and address an order's buyer gave (empty when a deletion emptied them). */
export interface OrderContact {
  phone: string | null;
  /** As it prints, a line each: street, postal code and city, country. */
  addressLines: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

function contactOf(details: Row | null): OrderContact | null {
  if (!details) return null;
  const parts = {
    address: text(details['address']),
    address2: text(details['address2']),
    city: text(details['city']),
    region: text(details['region']),
    postalCode: text(details['postalCode']),
    country: text(details['country']),
  };
  // As the country writes it (domain/addresses): "Austin, TX 78701", "75003 Paris".
  const addressLines = parts.address || parts.city || parts.postalCode ? formatAddress(parts) : [];
  return { phone: text(details['phone']) || null, addressLines };
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * A customer's orders as a whole (decision 065): the paid guest orders a
 * confirmed address brings to its account, the export of them, and what a deletion leaves of them
 * for the books.
 */
export class OrderCustomers {
  constructor(private readonly db: Db) {}

  /**
   * The paid guest orders whose buyer used this address join the account (inside the caller's
   * transaction): its history, and its samples' credits, reach it. Answers how many joined.
   */
  async adoptGuestOrders(userId: number, email: string, db: Db = this.db): Promise<number> {
    const ids = await adoptGuestOrders(db, userId, email);
    await refreshSearchText(db, ids);
    return ids.length;
  }

  /** Whether a paid order of the account has not shipped yet. */
  async hasOrdersInProgress(userId: number, db: Db = this.db): Promise<boolean> {
    return (await countOrdersInProgress(db, userId)) > 0;
  }

  /** The account's orders as its export shows them (lines, addresses, payment, refunds), and its returns. */
  async exportOf(userId: number): Promise<{ orderIds: number[]; orders: Row[]; returns: Row[] }> {
    const found = await ordersWithDetailsOf(this.db, userId);
    const lineNames = new Map(found.lines.map((l) => [l.id, l.name]));
    const orders = found.orders.map((o) => ({
      id: o.id,
      placedAt: o.createdAt.toISOString(),
      status: o.status,
      paymentStatus: o.paymentStatus,
      paidAt: iso(o.paidAt),
      currency: o.currency,
      subtotal: toMajorIn(o.subtotalCents, o.currency),
      discount: toMajorIn(o.discountCents, o.currency),
      shipping: toMajorIn(o.shippingCents, o.currency),
      giftWrap: toMajorIn(o.giftWrapCents, o.currency),
      tax: o.taxCents === null ? null : toMajorIn(o.taxCents, o.currency),
      total: toMajorIn(o.totalCents, o.currency),
      refunded: toMajorIn(o.refundedCents, o.currency),
      invoiceNumber: o.invoiceNumber,
      shippingMethod: o.shippingMethodName,
      shippingDetails: o.shippingDetails,
      billingDetails: billingOf(o),
      gift: o.isGift ? { wrap: o.giftWrapCents > 0, message: o.giftMessage } : null,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
      items: found.lines
        .filter((l) => l.orderId === o.id)
        .map((l) => ({
          name: l.name,
          size: l.size,
          volume: l.volume,
          quantity: l.quantity,
          unitPrice: toMajorIn(l.unitPriceCents, o.currency),
          refundedQuantity: l.refundedQuantity,
          ...(l.customDetails ? { details: l.customDetails } : {}),
        })),
      refunds: found.refunds
        .filter((r) => r.orderId === o.id)
        .map((r) => ({
          creditNote: r.creditNoteNumber,
          amount: toMajorIn(r.amountCents, o.currency),
          shipping: toMajorIn(r.shippingCents, o.currency),
          lines: (r.lines as { name: string; quantity: number; grossCents: number }[]).map((l) => ({
            name: l.name,
            quantity: l.quantity,
            amount: toMajorIn(l.grossCents, o.currency),
          })),
          createdAt: r.createdAt.toISOString(),
        })),
    }));
    const returns = found.returns.map((r) => ({
      id: r.id,
      orderId: r.orderId,
      status: r.status,
      reason: r.reason,
      answer: r.message,
      lines: (r.lines as { lineId: number; quantity: number }[]).map((l) => ({
        name: lineNames.get(l.lineId) ?? null,
        quantity: l.quantity,
      })),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
    return { orderIds: found.orders.map((o) => o.id), orders, returns };
  }

  /**
   * Inside the deletion's transaction: the account's orders keep their lines, amounts and country for
   * the books, the person's name and contact become "Deleted customer", and an issued invoice keeps
   * its buyer as it was printed. Answers the orders' ids (`refreshSearch` once the account is gone).
   */
  anonymize(userId: number, db: Db): Promise<number[]> {
    return anonymizeOrdersOf(db, userId);
  }

  /**
   * A customer's orders as their page in the back office shows them (decision 066): the
   * most recent, how many, the lifetime spend and average order (one rule, domain/customers/care.ts),
   * the returns asked on them, and the phone and address the latest order carries (its buyer's). An
   * account's orders, or a guest buyer's by their address (issue #43).
   */
  async careOf(
    owner: OrdersOwner,
    recent: number,
  ): Promise<Pick<CustomerPage, 'orders' | 'spend' | 'returns'> & { latestContact: OrderContact | null }> {
    const { amounts, latest, returns } = await careOf(this.db, owner, recent);
    const spend = spendByCurrency(amounts);
    return {
      orders: {
        recent: latest.map((o) => ({
          id: o.id,
          createdAt: o.createdAt.toISOString(),
          status: o.status,
          paymentStatus: o.paymentStatus,
          total: toMajorIn(o.totalCents, o.currency),
          refunded: toMajorIn(o.refundedCents, o.currency),
          currency: o.currency,
          items: Number(o.items),
        })),
        count: amounts.length,
      },
      spend: spend.map((s) => ({
        currency: s.currency,
        lifetime: toMajorIn(s.spentCents, s.currency),
        average: toMajorIn(s.averageCents, s.currency),
        paidOrders: s.orders,
      })),
      returns: returns.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      latestContact: latest[0] ? contactOf(latest[0].buyer) : null,
    };
  }

  /**
   * Where a mail about the order goes now: its account's address, else the buyer's on the order
   * (empty once its customer deleted their account); undefined for no such order.
   */
  currentAddress(orderId: number): Promise<string | undefined> {
    return currentAddressOf(this.db, orderId);
  }

  /**
   * The secrets a copy of one of the order's mails needs, by name: a new key to its page (the
   * original's was forgotten once sent). Names it cannot give are left out (the copy is refused).
   */
  async mailSecrets(orderId: number, names: readonly string[], db: Db): Promise<Record<string, string>> {
    return names.includes('orderKey') ? { orderKey: await issueKey(db, orderId) } : {};
  }

  /** What the back office finds these orders by, once their details or their owner changed. */
  refreshSearch(ids: readonly number[], db: Db): Promise<void> {
    return refreshSearchText(db, ids);
  }
}
