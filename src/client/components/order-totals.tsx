import type { CartTotals } from '@/domain/cart/cart';
import type { Adjustment } from '@/domain/cart/schemas';
import { toCents } from '@/domain/shared/money';
import { useMoney } from '@/client/lib/format';

/**
 * Subtotal, what the server takes off (sample credits, the discovery set), Shipping and Total;
 * read out again whenever a quantity or removal changes the amounts.
 */
export function OrderTotals({ totals, adjustments = [] }: { totals: CartTotals; adjustments?: readonly Adjustment[] }) {
  const money = useMoney();
  return (
    <dl className="mt-6 grid gap-3 text-sm" aria-live="polite" aria-atomic="true">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Subtotal</dt>
        <dd className="tabular-nums">{money(totals.subtotal)}</dd>
      </div>
      {adjustments.map((a, i) => (
        <div key={`${a.kind}-${i}`} className="flex justify-between gap-4 text-ink">
          <dt>{a.label}</dt>
          <dd className="tabular-nums whitespace-nowrap">−{money(toCents(a.amount))}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Shipping</dt>
        <dd className="tabular-nums">{money(totals.shipping)}</dd>
      </div>
      <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-line pt-5">
        <dt className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">Total</dt>
        <dd className="font-serif text-3xl tabular-nums">{money(totals.total)}</dd>
      </div>
    </dl>
  );
}
