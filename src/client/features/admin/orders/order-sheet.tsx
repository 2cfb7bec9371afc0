import type { AdminOrder } from '@/domain/orders/admin-schemas';
import { OrderLines } from '@/client/components/order-lines';
import { OrderTotals } from '@/client/components/order-totals';
import { OrderStatusBadge, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { isApiError } from '@/client/lib/api';
import { Rich, useI18n } from '@/client/lib/i18n';
import { usePrice } from '@/client/lib/format';
import { orderItemCount, orderTotals, orderVat } from '@/client/lib/orders';
import { isPaid } from '@/domain/orders/lifecycle';
import { idParam } from '../shared/admin-format';
import { useAdminOrder } from './api';
import { CustomerName } from './customer-name';
import { DetailSheet, SheetArticle, SheetField, SheetTime } from '../shared/detail-sheet';
import { SheetStatus } from '../shared/sheet-status';
import { fieldLabelClasses } from '../shared/styles';
import type { SheetParam } from '../shared/use-sheet-param';
import { historyLabel, providerLabel } from './order-format';
import { OrderMails } from '../shared/mails/order-mails';
import { OrderDocuments } from './order-documents';
import { OrderVat } from './order-vat';
import { RefundLinesDialog, RefundsMade } from './refund-lines-dialog';
import { StatusControl } from './status-control';
import { useCan } from '../shared/use-can';
import { InternalNotes } from '../shared/internal-notes';
import { useAddOrderNote, useOrderNotes } from './notes-api';
import { Link } from 'react-router';
import { ShippingAddress } from '@/client/components/shipping-address';
import { OrderGiftDetails } from '@/client/components/order-gift';
import { GiftCardsBought } from '@/client/components/gift-cards-bought';
import { isCardOnly } from '@/domain/cart/lines';
import { paths } from '@/domain/pages/paths';

const sectionHeading = 'font-serif text-xl leading-tight';

/** One order, opened from the list (`?order=42`): everything the back office knows of it, and what can be done. */
export function OrderSheet({ sheet }: { sheet: SheetParam }) {
  const { t } = useI18n();
  return (
    <DetailSheet subject={idParam(sheet.value)} onClose={sheet.close} closeLabel={t('Close order')}>
      {(id) => <OrderView id={id} />}
    </DetailSheet>
  );
}

function OrderView({ id }: { id: number }) {
  const { t } = useI18n();
  const order = useAdminOrder(id);
  if (!order.isSuccess) {
    const missing = isApiError(order.error, 404) ? t('There is no order with this number.') : undefined;
    return <SheetStatus title={t('Order #{id}', { id })} what={t('order')} query={order} missing={missing} />;
  }
  return <OrderDetails order={order.data} />;
}

function OrderDetails({ order }: { order: AdminOrder }) {
  const i18n = useI18n();
  const { t, dateTime } = i18n;
  // Every amount of the sheet is in the order's currency (decision 070), never the admin's market's.
  const price = usePrice(order.currency);
  // Each part shows for a role allowed its endpoint: it never asks for what the server would refuse.
  const can = useCan();
  const ship = order.shippingDetails;
  const refunded = order.paymentStatus === 'refunded';
  // Gift cards only: no address, method or packing slip (issue #43).
  const cardOnly = isCardOnly(order.items);

  return (
    <SheetArticle
      eyebrow={t('Order')}
      title={t('Order #{id}', { id: order.id })}
      titleClassName="text-3xl leading-tight"
      description={
        <Rich
          message="Placed <time>{date}</time> · {items} · {total}"
          values={{
            date: dateTime(order.createdAt),
            items: t('{count, plural, one {# item} other {# items}}', { count: orderItemCount(order) }),
            total: price(order.total),
          }}
          tags={{ time: (words) => <time dateTime={order.createdAt}>{words}</time> }}
        />
      }
      extra={
        <>
          <div className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} />
            <PaymentStatusBadge status={order.paymentStatus} isTest={order.isTestPayment} />
          </div>
          {refunded ? (
            <p className="border-l-4 border-ink-soft/60 bg-muted/50 px-4 py-3 text-sm">
              {order.refundedAt ? (
                <Rich
                  message="Refunded on <time>{date}</time>: the payment went back to the customer and no longer counts as revenue."
                  values={{ date: dateTime(order.refundedAt) }}
                  tags={{ time: (words) => <time dateTime={order.refundedAt ?? undefined}>{words}</time> }}
                />
              ) : (
                t('Refunded: the payment went back to the customer and no longer counts as revenue.')
              )}
            </p>
          ) : null}
        </>
      }
    >
      <section
        aria-label={t('Actions')}
        className="flex flex-wrap items-start gap-x-6 gap-y-4 border-y border-line py-5"
      >
        <StatusControl order={order} className="w-full items-start sm:w-48" />
        {isPaid(order) && can('refunds') ? (
          <div className="flex flex-col gap-1.5">
            <span aria-hidden="true" className={fieldLabelClasses}>
              {t('Payment')}
            </span>
            <RefundLinesDialog order={order} />
          </div>
        ) : null}
        <div className="flex flex-col gap-1.5">
          <span aria-hidden="true" className={fieldLabelClasses}>
            {t('Documents')}
          </span>
          <OrderDocuments
            orderId={order.id}
            invoiceNumber={order.invoiceNumber}
            packingSlip={can('fulfilment') && !cardOnly}
          />
        </div>
      </section>

      <dl className="grid gap-x-8 gap-y-6 text-sm sm:grid-cols-2">
        <SheetField label={t('Customer')}>
          <CustomerName customer={order.customer} />
          {order.customer.userId !== null && can('customers') ? (
            <Link
              to={paths.admin({ tab: 'customers', customer: order.customer.userId })}
              className="mt-1 inline-block text-sm underline decoration-line underline-offset-4 hover:decoration-ink"
            >
              <Rich
                message="Customer page<sr> of {name}</sr>"
                values={{ name: order.customer.name }}
                tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
              />
            </Link>
          ) : null}
        </SheetField>
        {cardOnly ? (
          <SheetField label={t('Ship to')}>{t('Nothing to ship: gift cards only, e-mailed on their days')}</SheetField>
        ) : (
          <>
            <SheetField label={t('Ship to')}>
              <ShippingAddress details={{ ...ship, country: order.countryName }} />
            </SheetField>
            <SheetField label={t('Shipping method')}>{order.shippingMethod ?? t('Standard')}</SheetField>
          </>
        )}
        {order.invoiceNumber ? (
          <SheetField label={t('Invoice')}>
            <span className="tabular-nums">{order.invoiceNumber}</span>
          </SheetField>
        ) : null}
        {order.carrier && order.trackingNumber ? (
          <SheetField label={t('Shipped with')}>
            {order.carrier}
            <span className="block break-all text-ink-soft tabular-nums">{order.trackingNumber}</span>
          </SheetField>
        ) : null}
      </dl>

      <OrderGiftDetails
        gift={order.gift}
        billing={order.billingDetails}
        shipping={order.shippingDetails}
        headingClassName={sectionHeading}
      />

      <GiftCardsBought cards={order.giftCards} headingLevel="h3" headingClassName={sectionHeading} />

      <section aria-labelledby={`order-${order.id}-items`}>
        <h3 id={`order-${order.id}-items`} className={sectionHeading}>
          {t('Items')}
        </h3>
        <div className="mt-2">
          <OrderLines orderId={order.id} lines={order.items} currency={order.currency} />
        </div>
        <div className="ml-auto max-w-xs">
          <OrderTotals
            totals={orderTotals(order)}
            adjustments={order.adjustments}
            shippingMethod={order.shippingMethod}
            vat={orderVat(order)}
            giftCardPaid={order.giftCard}
            nothingToShip={cardOnly}
            currency={order.currency}
          />
        </div>
      </section>

      <section aria-labelledby={`order-${order.id}-vat`} className="min-w-0">
        <h3 id={`order-${order.id}-vat`} className={sectionHeading}>
          {t('VAT')}
        </h3>
        <OrderVat order={order} />
      </section>

      <section aria-labelledby={`order-${order.id}-payment`}>
        <h3 id={`order-${order.id}-payment`} className={sectionHeading}>
          {t('Payment')}
        </h3>
        {order.payment ? (
          <dl className="mt-4 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
            <SheetField label={t('Provider')}>
              {providerLabel(order.payment.provider, i18n)}
              {order.payment.isTest ? <span className="text-ink-soft"> · {t('test payment')}</span> : null}
            </SheetField>
            <SheetField label={t('Amount')}>{price(order.payment.amount)}</SheetField>
            <SheetField label={t('Reference')} wide>
              <span className="font-mono text-[0.8125rem] break-all">{order.payment.reference}</span>
            </SheetField>
            {order.paidAt ? (
              <SheetField label={t('Paid')}>
                <SheetTime at={order.paidAt} />
              </SheetField>
            ) : null}
            {order.payment.refundId ? (
              <SheetField label={t('Refund')} wide>
                <span className="font-mono text-[0.8125rem] break-all">{order.payment.refundId}</span>
                {order.refundedAt ? (
                  <span className="block text-ink-soft">
                    <SheetTime at={order.refundedAt} />
                  </span>
                ) : null}
              </SheetField>
            ) : null}
          </dl>
        ) : (
          <p className="mt-3 text-sm text-ink-soft">
            {t('No payment yet: the order waits for it (an unpaid order expires after 24 hours).')}
          </p>
        )}
        <RefundsMade order={order} />
      </section>

      <section aria-labelledby={`order-${order.id}-history`}>
        <h3 id={`order-${order.id}-history`} className={sectionHeading}>
          {t('Status history')}
        </h3>
        <ol className="mt-4 grid gap-4">
          {order.statusHistory.map((entry, i) => (
            <li key={i} className="grid gap-1 border-l border-line pl-4 text-sm">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="font-medium">{historyLabel(entry.status, i, i18n)}</span>
                <time dateTime={entry.at} className="text-ink-soft">
                  {dateTime(entry.at)}
                </time>
              </p>
              <p className="text-ink-soft">{entry.by ? t('By {name}', { name: entry.by }) : t('By the shop')}</p>
              {entry.note ? <p className="break-words whitespace-pre-line">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <OrderNotes orderId={order.id} />

      {can('mail') ? (
        <section aria-label={t('Mails')}>
          <OrderMails orderId={order.id} />
        </section>
      ) : null}
    </SheetArticle>
  );
}

/** The order's internal notes and the form adding one (the `orders` permission, as the sheet itself). */
function OrderNotes({ orderId }: { orderId: number }) {
  const { t } = useI18n();
  const notes = useOrderNotes(orderId);
  const add = useAddOrderNote(orderId);
  return (
    <InternalNotes
      about={t('order #{id}', { id: orderId })}
      notes={notes.data}
      failed={notes.isError}
      onRetry={() => void notes.refetch()}
      add={(body) => add.mutateAsync(body)}
    />
  );
}
