import { orderLineName } from '@/domain/catalogue/sizes';
import { useId, useState } from 'react';
import { Undo2 } from 'lucide-react';
import type { AdminOrder } from '@/domain/orders/admin-schemas';
import { refundableOf } from '@/domain/refunds/admin-order';
import { computeRefund, lineLeft } from '@/domain/refunds/refunds';
import { ConfirmDialog } from '@/client/components/form/confirm-dialog';
import { Button } from '@/client/components/ui/button';
import { CheckboxField } from '@/client/components/ui/checkbox-field';
import { inputClasses } from '@/client/components/ui/input-variants';
import { usePrice, useMoney } from '@/client/lib/format';
import { useI18n } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { useRefundOrder } from './api';

const isBottle = (line: AdminOrder['items'][number]) =>
  line.perfumeId !== null && !line.isCustom && line.size === 'bottle';

/**
 * Refund: each line with how many of its bottles to give back (0 to what is left), the shipping, and
 * whether the bottles go back on sale; the amount is the refund rule's, live, as the server will
 * compute it. The dialog stays open while the provider answers and shows its refusal in its words.
 */
export function RefundLinesDialog({ order }: { order: AdminOrder }) {
  const { t } = useI18n();
  // Every amount here is the order's, in its currency (decision 070).
  const money = useMoney(order.currency);
  const price = usePrice(order.currency);
  const refund = useRefundOrder();
  const id = useId();
  const state = refundableOf(order);
  const everything = () => Object.fromEntries(state.lines.map((l) => [l.id, lineLeft(l)]));
  const [quantities, setQuantities] = useState<Record<number, number>>(everything);
  const shippingLeft = !state.shipping.refunded && state.shipping.grossCents > 0;
  const [shipping, setShipping] = useState(shippingLeft);
  const [restock, setRestock] = useState(false);

  const lines = state.lines.map((l) => ({ lineId: l.id, quantity: quantities[l.id] ?? 0 }));
  const outcome = computeRefund(state, { lines, shipping: shipping && shippingLeft });
  const bottles = order.items.filter(isBottle).reduce((n, l) => n + (quantities[l.id] ?? 0), 0);
  const amount = outcome.ok ? money(outcome.refund.amountCents) : null;

  const confirm = async () => {
    const result = await refund.mutateAsync({
      orderId: order.id,
      lines: lines.filter((l) => l.quantity > 0),
      shipping: shipping && shippingLeft,
      restock: bottles > 0 && restock,
    });
    toast({
      variant: 'success',
      title: result.paymentStatus === 'refunded' ? t('Order refunded') : t('Part of the order refunded'),
      description: `${
        result.creditNote
          ? t('{amount} goes back to {name} (credit note {creditNote}).', {
              amount: price(result.amount),
              name: order.customer.name || order.customer.email,
              creditNote: result.creditNote,
            })
          : t('{amount} goes back to {name}.', {
              amount: price(result.amount),
              name: order.customer.name || order.customer.email,
            })
      }${
        result.restocked
          ? ` ${t('{count, plural, one {# bottle} other {# bottles}} returned to stock.', { count: bottles })}`
          : ''
      }`,
    });
  };

  return (
    <ConfirmDialog
      onOpen={() => {
        refund.reset();
        setQuantities(everything());
        setShipping(shippingLeft);
        setRestock(false);
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Undo2 aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          {t('Refund')}
        </Button>
      }
      contentProps={{ className: 'w-[min(36rem,calc(100vw-2rem))]' }}
      title={t('Refund order #{id}', { id: order.id })}
      description={
        order.payment?.isTest
          ? t(
              'Choose what goes back to {name} through the payment provider (a test payment). Each refund has its credit note and its e-mail to the customer. A refund cannot be undone.',
              { name: order.customer.name || t('the customer') },
            )
          : t(
              'Choose what goes back to {name} through the payment provider. Each refund has its credit note and its e-mail to the customer. A refund cannot be undone.',
              { name: order.customer.name || t('the customer') },
            )
      }
      cancelLabel={t('Keep the payment')}
      confirmLabel={amount ? t('Refund {amount}', { amount }) : t('Refund')}
      pendingLabel={t('Refunding…')}
      danger
      pending={refund.isPending}
      confirmDisabled={!outcome.ok}
      onConfirm={confirm}
      failure={t('The refund could not be made. Please try again.')}
    >
      <fieldset className="grid gap-3" disabled={refund.isPending}>
        <legend className="sr-only">{t('Bottles to refund')}</legend>
        {order.items.map((line) => {
          const left = lineLeft(line);
          const inputId = `${id}-line-${line.id}`;
          return (
            <div key={line.id} className="flex items-center justify-between gap-4 border-b border-line pb-3 text-sm">
              <div className="min-w-0">
                <span className="block font-medium">{orderLineName(line)}</span>
                <span className="block text-ink-soft">
                  {t('{price} each · {left} of {quantity} left to refund', {
                    price: price(line.price),
                    left,
                    quantity: line.quantity,
                  })}
                </span>
              </div>
              <input
                id={inputId}
                type="number"
                inputMode="numeric"
                min={0}
                max={left}
                step={1}
                aria-label={t('Bottles of {name} to refund', { name: orderLineName(line) })}
                value={quantities[line.id] ?? 0}
                disabled={left === 0}
                onChange={(e) => {
                  const n = Math.max(0, Math.min(left, Math.trunc(Number(e.target.value) || 0)));
                  setQuantities((q) => ({ ...q, [line.id]: n }));
                }}
                className={`${inputClasses} h-9 w-20 text-right tabular-nums`}
              />
            </div>
          );
        })}
        {shippingLeft ? (
          <CheckboxField
            label={t('Refund shipping')}
            hint={money(state.shipping.grossCents)}
            checked={shipping}
            onChange={(e) => setShipping(e.target.checked)}
          />
        ) : null}
        {order.items.some(isBottle) ? (
          <CheckboxField
            label={t('Put the bottles back in stock')}
            hint={t('For bottles that came back unopened, or never left.')}
            checked={restock}
            onChange={(e) => setRestock(e.target.checked)}
          />
        ) : null}
      </fieldset>
      <p className="flex items-baseline justify-between border-t border-line pt-3 text-sm" aria-live="polite">
        <span>{t('To refund')}</span>
        <strong className="font-serif text-xl tabular-nums" data-testid="refund-amount">
          {amount ?? '—'}
        </strong>
      </p>
      {outcome.ok ? null : (
        <p className="text-sm text-ink-soft">{t(outcome.refusal.text.id, outcome.refusal.text.values)}</p>
      )}
    </ConfirmDialog>
  );
}

/** The refunds made so far: when, how much, and their credit notes. */
export function RefundsMade({ order }: { order: AdminOrder }) {
  const { t, dateTime } = useI18n();
  const price = usePrice(order.currency);
  if (order.refunds.length === 0) return null;
  return (
    <div className="mt-4 text-sm">
      <h4 className="font-medium">{t('Refunds')}</h4>
      <ul className="mt-2 grid gap-2" aria-label={t('Refunds made')}>
        {order.refunds.map((r) => (
          <li key={r.id} className="grid gap-0.5 border-l border-line pl-4">
            <span className="flex flex-wrap items-baseline gap-x-3">
              <strong className="tabular-nums">{price(r.amount)}</strong>
              {r.creditNote ? (
                <span className="tabular-nums">{t('Credit note {number}', { number: r.creditNote })}</span>
              ) : null}
              <time dateTime={r.createdAt} className="text-ink-soft">
                {dateTime(r.createdAt)}
              </time>
            </span>
            <span className="text-ink-soft">
              {[
                ...r.lines.filter((l) => l.lineId !== null).map((l) => `${l.name} × ${l.quantity}`),
                ...(r.shipping > 0 ? [t('Shipping')] : []),
              ].join(', ') || t('The rest of the order')}
              {r.restocked ? ` · ${t('back in stock')}` : ''}
              {r.returnId !== null ? ` · ${t('return #{id}', { id: r.returnId })}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
