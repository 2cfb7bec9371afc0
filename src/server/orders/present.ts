import type { CustomLine } from '../atelier/service';
import type { AdminOrderSummary } from '../../domain/orders/admin-schemas';
import type { Adjustment } from '../../domain/cart/schemas';
import type { Order, OrderLine, OrderPage } from '../../domain/orders/schemas';
import type { ShippingDetails } from '../../domain/checkout/schemas';
import { isMadeToOrder } from '../../domain/cart/lines';
import { type CurrencyCode, toMajorIn } from '../../domain/currency/currency';
import { rateFraction } from '../../domain/tax/vat';
import { countryName } from '../shipping/countries';
import { giftFields } from './gift';
import type { AdminOrderRow } from './listing/repo';
import type { OrderLineRow, OrderRow } from './repo';

/** An order's adjustment as the API shows it. */
export type AdjustmentRow = { kind: Adjustment['kind']; label: string; amountCents: number };

/**
 * An adjustment of an order in `currency`, in its major units (by the currency's ISO 4217 exponent: a yen order's
 * ¥1800 is 1800; decision 070).
 */
export const adjustmentIn =
  (currency: CurrencyCode) =>
  (a: AdjustmentRow): Adjustment => ({
    kind: a.kind,
    label: a.label,
    amount: toMajorIn(a.amountCents, currency),
  });

/** Minor units of `currency` in its major units, null kept. */
const nullableMajorIn = (minor: number | null, currency: CurrencyCode) =>
  minor === null ? null : toMajorIn(minor, currency);

/**
 * An order's money (its sums, VAT, invoice and refunds), where it stands and its gift, as the owner's list and
 * the order's own page carry them (domain/orders/schemas.ts's `orderFigures`).
 */
function orderFigures(row: OrderRow, adjustments: readonly AdjustmentRow[]) {
  // Every amount in the order's currency, by its own exponent (decision 070): never ×100 for a yen order.
  const major = (minor: number) => toMajorIn(minor, row.currency);
  return {
    total: major(row.totalCents),
    subtotal: major(row.subtotalCents),
    discount: major(row.discountCents),
    adjustments: adjustments.map(adjustmentIn(row.currency)),
    shipping: major(row.shippingCents),
    tax: nullableMajorIn(row.taxCents, row.currency),
    taxRate: row.taxRateBp === null ? null : rateFraction(row.taxRateBp),
    shippingTax: nullableMajorIn(row.shippingTaxCents, row.currency),
    shippingMethod: row.shippingMethodName,
    countryName: countryName((row.shippingDetails as ShippingDetails).country),
    giftCard: 0,
    invoiceNumber: row.invoiceNumber,
    refunded: major(row.refundedCents),
    currency: row.currency,
    status: row.status,
    paymentStatus: row.paymentStatus,
    ...giftFields(row),
  };
}

export function toOrder(row: OrderRow, lines: OrderLineRow[], adjustments: readonly AdjustmentRow[] = []): Order {
  return {
    ...orderFigures(row, adjustments),
    id: row.id,
    userId: row.userId,
    guestId: row.guestId,
    isTestPayment: row.isTestPayment,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    shippingDetails: row.shippingDetails as ShippingDetails,
    items: lines.map((l) => toOrderLine(l, row.currency)),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
  };
}

/** A line of an order in `currency` (the order's), its amounts in that currency's major units (decision 070). */
export function toOrderLine(l: OrderLineRow, currency: CurrencyCode): OrderLine {
  return {
    id: l.id,
    name: l.name,
    quantity: l.quantity,
    price: toMajorIn(l.unitPriceCents, currency),
    perfumeId: l.perfumeId,
    isCustom: l.isCustom,
    customDetails: (l.customDetails as Record<string, unknown> | null) ?? null,
    size: l.size,
    tax: nullableMajorIn(l.taxCents, currency),
    taxRate: l.taxRateBp === null ? null : rateFraction(l.taxRateBp),
    refundedQuantity: l.refundedQuantity,
    volume: l.volume,
  };
}

/** The order's own page: no owner ids. */
export function toOrderPage(
  row: OrderRow,
  lines: OrderLineRow[],
  adjustments: readonly AdjustmentRow[],
  statusHistory: OrderPage['statusHistory'],
  creditNotes: OrderPage['creditNotes'] = [],
  atelier: OrderPage['atelier'] = null,
): OrderPage {
  return {
    ...orderFigures(row, adjustments),
    id: row.id,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    items: lines.map((l) => toOrderLine(l, row.currency)),
    shippingDetails: row.shippingDetails as ShippingDetails,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    statusHistory,
    creditNotes,
    atelier,
    giftCards: [],
  };
}

/** Who an order is for: its account (its name, else the shipping name), or the guest of its shipping details. */
export function customerOf(
  order: { userId: number | null; shippingName: string; shippingEmail: string },
  account: { name: string | null; email: string } | undefined,
): AdminOrderSummary['customer'] {
  return order.userId !== null && account
    ? { name: account.name ?? order.shippingName, email: account.email, kind: 'customer', userId: order.userId }
    : { name: order.shippingName, email: order.shippingEmail, kind: 'guest', userId: order.userId };
}

/** An order as the back office lists it: with its customer, an account's or a guest's. */
export function toAdminSummary(
  row: AdminOrderRow,
  lines: OrderLineRow[],
  adjustments: readonly AdjustmentRow[] = [],
): AdminOrderSummary {
  const o = row.order;
  const shipping = o.shippingDetails as ShippingDetails;
  return {
    ...toOrder(o, lines, adjustments),
    customer: customerOf(
      { userId: o.userId, shippingName: shipping.fullName, shippingEmail: shipping.email },
      row.accountEmail === null ? undefined : { name: row.accountName, email: row.accountEmail },
    ),
    paidAt: o.paidAt?.toISOString() ?? null,
    refundedAt: o.refundedAt?.toISOString() ?? null,
  };
}

/** An order's made-to-order lines, as the atelier reads them (decision 064): never a gift card (issue #43). */
export function customLinesOf(lines: readonly OrderLineRow[]): CustomLine[] {
  return lines.flatMap((l) =>
    isMadeToOrder(l)
      ? [
          {
            id: l.id,
            name: l.name,
            quantity: l.quantity,
            refundedQuantity: l.refundedQuantity,
            customDetails: l.customDetails,
          },
        ]
      : [],
  );
}
