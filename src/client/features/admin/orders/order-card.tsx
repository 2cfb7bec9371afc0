import { orderLineName } from '@/domain/catalogue/sizes';
import { useId } from 'react';
import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import type { AdminOrderSummary } from '@/domain/orders/admin-schemas';
import { lineKind } from '@/domain/cart/lines';
import type { OrderLine } from '@/domain/orders/schemas';
import { Badge } from '@/client/components/ui/badge';
import { OrderStatusBadge, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { usePrice } from '@/client/lib/format';
import { Rich, useI18n } from '@/client/lib/i18n';
import { orderItemCount } from '@/client/lib/orders';
import { cn } from '@/client/lib/utils';
import { CustomerName } from './customer-name';
import { OrderMails } from '../shared/mails/order-mails';
import { StatusControl } from './status-control';
import { useCan } from '../shared/use-can';
import { fieldLabelClasses } from '../shared/styles';

interface OrderCardProps {
  order: AdminOrderSummary;
  /** The order view's address (`?order=42` on this page) and the state its link carries. */
  viewHref: string;
  viewState: unknown;
}

export function OrderCard({ order, viewHref, viewState }: OrderCardProps) {
  const { t, dateTime } = useI18n();
  // The order's amounts are in the currency it was placed in (decision 070), whatever the admin's market.
  const price = usePrice(order.currency);
  const can = useCan();
  const headingId = useId();
  const itemCount = orderItemCount(order);
  const ship = order.shippingDetails;
  const refunded = order.paymentStatus === 'refunded';

  return (
    <article
      aria-labelledby={headingId}
      className={cn('border border-line bg-surface', refunded && 'border-l-4 border-l-ink-soft/60')}
    >
      <header className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-6 gap-y-3 px-5 pt-5 sm:px-6 sm:pt-6">
        <div className="min-w-0">
          <h3 id={headingId} className="font-serif text-2xl leading-tight">
            {t('Order #{id}', { id: order.id })}
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            <time dateTime={order.createdAt}>{dateTime(order.createdAt)}</time>
            <span aria-hidden="true"> · </span>
            {t('{count, plural, one {# item} other {# items}}', { count: itemCount })}
          </p>
        </div>
        <p
          className={cn(
            'font-serif text-2xl leading-tight tabular-nums',
            refunded && 'text-ink-soft line-through decoration-1',
          )}
        >
          <span className="sr-only">{t('Total')} </span>
          {price(order.total)}
        </p>
        <div className="col-span-2 flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} short isTest={order.isTestPayment} />
          {refunded && order.refundedAt ? (
            <span className="text-[0.8125rem] text-ink-soft">
              <Rich
                message="Refunded <time>{date}</time>"
                values={{ date: dateTime(order.refundedAt) }}
                tags={{ time: (words) => <time dateTime={order.refundedAt ?? undefined}>{words}</time> }}
              />
            </span>
          ) : null}
          <Link
            to={viewHref}
            state={viewState}
            preventScrollReset
            className="ml-auto inline-flex min-h-9 items-center gap-1 text-[0.6875rem] font-medium tracking-[0.18em] text-ink uppercase underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <Rich
              message="View order<sr> #{id}</sr>"
              values={{ id: order.id }}
              tags={{ sr: (words) => <span className="sr-only">{words}</span> }}
            />
            <ChevronRight aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          </Link>
        </div>
      </header>

      <div className="mt-5 grid gap-x-8 gap-y-5 border-t border-line px-5 py-5 sm:px-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_minmax(12rem,auto)]">
        <dl className="grid content-start gap-4 text-sm">
          <div className="min-w-0">
            <dt className={fieldLabelClasses}>{t('Customer')}</dt>
            <dd className="mt-1">
              <CustomerName customer={order.customer} />
            </dd>
          </div>
          <div className="min-w-0">
            <dt className={fieldLabelClasses}>{t('Ship to')}</dt>
            <dd className="mt-1">
              {ship ? (
                <>
                  {ship.fullName}
                  <span className="block text-ink-soft">
                    {[ship.city, order.countryName].filter(Boolean).join(', ')}
                  </span>
                </>
              ) : (
                '—'
              )}
            </dd>
          </div>
          {order.carrier && order.trackingNumber ? (
            <div className="min-w-0">
              <dt className={fieldLabelClasses}>{t('Shipped with')}</dt>
              <dd className="mt-1 break-words">
                {order.carrier}
                <span className="block break-all text-ink-soft tabular-nums">{order.trackingNumber}</span>
              </dd>
            </div>
          ) : null}
        </dl>

        <div className="min-w-0 text-sm">
          <h4 className={fieldLabelClasses}>{t('Items')}</h4>
          {order.items.length === 0 ? (
            <p className="mt-1 text-ink-soft">—</p>
          ) : (
            <ul className="mt-1 grid max-w-md gap-1.5">
              {order.items.map((line, i) => (
                <OrderItem key={i} line={line} currency={order.currency} />
              ))}
            </ul>
          )}
          {can('mail') ? (
            <div className="mt-5">
              <OrderMails orderId={order.id} />
            </div>
          ) : null}
        </div>

        <StatusControl order={order} />
      </div>
    </article>
  );
}

function OrderItem({ line, currency }: { line: OrderLine; currency: string }) {
  const { t } = useI18n();
  const price = usePrice(currency);
  const kind = lineKind(line);
  return (
    <li className="flex items-baseline justify-between gap-4">
      <span className="min-w-0">
        <span className="tabular-nums">{line.quantity}</span> × {orderLineName(line)}
        {kind !== 'catalogue' ? (
          <Badge variant="accent" className="ml-2 bg-transparent px-1.5 py-0.5 align-[0.1em]">
            {kind === 'gift-card' ? t('Gift card') : kind === 'bespoke' ? t('Bespoke') : t('Custom')}
          </Badge>
        ) : null}
      </span>
      <span className="shrink-0 text-ink-soft tabular-nums">{price(line.price, line.quantity)}</span>
    </li>
  );
}
