import type { Order, OrderLine, OrderPage, ShippingDetails } from '../../domain/checkout';
import { toMajor } from '../../domain/money';
import type { OrderLineRow, OrderRow } from './repo';

export function toOrder(row: OrderRow, lines: OrderLineRow[]): Order {
  return {
    id: row.id,
    userId: row.userId,
    guestId: row.guestId,
    total: toMajor(row.totalCents),
    subtotal: toMajor(row.subtotalCents),
    shipping: toMajor(row.shippingCents),
    currency: row.currency,
    status: row.status,
    paymentStatus: row.paymentStatus,
    isTestPayment: row.isTestPayment,
    createdAt: row.createdAt.toISOString(),
    shippingDetails: row.shippingDetails as ShippingDetails,
    items: lines.map(toOrderLine),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
  };
}

function toOrderLine(l: OrderLineRow): OrderLine {
  return {
    name: l.name,
    quantity: l.quantity,
    price: toMajor(l.unitPriceCents),
    perfumeId: l.perfumeId,
    isCustom: l.isCustom,
    customDetails: (l.customDetails as Record<string, unknown> | null) ?? null,
  };
}

/** The order's own page: no owner ids. */
export function toOrderPage(row: OrderRow, lines: OrderLineRow[], statusHistory: OrderPage['statusHistory']): OrderPage {
  return {
    id: row.id,
    total: toMajor(row.totalCents),
    subtotal: toMajor(row.subtotalCents),
    shipping: toMajor(row.shippingCents),
    currency: row.currency,
    status: row.status,
    paymentStatus: row.paymentStatus,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    items: lines.map(toOrderLine),
    shippingDetails: row.shippingDetails as ShippingDetails,
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    statusHistory,
  };
}
