import { orderLineName } from '@/domain/catalogue/sizes';
import type { AdminOrder } from '@/domain/orders/admin-schemas';
import { formatRate, vatInside } from '@/domain/tax/vat';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { centsOf, usePrice, useMoney } from '@/client/lib/format';
import { lineVat, orderVat } from '@/client/lib/orders';

const num = 'text-right tabular-nums whitespace-nowrap';

/**
 * The order's VAT as it was charged: net, rate, VAT and gross per line and for the shipping, then
 * the totals (what the invoice shows). Orders placed before VAT was recorded say so.
 */
export function OrderVat({ order }: { order: AdminOrder }) {
  const money = useMoney();
  const price = usePrice();
  const vat = orderVat(order);
  if (!vat) return <p className="mt-3 text-sm text-ink-soft">Placed before VAT was recorded per order.</p>;

  const shippingGross = centsOf(order.shipping);
  const shippingTax =
    order.shippingTax === null ? vatInside(shippingGross, vat.rateBp).tax : centsOf(order.shippingTax);
  const discount = centsOf(order.discount);
  // What comes off (sample credits, offers) carries its share of the VAT: total VAT less the lines' and the shipping's.
  const lines = order.items.map((line) => ({ line, vat: lineVat(line) }));
  const linesTax = lines.reduce((sum, l) => sum + (l.vat?.tax ?? 0), 0);
  const discountTax = discount > 0 ? vat.amount - linesTax - shippingTax : 0;
  const total = centsOf(order.total);

  return (
    <div className="mt-4 max-w-full min-w-0 overflow-x-auto">
      <Table aria-label={`VAT of order #${order.id}`} className="text-[0.8125rem] [&_td]:px-2 [&_th]:px-2">
        <TableHeader>
          <TableRow>
            <TableHead>Line</TableHead>
            <TableHead className="text-right">Net</TableHead>
            <TableHead className="text-right">Rate</TableHead>
            <TableHead className="text-right">VAT</TableHead>
            <TableHead className="text-right">Gross</TableHead>
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
              <TableCell className={num}>{v ? formatRate(v.rateBp) : '—'}</TableCell>
              <TableCell className={num}>{v ? money(v.tax) : '—'}</TableCell>
              <TableCell className={num}>{price(line.price, line.quantity)}</TableCell>
            </TableRow>
          ))}
          {discount > 0 ? (
            <TableRow>
              <TableCell>Deductions</TableCell>
              <TableCell className={num}>−{money(discount + discountTax)}</TableCell>
              <TableCell className={num}>{formatRate(vat.rateBp)}</TableCell>
              <TableCell className={num}>{discountTax === 0 ? money(0) : `−${money(-discountTax)}`}</TableCell>
              <TableCell className={num}>−{money(discount)}</TableCell>
            </TableRow>
          ) : null}
          <TableRow>
            <TableCell>Shipping{order.shippingMethod ? ` · ${order.shippingMethod}` : ''}</TableCell>
            <TableCell className={num}>{money(shippingGross - shippingTax)}</TableCell>
            <TableCell className={num}>{formatRate(vat.rateBp)}</TableCell>
            <TableCell className={num}>{money(shippingTax)}</TableCell>
            <TableCell className={num}>{money(shippingGross)}</TableCell>
          </TableRow>
          <TableRow className="font-medium">
            <TableCell>Total</TableCell>
            <TableCell className={num}>{money(total - vat.amount)}</TableCell>
            <TableCell className={num}>{formatRate(vat.rateBp)}</TableCell>
            <TableCell className={num}>{money(vat.amount)}</TableCell>
            <TableCell className={num}>{money(total)}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </div>
  );
}
