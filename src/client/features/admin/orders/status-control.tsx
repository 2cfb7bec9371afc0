import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { isCardOnly } from '@/domain/cart/lines';
import { isPaid, refusedTransition } from '@/domain/orders/lifecycle';
import type { OrderStatus } from '@/domain/orders/schemas';
import { ORDER_STATUSES, orderStatusLabels } from '@/client/components/ui/order-status-badges';
import { Button } from '@/client/components/ui/button';
import { NativeSelect, SelectOptions } from '@/client/components/ui/select';
import { TextField } from '@/client/components/ui/text-field';
import { msg, type Translator } from '@/domain/i18n/translator';
import { isApiError } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { statusFailure, useUpdateOrderStatus } from './api';
import { fieldLabelClasses } from '../shared/styles';
import { useCan } from '../shared/use-can';
import { RefundDialog } from './refund-dialog';
import { placeServerErrors } from '@/client/components/form/server-errors';
import { PendingButton } from '@/client/components/form/pending-button';

/** The status select for a role that ships orders (`fulfilment`); nothing for one that only reads them. */
export function StatusControl(props: { order: AdminOrderSummary; className?: string }) {
  return useCan()('fulfilment') ? <StatusSelect {...props} /> : null;
}

/**
 * The order's status select (every status; the server refuses what cannot be true, with its reason).
 * Cancelling a paid order is its full refund: the refund dialog asks first, and the select never
 * cancels it on its own.
 */
