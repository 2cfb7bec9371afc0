import type { Translator } from '../../domain/i18n/translator';
import type { ShopSettings } from '../../domain/settings/schemas';
import { lineGross } from '../../domain/shared/money';
import { recordedAmount } from '../../domain/tax/recorded';
import type { TaxedAmount } from '../../domain/tax/vat';
import type { OrderSnapshot } from '../orders/documents';
import { invoicePartyOf } from '../orders/gift';
import {
  booksFrame,
  dateOf,
  type DocumentModel,
  grossTotals,
  lineName,
  moneyOf,
  orderNumber,
  paymentMethod,
  shippingLabel as shippingOf,
  taxedRow,
  taxedTotals,
} from './model';

/**
 * The order's invoice, in the order's language (`t`, its translator): every line with its net, rate, VAT and
 * gross as charged, the totals per rate.
 */
export function invoiceModel({ order, lines }: OrderSnapshot, settings: ShopSettings, t: Translator): DocumentModel {
  const money = moneyOf(t, order.currency);
  // The buyer's billing details (the shipping details are a gift's recipient's); never the gift message.
  const details = invoicePartyOf(order);
  const shippingLabel = shippingOf(t, order.shippingMethodName);
  const base = booksFrame(t, settings, {
    title: t.t('Invoice'),
    meta: [
      [t.t('Invoice number'), order.invoiceNumber ?? ''],
      [t.t('Issue date'), dateOf(t, order.paidAt ?? order.createdAt)],
      [t.t('Order'), orderNumber(t, order.id)],
      [t.t('Payment'), paymentMethod(t, order.isTestPayment)],
    ],
    buyer: details,
  });

  const rate = order.taxRateBp;
  const vatKnown =
    rate !== null &&
    order.taxCents !== null &&
    order.shippingTaxCents !== null &&
    lines.every((l) => l.netCents !== null && l.taxCents !== null && l.taxRateBp !== null);
  if (!vatKnown) {
    // Placed before VAT was recorded: what was charged, VAT included, never worked out afresh.
    const rows = lines.map((l) => [
      lineName(t, l),
      String(l.quantity),
      money(l.unitPriceCents),
      money(lineGross(l.unitPriceCents, l.quantity)),
    ]);
    if (order.discountCents !== 0) rows.push([t.t('Discount'), '', '', money(-order.discountCents)]);
    rows.push([shippingLabel, '', '', money(order.shippingCents)]);
    if (order.giftWrapCents > 0) rows.push([t.t('Gift wrap'), '', '', money(order.giftWrapCents)]);
    return { ...base, ...grossTotals(t, money, rows, order.totalCents) };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const l of lines) {
    const gross = lineGross(l.unitPriceCents, l.quantity);
    const amount = { net: l.netCents!, tax: l.taxCents!, gross, rateBp: l.taxRateBp! };
    amounts.push(amount);
    rows.push(taxedRow(t, money, lineName(t, l), l.quantity, l.unitPriceCents, amount));
  }
  if (order.discountCents !== 0) {
    const amount = recordedAmount(-order.discountCents, order.discountTaxCents ?? 0, rate);
    amounts.push(amount);
    rows.push(taxedRow(t, money, t.t('Discount'), undefined, undefined, amount));
  }
  const shipping = recordedAmount(order.shippingCents, order.shippingTaxCents!, rate);
  amounts.push(shipping);
  rows.push(taxedRow(t, money, shippingLabel, undefined, undefined, shipping));
  if (order.giftWrapCents > 0) {
    const wrap = recordedAmount(order.giftWrapCents, order.giftWrapTaxCents ?? 0, rate);
    amounts.push(wrap);
    rows.push(taxedRow(t, money, t.t('Gift wrap'), undefined, undefined, wrap));
  }

  return {
    ...base,
    ...taxedTotals(t, money, rows, amounts, order.totalCents),
    notes: [order.isTestPayment ? t.t('Paid by card (test)') : t.t('Paid by card')],
  };
}
