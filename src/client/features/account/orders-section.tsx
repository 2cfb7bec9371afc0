import { Link } from 'react-router';
import { getInvoice } from '@/domain/api/invoices';
import { urlOf } from '@/domain/api/endpoint';
import type { Order } from '@/domain/orders/schemas';
import { EmptyState } from '@/client/components/empty-state';
import { SkeletonList } from '@/client/components/query-section';
import { UserOrders } from '@/client/components/user-orders';
import { buttonClasses } from '@/client/components/ui/button';
import { OrderStatusBadge } from '@/client/components/ui/order-status-badges';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { usePriceIn } from '@/client/lib/format';
import { orderItemCount } from '@/client/lib/orders';
import { paths } from '@/domain/pages/paths';
import { Rich, useI18n } from '@/client/lib/i18n';

/** Orders: id, date, total, status and the number of items. */
export function OrdersSection({ userId }: { userId: number }) {
  const { t } = useI18n();
  return (
    <UserOrders
      userId={userId}
      loading={<SkeletonList label={t('Loading your orders')} count={3} itemClassName="h-12 w-full" />}
      empty={<NoOrders />}
    >
      {(list) => <OrdersTable orders={list} />}
    </UserOrders>
  );
}

function NoOrders() {
  const { t } = useI18n();
  return (
    <EmptyState
      title={t('You have no orders yet')}
      action={
        <Link to={paths.collections()} className={buttonClasses('outline', 'sm', 'mt-6')}>
          {t('Explore the Collection')}
        </Link>
      }
    >
      {t('Your orders will be listed here once you have placed one.')}
    </EmptyState>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const { t, date } = useI18n();
  // Each order in the currency it was placed in (decision 070).
  const priceIn = usePriceIn();
  return (
    <div className="border border-line bg-surface">
      {/* A table from sm up; on a phone each row stacks into a small card (the roles keep it a table). */}
      <Table>
        <TableHeader className="max-sm:sr-only">
          <TableRow>
            <TableHead>{t('Order')}</TableHead>
            <TableHead>{t('Date')}</TableHead>
            <TableHead className="text-right">{t('Total')}</TableHead>
            <TableHead>{t('Status')}</TableHead>
            <TableHead className="text-right">{t('Items')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {orders.map((order) => (
            <TableRow
              key={order.id}
              className="last:border-b-0 max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-3 max-sm:px-5 max-sm:py-5"
            >
              <TableHead
                scope="row"
                className="text-sm font-medium tracking-normal text-ink normal-case max-sm:p-0 max-sm:text-base"
              >
                <Link
                  to={paths.order(order.id)}
                  aria-label={t('Order #{id}', { id: order.id })}
                  className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                >
                  <Rich
                    message="<mobile>Order </mobile>#{id}"
                    values={{ id: order.id }}
                    tags={{
                      mobile: (words) => (
                        <span aria-hidden="true" className="sm:hidden">
                          {words}
                        </span>
                      ),
                    }}
                  />
                </Link>
              </TableHead>
              <TableCell className="whitespace-nowrap text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0">
                <MobileLabel>{t('Date')}</MobileLabel>
                <time dateTime={order.createdAt}>{date(order.createdAt, 'medium')}</time>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0">
                <MobileLabel>{t('Total')}</MobileLabel>
                {priceIn(order.total, order.currency)}
              </TableCell>
              <TableCell className="max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:text-right">
                <OrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums max-sm:col-span-2 max-sm:p-0 max-sm:text-left max-sm:text-ink-soft">
                <Rich
                  message="<mobile>Items: </mobile>{count}"
                  values={{ count: orderItemCount(order) }}
                  tags={{
                    mobile: (words) => (
                      <span aria-hidden="true" className="sm:hidden">
                        {words}
                      </span>
                    ),
                  }}
                />
                {order.invoiceNumber ? (
                  <a
                    href={urlOf(getInvoice, { params: { orderId: order.id } })}
                    download={`invoice-${order.invoiceNumber}.pdf`}
                    aria-label={t('Invoice {number} for order #{id} (PDF)', {
                      number: order.invoiceNumber,
                      id: order.id,
                    })}
                    className="ml-3 text-xs underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                  >
                    {t('Invoice')}
                  </a>
                ) : null}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The column's name above a value, on a phone only (the column header names it for screen readers). */
function MobileLabel({ children }: { children: string }) {
  return (
    <span
      aria-hidden="true"
      className="mb-1 block text-[0.625rem] font-medium tracking-[0.18em] text-ink-soft uppercase sm:hidden"
    >
      {children}
    </span>
  );
}
