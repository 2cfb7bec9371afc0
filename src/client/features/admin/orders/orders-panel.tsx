import { useSearchParams } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { formatDayLong } from '../shared/admin-format';
import { useAdminOrders } from './api';
import { OrderCard } from './order-card';
import { describeFilter, hasFilter, parseOrderFilter, withoutFilters } from './order-filter';
import { OrderFilterBar } from './order-filter-bar';
import { OrderSheet } from './order-sheet';
import { LoadMore, PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { useSheetParam } from '../shared/use-sheet-param';
import { useUpdateParams } from '@/client/lib/use-update-params';

export function OrdersPanel() {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const filter = parseOrderFilter(params);
  const orders = useAdminOrders(filter);
  const sheet = useSheetParam('order');
  const filtered = hasFilter(filter);

  let content;
  if (orders.isPending) content = <PanelLoading label="Loading orders" />;
  else if (orders.isError && orders.items.length === 0)
    content = <PanelError what="orders" onRetry={() => void orders.refetch()} />;
  else if (orders.items.length === 0) {
    content = filtered ? (
      <PanelEmpty title="No orders match these filters">
        {describeFilter(filter, formatDayLong)}.{' '}
        <Button
          variant="link"
          size="inline"
          onClick={() => setParams((prev) => withoutFilters(prev), { replace: true, preventScrollReset: true })}
        >
          Clear filters
        </Button>
      </PanelEmpty>
    ) : (
      <PanelEmpty title="No orders yet">Orders placed in the shop will appear here, newest first.</PanelEmpty>
    );
  } else {
    content = (
      <>
        <ul
          aria-label={filtered ? `Orders: ${describeFilter(filter, formatDayLong)}` : 'Orders, newest first'}
          className="grid gap-5"
          aria-busy={orders.isFetching && !orders.isFetchingNextPage}
        >
          {orders.items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} viewHref={sheet.hrefFor(order.id)} viewState={sheet.linkState} />
            </li>
          ))}
        </ul>
        <LoadMore list={orders} noun="order" />
      </>
    );
  }

  return (
    <>
      <OrderFilterBar filter={filter} />
      {content}
      <OrderSheet sheet={sheet} />
    </>
  );
}
