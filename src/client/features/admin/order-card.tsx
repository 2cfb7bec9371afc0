import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Order, OrderLine, OrderStatus } from '@/domain/checkout';
import { toCents } from '@/domain/money';
import { Badge } from '@/client/components/ui/badge';
import {
  ORDER_STATUSES,
  OrderStatusBadge,
  orderStatusLabels,
  PaymentStatusBadge,
} from '@/client/components/ui/order-status-badges';
import { Button } from '@/client/components/ui/button';
import { NativeSelect } from '@/client/components/ui/select';
import { TextField } from '@/client/components/ui/text-field';
import { isApiError } from '@/client/lib/api';
import { useMoney } from '@/client/lib/format';
import { orderItemCount } from '@/client/lib/orders';
import { formatDateTime, plural } from './admin-format';
import { useUpdateOrderStatus } from './api';
import { OrderMails } from './order-mails';

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
          {order.carrier && order.trackingNumber ? (
            <div className="min-w-0">
              <dt className={fieldLabel}>Shipped with</dt>
              <dd className="mt-1 break-words">
                {order.carrier}
                <span className="block break-all text-ink-soft tabular-nums">{order.trackingNumber}</span>
              </dd>
            </div>
          ) : null}
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
          <div className="mt-5">
            <OrderMails orderId={order.id} />
          </div>
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
  const select = useRef<HTMLSelectElement>(null);
  const update = useUpdateOrderStatus();
  // Shipped asks for the carrier and the tracking number first (they go into the customer's mail).
  const [shipping, setShipping] = useState(false);
  // While the change is on its way, show the status asked for rather than the old one.
  const value = shipping ? 'shipped' : update.isPending ? update.variables.status : status;
  return (
    <div className="flex flex-col gap-1.5 md:items-end">
      <label htmlFor={id} className={fieldLabel}>
        Update status<span className="sr-only"> for order #{orderId}</span>
      </label>
      <NativeSelect
        ref={select}
        id={id}
        value={value}
        aria-busy={update.isPending}
        // Not disabled while saving: that would drop keyboard focus. A second change waits instead.
        onChange={(e) => {
          const next = e.target.value as OrderStatus;
          if (update.isPending) return;
          if (next === 'shipped' && status !== 'shipped') {
            setShipping(true);
            return;
          }
          setShipping(false);
          if (next !== status) update.mutate({ orderId, status: next });
        }}
        wrapperClassName="w-full md:w-48"
      >
        {ORDER_STATUSES.map((s) => (
          <option key={s} value={s}>
            {orderStatusLabels[s]}
          </option>
        ))}
      </NativeSelect>
      {shipping ? (
        <ShipmentForm
          orderId={orderId}
          onDone={() => setShipping(false)}
          onCancel={() => {
            setShipping(false);
            select.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

type ShipmentField = 'carrier' | 'trackingNumber';
const shipmentLabels: Record<ShipmentField, string> = { carrier: 'Carrier', trackingNumber: 'Tracking number' };

/** The carrier and tracking number of a shipped order: both required, one line each (as the server checks them). */
function shipmentErrors(values: Record<ShipmentField, string>): Partial<Record<ShipmentField, string>> {
  const errors: Partial<Record<ShipmentField, string>> = {};
  for (const field of ['carrier', 'trackingNumber'] as const) {
    const v = values[field].trim();
    if (v.length < 2) errors[field] = `${shipmentLabels[field]} is required to mark an order shipped`;
    else if (v.length > 80) errors[field] = `${shipmentLabels[field]} is too long`;
  }
  return errors;
}

function ShipmentForm({ orderId, onDone, onCancel }: { orderId: number; onDone: () => void; onCancel: () => void }) {
  const update = useUpdateOrderStatus();
  const [values, setValues] = useState<Record<ShipmentField, string>>({ carrier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<ShipmentField, string>>>({});
  const carrier = useRef<HTMLInputElement>(null);
  const tracking = useRef<HTMLInputElement>(null);

  // The form opens where the select was changed: its first field takes the focus.
  useEffect(() => carrier.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = shipmentErrors(values);
    setErrors(found);
    if (found.carrier) return carrier.current?.focus();
    if (found.trackingNumber) return tracking.current?.focus();
    update.mutate(
      { orderId, status: 'shipped', carrier: values.carrier.trim(), trackingNumber: values.trackingNumber.trim() },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The server's words for a field go under it.
          if (!isApiError(error)) return;
          const server: Partial<Record<ShipmentField, string>> = {};
          for (const e of error.fieldErrors) if (e.path === 'carrier' || e.path === 'trackingNumber') server[e.path] ??= e.message;
          setErrors(server);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`Shipment of order #${orderId}`}
      className="mt-3 grid w-full gap-3 border border-line p-4 md:w-64"
    >
      <TextField
        ref={carrier}
        label="Carrier"
        autoComplete="off"
        value={values.carrier}
        error={errors.carrier}
        onChange={(e) => setValues((v) => ({ ...v, carrier: e.target.value }))}
        inputClassName="h-10"
      />
      <TextField
        ref={tracking}
        label="Tracking number"
        autoComplete="off"
        spellCheck={false}
        value={values.trackingNumber}
        error={errors.trackingNumber}
        onChange={(e) => setValues((v) => ({ ...v, trackingNumber: e.target.value }))}
        inputClassName="h-10"
      />
      <p className="text-xs text-ink-soft">The customer receives both in the shipping notice.</p>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Mark Shipped'}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
