import { useId } from 'react';
import type { Order, OrderLine, OrderStatus } from '@/domain/checkout';
import { toCents } from '@/domain/money';
import { Badge } from '@/client/components/ui/badge';
import {
  ORDER_STATUSES,
  OrderStatusBadge,
  orderStatusLabels,
  PaymentStatusBadge,
} from '@/client/components/ui/order-status-badges';
import { NativeSelect } from '@/client/components/ui/select';
import { useMoney } from '@/client/lib/format';
import { orderItemCount } from '@/client/lib/orders';
import { formatDateTime, plural } from './admin-format';
import { useUpdateOrderStatus } from './api';

const fieldLabel = 'text-[0.6875rem] font-medium tracking-[0.18em] text-ink-soft uppercase';

export function OrderCard({ order }: { order: Order }) {
  const money = useMoney();
  const headingId = useId();
  const itemCount = orderItemCount(order);
  const ship = order.shippingDetails;

  return (
    <article aria-labelledby={headingId} className="border border-line bg-surface">
      <header className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-6 gap-y-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-2xl leading-tight">
            Order #{order.id}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            {plural(itemCount, 'item')}
          </p>
        </div>
        <p className="font-serif text-2xl leading-tight tabular-nums">
          <span className="sr-only">Total </span>
          {money(toCents(order.total))}
        </p>
        <div className="col-span-2 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} short isTest={order.isTestPayment} />
        </div>
      </header>

      <div className="mt-5 grid gap-x-8 gap-y-5 border-t border-line px-5 py-5 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(12rem,auto)]">
        <dl className="grid content-start gap-4 text-sm">
          <div className="min-w-0">
            <dt className={fieldLabel}>Customer</dt>
            <dd className="mt-1">
              <Customer order={order} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={fieldLabel}>Ship to</dt>
            <dd className="mt-1">
              {ship ? (
                <>
                  {ship.fullName}
                  <span className="block text-ink-soft">{[ship.city, ship.country].filter(Boolean).join(', ')}</span>
                </>
              ) : (
                '—'
              )}
            </dd>
          </div>
        </dl>

        <div className="min-w-0 text-sm">
          <h4 className={fieldLabel}>Items</h4>
          {order.items.length === 0 ? (
            <p className="mt-1 text-ink-soft">—</p>
          ) : (
            <ul className="mt-1 grid max-w-md gap-1.5">
              {order.items.map((line, i) => (
                <OrderItem key={i} line={line} />
              ))}
            </ul>
          )}
        </div>

        <StatusControl orderId={order.id} status={order.status} />
      </div>
    </article>
  );
}

function Customer({ order }: { order: Order }) {
  if (order.userId !== null) return <>User #{order.userId}</>;
  if (order.guestId) {
    // The id stays whole in the text (read out, copied, searched); only its display is cut short.
    return (
      <span title={order.guestId} className="block truncate">
        Guest {order.guestId}
      </span>
    );
  }
  return <>—</>;
}

function OrderItem({ line }: { line: OrderLine }) {
  const money = useMoney();
  const bespoke = line.isCustom && line.customDetails?.type === 'bespoke-perfume';
  return (
    <li className="flex items-baseline justify-between gap-4">
      <span className="min-w-0">
        <span className="tabular-nums">{line.quantity}</span> × {line.name}
        {line.isCustom ? (
          <Badge variant="accent" className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.1em]">
            {bespoke ? 'Bespoke' : 'Custom'}
          </Badge>
        ) : null}
      </span>
      <span className="shrink-0 text-ink-soft tabular-nums">{money(toCents(line.price * line.quantity))}</span>
    </li>
  );
}

function StatusControl({ orderId, status }: { orderId: number; status: OrderStatus }) {
  const id = useId();
  const update = useUpdateOrderStatus();
  // While the change is on its way, show the status asked for rather than the old one.
  const value = update.isPending ? update.variables.status : status;
  return (
    <div className="flex flex-col gap-1.5 md:items-end">
      <label htmlFor={id} className={fieldLabel}>
        Update status<span className="sr-only"> for order #{orderId}</span>
      </label>
      <NativeSelect
        id={id}
        value={value}
        aria-busy={update.isPending}
        // Not disabled while saving: that would drop keyboard focus. A second change waits instead.
        onChange={(e) => {
          const next = e.target.value as OrderStatus;
          if (!update.isPending && next !== status) update.mutate({ orderId, status: next });
        }}
        wrapperClassName="w-full md:w-48"
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabels[s]}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
