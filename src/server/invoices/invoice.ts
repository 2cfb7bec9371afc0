import { orderLineName } from '../../domain/catalogue/sizes';
import type { ShopSettings } from '../../domain/settings/schemas';
import { type Cents, formatMoney, lineGross } from '../../domain/shared/money';
import { recordedAmount } from '../../domain/tax/recorded';
import type { TaxedAmount } from '../../domain/tax/vat';
import type { OrderSnapshot } from '../orders/documents';
import { invoicePartyOf } from '../orders/gift';
import { booksFrame, dateOf, type DocumentModel, grossTotals, paymentMethod, taxedRow, taxedTotals } from './model';
import { en as words } from './words/en';

/** The order's invoice: every line with its net, rate, VAT and gross as charged, the totals per rate. */
export function invoiceModel({ order, lines }: OrderSnapshot, settings: ShopSettings): DocumentModel {
  const money = (c: Cents) => formatMoney(c, order.currency);
  // The buyer's billing details (the shipping details are a gift's recipient's); never the gift message.
  const details = invoicePartyOf(order);
  const shippingLabel = order.shippingMethodName
    ? words.shippingBy({ method: order.shippingMethodName })
    : words.shipping;
  const base = booksFrame(settings, {
    title: words.invoice.title,
    meta: [
      [words.invoice.number, order.invoiceNumber ?? ''],
      [words.invoice.issued, dateOf(order.paidAt ?? order.createdAt)],
      [words.order, words.orderNumber({ id: order.id })],
      [words.invoice.payment, paymentMethod(order.isTestPayment)],
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
      orderLineName(l),
      String(l.quantity),
      money(l.unitPriceCents),
      money(lineGross(l.unitPriceCents, l.quantity)),
    ]);
    if (order.discountCents !== 0) rows.push([words.discount, '', '', money(-order.discountCents)]);
    rows.push([shippingLabel, '', '', money(order.shippingCents)]);
    if (order.giftWrapCents > 0) rows.push([words.giftWrap, '', '', money(order.giftWrapCents)]);
    return { ...base, ...grossTotals(money, rows, order.totalCents) };
  }

  const amounts: TaxedAmount[] = [];
  const rows: string[][] = [];
  for (const l of lines) {
    const gross = lineGross(l.unitPriceCents, l.quantity);
    const amount = { net: l.netCents!, tax: l.taxCents!, gross, rateBp: l.taxRateBp! };
    amounts.push(amount);
    rows.push(taxedRow(money, orderLineName(l), l.quantity, l.unitPriceCents, amount));
  }
  if (order.discountCents !== 0) {
    const amount = recordedAmount(-order.discountCents, order.discountTaxCents ?? 0, rate);
    amounts.push(amount);
    rows.push(taxedRow(money, words.discount, undefined, undefined, amount));
  }
  const shipping = recordedAmount(order.shippingCents, order.shippingTaxCents!, rate);
  amounts.push(shipping);
  rows.push(taxedRow(money, shippingLabel, undefined, undefined, shipping));
  if (order.giftWrapCents > 0) {
    const wrap = recordedAmount(order.giftWrapCents, order.giftWrapTaxCents ?? 0, rate);
    amounts.push(wrap);
    rows.push(taxedRow(money, words.giftWrap, undefined, undefined, wrap));
  }

  return {
    ...base,
    ...taxedTotals(money, rows, amounts, order.totalCents),
    notes: [words.invoice.paidBy({ method: paymentMethod(order.isTestPayment) })],
  };
}
