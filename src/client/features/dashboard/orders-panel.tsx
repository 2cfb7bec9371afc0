import { orderLineName } from '@/domain/catalogue/sizes';
import { Link } from 'react-router';
import { Package } from 'lucide-react';
import { isMadeToOrder } from '@/domain/cart/lines';
import type { Order, OrderLine } from '@/domain/orders/schemas';
import { formatRate } from '@/domain/tax/vat';
import { EmptyState } from '@/client/components/empty-state';
import { OrderAgain } from '@/client/components/order-again';
import { SkeletonList } from '@/client/components/query-section';
import { UserOrders } from '@/client/components/user-orders';
import { LineBadge } from '@/client/components/line-badge';
import { buttonClasses } from '@/client/components/ui/button';
import { OrderStatusBadge, PaymentStatusBadge } from '@/client/components/ui/order-status-badges';
import { usePrice, useMoney } from '@/client/lib/format';
import { orderVat } from '@/client/lib/orders';
import { paths } from '@/domain/pages/paths';
import { useI18n } from '@/client/lib/i18n';

/** My Orders: the order history, newest first as the server sends it. */
export function OrdersPanel({ userId }: { userId: number }) {
  const { t } = useI18n();
  return (
    <UserOrders
      userId={userId}
      loading={
        <SkeletonList label={t('Loading your orders')} count={2} className="gap-4" itemClassName="h-44 w-full" />
      }
      errorClassName="py-12"
      empty={<NoOrders />}
    >
      {(list) => <OrderList orders={list} />}
    </UserOrders>
  );
}

function NoOrders() {
  const { t } = useI18n();
  return (
    <EmptyState
      title={t('You have no orders yet')}
      heading
      icon={Package}
      size="lg"
      action={
        <Link to={paths.collections()} className={buttonClasses('primary', 'md', 'mt-8')}>
          {t('Explore the Collection')}
        </Link>
      }
    >
      {t('When you order a fragrance, it will appear here with its status.')}
    </EmptyState>
  );
}

function OrderList({ orders }: { orders: Order[] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="sr-only">
        {t('My Orders')}
      </h2>
      <ul className="grid gap-5">
        {orders.map((order) => (
          <li key={order.id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const tr = useI18n();
  const { t, date } = tr;
  // Each order in the currency it was placed in (decision 070).
  const money = useMoney(order.currency);
  const price = usePrice(order.currency);
  const headingId = `order-${order.id}-heading`;
  const vat = orderVat(order);
  return (
    <article aria-labelledby={headingId} className="border border-line bg-surface">
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-line px-5 py-5 sm:px-7">
        <div>
          <h3 id={headingId} className="font-serif text-2xl leading-tight">
            <Link
              to={paths.order(order.id)}
              className="underline decoration-line decoration-1 underline-offset-[6px] transition-colors hover:decoration-ink"
            >
              {t('Order #{id}', { id: order.id })}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-ink-soft">
            <time dateTime={order.createdAt}>{date(order.createdAt, 'medium')}</time>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <PaymentStatusBadge status={order.paymentStatus} />
        </div>
      </header>
      <ul className="divide-y divide-line px-5 sm:px-7" aria-label={t('Items in order #{id}', { id: order.id })}>
        {order.items.map((line, i) => (
          <OrderLineRow key={i} line={line} currency={order.currency} />
        ))}
      </ul>
      <dl className="grid gap-1.5 border-t border-line px-5 py-4 text-sm sm:px-7">
        {order.shipping > 0 ? (
          <div className="flex justify-between gap-4 text-ink-soft">
            <dt>{t('Shipping')}</dt>
            <dd className="tabular-nums">{price(order.shipping)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-[0.6875rem] font-medium tracking-[0.18em] uppercase">{t('Total')}</dt>
          <dd className="font-serif text-2xl tabular-nums">{price(order.total)}</dd>
        </div>
        {vat ? (
          <div className="flex justify-end gap-1 text-xs text-ink-soft">
            <dt>{t('incl. VAT {rate}:', { rate: formatRate(vat.rateBp, tr) })}</dt>
            <dd className="tabular-nums">{money(vat.amount)}</dd>
          </div>
        ) : null}
      </dl>
    </article>
  );
}

function OrderLineRow({ line, currency }: { line: OrderLine; currency: string }) {
  const price = usePrice(currency);
  return (
    <li className="flex items-start justify-between gap-4 py-3.5 text-sm">
      <span className="min-w-0">
        <span className="tabular-nums text-ink-soft">{line.quantity} ×</span>{' '}
        <span className="break-words">{orderLineName(line)}</span>
        <LineBadge item={line} className="ml-2 align-middle" />
        {isMadeToOrder(line) ? (
          <span className="mt-1 block">
            <OrderAgain line={line} />
          </span>
        ) : null}
      </span>
      <span className="shrink-0 tabular-nums">
        <span className="sr-only">— </span>
        {price(line.price, line.quantity)}
      </span>
    </li>
  );
}
