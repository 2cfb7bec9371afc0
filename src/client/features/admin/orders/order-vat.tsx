import { orderLineName } from '@/domain/catalogue/sizes';
import type { AdminOrder } from '@/domain/orders/admin-schemas';
import { chargedVat, formatRate } from '@/domain/tax/vat';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { minorOf, usePrice, useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { lineVat, orderVat } from '@/client/lib/orders';

const num = 'text-right tabular-nums whitespace-nowrap';

/**
 * The order's VAT as it was charged: net, rate, VAT and gross per line and for the shipping, then
 * the totals (what the invoice shows). Orders placed before VAT was recorded say so.
 */
export function OrderVat({ order }: { order: AdminOrder }) {
  const { t, number } = useI18n();
  // The order's amounts, in the currency it was placed in (decision 070), whatever the admin's market.
  const { currency } = order;
  const money = useMoney(currency);
  const price = usePrice(currency);
  const vat = orderVat(order);
  if (!vat) return <p className="mt-3 text-sm text-ink-soft">{t('Placed before VAT was recorded per order.')}</p>;

  /** "5.5 %" / "5,5 %": a rate as the page's language writes it. */
  const tr = { t, number };
  const rate = (rateBp: number) => formatRate(rateBp, tr);
  const lines = order.items.map((line) => ({ line, vat: lineVat(line, currency) }));
  const { deduction, shipping, total } = chargedVat({
    linesTax: lines.map((l) => l.vat?.tax),
    deduction: minorOf(order.discount, currency),
    shipping: minorOf(order.shipping, currency),
    shippingTax: order.shippingTax === null ? null : minorOf(order.shippingTax, currency),
    total: minorOf(order.total, currency),
    tax: vat.amount,
    rateBp: vat.rateBp,
  });

  return (
    <div className="mt-4 max-w-full min-w-0 overflow-x-auto">
      <Table
        aria-label={t('VAT of order #{id}', { id: order.id })}
        className="text-[0.8125rem] [&_td]:px-2 [&_th]:px-2"
      >
        <TableHeader>
          <TableRow>
            <TableHead>{t('Line')}</TableHead>
            <TableHead className="text-right">{t('Net')}</TableHead>
            <TableHead className="text-right">{t('Rate')}</TableHead>
            <TableHead className="text-right">{t('VAT')}</TableHead>
            <TableHead className="text-right">{t('Gross')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map(({ line, vat: v }) => (
            <TableRow key={line.id}>
              <TableCell className="min-w-0 break-words">
                {orderLineName(line)}
                {line.quantity > 1 ? <span className="text-ink-soft"> × {line.quantity}</span> : null}
              </TableCell>
              <TableCell className={num}>{v ? money(v.net) : '—'}</TableCell>
              <TableCell className={num}>{v ? rate(v.rateBp) : '—'}</TableCell>
              <TableCell className={num}>{v ? money(v.tax) : '—'}</TableCell>
              <TableCell className={num}>{price(line.price, line.quantity)}</TableCell>
            </TableRow>
          ))}
          {deduction ? (
            <TableRow>
              <TableCell>{t('Deductions')}</TableCell>
              <TableCell className={num}>−{money(-deduction.net)}</TableCell>
              <TableCell className={num}>{rate(vat.rateBp)}</TableCell>
              <TableCell className={num}>{deduction.tax === 0 ? money(0) : `−${money(-deduction.tax)}`}</TableCell>
              <TableCell className={num}>−{money(-deduction.gross)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell>
              {t('Shipping')}
              {order.shippingMethod ? ` · ${order.shippingMethod}` : ''}
            </TableCell>
            <TableCell className={num}>{money(shipping.net)}</TableCell>
            <TableCell className={num}>{rate(vat.rateBp)}</TableCell>
            <TableCell className={num}>{money(shipping.tax)}</TableCell>
            <TableCell className={num}>{money(shipping.gross)}</TableCell>
          </TableRow>
          <TableRow className="font-medium">
            <TableCell>{t('Total')}</TableCell>
            <TableCell className={num}>{money(total.net)}</TableCell>
            <TableCell className={num}>{rate(vat.rateBp)}</TableCell>
            <TableCell className={num}>{money(total.tax)}</TableCell>
            <TableCell className={num}>{money(total.gross)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
