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
import { formatDate } from '@/client/lib/dates';
import { usePrice } from '@/client/lib/format';
import { orderItemCount } from '@/client/lib/orders';
import { paths } from '@/domain/pages/paths';

/** Orders: id, date, total, status and the number of items. */
export function OrdersSection({ userId }: { userId: number }) {
  return (
    <UserOrders
      userId={userId}
      loading={<SkeletonList label="Loading your orders" count={3} itemClassName="h-12 w-full" />}
      empty={<NoOrders />}
    >
      {(list) => <OrdersTable orders={list} />}
    </UserOrders>
  );
}

function NoOrders() {
  return (
    <EmptyState
      title="You have no orders yet"
      action={
        <Link to={paths.collections()} className={buttonClasses('outline', 'sm', 'mt-6')}>
          Explore the Collection
        </Link>
      }
    >
      Your orders will be listed here once you have placed one.
    </EmptyState>
  );
}

function OrdersTable({ orders }: { orders: Order[] }) {
  const price = usePrice();
  return (
    <div className="border border-line bg-surface">
      {/* A table from sm up; on a phone each row stacks into a small card (the roles keep it a table). */}
      <Table>
        <TableHeader className="max-sm:sr-only">
          <TableRow>
            <TableHead>Order</TableHead>
            <TableHead>Date</TableHead>
            <TableHead className="text-right">Total</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Items</TableHead>
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
                  aria-label={`Order #${order.id}`}
                  className="underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                >
                  <span aria-hidden="true" className="sm:hidden">
                    Order{' '}
                  </span>
                  #{order.id}
                </Link>
              </TableHead>
              <TableCell className="whitespace-nowrap text-ink-soft max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0">
                <MobileLabel>Date</MobileLabel>
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </TableCell>
              <TableCell className="text-right whitespace-nowrap tabular-nums max-sm:col-start-2 max-sm:row-start-2 max-sm:p-0">
                <MobileLabel>Total</MobileLabel>
                {price(order.total)}
              </TableCell>
              <TableCell className="max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:text-right">
                <OrderStatusBadge status={order.status} />
              </TableCell>
              <TableCell className="text-right tabular-nums max-sm:col-span-2 max-sm:p-0 max-sm:text-left max-sm:text-ink-soft">
                <span aria-hidden="true" className="sm:hidden">
                  Items:{' '}
                </span>
                {orderItemCount(order)}
                {order.invoiceNumber ? (
                  <a
                    href={urlOf(getInvoice, { params: { orderId: order.id } })}
                    download={`invoice-${order.invoiceNumber}.pdf`}
                    aria-label={`Invoice ${order.invoiceNumber} for order #${order.id} (PDF)`}
                    className="ml-3 text-xs underline decoration-accent-soft underline-offset-4 hover:decoration-ink"
                  >
                    Invoice
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