function StatusSelect({ order, className }: { order: AdminOrderSummary; className?: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const { id: orderId, status } = order;
  const id = useId();
  const refusalId = `${id}-refusal`;
  const select = useRef<HTMLSelectElement>(null);
  const update = useUpdateOrderStatus();
  const mayRefund = useCan()('refunds');
  // A role without refunds cannot cancel a paid order (its refund): said beside the select.
  const [ownersOnly, setOwnersOnly] = useState(false);
  // Shipped asks for the carrier and the tracking number first (they go into the customer's mail).
  const [shipping, setShipping] = useState(false);
  // Cancelling a paid order opens the refund dialog; the select shows the present status meanwhile.
  const [cancelling, setCancelling] = useState(false);
  // While the change is on its way, show the status asked for rather than the old one.
  const value = shipping ? 'shipped' : update.isPending ? update.variables.status : status;
  // A refusal the admin can act on (409) stays beside the select until the next change; the toast says it too.
  const refusal = ownersOnly
    ? t('Cancelling a paid order refunds it: an owner does that.')
    : isApiError(update.error, 409)
      ? statusFailure(update.error, i18n)
      : null;
  return (
    <div className={cn('flex flex-col gap-1.5', className ?? 'md:items-end')}>
      <label htmlFor={id} className={fieldLabelClasses}>
        <Rich
          message="Update status<sr> for order #{id}</sr>"
          values={{ id: orderId }}
          tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
        />
      </label>
      <NativeSelect
        ref={select}
        id={id}
        value={value}
        aria-busy={update.isPending}
        aria-describedby={refusal ? refusalId : undefined}
        // Not disabled while saving: that would drop keyboard focus. A second change waits instead.
        onChange={(e) => {
          const next = e.target.value as OrderStatus;
          if (update.isPending) return;
          update.reset();
          setOwnersOnly(false);
          if (next === 'shipped' && status !== 'shipped') {
            setShipping(true);
            return;
          }
          setShipping(false);
          // A paid order that has not left is cancelled by its refund; any other refusal is the server's to explain.
          if (refusedTransition(order, next)?.code === 'REFUND_REQUIRED') {
            if (mayRefund) setCancelling(true);
            else setOwnersOnly(true);
            return;
          }
          if (next !== status) update.mutate({ orderId, status: next });
        }}
        wrapperClassName="w-full md:w-48"
      >
        {/* Gift cards alone are mailed, never shipped: the order completes itself (issue #43). */}
        <SelectOptions
          values={isCardOnly(order.items) ? ORDER_STATUSES.filter((s) => s !== 'shipped') : ORDER_STATUSES}
          labels={orderStatusLabels}
        />
      </NativeSelect>
      {refusal ? (
        <p id={refusalId} role="alert" className="max-w-64 text-[0.8125rem] text-danger md:text-right">
          {refusal}
        </p>
      ) : null}
      {isPaid(order) && mayRefund ? (
        <RefundDialog
          order={order}
          cancelling={{
            open: cancelling,
            onOpenChange: setCancelling,
            returnFocus: () => select.current?.focus(),
          }}
        />
      ) : null}
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
const SHIPMENT_FIELDS: readonly ShipmentField[] = ['carrier', 'trackingNumber'];
/* Catalogue messages: shown as `t(…)`. */
const shipmentMessages: Record<ShipmentField, { required: string; tooLong: string }> = {
  carrier: {
    required: msg('Carrier is required to mark an order shipped'),
    tooLong: msg('Carrier is too long'),
  },
  trackingNumber: {
    required: msg('Tracking number is required to mark an order shipped'),
    tooLong: msg('Tracking number is too long'),
  },
};

/** The carrier and tracking number of a shipped order: both required, one line each (as the server checks them). */
function shipmentErrors(
  values: Record<ShipmentField, string>,
  t: Translator['t'],
): Partial<Record<ShipmentField, string>> {
  const errors: Partial<Record<ShipmentField, string>> = {};
  for (const field of ['carrier', 'trackingNumber'] as const) {
    const v = values[field].trim();
    if (v.length < 2) errors[field] = t(shipmentMessages[field].required);
    else if (v.length > 80) errors[field] = t(shipmentMessages[field].tooLong);
  }
  return errors;
}

function ShipmentForm({ orderId, onDone, onCancel }: { orderId: number; onDone: () => void; onCancel: () => void }) {
  const i18n = useI18n();
  const { t } = i18n;
  const update = useUpdateOrderStatus();
  const [values, setValues] = useState<Record<ShipmentField, string>>({ carrier: '', trackingNumber: '' });
  const [errors, setErrors] = useState<Partial<Record<ShipmentField, string>>>({});
  // The server's refusal of the whole change (409: the order is not paid, or already cancelled).
  const [refusal, setRefusal] = useState<string | null>(null);
  const carrier = useRef<HTMLInputElement>(null);
  const tracking = useRef<HTMLInputElement>(null);

  // The form opens where the select was changed: its first field takes the focus.
  useEffect(() => carrier.current?.focus(), []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = shipmentErrors(values, t);
    setErrors(found);
    setRefusal(null);
    if (found.carrier) return carrier.current?.focus();
    if (found.trackingNumber) return tracking.current?.focus();
    update.mutate(
      { orderId, status: 'shipped', carrier: values.carrier.trim(), trackingNumber: values.trackingNumber.trim() },
      {
        onSuccess: onDone,
        onError: (error) => {
          // The server's words for a field go under it.
          if (!isApiError(error)) return;
          if (error.status === 409) setRefusal(statusFailure(error, i18n));
          const server: Partial<Record<ShipmentField, string>> = {};
          placeServerErrors(error, SHIPMENT_FIELDS, (field, message) => (server[field] ??= message), '');
          setErrors(server);
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('Shipment of order #{id}', { id: orderId })}
      className="mt-3 grid w-full gap-3 border border-line p-4 md:w-64"
    >
      <TextField
        ref={carrier}
        label={t('Carrier')}
        autoComplete="off"
        value={values.carrier}
        error={errors.carrier}
        onChange={(e) => setValues((v) => ({ ...v, carrier: e.target.value }))}
        inputClassName="h-10"
      />
      <TextField
        ref={tracking}
        label={t('Tracking number')}
        autoComplete="off"
        spellCheck={false}
        value={values.trackingNumber}
        error={errors.trackingNumber}
        onChange={(e) => setValues((v) => ({ ...v, trackingNumber: e.target.value }))}
        inputClassName="h-10"
      />
      <p className="text-xs text-ink-soft">{t('The customer receives both in the shipping notice.')}</p>
      {refusal ? (
        <p role="alert" className="text-[0.8125rem] text-danger">
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton
          type="submit"
          size="sm"
          pending={update.isPending}
          pendingLabel={t('Saving…')}
          disableWhilePending
        >
          {t('Mark shipped')}
        </PendingButton>
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t('Cancel')}
        </Button>
      </div>
    </form>
  );
}
