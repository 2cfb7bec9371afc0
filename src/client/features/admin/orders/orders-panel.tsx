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
  else if (orders.isError && orders.items.length === 0) content = <PanelError what="orders" onRetry={() => void orders.refetch()} />;
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
        <ul aria-label={filtered ? `Orders: ${describeFilter(filter, formatDayLong)}` : 'Orders, newest first'} className="grid gap-5" aria-busy={orders.isFetching && !orders.isFetchingNextPage}>
          {orders.items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} viewHref={sheet.hrefFor(order.id)} viewState={sheet.linkState} />
            </li>
          ))}
        </ul>
        <LoadMore
          shown={orders.items.length}
          noun="order"
          hasMore={orders.hasNextPage}
          loading={orders.isFetchingNextPage}
          onLoadMore={() => void orders.fetchNextPage()}
        />
      </>
    );
  }

  return (
    <>
      <OrderFilterBar filter={filter} />
      {content}
      <OrderSheet orderId={orderIdOf(sheet.value)} onClose={sheet.close} />
    </>
  );
}

/** `?order=42`: a positive whole number, else no order is open. */
function orderIdOf(value: string | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}
